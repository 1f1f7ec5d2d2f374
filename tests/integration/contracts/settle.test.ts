/**
 * Jobs always settle (failure modes 1 and 2), on the real local DynamoDB: a hung analyzer
 * is cut off at the deadline and the contract failed with one refund while the function still runs;
 * the sweeper fails a contract whose worker died, once; the dead-letter consumer does the same for a
 * poison message; and nothing ever refunds a completed contract.
 */
import { describe, expect, it } from 'vitest';
import { analysisQueueSettings } from '../../../functions/src/adapters/resources';
import type { Analyzer } from '../../../functions/src/analyzer/port';
import { createDeadLetterHandler } from '../../../functions/src/jobs/dead-letter/handler';
import { createDeadLetterSettlement, createSettlement, createSweeper } from '../../../functions/src/services/contracts';
import { contractMessages } from '../../../shared/messages';
import {
  balance,
  contextWithRemaining,
  countingAnalyzer,
  event,
  jobHandler,
  memoryQueue,
  quietLog,
  seedUser,
  sqsRecord,
  storage,
  submission,
  submitter,
} from './helpers';

const MAX = analysisQueueSettings.maxReceiveCount;
const HOUR = 3600_000;

async function submitted(credits = 1) {
  const userId = await seedUser(credits);
  const queue = memoryQueue();
  const { id } = await submitter(queue)(userId, submission());
  return { userId, contractId: id, message: queue.sent[0]! };
}

const contract = (userId: string, id: string) => storage().contracts.get(userId, id, { consistent: true });

/** An analyzer that never answers by itself; it records whether its abort signal fired. */
function hangingAnalyzer() {
  const seen: { aborted: boolean[] } = { aborted: [] };
  const analyzer: Analyzer = {
    analyze: (_input, options) =>
      new Promise(() => {
        options?.signal?.addEventListener('abort', () => seen.aborted.push(true), { once: true });
      }),
  };
  return { analyzer, seen };
}

/** A worker that claimed the contract long ago and died: its lease (and sweep time) are past. */
async function crashedLongAgo(userId: string, contractId: string) {
  const claim = await storage().contracts.claim(userId, contractId, 'dead-worker', Date.now() - 2 * HOUR, 60_000);
  expect(claim.kind).toBe('claimed');
}

describe('the analysis deadline', () => {
  it('aborts an analyzer that hangs past the deadline and, on the last delivery, fails the contract with one refund', async () => {
    const { userId, contractId, message } = await submitted(1);
    expect(await balance(userId)).toBe(0);
    const { analyzer, seen } = hangingAnalyzer();
    const handle = jobHandler({ analyzer, settleReserveMs: 1000 });

    // Not the last delivery: aborted at the deadline, released for a retry, nothing refunded yet.
    const first = sqsRecord(message, 1);
    expect((await handle(event(first), contextWithRemaining(2500))).batchItemFailures).toEqual([
      { itemIdentifier: first.messageId },
    ]);
    expect(seen.aborted).toEqual([true]);
    expect((await contract(userId, contractId))?.status).toBe('pending');
    expect(await balance(userId)).toBe(0);

    // The last delivery hangs too: failed and refunded before the function's time is up.
    await handle(event(sqsRecord(message, MAX, first.messageId)), contextWithRemaining(2500));
    expect(seen.aborted).toEqual([true, true]);
    expect(await contract(userId, contractId)).toMatchObject({
      status: 'failed',
      errorMessage: contractMessages.analysisFailed,
      refunded: true,
    });
    expect(await balance(userId)).toBe(1);

    // Redelivered again (a redrive, a duplicate): no second refund.
    await handle(event(sqsRecord(message, MAX + 1)), contextWithRemaining(2500));
    expect(await balance(userId)).toBe(1);
  });

  it('a settle that throws on the last delivery refunds nothing for the completed contract', async () => {
    const { userId, contractId, message } = await submitted(1);
    const real = storage().credits;
    let settleCalls = 0;
    const failingSettle = {
      ...real,
      settle: async () => {
        settleCalls++;
        throw new Error('injected: DynamoDB unavailable while settling');
      },
    };
    const { analyzer } = countingAnalyzer();
    await jobHandler({ analyzer, credits: failingSettle })(
      event(sqsRecord(message, MAX)),
      contextWithRemaining(30_000),
    );
    expect(settleCalls).toBeGreaterThanOrEqual(1);
    const stored = await contract(userId, contractId);
    expect(stored?.status).toBe('completed');
    expect(stored?.refunded).toBeUndefined();
    expect(await balance(userId)).toBe(0);

    // The next delivery (or the sweeper, or an operator) finishes the bookkeeping: settled, never refunded.
    await jobHandler({ analyzer })(event(sqsRecord(message, MAX + 1)), contextWithRemaining(30_000));
    expect(await storage().credits.isHeld(userId, contractId)).toBe(false);
    expect(await balance(userId)).toBe(0);
  });
});

describe('the sweeper', () => {
  it('fails a contract stuck in processing once, with one refund, and leaves a completed one alone', async () => {
    const stuck = await submitted(1);
    await crashedLongAgo(stuck.userId, stuck.contractId);

    const done = await submitted(2);
    await jobHandler({ analyzer: countingAnalyzer().analyzer })(event(sqsRecord(done.message)));
    expect((await contract(done.userId, done.contractId))?.status).toBe('completed');
    expect(await balance(done.userId)).toBe(1);

    // The index is eventually consistent: make the sweeper also see the completed contract, as a
    // stale read would. Its conditional fail must still leave it completed and unrefunded.
    const deps = storage();
    const contracts = {
      ...deps.contracts,
      listSweepable: async (now: number, limit: number) => [
        ...(await deps.contracts.listSweepable(now, limit)),
        { userId: done.userId, id: done.contractId },
      ],
    };
    const sweep = createSweeper({ ...deps, contracts, log: quietLog, batchLimit: 1000 });

    await sweep();
    expect(await contract(stuck.userId, stuck.contractId)).toMatchObject({
      status: 'failed',
      errorMessage: contractMessages.analysisFailed,
      refunded: true,
    });
    expect(await balance(stuck.userId)).toBe(1);
    expect((await contract(done.userId, done.contractId))?.status).toBe('completed');
    expect(await balance(done.userId)).toBe(1);

    // A second run (or two sweepers at once) changes nothing.
    await Promise.all([sweep(), sweep()]);
    expect(await balance(stuck.userId)).toBe(1);
    expect(await balance(done.userId)).toBe(1);
    const listed = await deps.contracts.listSweepable(Date.now(), 1000);
    expect(listed.some((c) => c.id === stuck.contractId)).toBe(false);
  });

  it('does not touch a contract whose lease is still running or that is pending within its time', async () => {
    const running = await submitted(1);
    const claim = await storage().contracts.claim(
      running.userId,
      running.contractId,
      'live-worker',
      Date.now(),
      60_000,
    );
    expect(claim.kind).toBe('claimed');
    const waiting = await submitted(1);
    const { giveUp } = createSettlement({ ...storage(), log: quietLog });
    expect(await giveUp(running.userId, running.contractId, { kind: 'stuck', now: Date.now() }, 'test')).toEqual({
      kind: 'untouched',
      status: 'processing',
    });
    expect(await giveUp(waiting.userId, waiting.contractId, { kind: 'stuck', now: Date.now() }, 'test')).toEqual({
      kind: 'untouched',
      status: 'pending',
    });
    expect(await balance(running.userId)).toBe(0);
    expect(await balance(waiting.userId)).toBe(0);
  });
});

describe('the dead-letter consumer', () => {
  it('fails the contract of a poison message once, waits for a live lease, and never refunds a completed contract', async () => {
    const handle = createDeadLetterHandler(createDeadLetterSettlement({ ...storage(), log: quietLog }));

    const dead = await submitted(1);
    await crashedLongAgo(dead.userId, dead.contractId);
    const record = sqsRecord(dead.message, 1);
    expect((await handle(event(record))).batchItemFailures).toEqual([]);
    expect(await contract(dead.userId, dead.contractId)).toMatchObject({ status: 'failed', refunded: true });
    expect(await balance(dead.userId)).toBe(1);
    expect((await handle(event(sqsRecord(dead.message, 2, record.messageId)))).batchItemFailures).toEqual([]);
    expect(await balance(dead.userId)).toBe(1);

    const busy = await submitted(1);
    await storage().contracts.claim(busy.userId, busy.contractId, 'live-worker', Date.now(), 60_000);
    const busyRecord = sqsRecord(busy.message, 1);
    expect((await handle(event(busyRecord))).batchItemFailures).toEqual([{ itemIdentifier: busyRecord.messageId }]);
    expect((await contract(busy.userId, busy.contractId))?.status).toBe('processing');
    expect(await balance(busy.userId)).toBe(0);

    const done = await submitted(1);
    await jobHandler({ analyzer: countingAnalyzer().analyzer })(event(sqsRecord(done.message)));
    expect((await handle(event(sqsRecord(done.message, 1)))).batchItemFailures).toEqual([]);
    expect((await contract(done.userId, done.contractId))?.status).toBe('completed');
    expect(await balance(done.userId)).toBe(0);
  });
});
