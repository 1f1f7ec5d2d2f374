/** Composition root of the redline API: adapters and the redline provider picked once per process. */
import { createBedrockRedlineProposer } from '../../adapters/bedrock/redline';
import { perProcess, systemClock, tableFrom, textBlobsFrom, uploadsStorageFrom } from '../../adapters/from-config';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createPlacement } from '../../services/organizations/placement';
import { createPlaybookLookup } from '../../adapters/dynamo/playbook-lookup';
import { createRedlineStore } from '../../adapters/dynamo/redline-store';
import { createBuiltinRedlineProposer, type RedlineProposer } from '../../analyzer/port';
import { ConfigError, getConfig, type FunctionsConfig } from '../../config';
import { createDownloadRedlined, createGenerateRedline } from '../../services/redline';
import { buildRedlinedDocx } from '../../documents/redline';
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

export const getRedlineServices = perProcess(() => {
  const config = getConfig();
  const table = tableFrom(config);
  const contracts = createContractsRepo(table);
  const blobs = textBlobsFrom(config, 'the redline API');
  const clock = systemClock;
  return {
    placement: createPlacement({ organizations: createOrganizationsRepo(table), contracts: createContractsRepo(table) }),
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
      originals: uploadsStorageFrom(config, 'the redline API'),
      build: buildRedlinedDocx,
      clock,
      log,
    }),
  };
});
