/**
 * Composition root of the contracts API: adapters picked from the configuration once per process
 * (cold start) and shared by every request.
 */
import { ulid } from 'ulid';
import { perProcess, systemClock, tableFrom, textBlobsFrom } from '../../adapters/from-config';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createCreditsRepo } from '../../adapters/dynamo/credits-repo';
import { createIdempotencyRepo } from '../../adapters/dynamo/idempotency-repo';
import { createPlaybookLookup } from '../../adapters/dynamo/playbook-lookup';
import { createUsersRepo } from '../../adapters/dynamo/users-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createPlacement } from '../../services/organizations/placement';
import { createSqsJobQueue } from '../../adapters/queue/sqs';
import { ConfigError, getConfig } from '../../config';
import { createReadAnalysis, createSubmitContract } from '../../services/contracts';
import type { AnalysisJobMessage } from '../../../../shared/schemas/contracts';
import { log } from '../core/log';

export const getContractServices = perProcess(() => {
  const config = getConfig();
  if (!config.analysisQueueUrl)
    throw new ConfigError('Invalid functions configuration: ANALYSIS_QUEUE_URL: required by the contracts API');
  const table = tableFrom(config);
  const contracts = createContractsRepo(table);
  const blobs = textBlobsFrom(config, 'the contracts API');
  const organizations = createOrganizationsRepo(table);
  return {
    placement: createPlacement({ organizations, contracts }),
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
      clock: systemClock,
      newId: () => ulid(),
      log,
    }),
    readAnalysis: createReadAnalysis({ contracts, blobs }),
  };
});
