/**
 * The readings the clause judgements rest on (who a sentence binds, grants or frees) and the
 * citations they make, on real sentences of the dev contracts (CUAD, CC BY 4.0), each read for both
 * parties. The table of judgements per term is in rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';
import { buildContext } from '../engine';
import { readSentence } from './readings';

type Parties = [name: string, role: string][];
const contract = oneClauseContract;

describe('readings and citations behind the judgements', () => {
  it('cites the sentence that holds the term, not the first sentence of its paragraph', () => {
    const parties: Parties = [
      ['UTEK Corporation', 'UTEK'],
      ['Manakoa Services Corporation', 'MKOS'],
    ];
    const text = contract(
      parties,
      'The term of the Agreement will be for 12 months unless terminated sooner. This Agreement may be renewed upon mutual, written agreement of the parties. Either party may terminate this Agreement at any time with 30 days written notice.',
    );
    const f = findingsFor(text, 'UTEK Corporation').find((x) => x.rule.id === 'mutual-termination-convenience');
    expect(f).toBeDefined();
    expect(text.slice(f!.start, f!.end)).toBe(
      'Either party may terminate this Agreement at any time with 30 days written notice.',
    );
  });

  it('reads "X is hereby granted" as a grant to X, not a grant by X', () => {
    const text = contract(
      [
        ['WebMD, Inc.', 'WebMD'],
        ['Emdeon Corporation', 'Emdeon'],
      ],
      'x',
    );
    const sides = buildContext(text, 'Emdeon Corporation').sides;
    const signals = readSentence(
      sides,
      'Emdeon is hereby granted a non-exclusive and worldwide right to use WebMD\'s trademarks and logos ("Marks") for the purpose of identifying the origin of the Content during the term of this Agreement.',
    );
    expect(signals.filter((s) => s.kind === 'grantsTo').map((s) => s.who)).toEqual(['self']);
    expect(signals.some((s) => s.kind === 'must:grant' && s.who === 'self')).toBe(false);
  });

  it('reads "X and Y covenant and agree" as both sides', () => {
    const text = contract(
      [
        ['Novo Integrated Sciences Inc.', 'NVOS'],
        ['Harvest Gold Farms Inc.', 'HGF'],
      ],
      'x',
    );
    const sides = buildContext(text, 'Novo Integrated Sciences Inc.').sides;
    const signals = readSentence(
      sides,
      'NVOS and HGF covenant and agree to make their best efforts to fully develop the Primary Projects.',
    );
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((s) => s.who === 'mutual')).toBe(true);
  });

  it('raises nothing from an ordinary duty to perform or a choice within the bargain', () => {
    const cisco = contract(
      [
        ['Cisco Systems, Inc.', 'Cisco'],
        ['ScanSource, Inc.', 'Distributor'],
      ],
      '12.2.4 Distributor shall obtain an RMA number prior to returning any Product to Cisco.',
    );
    expect(findingsFor(cisco, 'ScanSource, Inc.').map((f) => f.rule.id)).toEqual([]);
    const webmd = contract(
      [
        ['WebMD, Inc.', 'WebMD'],
        ['Emdeon Corporation', 'Emdeon'],
      ],
      "Emdeon may determine the placement and formatting of the Content in the Software, but may not change the substance of the Content to any extent whatsoever without WebMD's written approval of the change.",
    );
    expect(findingsFor(webmd, 'WebMD, Inc.').map((f) => f.rule.id)).toEqual([]);
  });

  it('reads "except for ... gross negligence" as a carve-out, not a narrow indemnity', () => {
    const parties: Parties = [
      ['CREMER OLEO GmbH & Co KG', 'Cremer'],
      ['Ultragenyx Pharmaceutical Inc', 'Ultragenyx'],
    ];
    const carveOut = contract(
      parties,
      "Except for a claim arising out of Cremer's intentional misconduct or gross negligence under this Agreement, in the event of legal proceedings being instituted against Cremer by a third party arising out of Ultragenyx's development, processing and commercialization of the Product, Ultragenyx shall indemnify and keep indemnified Cremer in full against all damages, losses, injuries, costs and expenses in connection with such legal proceedings.",
    );
    expect(findingsFor(carveOut, 'CREMER OLEO GmbH & Co KG').map((f) => f.rule.id)).not.toContain(
      'other-indemnity-narrow',
    );
    expect(findingsFor(carveOut, 'Ultragenyx Pharmaceutical Inc').map((f) => f.rule.id)).toContain('self-indemnifies');
    const narrow = contract(
      parties,
      "In the event of legal proceedings being instituted against Ultragenyx by a third party arising out of Cremer's intentional misconduct or gross negligence under this Agreement, Cremer shall indemnify and keep indemnified Ultragenyx in full against all damages, losses, injuries, costs and expenses in connection with such legal proceedings.",
    );
    expect(findingsFor(narrow, 'Ultragenyx Pharmaceutical Inc').map((f) => f.rule.id)).toContain(
      'other-indemnity-narrow',
    );
  });

  it('raises no risk from the reviewed party’s own indemnity when it covers only its gross negligence', () => {
    const text = contract(
      [
        ['CREMER OLEO GmbH & Co KG', 'Cremer'],
        ['Ultragenyx Pharmaceutical Inc', 'Ultragenyx'],
      ],
      "In the event of legal proceedings being instituted against Ultragenyx by a third party arising out of Cremer's intentional misconduct or gross negligence under this Agreement, Cremer shall indemnify and keep indemnified Ultragenyx in full against all damages, losses, injuries, costs and expenses in connection with such legal proceedings.",
    );
    expect(findingsFor(text, 'CREMER OLEO GmbH & Co KG').map((f) => f.rule.id)).not.toContain('self-indemnifies');
  });

  it('raises an audit of the audited side’s practices when it pays for it, not one at the auditor’s expense', () => {
    const parties: Parties = [
      ['Equidata, Inc.', 'Equidata'],
      ['National Credit Report.com, LLC', 'Marketing Affiliate'],
    ];
    const audit = (who: string) =>
      findingsFor(
        contract(
          parties,
          `Equidata may audit, at ${who} expense, the Marketing Affiliate's marketing, practices and activities for the purpose of assuring compliance with this Agreement.`,
        ),
        'National Credit Report.com, LLC',
      ).find((f) => f.rule.id === 'other-may-audit');
    expect(audit("Equidata's")).toBeUndefined();
    expect(audit("Marketing Affiliate's")?.severity).toBe('medium');
  });

  it('keeps an indemnity broad when gross negligence is only one of its grounds', () => {
    const text = contract(
      [
        ['ANTHEMIC, LLC', 'ANTHEMIC'],
        ['VNUE INC', 'Sponsor'],
      ],
      "The Sponsor will indemnify, hold harmless and defend ANTHEMIC, and their directors, officers, shareholders, members, managers, employees and agents from and against any action, claim, demand, expense, or liability, including reasonable attorneys' fees and court costs incurred in connection with any claim, demand, or suit for damages, injunction, or other relief to the extent such claim arises out of: (i) any allegation that the Sponsor's marks infringe a third person's copyright or trademark right, or misappropriate a third person's trade secret; (ii) any gross negligence or willful misconduct of the Sponsor; (iii) Sponsor's products; (iv) consumer or other contesting/ prizing.",
    );
    expect(findingsFor(text, 'VNUE INC').map((f) => f.rule.id)).toContain('self-indemnifies');
    expect(findingsFor(text, 'ANTHEMIC, LLC').map((f) => f.rule.id)).not.toContain('other-indemnity-narrow');
  });

  it('raises nothing from a no-hire both sides accept alike', () => {
    const text = contract(
      [
        ['GARMAN ROUTING SYSTEMS, INC.', 'Garman'],
        ['SPARKLING SPRING WATER GROUP LIMITED', 'Sparkling'],
      ],
      'During the term of this Agreement and for a period of one year thereafter, both parties agree not to hire or allow its respective affiliates to hire any employee of the other party, or any person who was an employee of the other party during the previous six months and who was directly involved in the provision of services under this Agreement.',
    );
    for (const name of ['GARMAN ROUTING SYSTEMS, INC.', 'SPARKLING SPRING WATER GROUP LIMITED'])
      expect(findingsFor(text, name).map((f) => f.rule.id)).toEqual([]);
  });

  it('reads a fee earned by the payee and not refundable as no duty or restriction of the payee', () => {
    const text = contract(
      [
        ['Holiday RV Superstores, Inc.', 'Company'],
        ['Affinity Group, Inc.', 'AGI'],
      ],
      'As consideration of Endorsement, concurrently with the execution of this Agreement, the Company shall pay to AGI a fee in the amount of $1,500,000. This fee shall be fully earned by AGI upon the receipt thereof and shall not be refundable for any reason.',
    );
    const sentence =
      'This fee shall be fully earned by AGI upon the receipt thereof and shall not be refundable for any reason.';
    const onIt = (name: string) => findingsFor(text, name).filter((f) => text.slice(f.start, f.end) === sentence);
    expect(onIt('Affinity Group, Inc.').map((f) => f.rule.id)).toEqual([]);
    const signals = readSentence(buildContext(text, 'Affinity Group, Inc.').sides!, sentence);
    expect(signals.filter((s) => s.who === 'self').map((s) => s.kind)).toEqual(['benefit']);
  });

  it('reads "cannot guarantee that" as a denial, not a promise of what follows', () => {
    const parties: Parties = [
      ['ALPS Distributors, Inc.', 'Distributor'],
      ['S2K Financial LLC', 'S2K'],
    ];
    const sentence =
      'Distributor cannot guarantee that a marketing piece will be APPROVED within one business day of being received via AdLit.';
    const text = contract(parties, sentence);
    for (const [name] of parties) {
      const signals = readSentence(buildContext(text, name).sides!, sentence);
      expect(signals.filter((s) => s.kind.startsWith('must:'))).toEqual([]);
    }
  });
});
