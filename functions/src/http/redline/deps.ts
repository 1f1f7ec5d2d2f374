/** Composition root of the redline API: adapters and the configured provider's redline proposer, once per process. */
import { perProcess, systemClock, tableFrom, textBlobsFrom, uploadsStorageFrom } from '../../adapters/from-config';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createPlacement } from '../../services/organizations/placement';
import { createPlaybookLookup } from '../../adapters/dynamo/playbook-lookup';
import { createRedlineStore } from '../../adapters/dynamo/redline-store';
import { modelProviderFrom } from '../../adapters/model-provider';
import { getConfig } from '../../config';
import { createDownloadRedlined, createGenerateRedline } from '../../services/redline';
import { buildRedlinedDocx } from '../../documents/redline';
import { log } from '../core/log';

export const getRedlineServices = perProcess(() => {
  const config = getConfig();
  const table = tableFrom(config);
  const contracts = createContractsRepo(table);
  const blobs = textBlobsFrom(config, 'the redline API');
  const clock = systemClock;
  return {
    placement: createPlacement({
      organizations: createOrganizationsRepo(table),
      contracts: createContractsRepo(table),
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
      originals: uploadsStorageFrom(config, 'the redline API'),
      build: buildRedlinedDocx,
      clock,
      log,
    }),
  };
});
