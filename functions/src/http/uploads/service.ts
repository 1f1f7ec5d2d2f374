/**
 * Composition root of the upload service and the extraction jobs for the uploads Lambda: adapters
 * are picked from the configuration once per process.
 */
import { ulid } from 'ulid';
import { createTable } from '../../adapters/dynamo/client';
import { createExtractionJobsRepo } from '../../adapters/dynamo/extraction-jobs-repo';
import { createSqsJobQueue } from '../../adapters/queue/sqs';
import { createOcr, uploadSettings, uploadsStorage } from '../../adapters/uploads';
import { getConfig } from '../../config';
import { createUploadService, type UploadService } from '../../services/uploads';
import { createExtractionJobs, type ExtractionJobs } from '../../services/uploads/extraction-jobs';
import { extractionJobSettings } from '../../services/uploads/extraction-job-settings';
import type { ExtractionJobMessage } from '../../../../shared/schemas/uploads';
import { log } from '../core/log';

export { createOcr };

let service: UploadService | undefined;
let extractionJobs: ExtractionJobs | undefined;

export function getUploadService(): UploadService {
  if (service) return service;
  const config = getConfig();
  service = createUploadService({
    storage: uploadsStorage(config),
    // Inline extraction never OCRs (a scanned page sends the PDF to the job), so no worker starts here.
    ocr: createOcr(config),
    newId: () => ulid(),
    settings: uploadSettings(config),
    log,
  });
  return service;
}

export function getExtractionJobs(): ExtractionJobs {
  if (extractionJobs) return extractionJobs;
  const config = getConfig();
  extractionJobs = createExtractionJobs({
    jobs: createExtractionJobsRepo(createTable({ region: config.region, tableName: config.tableName, endpoint: config.endpoints.dynamodb })),
    uploads: getUploadService(),
    storage: uploadsStorage(config),
    queue: createSqsJobQueue<ExtractionJobMessage>({ region: config.region, queueUrl: config.extractionQueueUrl, endpoint: config.endpoints.sqs }),
    clock: { now: () => Date.now() },
    log,
    settings: extractionJobSettings,
  });
  return extractionJobs;
}
