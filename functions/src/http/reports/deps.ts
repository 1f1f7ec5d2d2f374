/** Composition root of the reports API: adapters picked from the configuration once per process. */
import { perProcess, systemClock, tableFrom, textBlobsFrom, uploadsStorageFrom } from '../../adapters/from-config';
import { createDecisionMemory } from '../../services/negotiation/memory';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createOrganizationsRepo } from '../../adapters/dynamo/organizations-repo';
import { createPlacement } from '../../services/organizations/placement';
import { createEngagementRepo } from '../../adapters/dynamo/engagement-repo';
import { nodeModuleReportFonts } from '../../adapters/fonts/report-fonts';
import { getConfig } from '../../config';
import { createGenerateReport } from '../../services/reports';
import { log } from '../core/log';

export const getReportServices = perProcess(() => {
  const config = getConfig();
  const table = tableFrom(config);
  return {
    placement: createPlacement({
      organizations: createOrganizationsRepo(table),
      contracts: createContractsRepo(table),
    }),
    generateReport: createGenerateReport({
      contracts: createContractsRepo(table),
      blobs: textBlobsFrom(config, 'the reports API'),
      events: createEngagementRepo(table),
      fonts: nodeModuleReportFonts,
      clock: systemClock,
      log,
      decisions: createDecisionMemory(uploadsStorageFrom(config, 'the reports API')).read,
    }),
  };
});
