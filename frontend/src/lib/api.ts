/**
 * The one typed API client (docs/product-spec.md sections 7 and 8).
 *
 * - JSON calls send cookies (credentials 'include') and a JSON content type.
 * - Successful bodies are parsed with the shared valibot schemas, so a page never sees a shape
 *   the server did not promise.
 * - A non-OK JSON call becomes an ApiError: message from body.message, else 'An error occurred';
 *   status and body attached.
 * - A generic read (getJson) that fails raises "<status>: <body text or statusText>", or yields
 *   null on 401 when asked to. Its first read of a path the page requested before the app loaded
 *   uses that answer (lib/early-responses.ts).
 */
import * as v from 'valibot';
import type { ErrorBody } from '../../../shared/error-codes';
import { genericMessages } from '../../../shared/messages';
import { takeEarlyResponse } from './early-responses';

type AnySchema = v.GenericSchema<unknown, unknown>;

export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorBody> | null;

  constructor(message: string, status: number, body: Partial<ErrorBody> | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own message, when it sent one (callers pick their spec fallback otherwise). */
  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  }
}

/** The server answered OK but with a body that does not match the promised schema. */
export class UnexpectedResponseError extends ApiError {
  constructor(status: number, body: unknown) {
    super('Unexpected response from the server', status, asErrorBody(body));
    this.name = 'UnexpectedResponseError';
  }
}

function asErrorBody(body: unknown): Partial<ErrorBody> | null {
  return body !== null && typeof body === 'object' ? (body as Partial<ErrorBody>) : null;
}

async function readBody(response: Response): Promise<{ text: string; json: unknown }> {
  const text = await response.text();
  if (text === '') return { text, json: null };
  try {
    return { text, json: JSON.parse(text) as unknown };
  } catch {
    return { text, json: null };
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON call. Pass a schema to parse the success body; without one the body is ignored. */
export async function requestJson<S extends AnySchema>(
  method: Method,
  path: string,
  options: { body?: unknown; schema: S; headers?: Record<string, string> },
): Promise<v.InferOutput<S>>;
export async function requestJson(
  method: Method,
  path: string,
  options?: { body?: unknown; headers?: Record<string, string> },
): Promise<void>;
export async function requestJson(
  method: Method,
  path: string,
  options: { body?: unknown; schema?: AnySchema; headers?: Record<string, string> } = {},
): Promise<unknown> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    // Extra headers (e.g. Idempotency-Key) never replace the JSON content type.
    headers: { ...options.headers, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const { json } = await readBody(response);
  if (!response.ok) {
    const body = asErrorBody(json);
    const message =
      typeof body?.message === 'string' && body.message !== '' ? body.message : genericMessages.errorFallback;
    throw new ApiError(message, response.status, body);
  }
  if (!options.schema) return undefined;
  const parsed = v.safeParse(options.schema, json);
  if (!parsed.success) throw new UnexpectedResponseError(response.status, json);
  return parsed.output;
}

export const postJson = <S extends AnySchema>(path: string, body: unknown, schema: S) =>
  requestJson('POST', path, { body, schema });

/** A write whose success body the UI does not read. */
export const postNoContent = (path: string, body?: unknown) => requestJson('POST', path, { body });

/**
 * Generic read: GET the query's path with cookies. On failure the message is
 * "<status>: <body text or statusText>"; with on401 'returnNull' a 401 yields null instead.
 */
export async function getJson<S extends AnySchema>(
  path: string,
  schema: S,
  options: { on401?: 'throw' | 'returnNull' } = {},
): Promise<v.InferOutput<S> | null> {
  const response = await (takeEarlyResponse(path) ??
    fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } }));
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  const { text, json } = await readBody(response);
  if (!response.ok) {
    throw new ApiError(`${response.status}: ${text || response.statusText}`, response.status, asErrorBody(json));
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) throw new UnexpectedResponseError(response.status, json);
  return parsed.output;
}

/**
 * PUTs a file to a presigned upload URL with XMLHttpRequest, so the caller can show upload
 * progress (fetch cannot report it). Resolves on 2xx; rejects with an ApiError otherwise, or on a
 * network failure (status 0) or abort.
 */
export function putFileWithProgress(
  url: string,
  file: Blob,
  options: { contentType: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', options.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve();
      } else {
        reject(new ApiError(`${xhr.status}: ${xhr.statusText || 'Upload failed'}`, xhr.status, null));
      }
    };
    xhr.onerror = () => reject(new ApiError('Network error during upload', 0, null));
    xhr.onabort = () => reject(new ApiError('Upload canceled', 0, null));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** A downloaded file: its bytes and the name the server gave it (or the caller's default). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a Content-Disposition header: the RFC 5987 `filename*=UTF-8''...` form when
 * present, else `filename="..."`; path parts are dropped. Undefined when the header names none.
 */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]?.trim()) : undefined;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/** The ApiError of a non-OK answer: message from body.message, flags such as needsUpgrade kept. */
export async function readErrorResponse(response: Response): Promise<ApiError> {
  const { json } = await readBody(response);
  const errorBody = asErrorBody(json);
  const message =
    typeof errorBody?.message === 'string' && errorBody.message !== ''
      ? errorBody.message
      : genericMessages.errorFallback;
  return new ApiError(message, response.status, errorBody);
}

/**
 * POSTs JSON and returns the answer as a file (report downloads). A non-OK answer becomes an
 * ApiError exactly like requestJson's (message from body.message, flags such as needsUpgrade kept).
 */
export const postForFile = (path: string, body: unknown, defaultFileName: string): Promise<DownloadedFile> =>
  requestFile(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    defaultFileName,
  );

/** GETs a stored file (with cookies), failing like postForFile. */
export const getForFile = (path: string, defaultFileName: string): Promise<DownloadedFile> =>
  requestFile(path, { method: 'GET' }, defaultFileName);

async function requestFile(path: string, init: RequestInit, defaultFileName: string): Promise<DownloadedFile> {
  const response = await fetch(path, { ...init, credentials: 'include' });
  if (!response.ok) throw await readErrorResponse(response);
  const blob = await response.blob();
  const fileName = fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ?? defaultFileName;
  return { blob, fileName };
}

/** Saves a file through a temporary object URL and a download link (revoked afterwards). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
