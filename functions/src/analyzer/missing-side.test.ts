import { describe, expect, it } from 'vitest';
import { analyzeContract } from './engine';

// A supply agreement with no cap, no exclusion of indirect loss and no force majeure: protections
// that shield the Supplier, who performs. Its lawyer asks for them; the Customer's lawyer does not.
const text = `SUPPLY AGREEMENT

This Supply Agreement is made on 1 March 2024 between Acme Components Ltd ("Supplier") and Bright Tools Inc. ("Customer").

1. SUPPLY. Supplier shall manufacture and supply the Products to Customer in accordance with the Specifications and each purchase order.

2. PRICE AND PAYMENT. Customer shall pay each invoice within thirty (30) days of receipt.

3. WARRANTY. Supplier warrants that the Products will be free from defects in materials and workmanship for twelve (12) months from delivery.

4. INDEMNITY. Supplier shall indemnify Customer against all claims arising from defects in the Products.

5. TERM AND TERMINATION. This Agreement continues for two (2) years. Either party may terminate this Agreement if the other party commits a material breach and fails to remedy it within thirty (30) days of notice.

6. GOVERNING LAW. This Agreement is governed by the laws of the State of New York, and the courts of New York County have exclusive jurisdiction.

7. INSURANCE. Supplier shall maintain product liability insurance of at least $2,000,000 per occurrence.
`;

const missing = (behalfOf: string) =>
  analyzeContract({ contractText: text, behalfOf }).risk_assessment_issues.missing_clauses.map((m) => m.category);

describe('missing protections, judged from the side', () => {
  it('asks for a cap, an exclusion of indirect loss and force majeure for the Supplier', () => {
    expect(missing('Acme Components Ltd')).toEqual(
      expect.arrayContaining(['cap-on-liability', 'limitation-of-liability', 'force-majeure']),
    );
  });

  it('does not ask the Customer to add protections that only shield the Supplier', () => {
    const m = missing('Bright Tools Inc.');
    expect(m).not.toContain('cap-on-liability');
    expect(m).not.toContain('limitation-of-liability');
    expect(m).not.toContain('force-majeure');
  });

  // A services agreement with neither an IP clause nor an insurance clause, and a force majeure
  // clause that never says "force majeure".
  const services = `SERVICES AGREEMENT

This Services Agreement is made on 1 March 2024 between Kite Labs LLC ("Provider") and Harbor Media Inc. ("Customer").

1. SERVICES. Provider shall design and deliver the software described in Schedule A.

2. FEES. Customer shall pay Provider $10,000 per month within thirty (30) days of each invoice.

3. TERMINATION. Either party may terminate this Agreement if the other party commits a material breach and fails to remedy it within thirty (30) days of notice.

4. DELAYS. Neither Party will be liable for any failure or delay in the performance of its obligations on account of any cause beyond the reasonable control of such Party, such as fire, flood, war or strikes.

5. GOVERNING LAW. This Agreement is governed by the laws of the State of New York, and the courts of New York County have exclusive jurisdiction.
`;
  const missingIn = (behalfOf: string) =>
    analyzeContract({ contractText: services, behalfOf }).risk_assessment_issues.missing_clauses.map((m) => m.category);

  it('asks the customer, not the provider, for ownership of the work, insurance and warranties', () => {
    expect(missingIn('Harbor Media Inc.')).toEqual(
      expect.arrayContaining(['ip-ownership-assignment', 'insurance', 'warranties']),
    );
    const provider = missingIn('Kite Labs LLC');
    expect(provider).not.toContain('ip-ownership-assignment');
    expect(provider).not.toContain('insurance');
    expect(provider).not.toContain('warranties');
  });

  it('reads a force majeure clause that never says "force majeure"', () => {
    expect(missingIn('Kite Labs LLC')).not.toContain('force-majeure');
  });
});

describe('a forum clause under another heading', () => {
  // The forum sentence of a real dev supply agreement (CUAD, CC BY 4.0), under a "Miscellaneous" heading.
  const withForum = text.replace(
    '6. GOVERNING LAW. This Agreement is governed by the laws of the State of New York, and the courts of New York County have exclusive jurisdiction.',
    '6. MISCELLANEOUS. This Agreement is governed by the laws of the State of Delaware. Any dispute arising out of or relating to this Agreement, including the breach, termination or validity thereof, shall be brought exclusively before the state and federal courts in and for the City of Wilmington and County of New Castle, Delaware.',
  );
  it('is not reported missing', () => {
    const m = analyzeContract({
      contractText: withForum,
      behalfOf: 'Bright Tools Inc.',
    }).risk_assessment_issues.missing_clauses.map((x) => x.category);
    expect(m).not.toContain('dispute-resolution');
  });
});
