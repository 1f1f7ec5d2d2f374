import { describe, expect, it } from 'vitest';
import { buildContext } from '../engine';
import { review } from './judge';

const contract = (duty: string) => `CONSULTING AGREEMENT

This Consulting Agreement is made between Aduro Biotech, Inc. ("Aduro") and Dana Scott ("Consultant").

1. SERVICES. Consultant shall provide the advisory services described in Exhibit A, and Aduro shall pay Consultant $5,000 per month.

2. CONFIDENTIALITY. ${duty}

3. GOVERNING LAW. This Agreement is governed by the laws of the State of California.
`;

const rules = (text: string, behalfOf: string) => {
  const ctx = buildContext(text, behalfOf);
  return review(ctx.text, ctx.sides).findings.map((j) => j.rule.id);
};

describe('a duty of confidence, judged from the side', () => {
  it('is a note for the side bound one way', () => {
    const oneWay = contract('Consultant shall hold all Confidential Information in strict confidence.');
    expect(rules(oneWay, 'Dana Scott')).toContain('self-confidentiality');
  });

  it('is market standard when each side bears it', () => {
    const mutual = contract(
      'Consultant shall hold all Confidential Information in strict confidence. Aduro shall hold all Confidential Information in strict confidence.',
    );
    expect(rules(mutual, 'Dana Scott')).not.toContain('self-confidentiality');
    expect(rules(mutual, 'Aduro Biotech, Inc.')).not.toContain('self-confidentiality');
  });
});
