/** What the key-date services need, given by each composition root (http/key-dates/deps.ts, the job, the CLI). */
import type { TextBlobStore } from '../../adapters/blobs/port';
import type { ContractsRepo } from '../../adapters/repositories/contracts';
import type { KeyDatesRepo } from '../../adapters/repositories/key-dates';
import type { LinkTokensRepo } from '../../adapters/repositories/link-tokens';
import type { ReminderClaimsRepo } from '../../adapters/repositories/reminder-claims';
import type { OwnerScope } from '../../domain/owners';
import type { RecordAudit } from '../audit';

export interface KeyDatesDeps {
  keyDates: KeyDatesRepo;
  claims: ReminderClaimsRepo;
  links: LinkTokensRepo;
  contracts: ContractsRepo;
  blobs: TextBlobStore;
  recordAudit: RecordAudit;
  /** The owners an account sees: its own, and its organisation's once it has one. */
  ownersOf(userId: string): Promise<OwnerScope[]>;
  clock: { now(): number };
  /** The site's origin, for links in calendar events and emails. */
  appOrigin: string;
}

/** The acting account (its organisation, when known, spares a lookup). */
export interface Actor {
  userId: string;
  organisationId?: string | null;
}
