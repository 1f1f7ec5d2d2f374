/**
 * The audit log as the services see it (implemented by adapters/dynamo/audit-log-repo.ts): append
 * only, one chain per owner, each entry at its position; a head item remembers the last position.
 */
import type { ChainedEntry } from '../../domain/audit/chain';
import type { OwnerScope } from '../../domain/owners';

export interface AuditLogRepo {
  /** The last entry (consistent read), undefined for an empty chain. */
  last(owner: OwnerScope): Promise<ChainedEntry | undefined>;
  /** Writes the entry at its position; false when that position is already taken (another writer won). */
  append(owner: OwnerScope, entry: ChainedEntry): Promise<boolean>;
  /** Moves the head forward to this entry (never backward). */
  advanceHead(owner: OwnerScope, entry: Pick<ChainedEntry, 'seq' | 'hash'>): Promise<void>;
  head(owner: OwnerScope): Promise<{ seq: number; hash: string } | undefined>;
  /** Every entry in order (paged reads). */
  all(owner: OwnerScope): Promise<ChainedEntry[]>;
  /** One contract's entries, newest first. */
  forContract(owner: OwnerScope, contractId: string): Promise<ChainedEntry[]>;
}

/** The organisation an account belongs to while its membership exists (decision 180). */
export interface OwnerScopesRepo {
  organizationOf(userId: string): Promise<string | undefined>;
}
