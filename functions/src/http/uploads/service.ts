/**
 * Composition root of the upload service for the Lambda: storage and OCR adapters are picked from
 * the configuration once per process, so OCR workers stay warm across requests.
 */
import os from 'node:os';
import path from 'node:path';
import { ulid } from 'ulid';
import { createTesseractOcr } from '../../adapters/ocr/tesseract';
import { createTextractClient, createTextractOcr } from '../../adapters/ocr/textract';
import type { OcrPort } from '../../adapters/ocr/port';
import { uploadsBucketSettings } from '../../adapters/resources';
import { createS3Client, createS3ObjectStorage } from '../../adapters/storage/s3';
import { ConfigError, getConfig, type FunctionsConfig } from '../../config';
import { createUploadService, type UploadService } from '../../services/uploads';
import { log } from '../core/log';

let service: UploadService | undefined;

export function createOcr(config: FunctionsConfig): OcrPort {
  if (config.ocrProvider === 'textract') return createTextractOcr({ client: createTextractClient(config.region) });
  return createTesseractOcr({
    workers: config.ocr.workers || Math.max(1, os.availableParallelism()),
    cachePath: config.ocr.cacheDir ?? path.join(os.tmpdir(), 'clausewise-tesseract'),
    // Warm workers must not keep a stopping local cloud (or test run) alive.
    unrefWorkers: true,
  });
}

export function getUploadService(): UploadService {
  if (service) return service;
  const config = getConfig();
  if (!config.uploadsBucket) throw new ConfigError('Invalid functions configuration: UPLOADS_BUCKET: required for uploads');
  const client = createS3Client({ region: config.region, endpoint: config.endpoints.s3 });
  service = createUploadService({
    storage: createS3ObjectStorage(client, config.uploadsBucket, { encrypt: !config.endpoints.s3 }),
    ocr: createOcr(config),
    newId: () => ulid(),
    settings: {
      maxBytes: uploadsBucketSettings.maxUploadBytes,
      uploadPrefix: uploadsBucketSettings.uploadPrefix,
      presignExpirySeconds: uploadsBucketSettings.presignedUrlExpirySeconds,
      ocrDpi: config.ocr.dpi,
      maxOcrPages: config.ocr.maxPages,
      maxPdfPages: config.pdfMaxPages,
      ocrPageBudgetMs: config.ocr.pageBudgetMs,
    },
    log,
  });
  return service;
}
