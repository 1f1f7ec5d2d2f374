/**
 * Upload calls as the browser makes them: ask for a presigned URL, PUT the bytes straight to the
 * (local) S3 endpoint, then ask the API to extract the text. Extraction calls go through node:http
 * without a client-side timeout, because OCR of a scanned PDF can outlast fetch's 300 s default on
 * a busy machine.
 */
import http from 'node:http';
import { inject } from 'vitest';
import { createS3Client, createS3ObjectStorage } from '../../../functions/src/adapters/storage/s3';
import { StorageError } from '../../../functions/src/adapters/storage/port';
import type { UploadUrlResponse } from '../../../shared/schemas/uploads';
import type { TestUser } from '../../support/users';

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export function presign(
  user: TestUser,
  kind: 'docx' | 'pdf',
  file: { filename: string; contentType: string; size: number },
) {
  return user.client.post<UploadUrlResponse & { message?: string; code?: string }>(
    kind === 'docx' ? '/api/upload' : '/api/upload/pdf',
    file,
  );
}

export async function putFile(uploadURL: string, bytes: Uint8Array, contentType: string): Promise<number> {
  const res = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  await res.arrayBuffer();
  return res.status;
}

/** POST with the user's cookie and the site's Origin, no timeout. */
export function postLong<T = Record<string, unknown>>(user: TestUser, path: string, body: unknown): Promise<Answer<T>> {
  const baseUrl = inject('baseUrl');
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(payload.length),
          origin: baseUrl,
          ...(user.client.cookie ? { cookie: `session=${user.client.cookie}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as T });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(0);
    req.on('error', reject);
    req.end(payload);
  });
}

export interface Extraction {
  success?: boolean;
  extractedText: string;
  objectPath: string;
  filename: string;
  message?: string;
  code?: string;
}

/** Presign, PUT and process one file; returns every step's answer. */
export async function uploadAndProcess(user: TestUser, kind: 'docx' | 'pdf', filename: string, bytes: Uint8Array) {
  const contentType = kind === 'docx' ? DOCX_TYPE : 'application/pdf';
  const ticket = await presign(user, kind, { filename, contentType, size: bytes.length });
  if (ticket.status !== 200) throw new Error(`presign failed: ${ticket.status} ${JSON.stringify(ticket.body)}`);
  const put = await putFile(ticket.body.uploadURL, bytes, ticket.body.contentType);
  if (put !== 200) throw new Error(`PUT failed: ${put}`);
  const processed = await postLong<Extraction>(
    user,
    kind === 'docx' ? '/api/upload/process' : '/api/upload/process-pdf',
    kind === 'docx' ? { docxUrl: ticket.body.uploadURL, filename } : { pdfUrl: ticket.body.uploadURL, filename },
  );
  return { ticket: ticket.body, processed };
}

/** Whether the object is still in the local bucket. */
export async function objectExists(key: string): Promise<boolean> {
  const env = inject('cloudEnv');
  const storage = createS3ObjectStorage(
    createS3Client({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.AWS_ENDPOINT_URL_S3 }),
    env.UPLOADS_BUCKET!,
  );
  try {
    await storage.get(key, { maxBytes: 64 * 1024 * 1024 });
    return true;
  } catch (err) {
    if (err instanceof StorageError && err.kind === 'not-found') return false;
    throw err;
  }
}

/** Where a processed upload's original is kept (see createUploadService). */
export function originalOf(uploadKey: string): string {
  return uploadKey.replace(/^uploads\//, 'originals/');
}

export interface JobStatus {
  success: true;
  jobId: string;
  status: 'extracting' | 'completed' | 'failed';
  filename: string;
  pagesRead: number;
  pagesTotal: number;
  extractedText?: string;
  objectPath?: string;
  code?: string;
  message?: string;
}

/**
 * Polls an extraction job as the review page does until it is completed or failed; returns the
 * final status and every pagesRead seen on the way (the progress a user watches).
 */
export async function followJob(user: TestUser, jobId: string, options: { everyMs?: number; timeoutMs?: number } = {}) {
  const { everyMs = 100, timeoutMs = 110_000 } = options;
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await user.client.get<JobStatus>(`/api/upload/extraction/${jobId}`);
    if (res.status !== 200) throw new Error(`status read failed: ${res.status} ${JSON.stringify(res.body)}`);
    seen.push(res.body.pagesRead);
    if (res.body.status !== 'extracting') return { final: res.body, seen };
    if (Date.now() > until)
      throw new Error(`job ${jobId} still extracting after ${timeoutMs} ms (pages ${seen.join(',')})`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
