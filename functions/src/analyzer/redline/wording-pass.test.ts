/** The clause wording pass: word-level, side-aware edits on detected clauses that raised no finding. */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../engine';
import { applyToText, proposeRedline } from '.';

const TEXT = `SOFTWARE SERVICES AGREEMENT

This Software Services Agreement is entered into by Acme Cloud, Inc. ("Provider") and Beta Retail LLC ("Customer").

1. Assignment

1.1 Neither party may assign any rights or obligations under this Agreement without the prior written consent of the other party.

2. Logo Rights

2.1 Provider may identify Customer and use Customer's name and logo in marketing.

3. Export

3.1 Provider may terminate this Agreement immediately without notice or liability to comply with applicable export laws.
`;

const redline = (behalfOf: string) => {
  const analysis = analyzeContract({ contractText: TEXT, behalfOf, playbook: null, additionalInstructions: null });
  return proposeRedline({ contractText: TEXT, analysis, behalfOf, playbook: null, additionalInstructions: null });
};

describe('clause wording pass', () => {
  it("marks up the other side's rights for the customer, a few words each", () => {
    const r = redline('Customer');
    const after = applyToText(TEXT, r.modifications);
    expect(after).toContain(
      'prior written consent of the other party (not to be unreasonably withheld, conditioned or delayed).',
    );
    expect(after).toContain("Provider may, with Customer's prior written consent, identify Customer");
    expect(after).toContain('Provider may terminate this Agreement on written notice and without liability to comply');
    for (const m of r.modifications.filter(
      (x) => x.category !== undefined && x.finding?.startsWith('Clause wording'),
    )) {
      expect((m.original_text ?? '').split(/\s+/).length, m.original_text).toBeLessThanOrEqual(8);
      expect(m.spans?.length).toBeGreaterThan(0);
    }
  });

  it('never proposes to limit its own rights for the provider', () => {
    const after = applyToText(TEXT, redline('Provider').modifications);
    expect(after).toContain("Provider may identify Customer and use Customer's name and logo in marketing.");
    expect(after).toContain('Provider may terminate this Agreement immediately without notice or liability');
    // The mutual consent requirement binds the provider too: a reasonableness standard helps it.
    expect(after).toContain('(not to be unreasonably withheld, conditioned or delayed)');
  });
});
