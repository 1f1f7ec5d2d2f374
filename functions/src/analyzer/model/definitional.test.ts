import { describe, expect, it } from 'vitest';
import { classifyText } from '../classify';
import { cueFeatureNames, definitionalIds, definitionalOf } from './cue-features';
import { KEYWORDS } from './definitional-keywords';
import { DEFINITIONAL } from './definitional-patterns';

/**
 * The definitional patterns read the wording a lawyer would point at for each category, whatever
 * the layout of the filing, and keep apart the clause that looks alike but says the opposite.
 */
describe('definitional wording', () => {
  it('reads padded EDGAR text and section numbers as plain text', () => {
    // Runs of spaces and a line break inside the sentence, and "Section 2.1" inside a pattern's gap.
    expect(
      definitionalIds(
        'Turpin  covenants that Turpin  shall  not at any      time directly or indirectly contest\n   the Company’s right,  title, and interest in the Work Product.',
      ),
    ).toContain('covenant-not-to-sue');
    expect(
      definitionalIds(
        'Aimmune shall have the right to sublicense the rights granted to it under Section 2.1 to its Affiliates.',
      ),
    ).toContain('affiliate-license-licensee');
  });

  it('lets the rule engine read padded text too', () => {
    const plain = classifyText('', 'Either party may terminate this Agreement for convenience upon notice.');
    const padded = classifyText(
      '',
      'Either  party  may  terminate  this\n   Agreement  for  convenience  upon  notice.',
    );
    expect(plain.map((c) => c.id)).toContain('termination-for-convenience');
    expect(padded.map((c) => c.id)).toEqual(plain.map((c) => c.id));
  });

  it('tells a named third-party beneficiary from the usual clause that there is none', () => {
    expect(
      definitionalIds('Changepoint, Inc. shall be a direct and intended third-party beneficiary to this Agreement.'),
    ).toContain('third-party-beneficiary');
    expect(definitionalIds('There are no intended third-party beneficiaries of this Agreement.')).not.toContain(
      'third-party-beneficiary',
    );
    expect(definitionalIds('16. No Third-Party Beneficiaries.')).not.toContain('third-party-beneficiary');
  });

  it('tells termination on notice alone from termination for a cause', () => {
    expect(
      definitionalIds(
        'Sparkling may terminate this Agreement at any time upon ninety (90) calendar days written notice.',
      ),
    ).toContain('termination-for-convenience');
    expect(
      definitionalIds('This Agreement may also be terminated by either party upon ninety (90) days written notice.'),
    ).toContain('termination-for-convenience');
    expect(
      definitionalIds(
        'Either party may terminate this Agreement upon thirty (30) days written notice if the other party materially breaches it.',
      ),
    ).not.toContain('termination-for-convenience');
    expect(
      definitionalIds('Upon termination of this Agreement for any reason, Sections 7 and 9 shall survive.'),
    ).not.toContain('termination-for-convenience');
  });

  it('finds a carve-out from the limitation of liability, not the exceptions to confidentiality', () => {
    expect(
      definitionalIds(
        'EXCEPT WITH RESPECT TO LICENSEE’S INDEMNIFICATION OBLIGATIONS UNDER SECTION 7, NEITHER PARTY WILL BE LIABLE FOR INDIRECT OR CONSEQUENTIAL DAMAGES.',
      ),
    ).toContain('uncapped-liability');
    expect(
      definitionalIds('These restrictions shall not apply to any Confidential Information that is already public.'),
    ).not.toContain('uncapped-liability');
  });

  it('finds the exception to a restrictive covenant', () => {
    expect(
      definitionalIds(
        'The Parties acknowledge that the restrictions set forth in this Section 2.3 shall not apply to any Affiliates of MMT.',
      ),
    ).toContain('competitive-restriction-exception');
    expect(
      definitionalIds('Nothing herein shall preclude any party from seeking damages or other remedies at law.'),
    ).not.toContain('competitive-restriction-exception');
    // The passive stake a non-compete allows, not the 50% that defines control of a company.
    expect(
      definitionalIds(
        'It is agreed that ownership of no more than 1% of the outstanding voting stock of a publicly traded corporation will not constitute a violation of Section 7.3.',
      ),
    ).toContain('competitive-restriction-exception');
    expect(
      definitionalIds(
        'A Change of Control occurs when the continuing stockholders hold less than 50% of the outstanding voting securities.',
      ),
    ).not.toContain('competitive-restriction-exception');
    expect(
      definitionalIds(
        'For purposes of clarity, the foregoing does not prevent Conformis from granting any license to any third party.',
      ),
    ).toContain('competitive-restriction-exception');
  });

  it('finds a limit on raising a price, not a cap on an amount', () => {
    expect(
      definitionalIds(
        'Erchonia agrees that the prices listed in Exhibit A shall not be increased during the first year.',
      ),
    ).toContain('price-restrictions');
    expect(
      definitionalIds(
        'Renewal is subject to adjustments proposed by Netzee not to exceed 5% at least sixty (60) days in advance.',
      ),
    ).toContain('price-restrictions');
    expect(
      definitionalIds(
        'The fees of Canadian counsel to the Agents shall not exceed $50,000, to be paid by the Company.',
      ),
    ).not.toContain('price-restrictions');
    expect(
      definitionalIds(
        'Neither party shall obligate the other to increase its spending under such Plan by more than ten percent (10%).',
      ),
    ).not.toContain('price-restrictions');
  });

  it('finds terms as good as those given to others, however the comparison is worded', () => {
    for (const text of [
      'Distributor shall be treated no less favorably than any other distributor and shall receive its pro rata allocation.',
      'The prices at which Airspan sells to Distributor shall be no less favorable to the Distributor than those prices at which Airspan sells to others.',
      'The per unit pricing shall be no greater than the lowest price per unit charged by BLI to any similarly situated Third Party customer.',
      'No such license shall be granted at terms more favorable to the third party than were offered to the members of such Party.',
    ])
      expect(definitionalIds(text), text).toContain('most-favored-nation');
    expect(
      definitionalIds('Supplier shall deliver the Products at the lowest point of the loading dock.'),
    ).not.toContain('most-favored-nation');
  });

  it('does not read an "unlimited liability company" as uncapped liability', () => {
    expect(
      definitionalIds(
        'The term "person" means any individual, corporation, limited liability or unlimited liability company, joint venture or trust.',
      ),
    ).not.toContain('uncapped-liability');
    expect(definitionalIds("Each party's liability for a breach of Section 9 shall be unlimited.")).toContain(
      'uncapped-liability',
    );
  });

  it('finds unlimited use, users or runs, not an unlimited period or liability', () => {
    for (const text of [
      'Customer is granted an unlimited number of Client Access Licenses.',
      'The fees include unlimited iPass network access (except for certain premium in-flight Wi-Fi Services).',
      'Producer grants ConvergTV a licence to distribute the Program for unlimited runs during the License Term.',
      'E.piphany allows for unlimited calls to its technical support desk.',
    ])
      expect(definitionalIds(text), text).toContain('unlimited-all-you-can-eat-license');
    for (const text of [
      'This Agreement is entered into for an unlimited period of time.',
      'The authorized capital of the Corporation consists of an unlimited number of Common Shares.',
      "Nothing limits either party's unlimited liability for fraud.",
    ])
      expect(definitionalIds(text), text).not.toContain('unlimited-all-you-can-eat-license');
  });

  it('finds a non-compete worded as a promise not to sell competing products', () => {
    expect(
      definitionalIds(
        'During the Term, Distributor shall not market, sell or promote any product which is competitive with the Products.',
      ),
    ).toContain('non-compete');
  });

  it('keeps a mere mention as a feature, never a verdict', () => {
    const text = 'The Company is an insurance broker organised under the laws of Delaware.';
    expect(definitionalIds(text)).not.toContain('insurance');
    expect(cueFeatureNames(text)).toContain('cm:insurance:0');
    expect(
      definitionalIds(
        'Supplier shall maintain product liability insurance of not less than $5,000,000 per occurrence.',
      ),
    ).toContain('insurance');
  });

  it('does not read a royalty-free licence as revenue sharing', () => {
    expect(definitionalIds('Licensor grants a royalty-free, non-exclusive license to use the Marks.')).not.toContain(
      'revenue-profit-sharing',
    );
    expect(definitionalIds('Licensee shall pay Licensor a royalty of five percent of Net Sales.')).toContain(
      'revenue-profit-sharing',
    );
  });

  it('reads most-favoured terms as a comparison with other customers', () => {
    expect(
      definitionalIds(
        'The terms of the Reseller Agreement shall be no less favourable to Nortel than the terms in effect with any of Entrust’s resellers.',
      ),
    ).toContain('most-favored-nation');
    expect(
      definitionalIds('Licensee may sell its rights on terms not less favourable than those initially offered to SAP.'),
    ).not.toContain('most-favored-nation');
  });

  it('finds revenue shared at a redacted rate or in equal parts', () => {
    expect(
      definitionalIds('Excite@Home will pay e-centives *****% of net revenue generated from such sales.'),
    ).toContain('revenue-profit-sharing');
    expect(definitionalIds('The parties will share equally all revenue from the listing of coupons.')).toContain(
      'revenue-profit-sharing',
    );
  });

  it('finds work that goes on after termination, not the return of confidential information', () => {
    expect(
      definitionalIds(
        'Upon termination of this Agreement, Licensee shall be entitled to use the Licensed Content for ninety (90) days.',
      ),
    ).toContain('post-termination-services');
    expect(
      definitionalIds(
        'Upon termination of this Agreement, the Receiving Party shall return all Confidential Information.',
      ),
    ).not.toContain('post-termination-services');
  });

  it('finds an assignment of rights worded at length', () => {
    expect(
      definitionalIds(
        'Licensee hereby irrevocably assigns (or shall cause such sublicensees to assign), without further consideration, to Licensor all right, title, and interest in the Brand.',
      ),
    ).toContain('ip-ownership-assignment');
  });

  it('skips a category only where none of its patterns could match', () => {
    // Every pattern in the table, tried on sentences that answer it, matches only where a keyword is present.
    const sentences = [
      'Customer shall not, during the term and for two (2) years thereafter, engage in any business that competes with Provider.',
      'IAC shall not engage in the same or similar promotions with any other entity providing paging services.',
      'Licensee agrees not to sue Licensor for infringement of the Licensed Patents.',
      'Except for its indemnification obligations, in no event shall damages exceed the fees paid.',
      'Distributor shall be the only distributor appointed by NETGEAR in the Territory.',
      'Sparkling may terminate this Agreement at any time upon ninety (90) days written notice.',
      'Client has the unilateral right to cancel this agreement at any time within a 7-day notice period.',
      'During the Interim Period, neither HERC shall, directly or indirectly, engage in the business of renting cars.',
      'In the event Agent undergoes a substantial change in ownership of its stock, Kallo may terminate this Agreement.',
    ];
    for (const text of sentences) {
      const lower = text.toLowerCase();
      const all = Object.entries(DEFINITIONAL)
        .filter(([, res]) => res.some((re) => re.test(text)))
        .map(([id]) => id);
      for (const id of all) expect(KEYWORDS[id]?.some((k) => lower.includes(k)) ?? true, id).toBe(true);
      expect(definitionalOf(cueFeatureNames(text)).sort()).toEqual(all.sort());
    }
  });
});
