/** Composition root of the engagement Lambda: built once per process from the configuration. */
import { createEngagementEventsRepo } from '../../adapters/dynamo/engagement-events-repo';
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { perProcess, systemClock, tableFrom } from '../../adapters/from-config';
import { getConfig } from '../../config';
import { createEngagementService, type EngagementService } from '../../services/engagement';
import { log } from '../core/log';

export const getEngagementService = perProcess((): EngagementService => {
  const table = tableFrom(getConfig());
  return createEngagementService({
    events: createEngagementEventsRepo(table),
    rateLimits: createRateLimitRepo(table),
    clock: systemClock,
    log,
  });
});
