import { describe, expect, it } from 'vitest';
import { chainEntry, entryIntact, GENESIS_HASH, verifyChain, type ChainedEntry } from './chain';

const owner = 'user:01JUSER';
function chain(n: number): ChainedEntry[] {
  const out: ChainedEntry[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      chainEntry(owner, out[i - 1], {
        at: `2026-11-25T10:00:0${i}.000Z`,
        kind: i % 2 ? 'download' : 'submission',
        actorUserId: '01JUSER',
        contractId: '01JCONTRACT',
        details: { format: i % 2 ? 'pdf' : null, n: i },
      }),
    );
  }
  return out;
}

describe('audit chain', () => {
  it('links each entry to the one before and verifies whole', () => {
    const entries = chain(4);
    expect(entries[0]!.prevHash).toBe(GENESIS_HASH);
    expect(entries[2]!.prevHash).toBe(entries[1]!.hash);
    expect(verifyChain(owner, entries, { seq: 4, hash: entries[3]!.hash })).toEqual({ ok: true, entries: 4 });
  });

  it('names the entry whose content changed, the gap a removal leaves and a cut tail', () => {
    const edited = chain(4);
    edited[1] = { ...edited[1]!, details: { format: 'docx', n: 1 } };
    expect(entryIntact(owner, edited[1]!)).toBe(false);
    expect(verifyChain(owner, edited).failure).toEqual({
      seq: 2,
      reason: 'its content was changed after it was written',
    });

    // Rehashing the edited entry does not help: the next one no longer follows it.
    const rehashed = chain(4);
    rehashed[1] = chainEntry(owner, rehashed[0], { ...rehashed[1]!, details: { format: 'docx', n: 1 } });
    expect(verifyChain(owner, rehashed).failure?.seq).toBe(3);

    const removed = chain(4).filter((e) => e.seq !== 3);
    expect(verifyChain(owner, removed).failure).toEqual({ seq: 3, reason: 'entry 3 is missing' });

    const full = chain(4);
    expect(verifyChain(owner, full.slice(0, 3), { seq: 4, hash: full[3]!.hash }).failure).toEqual({
      seq: 4,
      reason: 'entries 4 to 4 are missing',
    });
    // The same entries in another owner's chain do not verify.
    expect(verifyChain('user:someone-else', full).ok).toBe(false);
  });
});
