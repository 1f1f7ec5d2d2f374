/**
 * Helpers for the contract pipeline tests: the real repositories on the test cloud's emulators,
 * seeded users, in-memory queues and SQS records, and analyzers that count or fail on demand.
 */
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { createIdempotencyRepo } from '../../../functions/src/adapters/dynamo/idempotency-repo';
import { createUsersRepo, type Plan } from '../../../functions/src/adapters/dynamo/users-repo';
import type { JobQueue } from '../../../functions/src/adapters/queue/port';
import { analysisQueueSettings } from '../../../functions/src/adapters/resources';
import { createBuiltinAnalyzer, type Analyzer, type AnalyzerInput } from '../../../functions/src/analyzer/port';
import { getConfig } from '../../../functions/src/config';
import { analysisStorageDeps } from '../../../functions/src/jobs/analysis/deps';
import { createAnalysisJobHandler } from '../../../functions/src/jobs/analysis/handler';
import { createRunAnalysis, createSubmitContract, type AnalysisDeps } from '../../../functions/src/services/contracts';
import type { AnalysisJobMessage, ContractSubmission } from '../../../shared/schemas/contracts';

export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function storage(): AnalysisDeps {
  return { ...analysisStorageDeps(getConfig()), log: quietLog };
}

export function usersRepo() {
  const c = getConfig();
  return createUsersRepo(createTable({ region: c.region, tableName: c.tableName, endpoint: c.endpoints.dynamodb }));
}

/** A user item written straight to the table (no sign-up round trip), with a balance. */
export async function seedUser(credits: number, plan: Plan = 'free'): Promise<string> {
  const id = ulid();
  await usersRepo().create({
    id,
    email: `seed-${id.toLowerCase()}@example.com`,
    firstName: 'Seed',
    lastName: 'User',
    passwordHash: 'x',
    isVerified: true,
    subscriptionType: plan,
    creditsRemaining: credits,
    role: 'user',
    needsReset: false,
    lastUsedPlaybookId: null,
    createdAt: new Date().toISOString(),
    freeCreditsGrantedAt: Date.now(),
  });
  return id;
}

export async function balance(userId: string): Promise<number> {
  return (await usersRepo().getById(userId))!.creditsRemaining;
}

/** An in-memory queue: records what was sent and the delays asked for. */
export function memoryQueue(): JobQueue<AnalysisJobMessage> & { sent: AnalysisJobMessage[]; delays: number[] } {
  const sent: AnalysisJobMessage[] = [];
  const delays: number[] = [];
  return {
    sent,
    delays,
    send: async (m) => void sent.push(m),
    retryAfter: async (_handle, seconds) => void delays.push(seconds),
  };
}

/** Submits through the real service and repositories, with a queue of the test's choosing. */
export function submitter(queue: JobQueue<AnalysisJobMessage>) {
  const s = storage();
  return createSubmitContract({
    contracts: s.contracts,
    credits: s.credits,
    idempotency: createIdempotencyRepo(
      createTable({
        region: getConfig().region,
        tableName: getConfig().tableName,
        endpoint: getConfig().endpoints.dynamodb,
      }),
    ),
    users: usersRepo(),
    playbooks: s.playbooks,
    blobs: s.blobs,
    queue,
    clock: { now: () => Date.now() },
    newId: () => ulid(),
    log: quietLog,
  });
}

export const sampleText = `MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is entered into between Acme Corp ("Discloser") and Beta LLC ("Recipient").
1. Confidential Information. Recipient shall keep all Confidential Information strictly confidential.
2. Term. This Agreement remains in effect for two (2) years from the Effective Date.
3. Governing Law. This Agreement is governed by the laws of the State of Delaware.
4. Liability. Recipient shall indemnify Discloser for all losses without limitation.`;

export function submission(overrides: Partial<ContractSubmission> = {}): ContractSubmission {
  return {
    contractText: sampleText,
    behalfOf: 'Beta LLC',
    playbookId: null,
    additionalInstructions: '',
    originalDocxPath: null,
    originalDocxFilename: null,
    hasOriginalDocx: false,
    originalPdfPath: null,
    originalPdfFilename: null,
    hasOriginalPdf: false,
    ...overrides,
  };
}

export const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

/** The built-in analyzer, counting calls, failing the calls whose (1-based) number is in `failOn`. */
export function countingAnalyzer(options: { failOn?: number[] | 'always'; delayMs?: number } = {}) {
  const builtin = createBuiltinAnalyzer();
  const calls: AnalyzerInput[] = [];
  const analyzer: Analyzer = {
    async analyze(input) {
      calls.push(input);
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (options.failOn === 'always' || options.failOn?.includes(calls.length))
        throw new Error(`injected failure on call ${calls.length}`);
      return builtin.analyze(input);
    },
  };
  return { analyzer, calls };
}

/** The job handler on the real repositories with the given analyzer, queue and clock. */
export function jobHandler(options: {
  analyzer: Analyzer;
  queue?: Pick<JobQueue<AnalysisJobMessage>, 'retryAfter'>;
  now?: () => number;
  maxReceiveCount?: number;
  leaseMs?: number;
  retryBaseSeconds?: number;
  /** Replaces the credits repository (e.g. one whose settle throws). */
  credits?: AnalysisDeps['credits'];
  settleReserveMs?: number;
}) {
  const s = storage();
  return createAnalysisJobHandler({
    runAnalysis: createRunAnalysis({
      ...s,
      ...(options.credits ? { credits: options.credits } : {}),
      clock: { now: options.now ?? (() => Date.now()) },
      analyzer: options.analyzer,
      settings: { leaseMs: options.leaseMs ?? 60_000, retryBaseSeconds: options.retryBaseSeconds },
    }),
    queue: options.queue ?? memoryQueue(),
    maxReceiveCount: options.maxReceiveCount ?? analysisQueueSettings.maxReceiveCount,
    settleReserveMs: options.settleReserveMs ?? 1000,
  });
}

/** A Lambda context with `ms` of the function's time left. */
export function contextWithRemaining(ms: number) {
  const end = Date.now() + ms;
  return { getRemainingTimeInMillis: () => Math.max(0, end - Date.now()) };
}

export { sqsRecord } from '../../support/sqs-record';
