/** Composition root of the reports API: adapters picked from the configuration once per process. */
import { createS3TextBlobStore } from '../../adapters/blobs/s3';
import { createTable } from '../../adapters/dynamo/client';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createEngagementRepo } from '../../adapters/dynamo/engagement-repo';
import { nodeModuleReportFonts } from '../../adapters/fonts/report-fonts';
import { ConfigError, getConfig } from '../../config';
import { createGenerateReport } from '../../services/reports';
import { log } from '../core/log';

function build() {
  const config = getConfig();
  if (!config.uploadsBucket) throw new ConfigError('Invalid functions configuration: UPLOADS_BUCKET: required by the reports API');
  const table = createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb });
  return {
    generateReport: createGenerateReport({
      contracts: createContractsRepo(table),
      blobs: createS3TextBlobStore({ region: config.region, bucket: config.uploadsBucket, endpoint: config.endpoints.s3 }),
      events: createEngagementRepo(table),
      fonts: nodeModuleReportFonts,
      clock: { now: () => Date.now() },
      log,
    }),
  };
}

let deps: ReturnType<typeof build> | undefined;

export function getReportServices(): ReturnType<typeof build> {
  deps ??= build();
  return deps;
}
