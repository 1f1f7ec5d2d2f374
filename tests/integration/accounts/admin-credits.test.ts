/**
 * The operator's credit commands: `credits add` is one atomic ADD that
 * composes with charges in flight, `credits set` is conditional, `refund` refunds a stuck contract
 * once and never a completed one. The repository operations race real charges in-process; the CLI
 * itself runs as a child process against the test cloud.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { scriptCommand } from '../../support/run-script';
import {
  balance,
  countingAnalyzer,
  event,
  jobHandler,
  memoryQueue,
  seedUser,
  sqsRecord,
  storage,
  submission,
  submitter,
} from '../contracts/helpers';
import { createSignedInUser } from '../../support/users';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      scriptCommand('scripts/admin/main.ts', args),
      {
        cwd: root,
        env: process.env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('operator credits', { timeout: 120_000 }, () => {
  it('credits add under 50 parallel charges keeps the sum exact', async () => {
    const userId = await seedUser(20);
    const credits = storage().credits;
    const contractIds = Array.from({ length: 50 }, () => ulid());
    const adds = Array.from({ length: 10 }, () => 3);
    // Interleave: every fifth operation is an operator top-up of 3.
    const results = await Promise.all([
      ...contractIds.map((id) => credits.charge(userId, id)),
      ...adds.map((n) => credits.add(userId, n)),
    ]);
    const charged = results.filter((r) => r.kind === 'charged').length;
    expect(results.slice(50).every((r) => r.kind === 'done')).toBe(true);
    // 20 + 30 credits, so every charge that found one was taken: the sum is exact, never below 0.
    expect(await balance(userId)).toBe(20 + 30 - charged);
    expect(charged).toBeGreaterThanOrEqual(20);
    expect(charged).toBeLessThanOrEqual(50);
  });

  it('refuses an add that would take the balance below 0, and a set whose read balance moved', async () => {
    const userId = await seedUser(2);
    const credits = storage().credits;
    expect(await credits.add(userId, -3)).toEqual({ kind: 'refused', creditsRemaining: 2 });
    expect(await credits.add(userId, -2)).toEqual({ kind: 'done', creditsRemaining: 0 });
    expect(await credits.setIf(userId, 9, 5)).toEqual({ kind: 'refused', creditsRemaining: 0 });
    expect(await credits.setIf(userId, 9, 0)).toEqual({ kind: 'done', creditsRemaining: 9 });
    expect(await balance(userId)).toBe(9);
  });

  it('the CLI adds, sets and refunds a stuck contract once, and never refunds a completed one', async () => {
    // A real account (the CLI finds it by email, through the email claim that sign-up writes).
    const { id: userId, email } = await createSignedInUser({ credits: 1, prefix: 'credits-cli' });

    const add = await admin('credits', 'add', email, '4');
    expect(add.code).toBe(0);
    expect(add.stdout).toContain('credits=5');
    expect((await admin('credits', 'add', email, '-9')).code).toBe(1);
    expect(await balance(userId)).toBe(5);
    const set = await admin('credits', 'set', email, '2');
    expect(set.code).toBe(0);
    expect(await balance(userId)).toBe(2);

    // A contract whose worker died: refunded once, by id alone (the owner is looked up).
    const queue = memoryQueue();
    const { id: stuck } = await submitter(queue)(userId, submission());
    await storage().contracts.claim(userId, stuck, 'dead-worker', Date.now() - 3_600_000, 60_000);
    expect(await balance(userId)).toBe(1);
    const refund = await admin('refund', stuck);
    expect(refund.code).toBe(0);
    expect(refund.stdout).toContain('1 credit refunded');
    expect(await balance(userId)).toBe(2);
    const again = await admin('refund', stuck, email);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already refunded');
    expect(await balance(userId)).toBe(2);

    // A completed contract is never refunded.
    const { id: done } = await submitter(queue)(userId, submission());
    await jobHandler({ analyzer: countingAnalyzer().analyzer })(event(sqsRecord({ userId, contractId: done })));
    const refused = await admin('refund', done, email);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/never refunded/);
    expect(await balance(userId)).toBe(1);
  });
});
