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
  type UploadKind,
  type UploadUrlResponse,
} from '../../../../shared/schemas/uploads';
import { assertConfigured, getConfig } from '../../config';
import { requireSession } from '../core/auth';
import { assertSameOrigin, parseBody, type ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { requireVerified } from './limits';
import { getExtractionJobs, getUploadService } from './deps';
import { processUpload } from './process';

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

function processUploadOf<S extends v.GenericSchema<unknown, { filename: string }>>(
  kind: UploadKind,
  schema: S,
  urlOf: (body: v.InferOutput<S>) => string,
) {
  return async (event: ApiEvent) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { userId, user } = await requireSession(event);
    requireVerified(user);
    const body = parseBody(event, schema);
    const processed = await processUpload(userId, kind, urlOf(body), body.filename);
    return json(processed.status, processed.body);
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
  'POST /api/upload/process': processUploadOf('docx', ProcessDocxRequestSchema, (b) => b.docxUrl),
  'POST /api/upload/process-pdf': processUploadOf('pdf', ProcessPdfRequestSchema, (b) => b.pdfUrl),
  'GET /api/upload/extraction/{id}': extractionStatus,
});
