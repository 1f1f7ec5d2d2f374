/**
 * The contract library (docs/product-spec.md sections 2, 3, 5, 7): the list query, its page of analysed contracts,
 * and one contract's text for the "View Contract" dialog.
 */
import * as v from 'valibot';

export const libraryFilters = ['all', 'recent', 'month', 'older'] as const;
export type LibraryFilter = (typeof libraryFilters)[number];

/** Labels of the filter select (docs/product-spec.md section 2). */
export const libraryFilterLabels: Record<LibraryFilter, string> = {
  all: 'All Contracts',
  recent: 'Recent (Last 7 days)',
  month: 'This Month',
  older: 'Older',
};

export const LIBRARY_PAGE_DEFAULT = 10;
export const LIBRARY_PAGE_MAX = 50;
export const LIBRARY_QUERY_MAX = 200;
export const RECENT_DAYS = 7;

const intParam = (fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,4}$/, `limit must be a whole number between 1 and ${max}`),
    v.transform(Number),
    v.number(),
    v.minValue(1, `limit must be a whole number between 1 and ${max}`),
    v.maxValue(max, `limit must be a whole number between 1 and ${max}`),
  );

/** Query string of GET /api/contract/user-contracts (all values arrive as strings). */
export const LibraryQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(2000, 'Invalid cursor'))),
  limit: intParam(LIBRARY_PAGE_DEFAULT, LIBRARY_PAGE_MAX),
  q: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(LIBRARY_QUERY_MAX, `Search cannot exceed ${LIBRARY_QUERY_MAX} characters`),
  ),
  filter: v.optional(v.picklist(libraryFilters, 'filter must be one of all, recent, month, older'), 'all'),
  /** Whose library: one's own (default) or the organisation's shared one. */
  scope: v.optional(v.picklist(['personal', 'organization'], 'scope must be personal or organization'), 'personal'),
});
export type LibraryQuery = v.InferOutput<typeof LibraryQuerySchema>;

/** Findings of an analysis as the results page counts them: risks by severity, and all findings. */
export const LibraryRiskCountsSchema = v.object({
  high: v.number(),
  medium: v.number(),
  low: v.number(),
  /** Every finding of the four risk tabs (risks, missing clauses, non-standard terms, ambiguities). */
  total: v.number(),
});
export type LibraryRiskCounts = v.InferOutput<typeof LibraryRiskCountsSchema>;

export const LibraryContractSchema = v.object({
  id: v.string(),
  behalfOf: v.string(),
  /** The contract type from the analysis (the card's title); null when the analysis names none. */
  title: v.nullable(v.string()),
  /** The other party (or parties) from the analysis; null when it cannot be told. */
  counterparty: v.nullable(v.string()),
  riskCounts: v.nullable(LibraryRiskCountsSchema),
  /** Up to 150 characters from the first substantive clause, whitespace collapsed. */
  excerpt: v.string(),
  additionalInstructions: v.string(),
  hasAdditionalInstructions: v.boolean(),
  createdAt: v.string(),
  /** Listed contracts always have an analysis (the library badge reads Completed). */
  status: v.literal('completed'),
  hasAnalysis: v.literal(true),
  playbookId: v.nullable(v.number()),
});
export type LibraryContract = v.InferOutput<typeof LibraryContractSchema>;

export const LibraryPageSchema = v.object({
  contracts: v.array(LibraryContractSchema),
  /** Opaque; pass back as `cursor` for the next page. Null when there is nothing more. */
  nextCursor: v.nullable(v.string()),
  /**
   * Search only: true when the server stopped at its read budget before filling the page, so
   * fewer than `limit` contracts came back although more may match (follow nextCursor).
   */
  partial: v.boolean(),
  /**
   * How many contracts the listing holds (with the search and filter), on the first page only
   * (a request without a cursor); null on later pages or when it could not be counted within the
   * read budget. docs/decisions/111-library-total.md.
   */
  total: v.nullable(v.number()),
});
export type LibraryPage = v.InferOutput<typeof LibraryPageSchema>;

/** GET /api/contract/user-contracts/{id}: the "View Contract" dialog. */
export const LibraryContractDetailSchema = v.object({
  id: v.string(),
  behalfOf: v.string(),
  contractText: v.string(),
  additionalInstructions: v.string(),
  createdAt: v.string(),
  status: v.picklist(['pending', 'processing', 'completed', 'failed']),
  hasAnalysis: v.boolean(),
});
export type LibraryContractDetail = v.InferOutput<typeof LibraryContractDetailSchema>;
