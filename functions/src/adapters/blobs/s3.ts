/** S3 implementation of the text blob store (locally: s3rver, path-style). */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { TextBlobStore } from './port';

export interface S3BlobSettings {
  region: string;
  bucket: string;
  endpoint?: string | undefined;
}

export function createS3TextBlobStore(settings: S3BlobSettings): TextBlobStore {
  const client = new S3Client({
    region: settings.region,
    // The local emulator only understands path-style URLs.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
  });
  return {
    async putText(key, text, contentType = 'text/plain; charset=utf-8') {
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: text, ContentType: contentType, ServerSideEncryption: settings.endpoint ? undefined : 'AES256' }),
      );
    },
    async getText(key) {
      const out = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
      if (!out.Body) throw new Error(`Empty object ${key}`);
      return out.Body.transformToString('utf-8');
    },
    async deleteText(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
  };
}
