/**
 * The contract library: the caller's analysed contracts, newest first, paged by an opaque cursor,
 * narrowed by a date filter (key condition) and a case-insensitive search (filter on the stored
 * `searchText`); and one contract's text for the "View Contract" dialog. Only Queries and GetItems
 * (DESIGN.md section 4); docs/decisions/070-library-search.md explains the search budget.
 */
import type { LibraryContract, LibraryContractDetail, LibraryPage, LibraryQuery } from '../../../../shared/schemas/library';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import type { LibraryRepo, LibraryRow } from '../../adapters/repositories/library';
import { filterRange, normaliseForSearch, type SortKeyRange } from '../../domain/contracts/library';
import { libraryCard } from '../../domain/contracts/library-card';
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

/** A card: the row plus what its analysis says (title, counterparty, risk counts, substantive excerpt). */
async function present(row: LibraryRow, blobs: TextBlobStore): Promise<LibraryContract> {
  const [analysisText, contractText] = await Promise.all([
    row.analysis ?? (row.analysisKey ? blobs.getText(row.analysisKey).catch(() => null) : null),
    row.contractText ?? (row.contractTextKey ? blobs.getText(row.contractTextKey).catch(() => null) : null),
  ]);
  const card = libraryCard({ behalfOf: row.behalfOf, analysisText, contractText, storedExcerpt: row.excerpt });
  return {
    id: row.id,
    behalfOf: row.behalfOf,
    title: card.title,
    counterparty: card.counterparty,
    riskCounts: card.riskCounts,
    excerpt: card.excerpt,
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
  const cards = (rows: LibraryRow[]) => Promise.all(rows.map((row) => present(row, deps.blobs)));

  /**
   * The listing's size, for the first page only (decision 111): the maintained per-user count for
   * the whole library; a COUNT Query within the search budget for a filter or a search.
   */
  async function total(userId: string, query: LibraryQuery, needle: string, range: SortKeyRange, firstPage: boolean): Promise<number | null> {
    if (!firstPage) return null;
    if (needle === '' && query.filter === 'all') {
      const counted = await deps.library.analyzedCount(userId);
      if (counted !== undefined) return counted;
    }
    return (await deps.library.countAnalyzed(userId, { range, needle, maxReads: budget.maxReads })) ?? null;
  }

  async function list(userId: string, query: LibraryQuery): Promise<LibraryPage> {
    const page = await listRows(userId, query);
    const needle = normaliseForSearch(query.q);
    const range = query.cursor ? undefined : filterRange(query.filter, deps.clock.now());
    const [contracts, count] = await Promise.all([
      cards(page.rows),
      range ? total(userId, query, needle, range, true) : Promise.resolve(null),
    ]);
    return { contracts, nextCursor: page.nextCursor, partial: page.partial, total: count };
  }

  async function listRows(userId: string, query: LibraryQuery): Promise<{ rows: LibraryRow[]; nextCursor: string | null; partial: boolean }> {
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
        return { rows: found, nextCursor: next(startAfter!), partial: found.length < limit };
      }
      // One more than a page tells whether another page exists without an empty trailing page.
      const want = needle === '' ? limit + 1 - found.length : budget.itemsPerRead;
      const page = await deps.library.queryAnalyzed(userId, { range, needle, limit: want, ...(startAfter ? { startAfter } : {}) });
      found.push(...page.rows);
      if (found.length > limit) {
        return { rows: found.slice(0, limit), nextCursor: next(found[limit - 1]!.sortKey), partial: false };
      }
      if (page.lastSortKey === undefined) return { rows: found, nextCursor: null, partial: false };
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
