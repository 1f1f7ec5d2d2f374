/**
 * Bulk reads and deletes on the single table for erasure and export: every item of a partition (or
 * of a GSI1 partition), paged to the end, and deletes 25 at a time (BatchWriteItem, retrying what
 * DynamoDB leaves unprocessed). Never a Scan.
 */
import { BatchWriteCommand, DeleteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Table } from '../dynamo/client';

export interface ItemKey {
  PK: string;
  SK: string;
}

export type Item = Record<string, unknown>;

export interface PartitionQuery {
  /** `PK` (or `GSI1PK` with `index: 'GSI1'`). */
  pk: string;
  /** Only sort keys starting with this. */
  skPrefix?: string;
  index?: 'GSI1';
  /** A FilterExpression over the item, with its values. */
  filter?: { expression: string; values: Record<string, unknown>; names?: Record<string, string> };
}

export interface TableTools {
  /** The table itself, for a kind's own conditional writes. */
  raw: Table;
  /** Every item of the partition (all attributes), in key order. */
  queryAll(query: PartitionQuery): Promise<Item[]>;
  /** Deletes these items; missing ones are fine. */
  deleteKeys(keys: readonly ItemKey[]): Promise<void>;
  deleteKey(key: ItemKey): Promise<void>;
}

const BATCH = 25;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createTableTools(table: Table): TableTools {
  const { doc, name: TableName } = table;
  return {
    raw: table,
    async queryAll(query) {
      const pkName = query.index ? 'GSI1PK' : 'PK';
      const skName = query.index ? 'GSI1SK' : 'SK';
      const input: QueryCommandInput = {
        TableName,
        ...(query.index ? { IndexName: query.index } : {}),
        KeyConditionExpression: query.skPrefix ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
        ExpressionAttributeNames: {
          '#pk': pkName,
          ...(query.skPrefix ? { '#sk': skName } : {}),
          ...query.filter?.names,
        },
        ExpressionAttributeValues: {
          ':pk': query.pk,
          ...(query.skPrefix ? { ':sk': query.skPrefix } : {}),
          ...query.filter?.values,
        },
        ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
      };
      const items: Item[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const out = await doc.send(new QueryCommand({ ...input, ...(start ? { ExclusiveStartKey: start } : {}) }));
        items.push(...(out.Items ?? []));
        start = out.LastEvaluatedKey;
      } while (start);
      return items;
    },

    async deleteKeys(keys) {
      const unique = [...new Map(keys.map((k) => [`${k.PK}\u0000${k.SK}`, { PK: k.PK, SK: k.SK }])).values()];
      for (let i = 0; i < unique.length; i += BATCH) {
        let requests = unique.slice(i, i + BATCH).map((Key) => ({ DeleteRequest: { Key } }));
        for (let attempt = 0; requests.length > 0; attempt++) {
          if (attempt > 8) throw new Error(`DynamoDB left ${requests.length} deletes unprocessed`);
          if (attempt > 0) await sleep(50 * 2 ** attempt);
          const out = await doc.send(new BatchWriteCommand({ RequestItems: { [TableName]: requests } }));
          requests = (out.UnprocessedItems?.[TableName] ?? []) as typeof requests;
        }
      }
    },

    async deleteKey(key) {
      await doc.send(new DeleteCommand({ TableName, Key: { PK: key.PK, SK: key.SK } }));
    },
  };
}

/** The key of an item read by queryAll. */
export const keyOf = (item: Item): ItemKey => ({ PK: String(item.PK), SK: String(item.SK) });
