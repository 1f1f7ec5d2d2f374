/**
 * Presigned PUT URLs carry no SDK checksum parameters: the pinned SDK would otherwise
 * sign `x-amz-checksum-crc32=AAAAAA==` (the CRC of an empty body) into every upload URL.
 */
import { describe, expect, it } from 'vitest';
import { createS3Client, createS3ObjectStorage } from './s3';

const storage = createS3ObjectStorage(createS3Client({ region: 'eu-west-1' }), 'uploads-bucket');

async function presigned(contentLength?: number): Promise<URL> {
  // Static credentials through the environment are not needed: the client signs with whatever
  // the default chain finds, so give it explicit ones for a deterministic, offline test.
  process.env.AWS_ACCESS_KEY_ID ??= 'AKIDEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'secret';
  const url = await storage.presignPut('uploads/u1/contract.docx', {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ...(contentLength !== undefined ? { contentLength } : {}),
    expiresInSeconds: 300,
  });
  return new URL(url);
}

describe('presigned PUT URL', () => {
  it('has no checksum parameters, with or without a signed length', async () => {
    for (const url of [await presigned(12_345), await presigned()]) {
      const names = [...url.searchParams.keys()].map((k) => k.toLowerCase());
      expect(names).toContain('x-amz-signature');
      expect(names.filter((n) => n.includes('checksum'))).toEqual([]);
      expect(url.search.toLowerCase()).not.toContain('crc32');
    }
  });

  it('still signs the content type and length it was given', async () => {
    const url = await presigned(12_345);
    const signed = url.searchParams.get('X-Amz-SignedHeaders')?.split(';') ?? [];
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
  });
});
