/** What every contract job needs from the configuration: the repositories and the clock. */
import { createS3TextBlobStore } from '../adapters/blobs/s3';
import { createTable } from '../adapters/dynamo/client';
import { createContractsRepo } from '../adapters/dynamo/contracts-repo';
import { createCreditsRepo } from '../adapters/dynamo/credits-repo';
import { createPlaybookLookup } from '../adapters/dynamo/playbook-lookup';
import { ConfigError, type FunctionsConfig } from '../config';
import { log } from '../log';
import type { AnalysisDeps } from '../services/contracts';

/** The contract jobs' storage dependencies (also used by tests and the bench). */
export function contractStorageDeps(config: FunctionsConfig): AnalysisDeps {
  if (!config.uploadsBucket) throw new ConfigError('Invalid functions configuration: UPLOADS_BUCKET: required by the contract jobs');
  const table = createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb });
  return {
    contracts: createContractsRepo(table),
    credits: createCreditsRepo(table),
    playbooks: createPlaybookLookup(table),
    blobs: createS3TextBlobStore({ region: config.region, bucket: config.uploadsBucket, endpoint: config.endpoints.s3 }),
    clock: { now: () => Date.now() },
    log,
  };
}
