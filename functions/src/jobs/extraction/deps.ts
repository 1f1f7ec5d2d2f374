/** Composition root of the extraction job (and its dead-letter consumer): adapters from the configuration. */
import { ulid } from 'ulid';
import type { ExtractionJobMessage } from '../../../../shared/schemas/uploads';
import { createExtractionJobsRepo } from '../../adapters/dynamo/extraction-jobs-repo';
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { createSqsJobQueue } from '../../adapters/queue/sqs';
import { extractionQueueSettings } from '../../adapters/resources';
import { createOcr, uploadSettings } from '../../adapters/uploads';
import { systemClock, tableFrom, uploadsStorageFrom } from '../../adapters/from-config';
import { getConfig } from '../../config';
import { log } from '../../log';
import { createUploadService, type UploadLog } from '../../services/uploads';
import { createExtractionJobs, type ExtractionJobs } from '../../services/uploads/extraction-jobs';
import { extractionJobSettings } from '../../services/uploads/extraction-job-settings';
import { createPageQuota } from '../../services/uploads/page-quota';
import type { OcrPort } from '../../adapters/ocr/port';

export interface ExtractionJobHandlerDeps {
  run: ExtractionJobs['run'];
  maxReceiveCount: number;
  /** Kept back from the remaining time to record the outcome after the deadline. */
  settleReserveMs: number;
}

/** Kept back from the function's remaining time to record the outcome (a few writes, a delete). */
export const EXTRACTION_SETTLE_RESERVE_MS = 20_000;

/** The extraction service from the configuration; `overrides` let tests swap the OCR engine or limits. */
export function extractionJobsFromConfig(
  overrides: { ocr?: OcrPort; maxPdfPages?: number; log?: UploadLog } = {},
): ExtractionJobs {
  const config = getConfig();
  const storage = uploadsStorageFrom(config, 'the extraction job');
  const uploads = createUploadService({
    storage,
    // Textract may take minutes on a long document; the job's deadline bounds it.
    ocr: overrides.ocr ?? createOcr(config, { textractMaxWaitMs: 9 * 60_000 }),
    newId: () => ulid(),
    settings: { ...uploadSettings(config), ...(overrides.maxPdfPages ? { maxPdfPages: overrides.maxPdfPages } : {}) },
    quota: createPageQuota({ rateLimits: createRateLimitRepo(tableFrom(config)), clock: systemClock }),
    log: overrides.log ?? log,
  });
  return createExtractionJobs({
    jobs: createExtractionJobsRepo(tableFrom(config)),
    uploads,
    storage,
    // The job never sends; the queue is here for the service's shape (start is the API's).
    queue: createSqsJobQueue<ExtractionJobMessage>({
      region: config.region,
      queueUrl: config.extractionQueueUrl,
      endpoint: config.endpoints.sqs,
    }),
    clock: systemClock,
    log: overrides.log ?? log,
    settings: extractionJobSettings,
  });
}

export function getExtractionJobDeps(
  overrides: Parameters<typeof extractionJobsFromConfig>[0] = {},
): ExtractionJobHandlerDeps {
  return {
    run: extractionJobsFromConfig(overrides).run,
    maxReceiveCount: extractionQueueSettings.maxReceiveCount,
    settleReserveMs: EXTRACTION_SETTLE_RESERVE_MS,
  };
}
