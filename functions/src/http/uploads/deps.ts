/**
 * Composition root of the uploads Lambda: the upload service, the extraction jobs and the
 * processing rate limit, built once per process from the configuration.
 */
import { ulid } from 'ulid';
import type { ExtractionJobMessage } from '../../../../shared/schemas/uploads';
import { createExtractionJobsRepo } from '../../adapters/dynamo/extraction-jobs-repo';
import { createRateLimitRepo } from '../../adapters/dynamo/rate-limit-repo';
import { perProcess, systemClock, tableFrom, uploadsStorageFrom } from '../../adapters/from-config';
import { createSqsJobQueue } from '../../adapters/queue/sqs';
import { createOcr, uploadSettings } from '../../adapters/uploads';
import { getConfig } from '../../config';
import { createUploadService } from '../../services/uploads';
import { createExtractionJobs } from '../../services/uploads/extraction-jobs';
import { createPageQuota } from '../../services/uploads/page-quota';
import { extractionJobSettings } from '../../services/uploads/extraction-job-settings';
import { log } from '../core/log';

export const getUploadService = perProcess(() => {
  const config = getConfig();
  return createUploadService({
    storage: uploadsStorageFrom(config, 'the uploads API'),
    // Inline extraction never OCRs (a scanned page sends the PDF to the job), so no worker starts here.
    ocr: createOcr(config),
    newId: () => ulid(),
    settings: uploadSettings(config),
    quota: createPageQuota({ rateLimits: getUploadRateLimits(), clock: systemClock }),
    log,
  });
});

export const getExtractionJobs = perProcess(() => {
  const config = getConfig();
  return createExtractionJobs({
    jobs: createExtractionJobsRepo(tableFrom(config)),
    uploads: getUploadService(),
    storage: uploadsStorageFrom(config, 'the uploads API'),
    queue: createSqsJobQueue<ExtractionJobMessage>({
      region: config.region,
      queueUrl: config.extractionQueueUrl,
      endpoint: config.endpoints.sqs,
    }),
    clock: systemClock,
    log,
    settings: extractionJobSettings,
  });
});

/** The per-user processing limit's counters. */
export const getUploadRateLimits = perProcess(() => createRateLimitRepo(tableFrom(getConfig())));
