/**
 * The contracts repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/contracts-repo.ts.
 */
import type { ContractStatus } from '../../../../shared/schemas/contracts';

export interface OriginalFiles {
  originalDocxPath: string | null;
  originalDocxFilename: string | null;
  hasOriginalDocx: boolean;
  originalPdfPath: string | null;
  originalPdfFilename: string | null;
  hasOriginalPdf: boolean;
}

export interface ContractRecord extends OriginalFiles {
  id: string;
  /**
   * The owner whose partition holds the contract: the submitting user, or an organisation
   * (`org_...`) for a contract shared with it (domain/owners.ts).
   */
  userId: string;
  /** Who submitted it when that is not the owner: a member's user id, or an API key id (`key_...`). */
  submittedBy?: string;
  /** The credit balance charged for it when that is not the owner's: an organisation's or the member's. */
  billedTo?: string;
  status: ContractStatus;
  behalfOf: string;
  playbookId: number | null;
  /** The playbook's name when the contract was submitted (the results page and reports show it). */
  playbookName?: string;
  /** Whose playbook `playbookId` is when not the owner's (an organisation's shared playbook). */
  playbookOwnerId?: string;
  additionalInstructions: string;
  excerpt: string;
  createdAt: string;
  /** The previous draft's text (in S3) when the submission came with one to compare, and its file name. */
  previousDraftKey?: string;
  previousDraftFilename?: string | null;
  /** Inline text, or undefined when it lives in S3 at contractTextKey. */
  contractText?: string;
  contractTextKey?: string;
  textChars: number;
  attempts?: number;
  leaseToken?: string;
  /** Epoch ms after which a processing claim may be taken over (the worker crashed). */
  leaseUntil?: number;
  /** Epoch ms after which an unfinished contract is swept (failed and refunded); see sweepIndexKey. */
  sweepAt?: number;
  analysis?: string;
  analysisKey?: string;
  analysisProvider?: string;
  analysisModel?: string;
  /** Model tokens the analysis used (Bedrock; absent for the built-in analyzer). */
  analysisUsage?: {
    inputTokens: number;
    outputTokens: number;
  };
  completedAt?: string;
  /** Library search field, written on completion (lower-cased behalfOf, instructions, text prefix). */
  searchText?: string;
  errorMessage?: string;
  failedAt?: string;
  refunded?: boolean;
  refundedAt?: string;
}

/** The balance a contract's credit was charged to (settled or refunded there). */
export const billedAccountOf = (contract: Pick<ContractRecord, 'userId' | 'billedTo'>): string =>
  contract.billedTo ?? contract.userId;

/** The partition of the contract's playbook. */
export const playbookOwnerOf = (contract: Pick<ContractRecord, 'userId' | 'playbookOwnerId'>): string =>
  contract.playbookOwnerId ?? contract.userId;

export type NewContract = Omit<
  ContractRecord,
  | 'status'
  | 'attempts'
  | 'leaseToken'
  | 'leaseUntil'
  | 'sweepAt'
  | 'analysis'
  | 'analysisKey'
  | 'completedAt'
  | 'errorMessage'
  | 'failedAt'
  | 'refunded'
>;

/**
 * Which unfinished contract may be failed (the guard of `fail`):
 *  - claim: the worker holding this lease token gives up its own analysis;
 *  - stuck: the sweeper, once `sweepAt` has passed (no delivery is coming back for it);
 *  - abandoned: the dead-letter consumer or an operator: pending, or processing with an expired lease.
 * A completed or failed contract never matches, so it is never failed (or refunded) again.
 */
export type FailGuard =
  | {
      kind: 'claim';
      token: string;
    }
  | {
      kind: 'stuck';
      now: number;
    }
  | {
      kind: 'abandoned';
      now: number;
    };

export type ClaimOutcome =
  | {
      kind: 'claimed';
      contract: ContractRecord;
    }
  | {
      kind: 'busy';
      leaseUntil: number;
    }
  | {
      kind: 'finished';
      contract: ContractRecord;
    }
  | {
      kind: 'missing';
    };

export interface ContractsRepo {
  /**
   * Writes a new contract as pending, swept after `sweepAt` if no worker ever claims it; false when
   * the id already exists (a retried submission).
   */
  create(contract: NewContract, sweepAt?: number): Promise<boolean>;
  get(
    userId: string,
    id: string,
    options?: {
      consistent?: boolean;
    },
  ): Promise<ContractRecord | undefined>;
  /** Removes a contract that never reached the queue (its submission failed). Only while pending. */
  deletePending(userId: string, id: string): Promise<void>;
  /**
   * pending -> processing, or takes over a processing claim whose lease ran out (its worker
   * crashed). Exactly one concurrent caller wins; the others learn why they lost. The contract is
   * swept `sweepGraceMs` after the lease ends unless a worker claims or finishes it before.
   */
  claim(
    userId: string,
    id: string,
    token: string,
    now: number,
    leaseMs: number,
    sweepGraceMs?: number,
  ): Promise<ClaimOutcome>;
  /** processing -> pending, giving up our claim so a retry can take it at once; swept after `sweepAt`. */
  release(userId: string, id: string, token: string, sweepAt: number): Promise<void>;
  /**
   * Puts a completed contract in its owner's search index, again if it was (a crash after the
   * completion may have cut the first time short; searches keep one copy). Nothing for any other.
   */
  indexForSearch(contract: ContractRecord): Promise<void>;
  /**
   * processing -> completed with the analysis, and the library index. Only the claim holder
   * completes; false when the claim was lost (another worker took over an expired lease). The
   * search index is written after (indexForSearch), once the charge is settled.
   */
  complete(
    contract: ContractRecord,
    token: string,
    result: {
      analysis?: string;
      analysisKey?: string;
      provider: string;
      model?: string;
      completedAt: string;
      searchText?: string;
      usage?:
        | {
            inputTokens: number;
            outputTokens: number;
          }
        | undefined;
    },
  ): Promise<boolean>;
  /**
   * An unfinished contract -> failed, with the user-facing message, when `guard` allows it (see
   * FailGuard). False when it did not move: finished already, or not this caller's to fail.
   */
  fail(userId: string, id: string, errorMessage: string, failedAt: string, guard: FailGuard): Promise<boolean>;
  /**
   * Unfinished contracts whose `sweepAt` has passed, oldest first (the sweeper's index; eventually
   * consistent, so the caller's conditional `fail` decides, never this list).
   */
  listSweepable(
    now: number,
    limit: number,
  ): Promise<
    Array<{
      userId: string;
      id: string;
    }>
  >;
  /** Records the refund on the contract, once (the credit itself moves in credits-repo). */
  markRefunded(userId: string, id: string, at: string): Promise<boolean>;
}
