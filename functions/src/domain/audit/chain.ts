/**
 * The audit chain's rules, pure: each entry's hash is SHA-256 over the canonical JSON of its
 * content and the previous entry's hash, so changing, removing or reordering any entry breaks every
 * later link; the owner is hashed too, so an entry cannot be moved to another chain. Verification
 * walks a chain in order and names the first entry that does not hold (decision 192).
 */
import { createHash } from 'node:crypto';
import type { AuditDetails, AuditKind, ChainVerification } from '../../../../shared/schemas/audit';

export const GENESIS_HASH = '0'.repeat(64);

/** What an entry says, before it is chained. */
export interface AuditContent {
  at: string;
  kind: AuditKind;
  actorUserId: string;
  contractId: string | null;
  details: AuditDetails;
}

export interface ChainedEntry extends AuditContent {
  seq: number;
  prevHash: string;
  hash: string;
}

/** JSON with object keys sorted at every level, so the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function entryHash(owner: string, seq: number, prevHash: string, content: AuditContent): string {
  const body = canonicalJson({
    owner,
    seq,
    prevHash,
    at: content.at,
    kind: content.kind,
    actorUserId: content.actorUserId,
    contractId: content.contractId,
    details: content.details,
  });
  return createHash('sha256').update(body, 'utf8').digest('hex');
}

/** The entry that follows `previous` (undefined: the chain's first). */
export function chainEntry(
  owner: string,
  previous: Pick<ChainedEntry, 'seq' | 'hash'> | undefined,
  content: AuditContent,
): ChainedEntry {
  const seq = (previous?.seq ?? 0) + 1;
  const prevHash = previous?.hash ?? GENESIS_HASH;
  return { ...content, seq, prevHash, hash: entryHash(owner, seq, prevHash, content) };
}

/** True when the entry's stored hash still matches its content (the per-entry check). */
export function entryIntact(owner: string, entry: ChainedEntry): boolean {
  return entryHash(owner, entry.seq, entry.prevHash, entry) === entry.hash;
}

/**
 * Walks the entries (in seq order) from the first. `head` is the last position the log recorded
 * beside the chain: an entry removed from the end leaves the chain shorter than the head.
 */
export function verifyChain(
  owner: string,
  entries: readonly ChainedEntry[],
  head?: { seq: number; hash: string },
): ChainVerification {
  let previousHash = GENESIS_HASH;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const expected = i + 1;
    const fail = (seq: number, reason: string): ChainVerification => ({
      ok: false,
      entries: entries.length,
      failure: { seq, reason },
    });
    if (entry.seq !== expected)
      return fail(expected, entry.seq > expected ? `entry ${expected} is missing` : `entry ${entry.seq} appears twice`);
    if (entry.prevHash !== previousHash)
      return fail(entry.seq, 'it does not follow the entry before it (that entry was changed or removed)');
    if (entryHash(owner, entry.seq, entry.prevHash, entry) !== entry.hash)
      return fail(entry.seq, 'its content was changed after it was written');
    previousHash = entry.hash;
  }
  if (head && head.seq > entries.length) {
    return {
      ok: false,
      entries: entries.length,
      failure: { seq: entries.length + 1, reason: `entries ${entries.length + 1} to ${head.seq} are missing` },
    };
  }
  if (head && head.seq >= 1 && entries[head.seq - 1]!.hash !== head.hash) {
    return {
      ok: false,
      entries: entries.length,
      failure: { seq: head.seq, reason: 'it differs from the position the log recorded' },
    };
  }
  return { ok: true, entries: entries.length };
}
