/**
 * The upload service's OCR engine and settings from the configuration, shared by its two
 * composition roots: the uploads API (inline extraction, job status) and the extraction job.
 */
import os from 'node:os';
import path from 'node:path';
import type { FunctionsConfig } from '../config';
import { createTesseractOcr } from './ocr/tesseract';
import { createTextractClient, createTextractOcr } from './ocr/textract';
import type { OcrPort } from './ocr/port';
import { uploadsBucketSettings } from './resources';

/** `textractMaxWaitMs`: how long to wait for Textract's job (the extraction job has minutes, an API call seconds). */
export function createOcr(config: FunctionsConfig, options: { textractMaxWaitMs?: number } = {}): OcrPort {
  if (config.ocrProvider === 'textract') {
    return createTextractOcr({
      client: createTextractClient(config.region),
      ...(options.textractMaxWaitMs ? { maxWaitMs: options.textractMaxWaitMs } : {}),
    });
  }
  return createTesseractOcr({
    workers: config.ocr.workers || Math.max(1, os.availableParallelism()),
    cachePath: config.ocr.cacheDir ?? path.join(os.tmpdir(), 'clausewise-tesseract'),
    // Warm workers must not keep a stopping local cloud (or test run) alive.
    unrefWorkers: true,
  });
}

/** The upload service's limits: the bucket's, and the PDF caps and budgets of the configuration. */
export function uploadSettings(config: FunctionsConfig) {
  return {
    maxBytes: uploadsBucketSettings.maxUploadBytes,
    uploadPrefix: uploadsBucketSettings.uploadPrefix,
    presignExpirySeconds: uploadsBucketSettings.presignedUrlExpirySeconds,
    ocrDpi: config.ocr.dpi,
    maxOcrPages: config.ocr.maxPages,
    maxPdfPages: config.pdfMaxPages,
    ocrPageBudgetMs: config.ocr.pageBudgetMs,
    inlineMaxPages: config.pdfInlineMaxPages,
  };
}
