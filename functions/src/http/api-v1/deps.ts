/**
 * Composition root of the public API (/api/v1): the same submission, report, redline and playbook
 * services the app's Lambdas use, acting for the API key's organisation, and the key check.
 */
import { ulid } from 'ulid';
import type { AnalysisJobMessage } from '../../../../shared/schemas/contracts';
import { perProcess, systemClock, tableFrom, textBlobsFrom, uploadsStorageFrom } from '../../adapters/from-config';
import { createApiKeysRepo } from '../../adapters/dynamo/api-keys-repo';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createCreditsRepo } from '../../adapters/dynamo/credits-repo';
import { createEngagementRepo } from '../../adapters/dynamo/engagement-repo';
import { createIdempotencyRepo } from '../../adapters/dynamo/idempotency-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createPlaybookLookup } from '../../adapters/dynamo/playbook-lookup';
import { createPlaybooksRepo } from '../../adapters/dynamo/playbooks-repo';
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { createRedlineStore } from '../../adapters/dynamo/redline-store';
import { createUsersRepo } from '../../adapters/dynamo/users-repo';
import { nodeModuleReportFonts } from '../../adapters/fonts/report-fonts';
import { createSqsJobQueue } from '../../adapters/queue/sqs';
import { ConfigError, getConfig } from '../../config';
import { createApiAuthenticator } from '../../services/api/authenticate';
import { createContractView } from '../../services/api/contract-view';
import { createSubmitContract } from '../../services/contracts';
import { createPlaybookService } from '../../services/playbooks';
import { createDownloadRedlined, createGenerateRedline } from '../../services/redline';
import { buildRedlinedDocx } from '../../documents/redline';
import { createGenerateReport } from '../../services/reports';
import { log } from '../core/log';
import { modelProviderFrom } from '../../adapters/model-provider';

export const getApiServices = perProcess(() => {
  const config = getConfig();
  if (!config.analysisQueueUrl)
    throw new ConfigError('Invalid functions configuration: ANALYSIS_QUEUE_URL: required by the public API');
  const table = tableFrom(config);
  const contracts = createContractsRepo(table);
  const organizations = createOrganizationsRepo(table);
  const blobs = textBlobsFrom(config, 'the public API');
  const clock = systemClock;
  return {
    authenticate: createApiAuthenticator({
      apiKeys: createApiKeysRepo(table),
      organizations,
      rateLimits: createRateLimitRepo(table),
      clock,
      perMinute: config.apiRateLimitPerMinute,
      log,
    }),
    contracts,
    blobs,
    submitContract: createSubmitContract({
      contracts,
      organizations: { getById: (id) => organizations.get(id) },
      credits: createCreditsRepo(table),
      idempotency: createIdempotencyRepo(table),
      users: createUsersRepo(table),
      playbooks: createPlaybookLookup(table),
      blobs,
      queue: createSqsJobQueue<AnalysisJobMessage>({
        region: config.region,
        queueUrl: config.analysisQueueUrl,
        endpoint: config.endpoints.sqs,
      }),
      clock,
      newId: () => ulid(),
      log,
    }),
    contractView: createContractView({ contracts, blobs }),
    generateReport: createGenerateReport({
      contracts,
      blobs,
      events: createEngagementRepo(table),
      fonts: nodeModuleReportFonts,
      clock,
      log,
    }),
    generateRedline: createGenerateRedline({
      contracts,
      redlines: createRedlineStore(table),
      blobs,
      playbooks: createPlaybookLookup(table),
      proposer: modelProviderFrom(config).redlineProposer(),
      clock,
      log,
    }),
    downloadRedlined: createDownloadRedlined({
      contracts,
      blobs,
      originals: uploadsStorageFrom(config, 'the public API'),
      build: buildRedlinedDocx,
      clock,
      log,
    }),
    playbooks: createPlaybookService({ playbooks: createPlaybooksRepo(table), clock }),
  };
});
