import { describe, expect, it } from 'vitest';
import { CUAD_CATEGORIES, GENERAL_CATEGORIES, TAXONOMY, categoryLabel, resolveCategory } from './taxonomy';

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
  it('labels keep their acronyms and British spelling while ids and CUAD labels stay CUAD', () => {
    expect(categoryLabel('ip-ownership-assignment')).toBe('IP Ownership Assignment');
    expect(categoryLabel('joint-ip-ownership')).toBe('Joint IP Ownership');
    expect(categoryLabel('rofr-rofo-rofn')).toBe('ROFR/ROFO/ROFN');
    expect(categoryLabel('most-favored-nation')).toBe('Most Favoured Nation (MFN)');
    expect(categoryLabel('no-solicit-of-customers')).toBe('No-Solicit of Customers');
    expect(categoryLabel('license-grant')).toBe('Licence Grant');
    expect(TAXONOMY.find((c) => c.id === 'ip-ownership-assignment')?.cuadLabel).toBe('Ip Ownership Assignment');
    // No label reads like "Of", "And", "To" mid-title or a lower-cased acronym.
    for (const c of TAXONOMY) expect(c.label).not.toMatch(/ (Of|And|To|For|On|With|Or) |\bIp\b|Rofr/);
    expect(resolveCategory('IP Ownership Assignment')).toBe('ip-ownership-assignment');
  });
});
