/** Composition root of the extraction dead-letter consumer: the extraction jobs' settlement, built once per process. */
import { perProcess } from '../../adapters/from-config';
import type { ExtractionJobs } from '../../services/uploads/extraction-jobs';
import { extractionJobsFromConfig } from '../extraction/deps';

export const getExtractionDeadLetterSettlement = perProcess(
  (): ExtractionJobs['settleDeadLetter'] => extractionJobsFromConfig().settleDeadLetter,
);
