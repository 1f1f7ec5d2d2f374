import { describe, expect, it } from 'vitest';
import { CUAD_CATEGORIES, GENERAL_CATEGORIES, TAXONOMY, resolveCategory } from './taxonomy';

describe('taxonomy', () => {
  it('has the 41 CUAD categories with unique kebab-case ids', () => {
    expect(CUAD_CATEGORIES).toHaveLength(41);
    const ids = TAXONOMY.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids).toContain('rofr-rofo-rofn');
    expect(ids).toContain('unlimited-all-you-can-eat-license');
    expect(GENERAL_CATEGORIES.every((c) => c.source === 'general')).toBe(true);
  });
  it('resolves labels and aliases', () => {
    expect(resolveCategory('Cap On Liability')).toBe('cap-on-liability');
    expect(resolveCategory('indemnity')).toBe('indemnification');
    expect(resolveCategory('Non Compete')).toBe('non-compete');
    expect(resolveCategory('nonsense words')).toBeUndefined();
  });
});
