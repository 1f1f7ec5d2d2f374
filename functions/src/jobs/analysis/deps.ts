/** Composition root of the analysis job: adapters and the analyzer picked from the configuration. */
import type { AnalysisJobMessage } from '../../../../shared/schemas/contracts';
import { auditStores } from '../../adapters/dynamo/audit-log-repo';
import { systemClock, tableFrom, textBlobsFrom, uploadsStorageFrom } from '../../adapters/from-config';
import { createSqsJobQueue } from '../../adapters/queue/sqs';
import { analysisQueueSettings } from '../../adapters/resources';
import { BedrockCallError } from '../../adapters/bedrock';
import { modelProviderFrom } from '../../adapters/model-provider';
import type { Analyzer } from '../../analyzer/port';
import { getConfig, type FunctionsConfig } from '../../config';
import { log } from '../../log';
import { createAuditService } from '../../services/audit';
import { createRunAnalysis, PermanentAnalysisError } from '../../services/contracts';
import { createDecisionMemory } from '../../services/negotiation/memory';
import { createCounterpartyReview } from '../../services/negotiation/review';
import { allContractEvents, type ContractEvents } from '../../services/contracts/types';
import { defaultEmailPreferences } from '../../../../shared/schemas/account';
import { createUsersRepo } from '../../adapters/dynamo/users-repo';
import { createAppEmailSender } from '../../adapters/email/app-sender';
import type { ContractRecord } from '../../adapters/repositories/contracts';
import { analysisReadyEmail } from '../../services/emails/analysis-ready';
import { contractStorageDeps } from '../shared-deps';
import type { JobQueue } from '../../adapters/queue/port';
import type { RecordAudit } from '../../services/audit';
import type { RunAnalysis } from '../../services/contracts';

export interface AnalysisJobDeps {
  runAnalysis: RunAnalysis;
  queue: Pick<JobQueue<AnalysisJobMessage>, 'retryAfter'>;
  /** The queue's redrive maxReceiveCount (functions/src/adapters/resources.ts). */
  maxReceiveCount: number;
  /** Time kept back from the function's remaining time to record an outcome after the deadline. */
  settleReserveMs: number;
  /** The audit trail: a completed analysis is recorded (it never throws). */
  recordAudit?: RecordAudit;
}

/**
 * Longer than the job's timeout (routes.ts: 300 s) and shorter than the queue's visibility timeout
 * (resources.ts: 360 s), so a crashed worker's claim is taken over by the redelivery, never earlier.
 */
export const ANALYSIS_LEASE_MS = 330_000;

/**
 * Kept back from the function's remaining time for recording the outcome after the analyzer's
 * deadline (a few DynamoDB writes; generous for a cold connection).
 */
export const ANALYSIS_SETTLE_RESERVE_MS = 20_000;

/**
 * The configured provider's analyzer (adapters/model-provider.ts). Bedrock errors that no retry can
 * fix (no model access, an unknown model id) become permanent failures, so the contract fails and
 * is refunded at once.
 */
export function analyzerFor(config: Pick<FunctionsConfig, 'model' | 'region' | 'endpoints'>): Analyzer {
  const analyzer = modelProviderFrom(config).analyzer();
  return {
    analyze: (input, options) =>
      analyzer.analyze(input, options).catch((err: unknown) => {
        throw err instanceof BedrockCallError && err.permanent
          ? new PermanentAnalysisError(err.message, { cause: err })
          : err;
      }),
  };
}

/**
 * Emails the owner (for an organisation's contract, the member who submitted it) that the analysis is ready, when their email is verified and they have not
 * turned the email off (shared/schemas/account.ts EmailPreferences; the Account page).
 */
export function analysisReadyNotifier(config: FunctionsConfig): (contract: ContractRecord) => Promise<void> {
  const table = tableFrom(config);
  const users = createUsersRepo(table);
  const email = createAppEmailSender(config, table, log);
  return async (contract) => {
    // An organisation's contract: the member who submitted it (an API key's submission has no one to tell).
    const user = await users.getById(contract.submittedBy ?? contract.userId);
    const preferences = { ...defaultEmailPreferences, ...user?.emailPreferences };
    if (!user?.isVerified || !preferences.analysisReady) return;
    await email.send(
      analysisReadyEmail({
        to: user.email,
        firstName: user.firstName,
        behalfOf: contract.behalfOf,
        contractId: contract.id,
        appOrigin: config.appOrigin,
      }),
    );
  };
}

/** The job's storage dependencies from the configuration (also used by tests and the bench). */
export const analysisStorageDeps = contractStorageDeps;

/** The other side's changes of an analysed contract, read from its Word file or the previous draft (services/negotiation). */
export function counterpartyReviewFor(config: FunctionsConfig) {
  const files = uploadsStorageFrom(config, 'the analysis job');
  return createCounterpartyReview({
    files,
    blobs: textBlobsFrom(config, 'the analysis job'),
    memory: createDecisionMemory(files),
    clock: systemClock,
    log,
  });
}

export function getAnalysisJobDeps(overrides: { analyzer?: Analyzer } = {}): AnalysisJobDeps {
  const config = getConfig();
  const storage = analysisStorageDeps(config);
  const readyEmail: ContractEvents = { completed: analysisReadyNotifier(config), failed: async () => undefined };
  return {
    runAnalysis: createRunAnalysis({
      ...storage,
      events: storage.events ? allContractEvents(storage.events, readyEmail) : readyEmail,
      counterparty: counterpartyReviewFor(config),
      analyzer: overrides.analyzer ?? analyzerFor(config),
      settings: { leaseMs: ANALYSIS_LEASE_MS },
    }),
    queue: createSqsJobQueue<AnalysisJobMessage>({
      region: config.region,
      // Optional here: the job only changes visibility, on the queue named by each record's ARN.
      queueUrl: config.analysisQueueUrl,
      endpoint: config.endpoints.sqs,
      // The local emulator counts a visibility change as a receive (see adapters/queue/sqs.ts).
      visibilityBackoff: !config.endpoints.sqs,
    }),
    maxReceiveCount: analysisQueueSettings.maxReceiveCount,
    settleReserveMs: ANALYSIS_SETTLE_RESERVE_MS,
    recordAudit: createAuditService({ ...auditStores(tableFrom(config)), clock: systemClock, logger: log }).record,
  };
}
