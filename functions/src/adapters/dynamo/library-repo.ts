/**
 * The library's read side: the sparse index of analysed contracts (access pattern #10,
 * `GSI1PK=USER#<id>#ANALYZED`, `GSI1SK=<createdAt ISO>#<ulid>`), newest first, optionally bounded
 * by a date range (key condition) and narrowed by `contains(searchText, :q)` (filter). One Query
 * per call; the service decides how many pages to read.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SortKeyRange } from '../../domain/contracts/library';
import type { Table } from './client';
import { analyzedIndexKey, contractKey } from './contracts-repo';

export interface LibraryRow {
  id: string;
  behalfOf: string;
  excerpt: string;
  additionalInstructions: string;
  createdAt: string;
  playbookId: number | null;
  /** GSI1SK, `<createdAt>#<id>`: where a page continues. */
  sortKey: string;
}

export interface LibraryQueryPage {
  rows: LibraryRow[];
  /** GSI1SK of the last item DynamoDB evaluated, when it stopped before the end. */
  lastSortKey?: string;
}

export interface LibraryQueryOptions {
  range: SortKeyRange;
  /** Normalised search text; empty for none. */
  needle: string;
  /** Continue after this GSI1SK (exclusive). */
  startAfter?: string;
  /** Items DynamoDB evaluates in this call (before the filter). */
  limit: number;
}

/** Sort keys are `<ISO timestamp>#<26-char ULID>`; anything else is not one of ours. */
export const LIBRARY_SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z#([0-9A-HJKMNP-TV-Z]{26})$/;

export function createLibraryRepo(table: Table) {
  const { doc, name: TableName } = table;

  return {
    async queryAnalyzed(userId: string, options: LibraryQueryOptions): Promise<LibraryQueryPage> {
      const pk = `USER#${userId}#ANALYZED`;
      const values: Record<string, unknown> = { ':pk': pk };
      let keyCondition = 'GSI1PK = :pk';
      if (options.range.from !== undefined && options.range.before !== undefined) {
        keyCondition += ' AND GSI1SK BETWEEN :from AND :before';
        values[':from'] = options.range.from;
        values[':before'] = options.range.before;
      } else if (options.range.from !== undefined) {
        keyCondition += ' AND GSI1SK >= :from';
        values[':from'] = options.range.from;
      } else if (options.range.before !== undefined) {
        keyCondition += ' AND GSI1SK < :before';
        values[':before'] = options.range.before;
      }
      let filter: string | undefined;
      if (options.needle !== '') {
        filter = 'contains(searchText, :q)';
        values[':q'] = options.needle;
      }
      let exclusiveStartKey: Record<string, string> | undefined;
      if (options.startAfter !== undefined) {
        const id = LIBRARY_SORT_KEY.exec(options.startAfter)?.[1];
        if (!id) throw new Error('invalid library sort key');
        exclusiveStartKey = { ...contractKey(userId, id), ...analyzedIndexKey(userId, options.startAfter.slice(0, -27), id) };
      }
      const out = await doc.send(
        new QueryCommand({
          TableName,
          IndexName: 'GSI1',
          KeyConditionExpression: keyCondition,
          ...(filter ? { FilterExpression: filter } : {}),
          ExpressionAttributeValues: values,
          ProjectionExpression: 'id, behalfOf, excerpt, additionalInstructions, createdAt, playbookId, GSI1SK',
          ScanIndexForward: false,
          Limit: options.limit,
          ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
        }),
      );
      const rows = (out.Items ?? []).map(
        (item): LibraryRow => ({
          id: String(item.id),
          behalfOf: typeof item.behalfOf === 'string' ? item.behalfOf : '',
          excerpt: typeof item.excerpt === 'string' ? item.excerpt : '',
          additionalInstructions: typeof item.additionalInstructions === 'string' ? item.additionalInstructions : '',
          createdAt: String(item.createdAt),
          playbookId: typeof item.playbookId === 'number' ? item.playbookId : null,
          sortKey: String(item.GSI1SK),
        }),
      );
      const last = out.LastEvaluatedKey?.GSI1SK;
      return { rows, ...(typeof last === 'string' ? { lastSortKey: last } : {}) };
    },
  };
}

export type LibraryRepo = ReturnType<typeof createLibraryRepo>;
