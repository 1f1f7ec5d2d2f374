/** What every contract job needs from the configuration: the repositories and the clock. */
import { systemClock, tableFrom, textBlobsFrom } from '../adapters/from-config';
import { createContractsRepo } from '../adapters/dynamo/contracts-repo';
import { createCreditsRepo } from '../adapters/dynamo/credits-repo';
import { createPlaybookLookup } from '../adapters/dynamo/playbook-lookup';
import { createOrganizationsRepo } from '../adapters/dynamo/organizations-repo';
import { createContractEvents } from '../services/organizations/contract-events';
import { webhooksFrom } from './webhooks/deps';
import type { FunctionsConfig } from '../config';
import { log } from '../log';
import type { AnalysisDeps } from '../services/contracts';

/** The contract jobs' storage dependencies (also used by tests and the bench). */
export function contractStorageDeps(config: FunctionsConfig): AnalysisDeps {
  const table = tableFrom(config);
  return {
    // Usage per member, and the organisation's webhook (queued, never waited for).
    events: createContractEvents({
      organizations: createOrganizationsRepo(table),
      webhooks: config.webhooks.queueUrl ? webhooksFrom(config) : undefined,
      clock: systemClock,
    }),
    contracts: createContractsRepo(table),
    credits: createCreditsRepo(table),
    playbooks: createPlaybookLookup(table),
    blobs: textBlobsFrom(config, 'the contract jobs'),
    clock: systemClock,
    log,
  };
}
