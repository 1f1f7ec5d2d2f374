/**
 * Upload calls (docs/product-spec.md section 7): ask for a presigned URL, PUT the file (with progress), then ask
 * the server to extract its text. A scanned or long PDF is extracted by a job: the
 * server answers 202 with its status, which is polled here until the text is there.
 */
import {
  ExtractionJobSchema,
  ProcessUploadResponseSchema,
  UploadUrlResponseSchema,
  canonicalContentType,
  isExtractionJob,
  type ExtractionJob,
  type ExtractionResult,
  type UploadKind,
} from '../../../../shared/schemas/uploads';
import type { ErrorBody } from '../../../../shared/error-codes';
import { ApiError, getJson, postJson, putFileWithProgress } from '../../lib/api';

const URL_PATHS: Record<UploadKind, string> = { docx: '/api/upload', pdf: '/api/upload/pdf' };

/** Between status reads of an extraction job: OCR reads a page in a second or a few. */
export const EXTRACTION_POLL_MS = 1000;
/** Status reads that may fail in a row (a dropped connection) before the extraction counts as failed. */
const MAX_POLL_FAILURES = 3;

export interface ExtractionProgress {
  pagesRead: number;
  pagesTotal: number;
}

export async function uploadFile(
  kind: UploadKind,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ uploadURL: string; objectPath: string }> {
  const target = await postJson(
    URL_PATHS[kind],
    { filename: file.name, contentType: file.type || canonicalContentType[kind], size: file.size },
    UploadUrlResponseSchema,
  );
  await putFileWithProgress(target.uploadURL, file, { contentType: target.contentType, onProgress, signal });
  return { uploadURL: target.uploadURL, objectPath: target.objectPath };
}

/** The extracted text, at once or once the extraction job is done; progress is reported while it runs. */
export async function extractText(
  kind: UploadKind,
  uploadURL: string,
  filename: string,
  onProgress?: (progress: ExtractionProgress) => void,
  signal?: AbortSignal,
): Promise<ExtractionResult> {
  const answer =
    kind === 'docx'
      ? await postJson('/api/upload/process', { docxUrl: uploadURL, filename }, ProcessUploadResponseSchema)
      : await postJson('/api/upload/process-pdf', { pdfUrl: uploadURL, filename }, ProcessUploadResponseSchema);
  return isExtractionJob(answer) ? followExtraction(answer, onProgress, signal) : answer;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

async function followExtraction(
  job: ExtractionJob,
  onProgress: ((progress: ExtractionProgress) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<ExtractionResult> {
  let current = job;
  let failures = 0;
  for (;;) {
    if (current.status === 'completed') {
      return {
        success: true,
        extractedText: current.extractedText ?? '',
        objectPath: current.objectPath ?? '',
        filename: current.filename,
      };
    }
    if (current.status === 'failed') {
      // The same code and message an inline extraction fails with, so the same toast follows.
      const body = { code: current.code, message: current.message } as Partial<ErrorBody>;
      throw new ApiError(current.message ?? 'Extraction failed', 422, body);
    }
    onProgress?.({ pagesRead: current.pagesRead, pagesTotal: current.pagesTotal });
    await wait(EXTRACTION_POLL_MS, signal);
    if (signal?.aborted) throw new DOMException('The extraction was abandoned', 'AbortError');
    try {
      const next = await getJson(`/api/upload/extraction/${encodeURIComponent(job.jobId)}`, ExtractionJobSchema);
      if (next) current = next;
      failures = 0;
    } catch (error) {
      // A server answer (404: the job is gone) is final; a dropped connection is tried again.
      if ((error instanceof ApiError && error.status > 0 && error.status < 500) || ++failures >= MAX_POLL_FAILURES)
        throw error;
    }
  }
}
