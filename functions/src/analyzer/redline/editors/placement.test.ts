/**
 * Where a new clause goes: after the whole section of the related clause, never between a heading and
 * its text, and never after a running page footer.
 */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../../engine';
import { clauseAfterCategory, operativeEnd } from './placement';

const contract = [
  'SERVICES AGREEMENT between Acme Analytics, Inc. ("Provider") and Beta Retail LLC ("Customer").',
  '1. Services. Provider shall provide the services described in Schedule A to Customer.',
  '2. Indemnification.',
  '2.1 Customer shall indemnify, defend and hold harmless Provider from and against any and all claims arising out of the use of the Services.',
  '2.2 The indemnified party shall give prompt written notice of any claim to the indemnifying party.',
  'Acme Services Agreement Page 2 of 3',
  '3. Governing Law. This Agreement is governed by the laws of the State of New York.',
  'Acme Services Agreement Page 3 of 3',
  'IN WITNESS WHEREOF the parties have signed this Agreement.',
].join('\n\n');

describe('placement of a new clause', () => {
  const ctx = buildContext(contract, 'Beta Retail LLC');
  const before = (at: number) => contract.slice(0, at + 1);

  it('goes after the last sentence of the related section, not its heading or a footer', () => {
    const { after } = clauseAfterCategory(ctx, ['indemnification']);
    expect(before(after)).toMatch(/indemnifying party\.$/);
  });

  it('ends the operative text at its last clause sentence, before a footer and the signature block', () => {
    expect(before(operativeEnd(ctx))).toMatch(/State of New York\.$/);
  });

  it('falls back to the end of the operative text when no related clause is there', () => {
    expect(clauseAfterCategory(ctx, ['force-majeure']).after).toBe(operativeEnd(ctx));
  });

  it('goes before the paragraph that ends with a note that the signature page follows', () => {
    const noted = contract.replace(
      'State of New York.',
      'State of New York. The parties consent to the jurisdiction of such courts. (Signature page follows)',
    );
    const at = operativeEnd(buildContext(noted, 'Beta Retail LLC'));
    expect(noted.slice(0, at + 1)).toMatch(/indemnifying party\.$/);
    const blank = contract.replace(
      'State of New York.',
      'State of New York. [REMAINDER OF PAGE INTENTIONALLY LEFT BLANK]',
    );
    expect(blank.slice(0, operativeEnd(buildContext(blank, 'Beta Retail LLC')) + 1)).toMatch(/indemnifying party\.$/);
  });
});
