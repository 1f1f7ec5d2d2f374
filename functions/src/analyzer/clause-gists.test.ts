import { describe, expect, it } from 'vitest';
import { TAXONOMY } from '../../../shared/taxonomy';
import { CLAUSE_GISTS } from './clause-gists';

describe('clause gists', () => {
  it('say what every clause type of the taxonomy does, never a bare "covers"', () => {
    // The snapshot's facts (names, dates, the renewal notice) are read, not summarised as clauses.
    const facts = new Set(['document-name', 'parties', 'agreement-date', 'effective-date', 'expiration-date']);
    const clauses = TAXONOMY.map((c) => c.id).filter((id) => !facts.has(id));
    expect(clauses.filter((id) => !CLAUSE_GISTS[id])).toEqual([]);
    for (const id of clauses) expect(CLAUSE_GISTS[id]).not.toMatch(/^covers\b/);
  });
});
