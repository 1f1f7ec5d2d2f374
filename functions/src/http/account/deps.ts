/**
 * Composition root of the account Lambda (account page, data export, deletion of a contract or of
 * the account): adapters picked from the configuration once per process (cold start).
 */
import { ulid } from 'ulid';
import { perProcess, systemClock, tableFrom, uploadsBucketOf, uploadsStorageFrom } from '../../adapters/from-config';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createPaymentsRepo } from '../../adapters/dynamo/payments-repo';
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { createUserSessions } from '../../adapters/dynamo/user-sessions';
import { createUsersRepo } from '../../adapters/dynamo/users-repo';
import { personalDataKinds } from '../../adapters/personal-data/registry';
import { createS3Client } from '../../adapters/storage/s3';
import { getConfig } from '../../config';
import { createAccountSettings } from '../../services/account-settings';
import { createPersonalData } from '../../services/personal-data';
import { recordAudit } from '../audit/deps';
import { log } from '../core/log';
import { deleteKeyDatesOfAccount, deleteKeyDatesOfContract } from '../key-dates/deps';
import { dropLibrarySearch, removeFromLibrarySearch } from '../library/deps';

/** Lambda answers are at most 6 MB, and a binary body travels base64-encoded (4/3 larger). */
export const INLINE_EXPORT_MAX_BYTES = 4 * 1024 * 1024;

export const getAccountServices = perProcess(() => {
  const config = getConfig();
  const table = tableFrom(config);
  const bucket = uploadsBucketOf(config, 'the account API');
  const personalData = createPersonalData({
    kinds: personalDataKinds(table, createS3Client({ region: config.region, endpoint: config.endpoints.s3 }), bucket, {
      keyDates: { ofContract: deleteKeyDatesOfContract, ofAccount: deleteKeyDatesOfAccount },
      librarySearch: { ofContract: removeFromLibrarySearch, ofAccount: dropLibrarySearch },
    }),
    recordAudit,
    contracts: createContractsRepo(table),
    organizations: createOrganizationsRepo(table),
    exports: uploadsStorageFrom(config, 'the account API'),
    clock: systemClock,
    newId: () => ulid(),
    log,
    inlineExportMaxBytes: INLINE_EXPORT_MAX_BYTES,
  });
  const settings = createAccountSettings({
    users: createUsersRepo(table),
    payments: createPaymentsRepo(table),
    sessions: createUserSessions(table),
    rateLimits: createRateLimitRepo(table),
    personalData,
    clock: systemClock,
    log,
  });
  return { personalData, settings };
});
