/**
 * One claim per reminder, written before the email is sent (implemented by
 * adapters/dynamo/reminder-claims-repo.ts). The claim is what makes a reminder go out at most once:
 * whoever creates it sends; a run that finds it, whatever its status, does not (decision 191).
 */
import type { OwnerScope } from '../../domain/owners';

export type ReminderStatus =
  /** Taken by a run that is sending it (or died while sending: never retried, see `unconfirmed`). */
  | 'sending'
  | 'sent'
  /** A later reminder of the same date was due at the same time; this one is never sent. */
  | 'skipped'
  /** The address is on the suppression list. */
  | 'suppressed'
  /** SES refused it (a definite no): taken again by a later run, up to the attempt limit. */
  | 'failed'
  /** A run took it and never recorded the outcome (it crashed mid-send): not retried, reported. */
  | 'unconfirmed';

export interface ReminderClaim {
  owner: OwnerScope;
  contractId: string;
  reminderId: string;
  status: ReminderStatus;
  token: string;
  attempts: number;
  claimedAt: number;
  /** Until then the run holding it may still be sending. */
  leaseUntil: number;
  keyDateId: string;
  occurrence: string;
  offsetDays: number;
  to?: string;
  sentAt?: number;
  messageId?: string;
  error?: string;
}

export type NewClaim = Pick<
  ReminderClaim,
  'owner' | 'contractId' | 'reminderId' | 'token' | 'keyDateId' | 'occurrence' | 'offsetDays'
>;

export type ClaimResult = { kind: 'claimed' } | { kind: 'taken'; existing: ReminderClaim };

export interface ReminderClaimsRepo {
  /** Creates the claim as `sending` (or with another initial status, e.g. skipped) unless one exists. */
  claim(claim: NewClaim, now: number, leaseMs: number, status?: 'sending' | 'skipped'): Promise<ClaimResult>;
  /** Takes a `failed` claim again (fewer than `maxAttempts` so far) with a new token. */
  retake(
    owner: OwnerScope,
    contractId: string,
    reminderId: string,
    token: string,
    now: number,
    leaseMs: number,
    maxAttempts: number,
  ): Promise<boolean>;
  /** Records the outcome of our own claim (guarded by its token). */
  settle(
    owner: OwnerScope,
    contractId: string,
    reminderId: string,
    token: string,
    outcome: { status: 'sent' | 'suppressed' | 'failed'; at: number; to?: string; messageId?: string; error?: string },
  ): Promise<boolean>;
  /** A `sending` claim whose lease ran out becomes `unconfirmed` (its run died; whether the mail left is unknown). */
  markUnconfirmed(owner: OwnerScope, contractId: string, reminderId: string, now: number): Promise<boolean>;
  listForContract(owner: OwnerScope, contractId: string): Promise<ReminderClaim[]>;
  deleteForContract(owner: OwnerScope, contractId: string): Promise<number>;
}
