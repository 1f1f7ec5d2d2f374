/** S3 implementation of the object storage port, and the one S3 client factory. */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { StorageError, type ObjectStorage } from './port';

export interface S3Settings {
  region: string;
  /** Set for the local emulator (s3rver), which only understands path-style URLs. */
  endpoint?: string | undefined;
}

/**
 * Checksums only where S3 requires them. The SDK's default (WHEN_SUPPORTED) puts
 * `x-amz-checksum-crc32` of an EMPTY body and `x-amz-sdk-checksum-algorithm` into presigned PUT
 * URLs: the browser's real body then does not match, S3-compatible stores refuse it and whether S3
 * itself accepts it is disputed. The presigned PUT is already pinned by its signed content type
 * and length; TLS guards the bytes in transit.
 */
export const S3_CHECKSUM_SETTINGS = {
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...S3_CHECKSUM_SETTINGS,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  });
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404));

async function readCapped(
  body: Readable | AsyncIterable<Uint8Array>,
  maxBytes: number,
  key: string,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body as AsyncIterable<Uint8Array>) {
    total += chunk.length;
    if (total > maxBytes) {
      (body as Readable).destroy?.();
      throw new StorageError('too-large', `${key} is larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

export function createS3ObjectStorage(
  client: S3Client,
  bucket: string,
  options: { encrypt?: boolean } = {},
): ObjectStorage {
  return {
    bucket,
    async get(key, { maxBytes }) {
      let out;
      try {
        out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (isMissing(err)) throw new StorageError('not-found', `${key} does not exist`);
        throw err;
      }
      const body = out.Body as (Readable & AsyncIterable<Uint8Array>) | undefined;
      if (!body) throw new StorageError('not-found', `${key} has no body`);
      if (out.ContentLength !== undefined && out.ContentLength > maxBytes) {
        body.destroy?.();
        throw new StorageError('too-large', `${key} is ${out.ContentLength} bytes`);
      }
      return readCapped(body, maxBytes, key);
    },
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ...(options.encrypt ? { ServerSideEncryption: 'AES256' as const } : {}),
        }),
      );
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
    async presignPut(key, { contentType, contentLength, expiresInSeconds }) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentType: contentType,
        ...(contentLength !== undefined ? { ContentLength: contentLength } : {}),
      });
      const signed = new Set(['content-type', ...(contentLength !== undefined ? ['content-length'] : [])]);
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders: signed });
    },
    async presignGet(key, { expiresInSeconds, downloadName, contentType }) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${downloadName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
        ResponseContentType: contentType,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
