/**
 * The contract library: the caller's analysed contracts, newest first, paged by an opaque cursor,
 * narrowed by a date filter (key condition) and a case-insensitive search, answered by the owner's
 * search index (docs/decisions/210-library-search-index.md); and one contract's text for the
 * "View Contract" dialog. Only Queries and (Batch)GetItems, never a Scan.
 */
import type {
  LibraryContract,
  LibraryContractDetail,
  LibraryPage,
  LibraryQuery,
} from '../../../../shared/schemas/library';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import type { LibraryRepo, LibraryRow } from '../../adapters/repositories/library';
import type { SearchIndex } from '../../adapters/repositories/search-index';
import { filterRange, normaliseForSearch, type SortKeyRange } from '../../domain/contracts/library';
import { libraryCard } from '../../domain/contracts/library-card';
import { notFound } from '../../domain/errors/app-error';
import { decodeCursor, encodeCursor } from './cursor';
import type { Clock } from '../../adapters/clock';

/** Most Queries a filter's COUNT makes before the first page goes without a total (decision 111). */
const COUNT_MAX_READS = 25;
/**
 * A search's first page counts every match when that reads at most this much of the search index
 * (128 text blocks: about 2 M characters of search text); beyond it the page has no total, as a
 * filter's COUNT beyond its budget (decision 111).
 */
export const SEARCH_COUNT_BUDGET = { candidates: 1_000, blocks: 128 };

export interface LibraryDeps {
  library: LibraryRepo;
  contracts: ContractsRepo;
  search: SearchIndex;
  blobs: TextBlobStore;
  clock: Clock;
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
  const cards = (rows: LibraryRow[]) => Promise.all(rows.map((row) => present(row, deps.blobs)));

  async function list(userId: string, query: LibraryQuery): Promise<LibraryPage> {
    const needle = normaliseForSearch(query.q);
    const { limit, filter } = query;
    const cursor = query.cursor ? decodeCursor(query.cursor, { filter, needle }) : undefined;
    // A cursor keeps the range of its first page, so "recent" does not slide while paging.
    const range = cursor?.range ?? filterRange(filter, deps.clock.now());
    const next = (sortKey: string) => encodeCursor({ sortKey, filter, needle, range });
    const firstPage = cursor === undefined;

    if (needle !== '') {
      // One more than a page tells whether another page exists without an empty trailing page.
      const found = await deps.search.find(userId, {
        needle,
        range,
        ...(cursor ? { startAfter: cursor.sortKey } : { countBudget: SEARCH_COUNT_BUDGET }),
        want: limit + 1,
      });
      const page = found.hits.slice(0, limit);
      const rows = await deps.library.rowsOf(page);
      return {
        contracts: await cards(rows),
        nextCursor: found.hits.length > limit ? next(page[limit - 1]!.sortKey) : null,
        partial: false,
        total: firstPage ? (found.total ?? null) : null,
      };
    }

    const page = await deps.library.queryAnalyzed(userId, {
      range,
      limit: limit + 1,
      ...(cursor ? { startAfter: cursor.sortKey } : {}),
    });
    const rows = page.rows.slice(0, limit);
    const [contracts, total] = await Promise.all([
      cards(rows),
      firstPage ? listingTotal(userId, filter, range) : Promise.resolve(null),
    ]);
    return {
      contracts,
      nextCursor: page.rows.length > limit ? next(rows[limit - 1]!.sortKey) : null,
      partial: false,
      total,
    };
  }

  /**
   * The listing's size, for the first page only (decision 111): the maintained per-user count for
   * the whole library; a COUNT Query within its budget for a filter.
   */
  async function listingTotal(
    userId: string,
    filter: LibraryQuery['filter'],
    range: SortKeyRange,
  ): Promise<number | null> {
    if (filter === 'all') {
      const counted = await deps.library.analyzedCount(userId);
      if (counted !== undefined) return counted;
    }
    return (await deps.library.countAnalyzed(userId, { range, maxReads: COUNT_MAX_READS })) ?? null;
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
