/**
 * The specification's shared folder, which sits beside the repository (../shared): real contract
 * fixtures and, when present, the expert-labelled eval set. Resolved from this file, so tests work
 * wherever the clone lives.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requiredInCi } from './ci';

export const SHARED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared');
export const FIXTURES_DIR = path.join(SHARED_DIR, 'fixtures');

/**
 * True when every path (relative to ../shared) exists. When one is missing, false on a developer's
 * machine (the caller skips), and in CI an error naming it, so the test file fails instead.
 */
export function sharedAvailable(...relative: string[]): boolean {
  const missing = relative.filter((p) => !existsSync(path.join(SHARED_DIR, p)));
  if (missing.length === 0) return true;
  const message = `../shared is missing ${missing.join(', ')} (looked in ${SHARED_DIR})`;
  if (requiredInCi) throw new Error(`${message}; CI must have it.`);
  console.warn(`[tests] ${message}: skipping the tests that need it.`);
  return false;
}

let devSet: Map<string, string> | undefined;

/** The text of one contract of the expert-labelled dev set (../shared/eval/cuad-dev.jsonl), read once a worker. */
export function devContractText(id: string): string {
  devSet ??= new Map(
    readFileSync(path.join(SHARED_DIR, 'eval/cuad-dev.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string; text: string })
      .map((c) => [c.id, c.text]),
  );
  const text = devSet.get(id);
  if (text === undefined) throw new Error(`${id} is not in ../shared/eval/cuad-dev.jsonl`);
  return text;
}
