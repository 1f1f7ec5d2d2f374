/** Reads every page of a Query (a partition's items of one kind, or one index key's). */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Table } from './client';

export async function queryAll(
  table: Table,
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.doc.send(
      new QueryCommand({ ...input, TableName: table.name, ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    out.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey as Record<string, unknown> | undefined;
  } while (start);
  return out;
}
