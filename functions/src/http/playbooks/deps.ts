/** Composition root of the playbooks API: adapters picked once per process (cold start). */
import { perProcess, systemClock, tableFrom } from '../../adapters/from-config';
import { createPlaybooksRepo } from '../../adapters/dynamo/playbooks-repo';
import { getConfig } from '../../config';
import { createPlaybookService, type PlaybookService } from '../../services/playbooks';

export const getPlaybookService = perProcess((): PlaybookService =>
  createPlaybookService({ playbooks: createPlaybooksRepo(tableFrom(getConfig())), clock: systemClock }),
);
