/**
 * Test material that several files of one run build the same way from the product's code (the other
 * side's markup on every Word fixture: about 25 s of CPU), built by the first file that needs it and
 * read back by the others, whichever worker process they run in. The directory belongs to the run:
 * the local cloud's global setup makes it and removes it at the end (tests/support/global-setup.ts),
 * so nothing outlives the code that built it. Without it (one file on its own in the unit tier)
 * everything is built afresh.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RUN_CACHE_ENV = 'CLAUSEWISE_RUN_CACHE';

/** Where the workers of this run write what must sit inside the repository (CLI bundles, run-script.ts). */
export function repoScratchDir(runCache: string, repoRoot: string): string {
  return path.join(repoRoot, '.test-data', `run-${path.basename(runCache)}`);
}

const BYTES = '$bytes';

function encode(_key: string, value: unknown): unknown {
  return value instanceof Uint8Array ? { [BYTES]: Buffer.from(value).toString('base64') } : value;
}

function decode(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && typeof (value as Record<string, unknown>)[BYTES] === 'string') {
    return new Uint8Array(Buffer.from((value as Record<string, string>)[BYTES]!, 'base64'));
  }
  return value;
}

/**
 * `build()`'s value for `key` in this run: read back when another file built it, else built and
 * written for the next. The value must survive JSON (byte arrays are kept as such).
 */
export async function cachedForRun<T>(key: string, build: () => Promise<T>): Promise<T> {
  const dir = process.env[RUN_CACHE_ENV];
  if (!dir) return build();
  const file = path.join(dir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'), decode) as T;
  } catch {
    // Not built yet in this run (or being written by another worker: then built here as well).
  }
  const value = await build();
  mkdirSync(dir, { recursive: true });
  // Written whole under another name first, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(value, encode));
  renameSync(partial, file);
  return value;
}
