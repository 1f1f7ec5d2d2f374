import { describe, expect, it } from 'vitest';
import { definitionalSentences, halfOf } from './pattern-halves';

describe('the definitional patterns on two halves of the labelled contracts', () => {
  it('splits contracts by id alone, about evenly', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `cuad_${i.toString(16).padStart(12, '0')}`);
    expect(ids.map(halfOf)).toEqual(ids.map(halfOf));
    const a = ids.filter((id) => halfOf(id) === 'A').length;
    expect(a).toBeGreaterThan(160);
    expect(a).toBeLessThan(240);
  });

  it('lists the sentences each category answers, and none for a signature block', () => {
    const text =
      '1. Term. Either party may terminate this Agreement upon ninety (90) days written notice to the other.\n\n' +
      '2. Exclusivity. Company appoints Distributor as its exclusive distributor in the Territory.\n\n' +
      'By: ______________\nName: John Smith\nTitle: President';
    const hits = definitionalSentences(text);
    expect(hits.get('termination-for-convenience')?.[0]).toContain('ninety (90) days written notice');
    expect(hits.get('exclusivity')?.[0]).toContain('exclusive distributor');
    expect([...hits.values()].flat().some((s) => s.includes('John Smith'))).toBe(false);
  });
});
