/**
 * The library repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/library-repo.ts.
 */
import type { SortKeyRange } from '../../domain/contracts/library';

/** Sort keys are `<ISO timestamp>#<26-char ULID>`; anything else is not one of ours. */
export const LIBRARY_SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z#([0-9A-HJKMNP-TV-Z]{26})$/;

export interface LibraryRow {
  id: string;
  behalfOf: string;
  excerpt: string;
  additionalInstructions: string;
  createdAt: string;
  playbookId: number | null;
  /** GSI1SK, `<createdAt>#<id>`: where a page continues. */
  sortKey: string;
  /** The analysis inline, or its S3 key (the card's title, counterparty and risk counts come from it). */
  analysis?: string;
  analysisKey?: string;
  /** The contract text inline, or its S3 key (the card's excerpt starts at its first substantive clause). */
  contractText?: string;
  contractTextKey?: string;
}

export interface LibraryQueryPage {
  rows: LibraryRow[];
  /** GSI1SK of the last item DynamoDB evaluated, when it stopped before the end. */
  lastSortKey?: string;
}

export interface LibraryQueryOptions {
  range: SortKeyRange;
  /** Continue after this GSI1SK (exclusive). */
  startAfter?: string;
  /** Items to return. */
  limit: number;
}

export interface LibraryRepo {
  queryAnalyzed(userId: string, options: LibraryQueryOptions): Promise<LibraryQueryPage>;
  /** The maintained count of the user's analysed contracts; undefined when never counted. */
  analyzedCount(userId: string): Promise<number | undefined>;
  /**
   * Counts matching index items with `Select: COUNT` (no items returned; DynamoDB still reads
   * them), at most `maxReads` Queries; undefined when that was not enough to reach the end.
   */
  countAnalyzed(
    userId: string,
    options: Pick<LibraryQueryOptions, 'range'> & {
      maxReads: number;
    },
  ): Promise<number | undefined>;
  /**
   * The rows of the given analysed contracts (a search's matches), in the order given; a contract
   * no longer in the library (deleted since it was indexed) is left out.
   */
  rowsOf(keys: ReadonlyArray<{ ownerId: string; sortKey: string }>): Promise<LibraryRow[]>;
}
