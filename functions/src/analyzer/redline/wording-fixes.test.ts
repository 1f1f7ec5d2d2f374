import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../engine';
import { applyToText, proposeRedline } from '.';

// A consulting agreement read for the Consultant: the Company may end it at once, the Consultant
// indemnifies without limit, and the Company's liability alone is capped.
const text = `CONSULTING AGREEMENT

This Consulting Agreement is made between Driven Deliveries, Inc. ("Company") and TruckThat LLC ("Consultant").

1. SERVICES. Consultant shall provide the consulting services described in Exhibit A, and Company shall pay Consultant $18,000 per month.

2. CONFIDENTIALITY. Consultant shall not disclose any Confidential Information of the Company without the prior written consent of the Company.

3. TERMINATION. The Company may terminate this Agreement immediately and without prior notice if Consultant breaches any provision of this Agreement.

4. INDEMNITY. Consultant shall indemnify and hold harmless the Company from and against any and all claims, losses and expenses arising from the Services.

5. LIMITATION OF LIABILITY. In no event shall the Company's liability under this Agreement exceed the amounts paid by the Company in the three (3) months before the claim.
`;

const CONSULTANT = 'TruckThat LLC';

describe('the Consultant’s redline reads as a lawyer would send it', () => {
  const analysis = analyzeContract({ contractText: text, behalfOf: CONSULTANT });
  const r = proposeRedline({
    contractText: text,
    analysis,
    behalfOf: CONSULTANT,
    playbook: null,
    additionalInstructions: null,
  });
  const after = applyToText(text, r.modifications);

  it('turns an immediate termination into one on notice without contradicting itself', () => {
    expect(after).toContain('may terminate this Agreement on written notice if Consultant breaches');
    expect(after).not.toMatch(/on written notice and without prior notice/);
  });

  it('limits the indemnity without pointing at a cap the Consultant does not have', () => {
    expect(after).toContain(
      "to the extent arising from Consultant's breach of this Agreement, negligence or wilful misconduct",
    );
    expect(after).not.toMatch(/subject to the limitations of liability/);
  });

  it('leaves the owner’s consent to disclose its own confidential information alone', () => {
    expect(after).toContain('without the prior written consent of the Company.');
  });
});
