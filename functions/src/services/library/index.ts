/**
 * The contract library: the caller's analysed contracts, newest first, paged by an opaque cursor,
 * narrowed by a date filter (key condition) and a case-insensitive search (filter on the stored
 * `searchText`); and one contract's text for the "View Contract" dialog. Only Queries and GetItems
 * (DESIGN.md section 4); docs/decisions/070-library-search.md explains the search budget.
 */
import type { LibraryContract, LibraryContractDetail, LibraryPage, LibraryQuery } from '../../../../shared/schemas/library';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/dynamo/contracts-repo';
import type { LibraryRepo, LibraryRow } from '../../adapters/dynamo/library-repo';
import { filterRange, normaliseForSearch } from '../../domain/contracts/library';
import { notFound } from '../../domain/errors/app-error';
import { decodeCursor, encodeCursor } from './cursor';

export interface SearchBudget {
  /** Most Queries one search request makes before answering with what it found. */
  maxReads: number;
  /** Items DynamoDB evaluates per Query (it also stops at 1 MB). */
  itemsPerRead: number;
}

export const defaultSearchBudget: SearchBudget = { maxReads: 25, itemsPerRead: 400 };

export interface LibraryDeps {
  library: LibraryRepo;
  contracts: ContractsRepo;
  blobs: TextBlobStore;
  clock: { now(): number };
  searchBudget?: SearchBudget;
}

function present(row: LibraryRow): LibraryContract {
  return {
    id: row.id,
    behalfOf: row.behalfOf,
    excerpt: row.excerpt,
    additionalInstructions: row.additionalInstructions,
    hasAdditionalInstructions: row.additionalInstructions.trim() !== '',
    createdAt: row.createdAt,
    status: 'completed',
    hasAnalysis: true,
    playbookId: row.playbookId,
  };
}

export function createLibraryService(deps: LibraryDeps) {
  const budget = deps.searchBudget ?? defaultSearchBudget;

  async function list(userId: string, query: LibraryQuery): Promise<LibraryPage> {
    const needle = normaliseForSearch(query.q);
    const { limit, filter } = query;
    const cursor = query.cursor ? decodeCursor(query.cursor, { filter, needle }) : undefined;
    // A cursor keeps the range of its first page, so "recent" does not slide while paging.
    const range = cursor?.range ?? filterRange(filter, deps.clock.now());
    const next = (sortKey: string) => encodeCursor({ sortKey, filter, needle, range });

    const found: LibraryRow[] = [];
    let startAfter = cursor?.sortKey;
    for (let reads = 0; ; reads++) {
      if (needle !== '' && reads >= budget.maxReads) {
        // Out of budget: answer with what matched so far; the cursor resumes where reading stopped.
        return { contracts: found.map(present), nextCursor: next(startAfter!), partial: found.length < limit };
      }
      // One more than a page tells whether another page exists without an empty trailing page.
      const want = needle === '' ? limit + 1 - found.length : budget.itemsPerRead;
      const page = await deps.library.queryAnalyzed(userId, { range, needle, limit: want, ...(startAfter ? { startAfter } : {}) });
      found.push(...page.rows);
      if (found.length > limit) {
        return { contracts: found.slice(0, limit).map(present), nextCursor: next(found[limit - 1]!.sortKey), partial: false };
      }
      if (page.lastSortKey === undefined) return { contracts: found.map(present), nextCursor: null, partial: false };
      startAfter = page.lastSortKey;
    }
  }

  async function detail(userId: string, contractId: string): Promise<LibraryContractDetail> {
    const contract = await deps.contracts.get(userId, contractId);
    if (!contract) throw notFound('Contract not found');
    const contractText =
      contract.contractText ?? (contract.contractTextKey ? await deps.blobs.getText(contract.contractTextKey) : '');
    return {
      id: contract.id,
      behalfOf: contract.behalfOf,
      contractText,
      additionalInstructions: contract.additionalInstructions ?? '',
      createdAt: contract.createdAt,
      status: contract.status,
      hasAnalysis: contract.status === 'completed',
    };
  }

  return { list, detail };
}

export type LibraryService = ReturnType<typeof createLibraryService>;
