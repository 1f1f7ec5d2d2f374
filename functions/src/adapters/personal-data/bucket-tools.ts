/**
 * Bulk object work on the uploads bucket for erasure and export: list a prefix to the end, delete
 * many keys (DeleteObjects, 1,000 at a time) or a whole prefix, read an object if it exists.
 */
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';

export interface BucketTools {
  listKeys(prefix: string): Promise<string[]>;
  /** Deletes these objects; missing ones are fine. */
  deleteKeys(keys: readonly string[]): Promise<void>;
  /** Deletes every object under the prefix. */
  deletePrefix(prefix: string): Promise<number>;
  /** The object's bytes, or undefined when it does not exist. */
  read(key: string): Promise<Uint8Array | undefined>;
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404));

export function createBucketTools(client: S3Client, bucket: string): BucketTools {
  const tools: BucketTools = {
    async listKeys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const out = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }),
        );
        for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },

    async deleteKeys(keys) {
      const unique = [...new Set(keys)];
      for (let i = 0; i < unique.length; i += 1000) {
        const out = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: unique.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = (out.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
        if (failed.length > 0)
          throw new Error(`S3 could not delete ${failed.length} objects, e.g. ${failed[0]!.Key}: ${failed[0]!.Code}`);
      }
    },

    async deletePrefix(prefix) {
      const keys = await tools.listKeys(prefix);
      await tools.deleteKeys(keys);
      return keys.length;
    },

    async read(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return out.Body ? new Uint8Array(await out.Body.transformToByteArray()) : undefined;
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
  };
  return tools;
}
