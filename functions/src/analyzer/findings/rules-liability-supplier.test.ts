/**
 * A cap written for both sides, read for the side that supplies: it also limits what the receiving side owes
 * for misuse, confidentiality and indemnities unless those are carved out. Real sentences of the dev contracts
 * (CUAD, CC BY 4.0), read for both parties.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, ruleIdsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const RULE = 'mutual-cap-limits-supplier';
const PCQ: Parties = [
  ['PC Quote, Inc.', 'PCQ'],
  ['A.B. Watley, Inc.', 'ABW'],
];
const PCQ_ROLES =
  'PCQ will provide the HYPERFEED to ABW. PCQ will provide the SOFTWARE to ABW. ABW will pay PCQ a monthly fee for the right to permit access by its clients.\n\n';
const PCQ_CAP =
  'LIABILITY UNDER THIS AGREEMENT FROM ANY AND ALL CAUSES, INCLUDING, BUT NOT LIMITED TO, PROGRAM MALFUNCTION OR OPERATIONAL NEGLIGENCE, SHALL BE LIMITED TO GENERAL MONEY DAMAGES IN AN AMOUNT NOT TO EXCEED THE TOTAL CHARGES PAID BY ABW FOR THE SERVICES DURING THE MOST RECENT TWELVE (12) MONTHS OF THE AGREEMENT. ';
const PCQ_BOTH =
  "SUCH LIMITATION SHALL BE THE EXTENT OF PCQ OR ABW'S LIABILITY REGARDLESS OF THE FORM IN WHICH ANY LEGAL OR EQUITABLE ACTION MAY BE BROUGHT AGAINST PCQ OR ABW, AND THE FOREGOING SHALL CONSTITUTE PCQ'S OR ABW'S SOLE REMEDY.";
const MEDICA: Parties = [
  ['VAPOTHERM, INC.', 'Vapotherm'],
  ['MEDICA, S.p.A.', 'Medica'],
];
const MEDICA_ROLES =
  'Medica will provide the Cartridges to Vapotherm. Medica will provide the Components to Vapotherm. Vapotherm will pay Medica the Price for each Cartridge.\n\n';
const MEDICA_CAP =
  "Notwithstanding any other provision contained in this Agreement, each party's maximum aggregate liability to the other party for any and all causes whatsoever, and each party's remedy, regardless of the form of action, whether in contract or tort, including negligence, and whether or not pursuant to the indemnification provisions contained in Section 12 and whether or not such party is notified of the possibility of damage to the other party, shall be limited to $[* * *].";

const finding = (text: string, party: string) => findingsFor(text, party).find((f) => f.rule.id === RULE);

describe('a cap of both sides read for the side that supplies', () => {
  it('raises it for the supplier, citing the sentence that extends the cap to both, not for the side that pays', () => {
    const text = oneClauseContract(PCQ, PCQ_ROLES + PCQ_CAP + PCQ_BOTH);
    const f = finding(text, 'PC Quote, Inc.');
    expect(f && text.slice(f.start, f.end)).toBe(PCQ_BOTH);
    expect(ruleIdsFor(text, 'A.B. Watley, Inc.')).not.toContain(RULE);
  });

  it('is harsher where the cap is what the receiving side pays', () => {
    const cap =
      "EACH PARTY'S LIABILITY TO THE OTHER PARTY DURING ANY TWELVE (12) MONTH PERIOD SHALL BE LIMITED TO THE LESSOR OF (i) DIRECT DAMAGES PROVEN BY THE PARTY, OR (ii) THE AMOUNT PAID BY THE COMPANY TO THE PROVIDER UNDER THIS AGREEMENT FOR THE TWELVE (12) MONTH PERIOD PRIOR TO THE CLAIM.";
    const parties: Parties = [
      ['Universal Access, Inc.', 'Company'],
      ['CityNet Telecommunications, Inc.', 'Provider'],
    ];
    const text = oneClauseContract(parties, cap);
    const f = finding(text, 'CityNet Telecommunications, Inc.');
    expect(f && text.slice(f.start, f.end)).toBe(cap);
    expect(f?.severity).toBe('high');
    expect(ruleIdsFor(text, 'Universal Access, Inc.')).not.toContain(RULE);
  });

  it('raises a cap that takes in the indemnities for the supplier, not for the side that buys', () => {
    const text = oneClauseContract(MEDICA, MEDICA_ROLES + MEDICA_CAP);
    const f = finding(text, 'MEDICA, S.p.A.');
    expect(f && text.slice(f.start, f.end)).toBe(MEDICA_CAP);
    expect(f?.severity).toBe('medium');
    expect(ruleIdsFor(text, 'VAPOTHERM, INC.')).not.toContain(RULE);
  });

  it('leaves a cap alone where the contract keeps confidentiality, IP or indemnities outside it', () => {
    for (const carveOut of [
      "9.3 EXCLUSIONS. ABW'S PAYMENT OBLIGATIONS, BREACHES OF CONFIDENTIALITY BY EITHER PARTY, MISAPPROPRIATION OF INTELLECTUAL PROPERTY RIGHTS OF THE OTHER PARTY, AND THE PARTIES' INDEMNIFICATION OBLIGATIONS UNDER THIS AGREEMENT ARE EXCLUDED FROM THESE LIMITATIONS OF LIABILITY.",
      'The provisions of Section 9.1 and Section 9.2 will not apply to limit the indemnification obligations under Section 8.2, or in the case of gross negligence or wilful misconduct.',
    ]) {
      const text = oneClauseContract(PCQ, `${PCQ_ROLES}${PCQ_CAP}${PCQ_BOTH}\n\n${carveOut}`);
      expect(ruleIdsFor(text, 'PC Quote, Inc.')).not.toContain(RULE);
    }
  });

  it('leaves alone a limit of a capital contribution, and a cap of liability for the services alone', () => {
    for (const clause of [
      "The liability of each Party to the Joint Venture Company shall be limited to contributing the full amount of its share of the Joint Venture Company's registered capital.",
      "IN NO EVENT SHALL A PARTY'S LIABILITY IN RELATION TO SERVICES PROVIDED UNDER THIS AGREEMENT EXCEED THE FEES PAID TO IT UNDER THIS AGREEMENT FOR THE SPECIFIC SERVICE THAT RESULTED IN THE LOSS.",
    ])
      expect(ruleIdsFor(oneClauseContract(PCQ, PCQ_ROLES + clause), 'PC Quote, Inc.')).not.toContain(RULE);
  });
});
