import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../engine';
import { proposeRedline } from '.';

// A customer that only pays gains nothing from making the provider's cap "either party's": the cap
// on what it can recover stays. The edit that helps it raises the cap.
const text = `SERVICES AGREEMENT

This Services Agreement is made between Acme Analytics, Inc. ("Provider") and Beta Retail LLC ("Customer").

1. SERVICES. Provider shall provide the analytics services described in Schedule A.

2. FEES. Customer shall pay the fees set out in Schedule A within thirty (30) days of each invoice.

3. LIMITATION OF LIABILITY. In no event shall Provider's aggregate liability arising out of this Agreement exceed the fees paid by Customer in the three (3) months preceding the claim. In no event shall Provider be liable for any lost profits or indirect damages.

4. GOVERNING LAW. This Agreement is governed by the laws of the State of New York.
`;

const edits = (behalfOf: string) => {
  const analysis = analyzeContract({ contractText: text, behalfOf });
  return proposeRedline({ contractText: text, analysis, behalfOf, playbook: null, additionalInstructions: null })
    .modifications;
};

describe('the cap and exclusion edits, for the side that claims', () => {
  it('raise the provider’s cap for a paying customer instead of making it mutual', () => {
    const m = edits('Beta Retail LLC');
    const liability = m.filter((x) => x.category === 'cap-on-liability' || x.category === 'limitation-of-liability');
    expect(liability.some((x) => /either party|neither party/i.test(x.modified_text ?? ''))).toBe(false);
    expect(m.find((x) => x.original_text === 'three (3)')?.modified_text).toBe('twelve (12)');
  });

  it('never touch the cap that protects the reviewed provider', () => {
    const m = edits('Acme Analytics, Inc.');
    expect(m.filter((x) => x.category === 'cap-on-liability' || x.category === 'limitation-of-liability')).toEqual([]);
  });
});
