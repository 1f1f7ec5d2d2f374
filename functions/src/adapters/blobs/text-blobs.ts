/**
 * Texts (contract texts, analyses, redlines, decisions) kept in the uploads bucket, read and written
 * through the one storage port of that bucket (../storage/port.ts), so there is one S3 client
 * factory and one set of S3 rules (checksums, encryption, missing keys) for the bucket.
 */
import type { ObjectStorage } from '../storage/port';
import type { TextBlobStore } from './port';

/** Far above any stored text (a 75,000-word contract is under 1 MB); a bound, never a limit in practice. */
export const TEXT_BLOB_MAX_BYTES = 64 * 1024 * 1024;

const decoder = new TextDecoder('utf-8');

export function textBlobsOver(storage: ObjectStorage): TextBlobStore {
  return {
    putText: (key, text, contentType = 'text/plain; charset=utf-8') => storage.put(key, text, contentType),
    getText: async (key) => decoder.decode(await storage.get(key, { maxBytes: TEXT_BLOB_MAX_BYTES })),
    deleteText: (key) => storage.delete(key),
  };
}
