/**
 * Compression of API responses as CloudFront applies it at the edge (the /api/* behaviour has
 * `compress: true` and a cache policy that enables gzip and Brotli, infra/lib/site.ts): a text
 * body (JSON, text, JavaScript...) of 1,000 bytes or more, without a Content-Encoding of its own,
 * goes out Brotli-compressed when the browser accepts `br`, else gzip. PDF and Word downloads are
 * not compressible types and pass through as they are. Locally, Lighthouse then measures what a
 * browser downloads in production.
 * https://docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/ServingCompressedFiles.html
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** CloudFront compresses objects from 1,000 bytes up. */
export const MIN_COMPRESS_BYTES = 1000;

/** The content types of CloudFront's list that the API can answer with. */
const COMPRESSIBLE =
  /^(?:application\/(?:json|javascript|xml|[\w.+-]+\+json|[\w.+-]+\+xml)|text\/[\w.+-]+|image\/svg\+xml)\b/i;

export type Encoding = 'br' | 'gzip';

/** The encoding for this response, or null to send the body as it is. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  contentType: string | undefined,
  alreadyEncoded: boolean,
  bytes: number,
): Encoding | null {
  if (alreadyEncoded || bytes < MIN_COMPRESS_BYTES || !contentType || !COMPRESSIBLE.test(contentType)) return null;
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name!, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: Encoding) => (accepted.get(name) ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  // Brotli's quality 5 and gzip's level 6: the speed/size balance an edge uses on the fly.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}
