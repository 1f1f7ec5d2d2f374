/**
 * Composition root of the contracts API: adapters picked from the configuration once per process
 * (cold start) and shared by every request.
 */
import { ulid } from 'ulid';
import { createS3TextBlobStore } from '../../adapters/blobs/s3';
import { createTable } from '../../adapters/dynamo/client';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createCreditsRepo } from '../../adapters/dynamo/credits-repo';
import { createIdempotencyRepo } from '../../adapters/dynamo/idempotency-repo';
import { createUsersRepo } from '../../adapters/dynamo/users-repo';
import { createSqsJobQueue } from '../../adapters/queue/sqs';
import { ConfigError, getConfig } from '../../config';
import { createReadAnalysis, createSubmitContract } from '../../services/contracts';
import type { AnalysisJobMessage } from '../../../../shared/schemas/contracts';
import { log } from '../core/log';

function build() {
  const config = getConfig();
  if (!config.uploadsBucket) throw new ConfigError('Invalid functions configuration: UPLOADS_BUCKET: required by the contracts API');
  if (!config.analysisQueueUrl) throw new ConfigError('Invalid functions configuration: ANALYSIS_QUEUE_URL: required by the contracts API');
  const table = createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb });
  const contracts = createContractsRepo(table);
  const blobs = createS3TextBlobStore({ region: config.region, bucket: config.uploadsBucket, endpoint: config.endpoints.s3 });
  return {
    submitContract: createSubmitContract({
      contracts,
      credits: createCreditsRepo(table),
      idempotency: createIdempotencyRepo(table),
      users: createUsersRepo(table),
      blobs,
      queue: createSqsJobQueue<AnalysisJobMessage>({ region: config.region, queueUrl: config.analysisQueueUrl, endpoint: config.endpoints.sqs }),
      clock: { now: () => Date.now() },
      newId: () => ulid(),
      log,
    }),
    readAnalysis: createReadAnalysis({ contracts, blobs }),
  };
}

let deps: ReturnType<typeof build> | undefined;

export function getContractServices(): ReturnType<typeof build> {
  deps ??= build();
  return deps;
}
