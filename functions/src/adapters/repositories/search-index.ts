/**
 * The library's search index as the services see it (docs/decisions/210-library-search-index.md),
 * implemented by adapters/dynamo/search-index/. One index per owner (a user, or an organisation
 * for its shared library: domain/owners.ts), named by the owner's id.
 */
import type { SortKeyRange } from '../../domain/contracts/library';
import type { SearchDoc } from '../../domain/search-index/segment';

export type { SearchDoc };

export interface SearchQuery {
  /** Normalised search text (domain/contracts/library.ts normaliseForSearch), never empty. */
  needle: string;
  range: SortKeyRange;
  /** Only sort keys below this one (a cursor's position). */
  startAfter?: string;
  /** How many matches to return at most. */
  want: number;
  /**
   * Count every match too, when that means confirming at most `candidates` candidates (documents
   * holding every gram of the needle) from at most `blocks` text blocks; `total` is then the
   * count, else null. Unset: no count.
   */
  countBudget?: { candidates: number; blocks: number };
}

export interface SearchHit {
  sortKey: string;
  ownerId: string;
}

export interface SearchFind {
  /** Matches, newest first. */
  hits: SearchHit[];
  total?: number | null;
}

export interface SearchIndex {
  find(ownerId: string, query: SearchQuery): Promise<SearchFind>;
}
