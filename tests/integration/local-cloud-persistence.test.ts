/**
 * The local cloud keeps its data: DynamoDB items and S3 objects written before a stop are found
 * again after a restart on the same data directory.
 */
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDynamoClient, localS3Client } from '../../scripts/local-cloud/provision';
import { startLocalCloud } from '../../scripts/local-cloud/start';

describe('persistence', () => {
  it('finds DynamoDB items and S3 objects again after a restart on the same data dir', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausewise-persist-'));
    const start = () => startLocalCloud({ dataDir, serveSpa: false, quiet: true });
    try {
      const first = await start();
      const db1 = localDynamoClient(first.endpoints.dynamodb);
      const s31 = localS3Client(first.endpoints.s3);
      await db1.send(
        new PutItemCommand({
          TableName: first.env.TABLE_NAME,
          Item: { PK: { S: 'USER#1' }, SK: { S: 'PROFILE' }, name: { S: 'Ada' } },
        }),
      );
      await s31.send(new PutObjectCommand({ Bucket: first.env.UPLOADS_BUCKET, Key: 'originals/a.txt', Body: 'kept' }));
      db1.destroy();
      s31.destroy();
      await first.stop();

      const second = await start();
      const db2 = localDynamoClient(second.endpoints.dynamodb);
      const s32 = localS3Client(second.endpoints.s3);
      try {
        const { Item } = await db2.send(
          new GetItemCommand({ TableName: second.env.TABLE_NAME, Key: { PK: { S: 'USER#1' }, SK: { S: 'PROFILE' } } }),
        );
        expect(Item?.name?.S).toBe('Ada');
        const obj = await s32.send(new GetObjectCommand({ Bucket: second.env.UPLOADS_BUCKET, Key: 'originals/a.txt' }));
        expect(await obj.Body?.transformToString()).toBe('kept');
      } finally {
        db2.destroy();
        s32.destroy();
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
