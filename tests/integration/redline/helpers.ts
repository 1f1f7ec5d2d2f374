/** Helpers for the redline API tests: analysed contracts made through the real submit and job. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ulid } from 'ulid';
import { expect, inject } from 'vitest';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { createContractsRepo } from '../../../functions/src/adapters/dynamo/contracts-repo';
import type { TestUser } from '../../support/users';

export const servicesText = readFileSync(
  path.resolve(import.meta.dirname, '../../../functions/src/analyzer/__fixtures__/services-agreement.txt'),
  'utf8',
);
export const CUSTOMER = 'Beta Retail LLC';

export const table = () => {
  const env = inject('cloudEnv');
  return createTable({
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: env.TABLE_NAME!,
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
  });
};
export const contractsRepo = () => createContractsRepo(table());

export async function waitCompleted(user: TestUser, id: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await user.client.get<{ status: string }>(`/api/contract/analysis/${id}`);
    if (res.body.status === 'completed') return;
    if (res.body.status === 'failed' || Date.now() > deadline) throw new Error(`analysis ${id}: ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Submits a contract (1 credit) and waits for the SQS-driven analysis to complete. */
export async function analysedContract(
  user: TestUser,
  extra: Record<string, unknown> = {},
  text = servicesText,
  behalfOf = CUSTOMER,
): Promise<string> {
  const submit = await user.client.post<{ id: string }>('/api/contract/analyze', {
    contractText: text,
    behalfOf,
    playbookId: 'none',
    additionalInstructions: '',
    hasOriginalDocx: false,
    hasOriginalPdf: false,
    ...extra,
  });
  expect(submit.status, JSON.stringify(submit.body)).toBe(201);
  await waitCompleted(user, submit.body.id);
  return submit.body.id;
}

/** A contract stored as submitted but never analysed (its job has not run). */
export async function pendingContract(userId: string): Promise<string> {
  const id = ulid();
  await contractsRepo().create({
    id,
    userId,
    behalfOf: CUSTOMER,
    playbookId: null,
    additionalInstructions: '',
    excerpt: servicesText.slice(0, 150),
    createdAt: new Date().toISOString(),
    contractText: servicesText,
    textChars: servicesText.length,
    originalDocxPath: null,
    originalDocxFilename: null,
    hasOriginalDocx: false,
    originalPdfPath: null,
    originalPdfFilename: null,
    hasOriginalPdf: false,
  });
  return id;
}

/** A download: the raw bytes, not JSON. */
export async function downloadRedlined(user: TestUser | undefined, id: string, body: unknown) {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}/api/docx/generate-redlined-report/${id}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: baseUrl,
      ...(user?.client.cookie ? { cookie: `session=${user.client.cookie}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const json = () => JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, unknown>;
  return { status: res.status, headers: res.headers, bytes, json };
}

const xmlText = (xml: string) =>
  xml
    .replace(/<w:tab\/>/g, ' ')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
export const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The tracked changes of a Word body and the text with all of them accepted or all rejected. */
export function trackedChanges(documentXml: string) {
  const changes = [...documentXml.matchAll(/<w:(ins|del)\b([^>]*)>/g)].map((m) => ({
    kind: m[1] as 'ins' | 'del',
    author: /w:author="([^"]*)"/.exec(m[2]!)?.[1],
    date: /w:date="([^"]*)"/.exec(m[2]!)?.[1],
  }));
  const body = documentXml.replace(/<w:rPr>[\s\S]*?<\/w:rPr>/g, '');
  const accepted = xmlText(
    body.replace(/<w:del\b[^>]*>[\s\S]*?<\/w:del>/g, '').replace(/<w:delText[^>]*>[\s\S]*?<\/w:delText>/g, ''),
  );
  const rejected = xmlText(
    body
      .replace(/<w:ins\b[^>]*>[\s\S]*?<\/w:ins>/g, '')
      .replace(/<w:delText([^>]*)>/g, '<w:t$1>')
      .replace(/<\/w:delText>/g, '</w:t>'),
  );
  return { changes, accepted: flat(accepted), rejected: flat(rejected) };
}
