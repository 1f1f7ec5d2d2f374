/** Composition root of the negotiation API: the answer file, the decisions and the comparison file. */
import { perProcess, systemClock, tableFrom, textBlobsFrom, uploadsStorageFrom } from '../../adapters/from-config';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { getConfig } from '../../config';
import { buildAnswerDocx } from '../../documents/negotiation/answer';
import { createDecisionMemory } from '../../services/negotiation/memory';
import { createNegotiation } from '../../services/negotiation/respond';
import { createPlacement } from '../../services/organizations/placement';
import { log } from '../core/log';

export const getNegotiationServices = perProcess(() => {
  const config = getConfig();
  const table = tableFrom(config);
  const contracts = createContractsRepo(table);
  const files = uploadsStorageFrom(config, 'the negotiation API');
  return {
    placement: createPlacement({ organizations: createOrganizationsRepo(table), contracts }),
    negotiation: createNegotiation({
      contracts,
      blobs: textBlobsFrom(config, 'the negotiation API'),
      files,
      memory: createDecisionMemory(files),
      build: buildAnswerDocx,
      clock: systemClock,
      log,
    }),
  };
});
