/**
 * The audit trail: `record` appends an event to the actor's own chain and, when the contract it is
 * about belongs to an organisation, to the organisation's chain too; each entry hash-linked to the one before
 * (domain/audit/chain.ts). Appending is one conditional write per entry: the writer reads the end
 * of the chain, chains after it and writes at the next position only if that position is free;
 * losing that race it re-reads and tries again. No transaction is needed (the local DynamoDB has none).
 *
 * Recording never fails the action it records: a write that still fails after its retries is
 * logged with the event and counted (metric AuditWriteFailed, alarmed) for an operator to replay.
 */
import {
  AUDIT_EXPORT_FORMAT,
  type AuditDetails,
  type AuditExport,
  type AuditKind,
  type ChainVerification,
  type ContractAudit,
} from '../../../../shared/schemas/audit';
import type { AuditLogRepo, OwnerScopesRepo } from '../../adapters/repositories/audit-log';
import { chainEntry, entryIntact, verifyChain, type ChainedEntry } from '../../domain/audit/chain';
import { isOrganizationId, ownerLabel, scopeOfOwner, scopesOf, type OwnerScope } from '../../domain/owners';
import { metric, metricNames } from '../../log';
import type { Clock } from '../../adapters/clock';
import type { LogPort } from '../../log/port';

export interface AuditEvent {
  kind: AuditKind;
  contractId?: string | null;
  /** The contract's owner id (a user, or an organisation `org_...`): an organisation's contract is in its chain too. */
  ownerId?: string | null;
  details?: AuditDetails;
}

/** Who acted: an account (or, for its own jobs, an organisation: the analysis of its contract). */
export interface AuditActor {
  userId: string;
}

export interface AuditDeps {
  log: AuditLogRepo;
  scopes: OwnerScopesRepo;
  clock: Clock;
  logger: Pick<LogPort, 'error'>;
  /** Tries per entry when other writers keep taking the next position. */
  maxAttempts?: number;
}

/** The one call other features make: `await recordAudit(actor, event)`. Never throws. */
export type RecordAudit = (actor: AuditActor, event: AuditEvent) => Promise<void>;

export function createAuditService(deps: AuditDeps) {
  const maxAttempts = deps.maxAttempts ?? 25;

  async function append(owner: OwnerScope, actorUserId: string, event: AuditEvent): Promise<ChainedEntry> {
    const content = {
      at: new Date(deps.clock.now()).toISOString(),
      kind: event.kind,
      actorUserId,
      contractId: event.contractId ?? null,
      details: event.details ?? {},
    };
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const entry = chainEntry(ownerLabel(owner), await deps.log.last(owner), content);
      if (await deps.log.append(owner, entry)) {
        await deps.log.advanceHead(owner, entry);
        return entry;
      }
      // Another writer took this position: back off a little (jittered) and chain after it.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
    throw new Error(`audit log of ${ownerLabel(owner)}: position still taken after ${maxAttempts} attempts`);
  }

  /** The chains an account reads (export, verify, the Key dates list): its own, and its organisation's while a member. */
  async function ownersOf(actor: AuditActor): Promise<OwnerScope[]> {
    return scopesOf({ userId: actor.userId, organizationId: await deps.scopes.organizationOf(actor.userId) });
  }

  const record: RecordAudit = async (actor, event) => {
    const { ownerId, ...content } = event;
    const owners = [scopeOfOwner(actor.userId)];
    if (ownerId && ownerId !== actor.userId && isOrganizationId(ownerId)) owners.push(scopeOfOwner(ownerId));
    await Promise.all(
      owners.map((owner) =>
        append(owner, actor.userId, content).catch((error: unknown) => {
          deps.logger.error('audit entry not written', {
            owner: ownerLabel(owner),
            actorUserId: actor.userId,
            event,
            error,
          });
          metric(metricNames.auditWriteFailed, 1, { kind: event.kind });
        }),
      ),
    );
  };

  async function verify(owner: OwnerScope): Promise<ChainVerification> {
    const [entries, head] = await Promise.all([deps.log.all(owner), deps.log.head(owner)]);
    return verifyChain(ownerLabel(owner), entries, head);
  }

  return {
    append,
    record,
    verify,
    ownersOf,

    /** One contract's entries in its owner's chain, newest first, each with its own hash checked. */
    async forContract(owner: OwnerScope, contractId: string): Promise<ContractAudit> {
      const entries = await deps.log.forContract(owner, contractId);
      return { contractId, entries: entries.map((e) => ({ ...e, intact: entryIntact(ownerLabel(owner), e) })) };
    },

    /** Every chain of the actor, whole and verified. */
    async exportFor(actor: AuditActor): Promise<AuditExport> {
      const owners = await ownersOf(actor);
      const chains = await Promise.all(
        owners.map(async (owner) => {
          const [entries, head] = await Promise.all([deps.log.all(owner), deps.log.head(owner)]);
          return { owner: ownerLabel(owner), verification: verifyChain(ownerLabel(owner), entries, head), entries };
        }),
      );
      return { format: AUDIT_EXPORT_FORMAT, version: 1, exportedAt: new Date(deps.clock.now()).toISOString(), chains };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
