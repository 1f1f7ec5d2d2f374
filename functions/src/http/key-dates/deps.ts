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
import { userScope } from '../../domain/owners';
import { createKeyDatesServices } from '../../services/key-dates';
import { getAuditService, recordAudit } from '../audit/deps';

export const getKeyDatesServices = perProcess(() => {
  const config = getConfig();
  const table = tableFrom(config);
  return createKeyDatesServices({
    keyDates: createKeyDatesRepo(table),
    claims: createReminderClaimsRepo(table),
    links: createLinkTokensRepo(table),
    contracts: createContractsRepo(table),
    blobs: textBlobsFrom(config, 'the key-dates API'),
    recordAudit,
    ownersOf: (userId) => getAuditService().ownersOf({ userId }),
    clock: systemClock,
    appOrigin: config.appOrigin,
  });
});

/** When a contract is deleted: its key dates, reminders and unsubscribe link go too. */
export const deleteKeyDatesOfContract = (userId: string, contractId: string): Promise<boolean> =>
  getKeyDatesServices().deleteContractKeyDates(userScope(userId), contractId);

/** When an account is deleted: every signed contract's dates and reminders, and its calendar feed. */
export const deleteKeyDatesOfAccount = (userId: string): Promise<number> => getKeyDatesServices().deleteAccountKeyDates(userId);
