/**
 * The upload use-cases: hand out a presigned PUT URL for a checked file description, and turn an
 * uploaded object into text. The server trusts nothing the browser said: it re-checks what it
 * reads (size, bytes, structure), and an upload that fails processing is deleted, so nothing
 * half-done is left behind. A processed original moves from `uploads/` (which expires, so abandoned
 * uploads are cleaned up) to `originals/`, where the contract submission references it.
 */
import type { ObjectStorage } from '../../adapters/storage/port';
import { StorageError } from '../../adapters/storage/port';
import type { OcrPort } from '../../adapters/ocr/port';
import { acceptedContentTypes, canonicalContentType, type UploadKind } from '../../../../shared/schemas/uploads';
import { AppError } from '../../domain/errors/app-error';
import { extractDocxText } from '../../documents/docx/docx';
import { extractionFailed } from '../../documents/errors';
import { extractPdfText, LongExtraction, type PageReport } from '../extraction/pdf';
import { uploadErrors } from './errors';
import { buildUploadKey, hasExtension, keyFromUploadUrl, kindOfKey, ownerOfKey } from './keys';
import type { PageQuota } from './page-quota';
import type { LogPort } from '../../log/port';

export interface UploadSettings {
  maxBytes: number;
  uploadPrefix: string;
  presignExpirySeconds: number;
  ocrDpi: number;
  maxOcrPages: number;
  /** The page cap and the OCR budget per page (defaults in extraction/pdf.ts). */
  maxPdfPages?: number;
  ocrPageBudgetMs?: number;
  /** PDFs over this many pages, or scanned, go to the extraction job instead of the API call. */
  inlineMaxPages?: number;
}

export type UploadLog = Pick<LogPort, 'info' | 'warn' | 'error'>;

export interface UploadDeps {
  storage: ObjectStorage;
  ocr: OcrPort;
  /** The daily page limits; absent in tools that read files outside any account. */
  quota?: PageQuota;
  newId: () => string;
  settings: UploadSettings;
  log: UploadLog;
}

export interface FileDescription {
  filename: string;
  contentType: string;
  size: number;
}

export interface UploadTicket {
  uploadURL: string;
  objectPath: string;
  contentType: string;
  expiresInSeconds: number;
  maxBytes: number;
}

export interface Extracted {
  text: string;
  objectPath: string;
  pages?: PageReport[];
}

/** A PDF left for the extraction job: its upload key and page count. */
export interface LongUpload {
  kind: 'long';
  key: string;
  pagesTotal: number;
}

export const isLongUpload = (r: Extracted | LongUpload): r is LongUpload => 'kind' in r && r.kind === 'long';

/** Where processed originals live; outside the upload prefix's expiry rule. */
export const originalsPrefix = 'originals/';

export function createUploadService(deps: UploadDeps) {
  const { storage, settings, log } = deps;

  async function createUploadUrl(userId: string, kind: UploadKind, file: FileDescription): Promise<UploadTicket> {
    try {
      return await presign(userId, kind, file);
    } catch (err) {
      throw refused(err, uploadErrors.presignFailed(file.filename), { kind, step: 'presign' });
    }
  }

  async function presign(userId: string, kind: UploadKind, file: FileDescription): Promise<UploadTicket> {
    const type = file.contentType || 'application/octet-stream';
    if (!hasExtension(file.filename, kind) || !acceptedContentTypes[kind].includes(type)) {
      throw uploadErrors.wrongType(kind, file.filename).because(`${file.filename} (${type}) for ${kind}`);
    }
    if (file.size > settings.maxBytes) throw uploadErrors.tooLarge(file.filename).because(`${file.size} bytes`);
    const objectPath = buildUploadKey(settings.uploadPrefix, userId, deps.newId(), file.filename, kind);
    const contentType = canonicalContentType[kind];
    const uploadURL = await storage.presignPut(objectPath, {
      contentType,
      contentLength: file.size,
      expiresInSeconds: settings.presignExpirySeconds,
    });
    return {
      uploadURL,
      objectPath,
      contentType,
      expiresInSeconds: settings.presignExpirySeconds,
      maxBytes: settings.maxBytes,
    };
  }

  /**
   * The text of the caller's upload at `url`, read inside the API call; `filename` is how messages
   * name the file. A PDF that may take long (over `inlineMaxPages` pages, or scanned) is not read:
   * the answer is a LongUpload for the extraction job, and the upload stays where it is.
   */
  async function extract(
    userId: string,
    kind: UploadKind,
    url: string,
    filename: string,
  ): Promise<Extracted | LongUpload> {
    const key = keyFromUploadUrl(url, storage.bucket, settings.uploadPrefix, userId);
    // Someone else's key, a malformed URL and a missing object all look the same: not found.
    if (!key)
      throw refused(uploadErrors.notFound(filename).because('key outside the caller prefix'), undefined, {
        kind,
        step: 'process',
      });
    try {
      return await readUpload(key, kind, filename, { inline: true });
    } catch (err) {
      if (err instanceof LongExtraction) return { kind: 'long', key, pagesTotal: err.pagesTotal };
      throw await failedUpload(err, kind, key, filename);
    }
  }

  /**
   * The extraction job's read of an upload (no inline limit, progress reported). A refusal (an
   * AppError with the user's message) deletes the upload as the inline path does; anything
   * unexpected is rethrown as it is and the upload kept, for the job's next attempt.
   */
  async function extractForJob(
    key: string,
    filename: string,
    onProgress: (pagesRead: number, pagesTotal: number) => void,
  ): Promise<Extracted> {
    try {
      return await readUpload(key, 'pdf', filename, { inline: false, onProgress });
    } catch (err) {
      const known = fromStorage(err, filename);
      if (!(known instanceof AppError)) throw err;
      throw await failedUpload(known, 'pdf', key, filename);
    }
  }

  async function readUpload(
    key: string,
    kind: UploadKind,
    filename: string,
    mode: { inline: boolean; onProgress?: (pagesRead: number, pagesTotal: number) => void },
  ): Promise<Extracted> {
    const started = Date.now();
    if (kindOfKey(key) !== kind) throw uploadErrors.wrongType(kind, filename).because(`${key} is not a ${kind}`);
    const bytes = await storage.get(key, { maxBytes: settings.maxBytes });
    if (kind === 'docx') {
      const text = extractDocxText(bytes);
      if (text.trim() === '') throw extractionFailed('docx-invalid', 'no text');
      log.info('upload extracted', { kind, key, bytes: bytes.length, ms: Date.now() - started });
      return { text, objectPath: await keepOriginal(key, kind, bytes) };
    }
    const result = await extractPdfText(bytes, {
      ocr: deps.ocr,
      location: { bucket: storage.bucket, key },
      dpi: settings.ocrDpi,
      maxOcrPages: settings.maxOcrPages,
      ...(settings.maxPdfPages ? { maxPages: settings.maxPdfPages } : {}),
      ...(settings.ocrPageBudgetMs ? { ocrPageBudgetMs: settings.ocrPageBudgetMs } : {}),
      ...(mode.inline && settings.inlineMaxPages ? { inlineMaxPages: settings.inlineMaxPages } : {}),
      ...(mode.onProgress ? { onProgress: mode.onProgress } : {}),
      ...(deps.quota ? quotaHooks(deps.quota, key) : {}),
      filename,
    });
    const ocrPages = result.pages.filter((p) => p.source === 'ocr').length;
    log.info('upload extracted', {
      kind,
      key,
      bytes: bytes.length,
      pages: result.pages.length,
      ocrPages,
      ocr: deps.ocr.provider,
      ms: Date.now() - started,
    });
    return { text: result.text, objectPath: await keepOriginal(key, kind, bytes), pages: result.pages };
  }

  /** The failure to answer with; the upload is deleted unless it was never there. */
  async function failedUpload(err: unknown, kind: UploadKind, key: string, filename: string): Promise<AppError> {
    const failure = refused(fromStorage(err, filename), uploadErrors.processFailed(kind), {
      kind,
      step: 'process',
      key,
    });
    if (failure.code !== 'UPLOAD_NOT_FOUND') await discard(key);
    return failure;
  }

  /** Deletes an upload that will not be processed (failed, or its job gave up); best effort. */
  async function discard(key: string): Promise<void> {
    await storage
      .delete(key)
      .catch((deleteErr: unknown) => log.warn('could not delete failed upload', { key, error: deleteErr }));
  }

  /** Moves a processed upload out of the expiring prefix; the original is kept for later use. */
  async function keepOriginal(key: string, kind: UploadKind, bytes: Uint8Array): Promise<string> {
    const originalKey = originalsPrefix + key.slice(settings.uploadPrefix.length);
    await storage.put(originalKey, bytes, canonicalContentType[kind]);
    await storage.delete(key);
    return originalKey;
  }

  /**
   * A refusal is logged with its detail (operators only) and rethrown; anything unexpected is logged
   * as an error and becomes the step's generic spec message (never a stack trace).
   */
  function refused(err: unknown, unexpected: AppError | undefined, fields: Record<string, unknown>): AppError {
    if (err instanceof AppError) {
      log.info('upload refused', { ...fields, code: err.code, detail: err.detail });
      return err;
    }
    log.error('upload failed unexpectedly', { ...fields, error: err });
    if (!unexpected) throw err;
    return unexpected;
  }

  /** The caller's upload key behind `url`, or undefined when it is not theirs (see keyFromUploadUrl). */
  const uploadKey = (userId: string, url: string): string | undefined =>
    keyFromUploadUrl(url, storage.bucket, settings.uploadPrefix, userId);

  return { createUploadUrl, extract, extractForJob, discard, uploadKey };
}

export type UploadService = ReturnType<typeof createUploadService>;

/** The daily page limits, charged to the upload's owner once per upload (its key). */
function quotaHooks(quota: PageQuota, key: string) {
  const userId = ownerOfKey(key);
  return {
    beforePages: (pages: number) => quota.pages(userId, key, pages),
    beforeOcr: (pages: number) => quota.ocrPages(userId, key, pages),
  };
}

/** The storage port's refusals in the user's terms (a missing or oversized object). */
function fromStorage(err: unknown, filename: string): unknown {
  if (!(err instanceof StorageError)) return err;
  const error = err.kind === 'not-found' ? uploadErrors.notFound(filename) : uploadErrors.tooLarge(filename);
  return error.because(err.message);
}
