/**
 * Pure rules of the contract library (docs/decisions/070-library-search.md):
 *  - the lower-cased search field stored on each analysed contract, and the same normalisation
 *    for the user's query, so a DynamoDB `contains()` filter is a case-insensitive substring match;
 *  - the filters' date ranges as bounds on the index sort key (`<createdAt ISO>#<id>`).
 */
import type { LibraryFilter } from '../../../../shared/schemas/library';

/** Contract text kept in the search field: the first 32 KiB (UTF-8) after normalisation. */
export const SEARCH_TEXT_MAX_BYTES = 32 * 1024;
/** Separates the fields so no match spans two of them (a normalised query never holds a newline). */
const FIELD_SEPARATOR = '\n';

/** NFKC, lower case, whitespace runs to one space: the same for stored text and queries. */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  let out = Buffer.from(text, 'utf8').subarray(0, maxBytes).toString('utf8');
  // A cut through a multi-byte character decodes to U+FFFD: drop it.
  if (out.endsWith('\uFFFD')) out = out.slice(0, -1);
  return out;
}

export interface SearchableContract {
  behalfOf: string;
  additionalInstructions: string;
  contractText: string;
}

/** The `searchText` attribute: behalfOf, instructions, then a bounded prefix of the contract text. */
export function librarySearchText(contract: SearchableContract): string {
  const head = [normaliseForSearch(contract.behalfOf), normaliseForSearch(contract.additionalInstructions)].join(
    FIELD_SEPARATOR,
  );
  const text = truncateUtf8(normaliseForSearch(contract.contractText), SEARCH_TEXT_MAX_BYTES);
  return `${head}${FIELD_SEPARATOR}${text}`;
}

export interface SortKeyRange {
  /** Inclusive lower bound on GSI1SK. */
  from?: string;
  /** Exclusive upper bound on GSI1SK. */
  before?: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** Start of the current calendar month, in UTC. */
export function startOfMonthUtc(now: number): string {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)).toISOString();
}

/**
 * recent: created in the last 7 days (a rolling window); month: since the first of this month,
 * 00:00 UTC; older: before that. ISO timestamps sort as strings, so each is a key condition.
 */
export function filterRange(filter: LibraryFilter, now: number, recentDays = 7): SortKeyRange {
  switch (filter) {
    case 'recent':
      return { from: new Date(now - recentDays * DAY_MS).toISOString() };
    case 'month':
      return { from: startOfMonthUtc(now) };
    case 'older':
      return { before: startOfMonthUtc(now) };
    default:
      return {};
  }
}
