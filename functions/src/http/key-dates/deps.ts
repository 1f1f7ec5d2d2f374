/**
 * Composition root of the key-dates API: adapters picked once per process (cold start).
 * `deleteKeyDatesOfContract` and `deleteKeyDatesOfAccount` are for contract and account deletion.
 */
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createKeyDatesRepo } from '../../adapters/dynamo/key-dates-repo';
import { createLinkTokensRepo } from '../../adapters/dynamo/link-tokens-repo';
import { createReminderClaimsRepo } from '../../adapters/dynamo/reminder-claims-repo';
import { perProcess, systemClock, tableFrom, textBlobsFrom } from '../../adapters/from-config';
import { getConfig } from '../../config';
import { scopeOfOwner } from '../../domain/owners';
import { createKeyDatesServices } from '../../services/key-dates';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createPlacement } from '../../services/organizations/placement';
import { getAuditService, recordAudit } from '../audit/deps';

export const getKeyDatesServices = perProcess(() => {
  const config = getConfig();
  const table = tableFrom(config);
  const contracts = createContractsRepo(table);
  const placement = createPlacement({ organizations: createOrganizationsRepo(table), contracts });
  return createKeyDatesServices({
    keyDates: createKeyDatesRepo(table),
    claims: createReminderClaimsRepo(table),
    links: createLinkTokensRepo(table),
    contracts,
    blobs: textBlobsFrom(config, 'the key-dates API'),
    recordAudit,
    ownersOf: (userId) => getAuditService().ownersOf({ userId }),
    contractOwner: (actor, contractId) =>
      placement.contractOwner({ id: actor.userId, organizationId: actor.organizationId }, contractId),
    clock: systemClock,
    appOrigin: config.appOrigin,
  });
});

/** When a contract is deleted: its key dates, reminders and unsubscribe link go too. `ownerId`: the user's or organisation's id whose partition holds it. */
export const deleteKeyDatesOfContract = (ownerId: string, contractId: string): Promise<boolean> =>
  getKeyDatesServices().deleteContractKeyDates(scopeOfOwner(ownerId), contractId);

/** When an account is deleted: every signed contract's dates and reminders, and its calendar feed. */
export const deleteKeyDatesOfAccount = (userId: string): Promise<number> =>
  getKeyDatesServices().deleteAccountKeyDates(userId);
