import { describe, expect, it } from 'vitest';
import { StorageError, type ObjectStorage } from '../storage/port';
import { TEXT_BLOB_MAX_BYTES, textBlobsOver } from './text-blobs';

/** The storage port over a Map, recording what each call was given. */
function memoryStorage() {
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  const reads: number[] = [];
  const storage: ObjectStorage = {
    bucket: 'uploads',
    get: async (key, { maxBytes }) => {
      reads.push(maxBytes);
      const found = objects.get(key);
      if (!found) throw new StorageError('not-found', `${key} does not exist`);
      return found.body;
    },
    put: async (key, body, contentType) => {
      objects.set(key, { body: typeof body === 'string' ? new TextEncoder().encode(body) : body, contentType });
    },
    delete: async (key) => {
      objects.delete(key);
    },
    presignPut: async () => 'unused',
    presignGet: async () => 'unused',
  };
  return { storage, objects, reads };
}

describe('texts through the storage port', () => {
  it('writes UTF-8 text with its content type and reads it back whole', async () => {
    const { storage, objects, reads } = memoryStorage();
    const blobs = textBlobsOver(storage);
    await blobs.putText('contracts/u/1/text.txt', 'Société Générale — 株式会社');
    await blobs.putText('contracts/u/1/analysis.json', '{"a":1}', 'application/json');
    expect(objects.get('contracts/u/1/text.txt')?.contentType).toBe('text/plain; charset=utf-8');
    expect(objects.get('contracts/u/1/analysis.json')?.contentType).toBe('application/json');
    expect(await blobs.getText('contracts/u/1/text.txt')).toBe('Société Générale — 株式会社');
    expect(reads).toEqual([TEXT_BLOB_MAX_BYTES]);
  });

  it('fails to read a missing text and deletes idempotently', async () => {
    const { storage } = memoryStorage();
    const blobs = textBlobsOver(storage);
    await expect(blobs.getText('nothing')).rejects.toBeInstanceOf(StorageError);
    await blobs.putText('k', 'v');
    await blobs.deleteText('k');
    await blobs.deleteText('k');
    await expect(blobs.getText('k')).rejects.toThrow(/does not exist/);
  });
});
