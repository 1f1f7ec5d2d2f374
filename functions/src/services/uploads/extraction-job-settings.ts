/** The extraction job's timing, derived from its queue and function (resources.ts, routes.ts). */
import { extractionQueueSettings, uploadsBucketSettings } from '../../adapters/resources';
import type { ExtractionJobSettings } from './extraction-jobs';

/** Longer than the job's timeout (600 s) and shorter than the queue's visibility timeout (660 s). */
export const EXTRACTION_LEASE_MS = 630_000;

/**
 * Every delivery (visibility timeout each) and the dead-letter consumer have had their turn by
 * then; a job still unfinished is lost and its status read fails it.
 */
export const EXTRACTION_STALE_AFTER_MS =
  extractionQueueSettings.maxReceiveCount * extractionQueueSettings.visibilityTimeoutSeconds * 1000 + 5 * 60_000;

export const extractionJobSettings: ExtractionJobSettings = {
  leaseMs: EXTRACTION_LEASE_MS,
  staleAfterMs: EXTRACTION_STALE_AFTER_MS,
  // Under the uploads prefix, so the bucket's expiry rule removes the text with the abandoned uploads.
  textPrefix: `${uploadsBucketSettings.uploadPrefix}extracted/`,
};
