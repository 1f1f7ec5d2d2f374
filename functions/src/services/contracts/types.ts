/** Dependencies shared by the contract use-cases (their failures are AppErrors). */
import type { ContractRecord, ContractsRepo } from '../../adapters/repositories/contracts';
import type { CreditsRepo } from '../../adapters/repositories/credits';
import type { IdempotencyRepo } from '../../adapters/repositories/idempotency';
import type { PlaybookLookup } from '../../adapters/repositories/playbook-lookup';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { JobQueue } from '../../adapters/queue/port';
import type { AnalysisJobMessage } from '../../../../shared/schemas/contracts';

export interface Clock {
  now(): number;
}

export interface ServiceLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** What the contract use-cases need to know about the caller (from the users repo / session). */
export interface AccountView {
  id: string;
  subscriptionType: string;
  isVerified: boolean;
  creditsRemaining: number;
  freeCreditsGrantedAt?: number;
}

export interface UserReader {
  getById(id: string): Promise<AccountView | undefined>;
}

export interface ContractDeps {
  contracts: ContractsRepo;
  /** Names the submitted playbook on the contract (a missing one is simply not named). */
  playbooks: PlaybookLookup;
  credits: CreditsRepo;
  idempotency: IdempotencyRepo;
  users: UserReader;
  blobs: TextBlobStore;
  queue: JobQueue<AnalysisJobMessage>;
  clock: Clock;
  newId: () => string;
  log: ServiceLog;
}

export interface AnalysisDeps {
  /**
   * Told once per contract, after its analysis completed and its credit settled (the "analysis is
   * ready" email). Its failure never fails the analysis.
   */
  onCompleted?: (contract: ContractRecord) => Promise<void>;
  contracts: ContractsRepo;
  credits: CreditsRepo;
  playbooks: PlaybookLookup;
  blobs: TextBlobStore;
  clock: Clock;
  log: ServiceLog;
}
