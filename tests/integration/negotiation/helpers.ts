/** Helpers for the negotiation API tests: their markup uploaded and analysed through the real submit and job. */
import { expect, inject } from 'vitest';
import type { Analysis } from '../../../shared/schemas/analysis';
import { normaliseAnalysis } from '../../../shared/schemas/analysis';
import type { TestUser } from '../../support/users';
import { waitCompleted } from '../redline/helpers';
import { uploadAndProcess } from '../uploads/helpers';

/** Uploads a Word file, submits its text (with an optional playbook and previous draft) and waits for the analysis. */
export async function analysedUpload(
  user: TestUser,
  filename: string,
  bytes: Uint8Array,
  extra: Record<string, unknown> = {},
  behalfOf = 'Customer',
): Promise<{ id: string; text: string }> {
  const { processed } = await uploadAndProcess(user, 'docx', filename, bytes);
  expect(processed.status, JSON.stringify(processed.body)).toBe(200);
  const text = processed.body.extractedText as string;
  const submit = await user.client.post<{ id: string }>('/api/contract/analyze', {
    contractText: text,
    behalfOf,
    playbookId: 'none',
    additionalInstructions: '',
    originalDocxPath: processed.body.objectPath,
    originalDocxFilename: filename,
    hasOriginalDocx: true,
    hasOriginalPdf: false,
    ...extra,
  });
  expect(submit.status, JSON.stringify(submit.body)).toBe(201);
  await waitCompleted(user, submit.body.id);
  return { id: submit.body.id, text };
}

export async function analysisOf(user: TestUser, id: string): Promise<Analysis> {
  const res = await user.client.get<{ analysis: string }>(`/api/contract/analysis/${id}`);
  expect(res.status).toBe(200);
  return normaliseAnalysis(res.body.analysis)!;
}

export async function createPlaybook(user: TestUser, name: string, content: string): Promise<number> {
  const res = await user.client.post<{ id: number }>('/api/playbooks', { name, content });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

/** A file download (bytes, not JSON) with the user's session and the site's Origin. */
export async function download(user: TestUser | undefined, method: 'GET' | 'POST', path: string, body?: unknown) {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(user?.client.cookie ? { cookie: `session=${user.client.cookie}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = () => JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, unknown>;
  return { status: res.status, headers: res.headers, bytes, json };
}

export const generateResponse = (user: TestUser | undefined, id: string, body: unknown) =>
  download(user, 'POST', `/api/docx/generate-response/${id}`, body);
