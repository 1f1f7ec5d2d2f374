/**
 * Turns an uploaded object into text for its owner: a signed-in user (the uploads API) or an API
 * key's organisation (/api/v1). One path for both, so the same limit, job and answers apply:
 * DOCX and short text-layer PDFs are read in the call (200 with the text); a scanned or long PDF
 * becomes an extraction job (202 with its status), polled until it has the text.
 */
import type { ExtractionJob, ExtractionResult, UploadKind } from '../../../../shared/schemas/uploads';
import { isLongUpload } from '../../services/uploads';
import { getExtractionJobs, getUploadService } from './deps';
import { takeUploadProcessing } from './limits';

export type ProcessedUpload = { status: 200; body: ExtractionResult } | { status: 202; body: ExtractionJob };

export async function processUpload(
  ownerId: string,
  kind: UploadKind,
  url: string,
  filename: string,
): Promise<ProcessedUpload> {
  await takeUploadProcessing(ownerId);
  // An upload already handed to a job answers with that job, even once the job has moved the
  // upload to originals/ (a retry after a lost response, or a second tab).
  const key = kind === 'pdf' ? getUploadService().uploadKey(ownerId, url) : undefined;
  const existing = key ? await getExtractionJobs().ofUpload(ownerId, key) : undefined;
  if (existing) return { status: 202, body: existing };
  const extracted = await getUploadService().extract(ownerId, kind, url, filename);
  if (isLongUpload(extracted)) {
    return {
      status: 202,
      body: await getExtractionJobs().start(ownerId, extracted.key, filename, extracted.pagesTotal),
    };
  }
  return {
    status: 200,
    body: { success: true, extractedText: extracted.text, objectPath: extracted.objectPath, filename },
  };
}
