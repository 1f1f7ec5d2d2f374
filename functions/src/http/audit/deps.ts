/**
 * Composition root of the audit trail for the HTTP functions: the audit Lambda's own routes, and
 * `recordAudit`, which every handler that changes or hands out something of a contract calls
 * (submissions, redlines, downloads, signatures, key dates; decisions and shares as they come).
 */
import { auditStores } from '../../adapters/dynamo/audit-log-repo';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { perProcess, systemClock, tableFrom } from '../../adapters/from-config';
import { getConfig } from '../../config';
import { createAuditService, type AuditService, type RecordAudit } from '../../services/audit';
import { createPlacement, type MemberView } from '../../services/organizations/placement';
import { log } from '../core/log';

export const getAuditService = perProcess((): AuditService =>
  createAuditService({ ...auditStores(tableFrom(getConfig())), clock: systemClock, logger: log }),
);

/** Appends the event to the actor's audit chains. Never throws (a failure is logged and alarmed). */
export const recordAudit: RecordAudit = (actor, event) => getAuditService().record(actor, event);

const getPlacement = perProcess(() => {
  const table = tableFrom(getConfig());
  return createPlacement({ organizations: createOrganizationsRepo(table), contracts: createContractsRepo(table) });
});

/** Whose partition holds the contract for this user (theirs or their organisation's); a 404 when they may not see it. */
export const contractOwner = (user: MemberView, contractId: string): Promise<string> =>
  getPlacement().contractOwner(user, contractId);
