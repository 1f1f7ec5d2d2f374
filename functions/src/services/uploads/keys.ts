/**
 * Pure rules for upload object keys: `uploads/<userId>/<ulid>/<sanitised name>`. The key of an
 * uploaded file is recovered from the URL it was PUT to (path-style or virtual-hosted, with or
 * without the presigned query string) and only accepted under the caller's own prefix.
 */
import type { UploadKind } from '../../../../shared/schemas/uploads';

export const extensionOf: Record<UploadKind, string> = { docx: '.docx', pdf: '.pdf' };

const ULID = '[0-9A-HJKMNP-TV-Z]{26}';

/** A safe, readable object name: no path, no control or shell-special characters, kind's extension. */
export function sanitiseFilename(filename: string, kind: UploadKind): string {
  const ext = extensionOf[kind];
  const base = (filename.split(/[\\/]/).pop() ?? '').normalize('NFKC');
  const stem = base.toLowerCase().endsWith(ext) ? base.slice(0, -ext.length) : base;
  const clean = stem
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 100);
  return `${clean || 'document'}${ext}`;
}

export function hasExtension(filename: string, kind: UploadKind): boolean {
  return filename.trim().toLowerCase().endsWith(extensionOf[kind]);
}

export function buildUploadKey(prefix: string, userId: string, id: string, filename: string, kind: UploadKind): string {
  return `${prefix}${userId}/${id}/${sanitiseFilename(filename, kind)}`;
}

/**
 * The object key an upload URL (or a bare object path) points at, if it lies under
 * `<prefix><userId>/` and looks like a key this service issued; otherwise undefined.
 */
export function keyFromUploadUrl(url: string, bucket: string, prefix: string, userId: string): string | undefined {
  let pathname: string;
  if (url.startsWith(prefix)) pathname = url.split('?')[0] ?? '';
  else {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return undefined;
    }
  }
  let key: string;
  try {
    key = pathname
      .replace(/^\/+/, '')
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return undefined;
  }
  // Path-style URLs (the local emulator, or S3 when asked) carry the bucket as the first segment.
  if (key.startsWith(`${bucket}/`)) key = key.slice(bucket.length + 1);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const shape = new RegExp(`^${escape(prefix)}${escape(userId)}/${ULID}/[^/]+$`);
  // eslint-disable-next-line no-control-regex
  if (!shape.test(key) || key.includes('..') || /[\u0000-\u001f]/.test(key)) return undefined;
  return key;
}

/** The user an upload key belongs to (uploads/<userId>/<ulid>/<name>). */
export function ownerOfKey(key: string): string {
  const owner = key.split('/').at(-3);
  if (!owner) throw new Error(`not an upload key: ${key}`);
  return owner;
}

export function kindOfKey(key: string): UploadKind | undefined {
  const lower = key.toLowerCase();
  if (lower.endsWith('.docx')) return 'docx';
  if (lower.endsWith('.pdf')) return 'pdf';
  return undefined;
}
