/**
 * The one way a Lambda wires its dependencies: each function's `deps.ts` is its
 * composition root and builds its services with these, once per process (`perProcess`, i.e. on
 * the cold start), from the one parsed configuration. Handlers and services never build adapters.
 */
import type { FunctionsConfig } from '../config';
import { ConfigError } from '../config';
import { textBlobsOver } from './blobs/text-blobs';
import type { TextBlobStore } from './blobs/port';
import { createTable, type Table } from './dynamo/client';
import { createS3Client, createS3ObjectStorage } from './storage/s3';
import type { ObjectStorage } from './storage/port';

/** Builds on first use and returns the same value after: a composition root's services per process. */
export function perProcess<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

/**
 * perProcess for a build that awaits something (the session key from Secrets Manager): the first
 * caller starts it and every caller shares it, but a failed build is forgotten, so a transient
 * failure fails that request only and the next one builds again.
 */
export function perProcessAsync<T>(build: () => Promise<T>): () => Promise<T> {
  let built: Promise<T> | undefined;
  return () =>
    (built ??= build().catch((err: unknown) => {
      built = undefined;
      throw err;
    }));
}

/** The wall clock every service gets (tests pass their own). */
export { systemClock } from './clock';

/** The single table's document client. */
export function tableFrom(config: Pick<FunctionsConfig, 'region' | 'tableName' | 'endpoints'>): Table {
  return createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb });
}

/** The uploads bucket's name, or a ConfigError naming the variable and who needs it. */
export function uploadsBucketOf(config: Pick<FunctionsConfig, 'uploadsBucket'>, who: string): string {
  if (!config.uploadsBucket)
    throw new ConfigError(`Invalid functions configuration: UPLOADS_BUCKET: required by ${who}`);
  return config.uploadsBucket;
}

/** Large texts (contracts, analyses, redlines) in the uploads bucket, through its one storage port. */
export function textBlobsFrom(
  config: Pick<FunctionsConfig, 'region' | 'uploadsBucket' | 'endpoints'>,
  who: string,
): TextBlobStore {
  return textBlobsOver(uploadsStorageFrom(config, who));
}

/** The uploads bucket as object storage (uploads, originals, extracted texts). */
export function uploadsStorageFrom(
  config: Pick<FunctionsConfig, 'region' | 'uploadsBucket' | 'endpoints'>,
  who: string,
): ObjectStorage {
  const client = createS3Client({ region: config.region, endpoint: config.endpoints.s3 });
  return createS3ObjectStorage(client, uploadsBucketOf(config, who), { encrypt: !config.endpoints.s3 });
}
