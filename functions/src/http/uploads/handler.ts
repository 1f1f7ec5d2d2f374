/**
 * Uploads Lambda: presigned PUT URLs for DOCX and PDF files, then text extraction from the object
 * the browser PUT. Every call acts for the signed-in user and only ever touches their own prefix.
 * DOCX and short text-layer PDFs are read in the call (200 with the text); a scanned or long PDF
 * becomes an extraction job (202 with its status), polled at GET /api/upload/extraction/{id}.
 */
import type * as v from 'valibot';
import {
  ProcessDocxRequestSchema,
  ProcessPdfRequestSchema,
  UploadUrlRequestSchema,
  type ExtractionResult,
  type UploadKind,
  type UploadUrlResponse,
} from '../../../../shared/schemas/uploads';
import { assertConfigured, getConfig } from '../../config';
import { isLongUpload } from '../../services/uploads';
import { requireSession } from '../core/auth';
import { assertSameOrigin, parseBody, type ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { requireVerified, takeUploadProcessing } from './limits';
import { getExtractionJobs, getUploadService } from './deps';

assertConfigured('the uploads API', 'uploadsBucket', 'extractionQueueUrl');

function presign(kind: UploadKind) {
  return async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { userId, user } = await requireSession(event);
    requireVerified(user);
    const file = parseBody(event, UploadUrlRequestSchema);
    const body: UploadUrlResponse = await getUploadService().createUploadUrl(userId, kind, file);
    return json(200, body);
  };
}

function processUpload<S extends v.GenericSchema<unknown, { filename: string }>>(
  kind: UploadKind,
  schema: S,
  urlOf: (body: v.InferOutput<S>) => string,
) {
  return async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { userId, user } = await requireSession(event);
    requireVerified(user);
    const body = parseBody(event, schema);
    await takeUploadProcessing(userId);
    // An upload already handed to a job answers with that job, even once the job has moved the
    // upload to originals/ (a retry after a lost response, or a second tab).
    const key = kind === 'pdf' ? getUploadService().uploadKey(userId, urlOf(body)) : undefined;
    const existing = key ? await getExtractionJobs().ofUpload(userId, key) : undefined;
    if (existing) return json(202, existing);
    const extracted = await getUploadService().extract(userId, kind, urlOf(body), body.filename);
    if (isLongUpload(extracted)) {
      const job = await getExtractionJobs().start(userId, extracted.key, body.filename, extracted.pagesTotal);
      return json(202, job);
    }
    const result: ExtractionResult = { success: true, extractedText: extracted.text, objectPath: extracted.objectPath, filename: body.filename };
    return json(200, result);
  };
}

async function extractionStatus(event: ApiEvent) {
  const { userId } = await requireSession(event);
  const jobId = event.pathParameters?.id ?? '';
  const job = await getExtractionJobs().status(userId, jobId);
  return json(200, job);
}

export const handler = createHandler({
  'POST /api/upload': presign('docx'),
  'POST /api/upload/pdf': presign('pdf'),
  'POST /api/upload/process': processUpload('docx', ProcessDocxRequestSchema, (b) => b.docxUrl),
  'POST /api/upload/process-pdf': processUpload('pdf', ProcessPdfRequestSchema, (b) => b.pdfUrl),
  'GET /api/upload/extraction/{id}': extractionStatus,
});
