/**
 * The library's read side: the sparse index of analysed contracts (access pattern #10,
 * `GSI1PK=USER#<id>#ANALYZED`, `GSI1SK=<createdAt ISO>#<ulid>`), newest first, optionally bounded
 * by a date range (key condition). One Query per call; the service decides how many pages to read.
 * A search finds its matches in the search index (./search-index) and reads their rows here.
 */
import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from './client';
import { analyzedIndexKey, contractKey, libraryStatsKey } from './contract-keys';
import { ownerPk } from '../../domain/owners';
import { LIBRARY_SORT_KEY } from '../repositories/library';
export { LIBRARY_SORT_KEY } from '../repositories/library';
import type { LibraryRow, LibraryQueryPage, LibraryQueryOptions, LibraryRepo } from '../repositories/library';
export type { LibraryRow, LibraryQueryPage, LibraryQueryOptions, LibraryRepo } from '../repositories/library';

/** Adds one analysed contract to the user's count (after the contract's completion was written). */
export async function countAnalyzedContract(table: Table, userId: string, by = 1): Promise<void> {
  await table.doc.send(
    new UpdateCommand({
      TableName: table.name,
      Key: libraryStatsKey(userId),
      UpdateExpression: 'ADD analyzedCount :n SET entity = :e',
      ExpressionAttributeValues: { ':n': by, ':e': 'library-stats' },
    }),
  );
}

const ROW_ATTRIBUTES =
  'id, behalfOf, excerpt, additionalInstructions, createdAt, playbookId, GSI1SK, analysis, analysisKey, contractText, contractTextKey';

function toRow(item: Record<string, unknown>): LibraryRow {
  return {
    id: String(item.id),
    behalfOf: typeof item.behalfOf === 'string' ? item.behalfOf : '',
    excerpt: typeof item.excerpt === 'string' ? item.excerpt : '',
    additionalInstructions: typeof item.additionalInstructions === 'string' ? item.additionalInstructions : '',
    createdAt: String(item.createdAt),
    playbookId: typeof item.playbookId === 'number' ? item.playbookId : null,
    sortKey: String(item.GSI1SK),
    ...(typeof item.analysis === 'string' ? { analysis: item.analysis } : {}),
    ...(typeof item.analysisKey === 'string' ? { analysisKey: item.analysisKey } : {}),
    ...(typeof item.contractText === 'string' ? { contractText: item.contractText } : {}),
    ...(typeof item.contractTextKey === 'string' ? { contractTextKey: item.contractTextKey } : {}),
  };
}

export function createLibraryRepo(table: Table): LibraryRepo {
  const { doc, name: TableName } = table;

  return {
    async queryAnalyzed(userId: string, options: LibraryQueryOptions): Promise<LibraryQueryPage> {
      const pk = `${ownerPk(userId)}#ANALYZED`;
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
      let exclusiveStartKey: Record<string, string> | undefined;
      if (options.startAfter !== undefined) {
        const id = LIBRARY_SORT_KEY.exec(options.startAfter)?.[1];
        if (!id) throw new Error('invalid library sort key');
        exclusiveStartKey = {
          ...contractKey(userId, id),
          ...analyzedIndexKey(userId, options.startAfter.slice(0, -27), id),
        };
      }
      const out = await doc.send(
        new QueryCommand({
          TableName,
          IndexName: 'GSI1',
          KeyConditionExpression: keyCondition,
          ExpressionAttributeValues: values,
          // The index projects ALL attributes, so reading the analysis and text costs no extra capacity.
          ProjectionExpression: ROW_ATTRIBUTES,
          ScanIndexForward: false,
          Limit: options.limit,
          ...(exclusiveStartKey ? { ExclusiveStartKey: exclusiveStartKey } : {}),
        }),
      );
      const rows = (out.Items ?? []).map(toRow);
      const last = out.LastEvaluatedKey?.GSI1SK;
      return { rows, ...(typeof last === 'string' ? { lastSortKey: last } : {}) };
    },

    /** The maintained count of the user's analysed contracts; undefined when never counted. */
    async analyzedCount(userId: string): Promise<number | undefined> {
      const out = await doc.send(
        new GetCommand({ TableName, Key: libraryStatsKey(userId), ProjectionExpression: 'analyzedCount' }),
      );
      const n = out.Item?.analyzedCount;
      return typeof n === 'number' ? n : undefined;
    },

    /**
     * Counts matching index items with `Select: COUNT` (no items returned; DynamoDB still reads
     * them), at most `maxReads` Queries; undefined when that was not enough to reach the end.
     */
    async countAnalyzed(
      userId: string,
      options: Pick<LibraryQueryOptions, 'range'> & { maxReads: number },
    ): Promise<number | undefined> {
      const values: Record<string, unknown> = { ':pk': `${ownerPk(userId)}#ANALYZED` };
      let keyCondition = 'GSI1PK = :pk';
      const { from, before } = options.range;
      if (from !== undefined && before !== undefined) {
        keyCondition += ' AND GSI1SK BETWEEN :from AND :before';
        Object.assign(values, { ':from': from, ':before': before });
      } else if (from !== undefined) {
        keyCondition += ' AND GSI1SK >= :from';
        values[':from'] = from;
      } else if (before !== undefined) {
        keyCondition += ' AND GSI1SK < :before';
        values[':before'] = before;
      }
      let total = 0;
      let start: Record<string, unknown> | undefined;
      for (let reads = 0; reads < options.maxReads; reads++) {
        const out = await doc.send(
          new QueryCommand({
            TableName,
            IndexName: 'GSI1',
            KeyConditionExpression: keyCondition,
            ExpressionAttributeValues: values,
            Select: 'COUNT',
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        total += out.Count ?? 0;
        if (!out.LastEvaluatedKey) return total;
        start = out.LastEvaluatedKey;
      }
      return undefined;
    },

    async rowsOf(keys: ReadonlyArray<{ ownerId: string; sortKey: string }>): Promise<LibraryRow[]> {
      if (keys.length === 0) return [];
      const wanted = keys.map((k) => {
        const id = LIBRARY_SORT_KEY.exec(k.sortKey)?.[1];
        if (!id) throw new Error('invalid library sort key');
        return contractKey(k.ownerId, id);
      });
      const found = new Map<string, LibraryRow>();
      for (let i = 0; i < wanted.length; i += 100) {
        let batch = wanted.slice(i, i + 100);
        for (let attempt = 0; batch.length > 0; attempt++) {
          if (attempt > 8) throw new Error('library: BatchGet kept leaving keys unprocessed');
          if (attempt > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
          const out = await doc.send(
            new BatchGetCommand({
              RequestItems: { [TableName]: { Keys: batch, ProjectionExpression: `${ROW_ATTRIBUTES}, userId` } },
            }),
          );
          for (const item of out.Responses?.[TableName] ?? [])
            if (item.GSI1SK) found.set(String(item.GSI1SK), toRow(item));
          batch = (out.UnprocessedKeys?.[TableName]?.Keys ?? []) as typeof batch;
        }
      }
      return keys.flatMap((k) => found.get(k.sortKey) ?? []);
    },
  };
}
