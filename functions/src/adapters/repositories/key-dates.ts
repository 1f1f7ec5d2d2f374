/**
 * Signed contracts and their key dates as the services see them (implemented by
 * adapters/dynamo/key-dates-repo.ts). One record per signed contract, under its owner.
 */
import type { KeyDate } from '../../../../shared/schemas/key-dates';
import type { OwnerScope } from '../../domain/owners';

export interface SignedContract {
  owner: OwnerScope;
  contractId: string;
  /** The account whose contract item this is (contracts are stored under their submitter). */
  contractUserId: string;
  /** Who receives the reminders. */
  notifyUserId: string;
  contractTitle: string;
  signedOn: string;
  signedAt: string;
  signedBy: string;
  dates: KeyDate[];
  reminders: { enabled: boolean; offsets: number[] };
  /** Epoch ms: reminders due before it are never sent (set when the schedule changes). */
  remindersFrom: number;
  /** Epoch ms of the next reminder due; null when none is left. Indexed for the reminder job. */
  nextReminderAt: number | null;
  /**
   * The one-click unsubscribe token the reminder emails carry (the link is looked up by its hash).
   * Kept so each email can carry it; it can only switch this contract's reminders off and on.
   */
  unsubscribeToken: string;
  /** Incremented by every change; an update names the version it read. */
  version: number;
  updatedAt: string;
}

export type SignedContractChanges = Partial<
  Pick<
    SignedContract,
    'dates' | 'reminders' | 'remindersFrom' | 'nextReminderAt' | 'contractTitle' | 'signedOn' | 'signedAt' | 'signedBy'
  >
> & { updatedAt: string };

export interface DueContract {
  owner: OwnerScope;
  contractId: string;
}

export interface KeyDatesRepo {
  /** False when the contract is already signed. */
  create(record: SignedContract): Promise<boolean>;
  get(owner: OwnerScope, contractId: string, options?: { consistent?: boolean }): Promise<SignedContract | undefined>;
  /** Every signed contract of the owner (a Query on its partition). */
  list(owner: OwnerScope): Promise<SignedContract[]>;
  /** Applies the changes if the record is still at `version`; the new record, or undefined when it moved on (or is gone). */
  update(
    owner: OwnerScope,
    contractId: string,
    version: number,
    changes: SignedContractChanges,
  ): Promise<SignedContract | undefined>;
  /** Moves the job's index to `nextReminderAt` without a new version (a user's edit in flight still lands), if still at `version`. */
  setNextReminder(
    owner: OwnerScope,
    contractId: string,
    version: number,
    nextReminderAt: number | null,
  ): Promise<boolean>;
  /** Contracts whose next reminder is due at `now`, soonest first (the job's index; eventually consistent). */
  listDue(now: number, limit: number): Promise<DueContract[]>;
  /** Removes the record; returns what was removed. */
  delete(owner: OwnerScope, contractId: string): Promise<SignedContract | undefined>;
}
