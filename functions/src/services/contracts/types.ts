/** Dependencies shared by the contract use-cases (their failures are AppErrors). */
import type { ContractRecord, ContractsRepo } from '../../adapters/repositories/contracts';
import type { CreditsRepo } from '../../adapters/repositories/credits';
import type { IdempotencyRepo } from '../../adapters/repositories/idempotency';
import type { PlaybookLookup } from '../../adapters/repositories/playbook-lookup';
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { JobQueue } from '../../adapters/queue/port';
import type { AnalysisJobMessage } from '../../../../shared/schemas/contracts';
import type { Clock } from '../../adapters/clock';
import type { LogPort } from '../../log/port';

export type { Clock } from '../../adapters/clock';

export type ServiceLog = Pick<LogPort, 'info' | 'warn' | 'error'>;

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

/** What submission needs to know about an organisation that may pay (its plan picks the 402 answer). */
export interface OrganizationReader {
  getById(id: string): Promise<{ plan: string } | undefined>;
}

export interface ContractDeps {
  contracts: ContractsRepo;
  /** Names the submitted playbook on the contract (a missing one is simply not named). */
  playbooks: PlaybookLookup;
  organizations?: OrganizationReader;
  credits: CreditsRepo;
  idempotency: IdempotencyRepo;
  users: UserReader;
  blobs: TextBlobStore;
  queue: JobQueue<AnalysisJobMessage>;
  clock: Clock;
  newId: () => string;
  log: ServiceLog;
}

/**
 * Told when an analysis settles for good (the organisation's webhook, usage per member). Called
 * after the contract and its credit are settled; a failure here is logged and never fails, retries
 * or blocks the analysis (./notify.ts).
 */
export interface ContractEvents {
  completed(contract: ContractRecord): Promise<void>;
  failed(contract: ContractRecord): Promise<void>;
}

/** Several listeners as one: each is told, in order; the first failure is thrown after all ran. */
export function allContractEvents(...listeners: ContractEvents[]): ContractEvents {
  const each = (outcome: keyof ContractEvents) => async (contract: ContractRecord) => {
    const failures: unknown[] = [];
    for (const listener of listeners) await listener[outcome](contract).catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  };
  return { completed: each('completed'), failed: each('failed') };
}

export interface AnalysisDeps {
  contracts: ContractsRepo;
  events?: ContractEvents;
  credits: CreditsRepo;
  playbooks: PlaybookLookup;
  blobs: TextBlobStore;
  clock: Clock;
  log: ServiceLog;
}
