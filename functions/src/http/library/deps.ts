/** Composition root of the library API: adapters picked once per process (cold start). */
import { createS3TextBlobStore } from '../../adapters/blobs/s3';
import { createTable } from '../../adapters/dynamo/client';
import { createContractsRepo } from '../../adapters/dynamo/contracts-repo';
import { createLibraryRepo } from '../../adapters/dynamo/library-repo';
import { ConfigError, getConfig } from '../../config';
import { createLibraryService, type LibraryService } from '../../services/library';

let service: LibraryService | undefined;

export function getLibraryService(): LibraryService {
  if (!service) {
    const config = getConfig();
    if (!config.uploadsBucket) throw new ConfigError('Invalid functions configuration: UPLOADS_BUCKET: required by the library API');
    const table = createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb });
    service = createLibraryService({
      library: createLibraryRepo(table),
      contracts: createContractsRepo(table),
      blobs: createS3TextBlobStore({ region: config.region, bucket: config.uploadsBucket, endpoint: config.endpoints.s3 }),
      clock: { now: () => Date.now() },
    });
  }
  return service;
}
