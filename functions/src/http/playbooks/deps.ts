/** Composition root of the playbooks API: adapters picked once per process (cold start). */
import { createTable } from '../../adapters/dynamo/client';
import { createPlaybooksRepo } from '../../adapters/dynamo/playbooks-repo';
import { getConfig } from '../../config';
import { createPlaybookService, type PlaybookService } from '../../services/playbooks';

let service: PlaybookService | undefined;

export function getPlaybookService(): PlaybookService {
  if (!service) {
    const config = getConfig();
    const table = createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb });
    service = createPlaybookService({ playbooks: createPlaybooksRepo(table), clock: { now: () => Date.now() } });
  }
  return service;
}
