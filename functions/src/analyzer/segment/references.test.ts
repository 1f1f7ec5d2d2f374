import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR, sharedAvailable } from '../../../../tests/support/shared-dir';
import { segment } from '../segment';

// Clause references a lawyer can find, from openings of dev contracts whose numbering runs inline.
describe('clause references', () => {
  // A dev contract whose pages break mid-article: "12. TRANSFER OF INTELLECTUAL PROPERTY" is read
  // under Section 6.
  it.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('calls a bare number read under a section its own section', () => {
    const contract = readFileSync(`${SHARED_DIR}/eval/cuad-dev.jsonl`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; text: string })
      .find((c) => c.id === 'cuad_bb26b85b6eda')!;
    const clauses = segment(contract.text);
    const at = contract.text.indexOf('12. TRANSFER OF INTELLECTUAL PROPERTY');
    expect(clauses.find((c) => c.start === at)?.ref).toBe('Section 12');
    expect(clauses.filter((c) => /Section \d+ \d+$/.test(c.ref))).toEqual([]);
  });

  it('shows a heading without the body it runs into', () => {
    const text =
      'ARTICLE VIII INDEMNIFICATION 8.1. Indemnification by Licensor. Licensor shall defend, indemnify and hold harmless Licensee and its Affiliates, and their officers, directors and employees, from and against any and all losses arising out of any third-party claim.\n\n' +
      'ARTICLE IX TERM AND TERMINATION 9.1 This Agreement shall remain in force for five years.';
    for (const c of segment(text)) expect(c.ref.length).toBeLessThan(60);
  });
});
