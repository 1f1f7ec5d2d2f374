/**
 * POST /api/pdf/generate-report and POST /api/docx/generate-report through the local cloud's HTTP
 * API with real signed-in users and a contract analysed by the SQS-driven job: paid users get the
 * files, free users the upgrade answer, anyone else's or a missing contract a 404, and a stored
 * analysis that is not JSON still gives a report with its raw text.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { contractKey } from '../../../functions/src/adapters/dynamo/contract-keys';
import { createEngagementRepo } from '../../../functions/src/adapters/dynamo/engagement-repo';
import { reportContentTypes, reportMessages } from '../../../shared/report-messages';
import { sampleText } from '../contracts/helpers';
import { createSignedInUser, type TestUser } from '../../support/users';

const table = () => {
  const env = inject('cloudEnv');
  return createTable({
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: env.TABLE_NAME!,
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
  });
};

/** A download: the raw bytes, not JSON. */
async function download(user: TestUser | undefined, format: 'pdf' | 'docx', body: unknown) {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}/api/${format}/generate-report`, {
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

async function analysedContract(user: TestUser, behalfOf: string, contractText = sampleText): Promise<string> {
  const submit = await user.client.post<{ id: string }>('/api/contract/analyze', {
    contractText,
    behalfOf,
    playbookId: 'none',
    additionalInstructions: '',
    hasOriginalDocx: false,
    hasOriginalPdf: false,
  });
  expect(submit.status).toBe(201);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await user.client.get<{ status: string }>(`/api/contract/analysis/${submit.body.id}`);
    if (res.body.status === 'completed') return submit.body.id;
    if (res.body.status === 'failed' || Date.now() > deadline)
      throw new Error(`analysis ${submit.body.id}: ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('report downloads', () => {
  let paid: TestUser;
  let contractId: string;

  beforeAll(async () => {
    paid = await createSignedInUser({ prefix: 'report-paid', plan: 'paid', credits: 5 });
    // Reviewed for Acme Corp: the report is named after the contract and the other party.
    contractId = await analysedContract(paid, 'Acme Corp');
  }, 120_000);

  it('gives a paid user the PDF, named after the contract type and the counterparty, and records the download', async () => {
    const res = await download(paid, 'pdf', { contractId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(reportContentTypes.pdf);
    const disposition = res.headers.get('content-disposition')!;
    const utf8 = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!);
    expect(utf8).toMatch(/^[A-Za-z_]*Agreement_Beta_LLC_Analysis_Report\.pdf$/);
    expect(utf8).not.toMatch(/Acme/);
    expect(disposition).toBe(`attachment; filename="${utf8}"; filename*=UTF-8''${utf8}`);
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const events = await createEngagementRepo(table()).listReportDownloads(paid.id);
    expect(events[0]).toMatchObject({
      eventType: 'report_download',
      contractId,
      format: 'pdf',
      bytes: res.bytes.byteLength,
    });
  });

  it('gives a paid user the Word report with the same content', async () => {
    const res = await download(paid, 'docx', { contractId });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(reportContentTypes.docx);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename\*=UTF-8''\S*Agreement_Beta_LLC_Analysis_Report\.docx/,
    );
    const xml = strFromU8(unzipSync(res.bytes)['word/document.xml']!);
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('Executive Summary');
  });

  it('answers a free user with needsUpgrade and the spec message', async () => {
    const free = await createSignedInUser({ prefix: 'report-free' });
    for (const format of ['pdf', 'docx'] as const) {
      const res = await download(free, format, { contractId });
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ needsUpgrade: true, message: reportMessages.paidOnly, code: 'NEEDS_UPGRADE' });
    }
  });

  it("answers 404 for another user's contract, even when the body names its owner", async () => {
    const other = await createSignedInUser({ prefix: 'report-other', plan: 'paid' });
    const res = await download(other, 'pdf', { contractId, userId: paid.id, email: paid.email });
    expect(res.status).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers 404 for a missing contract, 400 without a contractId and 401 without a session', async () => {
    expect((await download(paid, 'pdf', { contractId: '01JAAAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(404);
    expect((await download(paid, 'docx', { contractId: 'not-an-id' })).status).toBe(404);
    expect((await download(paid, 'pdf', {})).status).toBe(400);
    expect((await download(undefined, 'pdf', { contractId })).status).toBe(401);
  });

  it('still gives a report when the stored analysis is raw text', async () => {
    // No analysis to name it after: the reviewed party names it (letters of any script kept).
    const id = await analysedContract(paid, 'Müller GmbH');
    await table().doc.send(
      new UpdateCommand({
        TableName: table().name,
        Key: contractKey(paid.id, id),
        UpdateExpression: 'SET analysis = :raw',
        ExpressionAttributeValues: { ':raw': 'The model answered in prose: clause 4 caps liability.' },
      }),
    );
    const docx = await download(paid, 'docx', { contractId: id });
    expect(docx.status).toBe(200);
    const xml = strFromU8(unzipSync(docx.bytes)['word/document.xml']!);
    expect(xml).toContain(reportMessages.rawTextNotice);
    expect(xml).toContain('The model answered in prose: clause 4 caps liability.');
    const pdf = await download(paid, 'pdf', { contractId: id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="M_ller_GmbH_Analysis_Report.pdf"; filename*=UTF-8''${encodeURIComponent('Müller_GmbH_Analysis_Report.pdf')}`,
    );
  });
});
