/**
 * What the local cloud holds, read whole: every table item (a Scan: tests only, never a request
 * path) and every object key of the uploads bucket. Erasure tests look in them for anything left
 * of a deleted user or contract.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createS3Client } from '../../functions/src/adapters/storage/s3';

export async function allTableItems(): Promise<Record<string, unknown>[]> {
  const env = inject('cloudEnv');
  const table = createTable({
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: env.TABLE_NAME!,
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
  });
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await table.doc.send(
      new ScanCommand({ TableName: table.name, ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

export async function allObjectKeys(): Promise<string[]> {
  const env = inject('cloudEnv');
  const client = createS3Client({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.AWS_ENDPOINT_URL_S3 });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const out = await client.send(
      new ListObjectsV2Command({ Bucket: env.UPLOADS_BUCKET!, ...(token ? { ContinuationToken: token } : {}) }),
    );
    for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key);
    token = out.IsTruncated ? out.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Items and object keys mentioning any of the needles (case-insensitive), for a readable failure. */
export async function tracesOf(needles: string[]): Promise<{ items: string[]; objects: string[] }> {
  const lower = needles.map((n) => n.toLowerCase());
  const hit = (text: string) => lower.some((n) => text.toLowerCase().includes(n));
  const [items, objects] = await Promise.all([allTableItems(), allObjectKeys()]);
  return {
    items: items.filter((i) => hit(JSON.stringify(i))).map((i) => `${String(i.PK)} / ${String(i.SK)}`),
    objects: objects.filter(hit),
  };
}
