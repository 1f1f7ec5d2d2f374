/** What the key-date services need, given by each composition root (http/key-dates/deps.ts, the job, the CLI). */
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import type { KeyDatesRepo } from '../../adapters/repositories/key-dates';
import type { LinkTokensRepo } from '../../adapters/repositories/link-tokens';
import type { ReminderClaimsRepo } from '../../adapters/repositories/reminder-claims';
import type { OwnerScope } from '../../domain/owners';
import type { RecordAudit } from '../audit';
import type { Clock } from '../../adapters/clock';

export interface KeyDatesDeps {
  keyDates: KeyDatesRepo;
  claims: ReminderClaimsRepo;
  links: LinkTokensRepo;
  contracts: ContractsRepo;
  blobs: TextBlobStore;
  recordAudit: RecordAudit;
  /** The owners an account sees: its own, and its organisation's while it is a member. */
  ownersOf(userId: string): Promise<OwnerScope[]>;
  /** The owner id whose partition holds the contract for this account (its own or its organisation's); a 404 otherwise. */
  contractOwner(actor: Actor, contractId: string): Promise<string>;
  clock: Clock;
  /** The site's origin, for links in calendar events and emails. */
  appOrigin: string;
}

/** The acting account, with the organisation its profile points to (membership is checked where it matters). */
export interface Actor {
  userId: string;
  organizationId?: string | undefined;
}
