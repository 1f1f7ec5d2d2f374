/** Composition root of the redline API: adapters and the redline provider picked once per process. */
import { createS3TextBlobStore } from '../../adapters/blobs/s3';
import { createBedrockRedlineProposer } from '../../adapters/bedrock/redline';
import { createTable } from '../../adapters/dynamo/client';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createPlaybookLookup } from '../../adapters/dynamo/playbook-lookup';
import { createRedlineStore } from '../../adapters/dynamo/redline-store';
import { createBuiltinRedlineProposer, type RedlineProposer } from '../../analyzer/port';
import { ConfigError, getConfig, type FunctionsConfig } from '../../config';
import { createS3Client, createS3ObjectStorage } from '../../adapters/storage/s3';
import { createDownloadRedlined, createGenerateRedline } from '../../services/redline';
import { buildRedlinedDocx } from '../../services/redline/docx';
import { log } from '../core/log';

/** MODEL_PROVIDER picks the redline provider, as it picks the analyzer. */
export function redlineProposerFor(config: Pick<FunctionsConfig, 'modelProvider' | 'bedrockModelId' | 'bedrock' | 'region' | 'endpoints'>): RedlineProposer {
  if (config.modelProvider === 'builtin') return createBuiltinRedlineProposer();
  if (!config.bedrockModelId) throw new ConfigError('Invalid functions configuration: BEDROCK_MODEL_ID: required when MODEL_PROVIDER is bedrock');
  return createBedrockRedlineProposer({
    region: config.region,
    endpoint: config.endpoints.bedrockRuntime,
    modelId: config.bedrockModelId,
    maxOutputTokens: config.bedrock.maxOutputTokens,
  });
}

function build() {
  const config = getConfig();
  if (!config.uploadsBucket) throw new ConfigError('Invalid functions configuration: UPLOADS_BUCKET: required by the redline API');
  const table = createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb });
  const contracts = createContractsRepo(table);
  const blobs = createS3TextBlobStore({ region: config.region, bucket: config.uploadsBucket, endpoint: config.endpoints.s3 });
  const clock = { now: () => Date.now() };
  return {
    generateRedline: createGenerateRedline({
      contracts,
      redlines: createRedlineStore(table),
      blobs,
      playbooks: createPlaybookLookup(table),
      proposer: redlineProposerFor(config),
      clock,
      log,
    }),
    downloadRedlined: createDownloadRedlined({
      contracts,
      blobs,
      originals: createS3ObjectStorage(createS3Client({ region: config.region, endpoint: config.endpoints.s3 }), config.uploadsBucket),
      build: buildRedlinedDocx,
      clock,
      log,
    }),
  };
}

let deps: ReturnType<typeof build> | undefined;

export function getRedlineServices(): ReturnType<typeof build> {
  deps ??= build();
  return deps;
}
