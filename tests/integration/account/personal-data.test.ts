/**
 * A user's data under their control, against the emulators: export everything as a zip, delete one
 * contract (its text, uploaded original, analysis, redline and report records go; the other
 * contract stays whole), then delete the account (password re-entered), after which sign-in fails
 * and a scan of the whole table and bucket finds nothing of the user: no id, email, name, contract
 * id or party name.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { createContractsRepo } from '../../../functions/src/adapters/dynamo/contracts-repo';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { personalDataKinds } from '../../../functions/src/adapters/personal-data/registry';
import { createS3Client, createS3ObjectStorage } from '../../../functions/src/adapters/storage/s3';
import { createPersonalData } from '../../../functions/src/services/personal-data';
import { allObjectKeys, allTableItems, tracesOf } from '../../support/emulator-scan';
import { FIXTURES_DIR } from '../../support/shared-dir';
import { ApiClient, createSignedInUser, TEST_PASSWORD, type TestUser } from '../../support/users';
import { analysedContract, pendingContract, servicesText } from '../redline/helpers';
import { uploadAndProcess } from '../uploads/helpers';
import { openCheckout } from '../payments/helpers';

const baseUrl = inject('baseUrl');

async function exportZip(user: TestUser): Promise<Record<string, Uint8Array>> {
  const res = await fetch(`${baseUrl}/api/account/export`, { headers: { cookie: `session=${user.client.cookie}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toMatch(
    /^attachment; filename="clausewise-data-\d{4}-\d{2}-\d{2}\.zip"/,
  );
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

describe('personal data: export, contract deletion, account deletion', () => {
  it(
    'exports everything, deletes a contract with all of it, then deletes the account leaving nothing',
    { timeout: 240_000 },
    async () => {
      const tag = randomUUID().slice(0, 8);
      const user = await createSignedInUser({
        prefix: 'erase',
        firstName: `Erin${tag}`,
        lastName: `Erasure${tag}`,
        plan: 'paid',
        credits: 5,
      });
      const party = `Party ${tag} Holdings`;

      // Contract 1: from an uploaded Word file (the original is kept), with a redline and a report download.
      const docxName = 'common-paper-mutual-nda.docx';
      const docx = new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'docx', docxName)));
      const { processed: fromDocx } = await uploadAndProcess(user, 'docx', docxName, docx);
      expect(fromDocx.status).toBe(200);
      const first = await analysedContract(
        user,
        { originalDocxPath: fromDocx.body.objectPath, originalDocxFilename: docxName, hasOriginalDocx: true },
        fromDocx.body.extractedText,
        party,
      );
      expect((await user.client.post(`/api/contract/redline/${first}`)).status).toBe(201);
      const report = await fetch(`${baseUrl}/api/pdf/generate-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, cookie: `session=${user.client.cookie}` },
        body: JSON.stringify({ contractId: first }),
      });
      expect(report.status).toBe(200);
      await report.arrayBuffer();

      // Contract 2: from a PDF, and long enough that its text lives in the bucket.
      const pdfName = 'cuad_1fecc64e27e5.pdf';
      const pdf = new Uint8Array(readFileSync(path.join(FIXTURES_DIR, 'pdf', pdfName)));
      const { processed: fromPdf } = await uploadAndProcess(user, 'pdf', pdfName, pdf);
      expect(fromPdf.status).toBe(200);
      const longText = `${fromPdf.body.extractedText}\n\n${servicesText.repeat(Math.ceil((310 * 1024) / Buffer.byteLength(servicesText)))}`;
      expect(Buffer.byteLength(longText)).toBeGreaterThan(300 * 1024);
      const second = await analysedContract(
        user,
        { originalPdfPath: fromPdf.body.objectPath, originalPdfFilename: pdfName, hasOriginalPdf: true },
        longText,
        `${party} Two`,
      );

      // A playbook, a checkout session and an access request under the same email.
      expect(
        (await user.client.post('/api/playbooks', { name: `Playbook ${tag}`, content: 'Cap liability at fees paid.' }))
          .status,
      ).toBe(201);
      const checkout = await openCheckout(user);
      expect(
        (
          await new ApiClient().post('/api/waitlist/apply', {
            firstName: 'Erin',
            lastName: 'Erasure',
            email: user.email,
            organization: `Org ${tag}`,
            phone: '',
            planType: 'Business',
            teamSize: '11-50 employees',
            monthlyContractCount: '21-50 per month',
          })
        ).status,
      ).toBe(201);

      // Both signed (key dates, reminders, an unsubscribe link each), and a calendar feed.
      for (const id of [first, second]) {
        expect((await user.client.post(`/api/contract/${id}/signed`, { signedOn: '2026-11-20' })).status).toBe(201);
      }
      expect((await user.client.post('/api/calendar/feed')).status).toBe(201);

      // A library search builds the account's search index (decision 210): both contracts found.
      const found = async (q: string) =>
        (
          await user.client.get<{ contracts: { id: string }[] }>(
            `/api/contract/user-contracts?q=${encodeURIComponent(q)}`,
          )
        ).body.contracts.map((c) => c.id);
      expect((await found(party)).sort()).toEqual([first, second].sort());

      // Export: JSON and the original files.
      const zip = await exportZip(user);
      const account = JSON.parse(strFromU8(zip['account.json']!)) as Record<string, unknown>;
      expect(account).toMatchObject({
        email: user.email,
        firstName: user.firstName,
        plan: 'paid',
        creditsRemaining: 3,
      });
      expect(account).not.toHaveProperty('passwordHash');
      const firstJson = JSON.parse(strFromU8(zip[`contracts/${first}/contract.json`]!)) as {
        behalfOf: string;
        analysis: { dashboard_executive_summary: unknown };
        redline: { modifications: unknown[] };
      };
      expect(firstJson.behalfOf).toBe(party);
      expect(firstJson.analysis.dashboard_executive_summary).toBeTruthy();
      expect(Array.isArray(firstJson.redline.modifications)).toBe(true);
      expect(zip[`contracts/${first}/original/${docxName}`]).toEqual(docx);
      expect(zip[`contracts/${second}/original/${pdfName}`]).toEqual(pdf);
      expect(strFromU8(zip[`contracts/${second}/contract.txt`]!)).toBe(longText);
      expect(JSON.parse(strFromU8(zip['playbooks.json']!))).toEqual([
        expect.objectContaining({ name: `Playbook ${tag}` }),
      ]);
      expect(JSON.parse(strFromU8(zip['payments.json']!))).toEqual([
        expect.objectContaining({ sessionId: checkout.sessionId, status: 'open' }),
      ]);
      expect(JSON.parse(strFromU8(zip['report-downloads.json']!))).toEqual([
        expect.objectContaining({ contractId: first, format: 'pdf' }),
      ]);
      expect(JSON.parse(strFromU8(zip['access-request.json']!))).toMatchObject({ organization: `Org ${tag}` });
      expect(strFromU8(zip['README.txt']!)).toContain('contracts/<id>/');
      const keyDates = JSON.parse(strFromU8(zip['key-dates.json']!)) as { contractId: string; signedOn: string }[];
      expect(keyDates.map((k) => k.contractId).sort()).toEqual([first, second].sort());
      expect(JSON.stringify(keyDates)).not.toContain('unsubscribeToken');
      const auditLog = JSON.parse(strFromU8(zip['audit-log.json']!)) as {
        verification: { ok: boolean };
        entries: { kind: string; contractId: string | null }[];
      };
      expect(auditLog.verification.ok).toBe(true);
      expect(auditLog.entries).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'signature', contractId: first })]),
      );

      // Delete contract 1: nothing of it is left; contract 2 and its original are untouched.
      expect((await user.client.call('DELETE', `/api/contract/${first}`)).status).toBe(200);
      expect((await user.client.get(`/api/contract/analysis/${first}`)).status).toBe(404);
      // What is left of it: its entries in the append-only audit trail (no text, no party), now
      // ending with its deletion, and the chain still verifies.
      const left = await tracesOf([first, fromDocx.body.objectPath, party + '"']);
      expect(left.objects).toEqual([]);
      expect(left.items.length).toBeGreaterThan(0);
      expect(left.items.every((k) => k.startsWith(`USER#${user.id} / AUDIT#`))).toBe(true);
      const searchIndex = (await allTableItems()).filter((i) => String(i.PK) === `SEARCH#USER#${user.id}`);
      expect(searchIndex.length).toBeGreaterThan(0);
      const trail = await user.client.get<{
        chains: { verification: { ok: boolean }; entries: { kind: string; contractId: string | null }[] }[];
      }>('/api/audit/export');
      expect(trail.body.chains[0]!.verification.ok).toBe(true);
      expect(trail.body.chains[0]!.entries.at(-1)).toMatchObject({ kind: 'contract-deletion', contractId: first });
      expect((await user.client.get(`/api/contract/${second}/key-dates`)).status).toBe(200);
      expect(await found(party)).toEqual([second]);
      expect((await user.client.get(`/api/contract/analysis/${second}`)).body).toMatchObject({ status: 'completed' });
      expect(await allObjectKeys()).toContain(fromPdf.body.objectPath);
      expect((await user.client.get<{ total: number }>('/api/contract/user-contracts')).body).toMatchObject({
        total: 1,
      });
      // Again: already gone.
      expect((await user.client.call('DELETE', `/api/contract/${first}`)).status).toBe(404);

      // Delete the account: the password is checked first.
      const wrong = await user.client.call('DELETE', '/api/account', { password: 'not my password' });
      expect(wrong.status).toBe(403);
      expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD' });
      const deleted = await user.client.call('DELETE', '/api/account', { password: TEST_PASSWORD });
      expect(deleted.status).toBe(200);
      expect(deleted.headers.get('set-cookie')).toMatch(/session=;/);

      const signIn = await new ApiClient().post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
      expect(signIn.status).toBe(401);
      expect(
        await tracesOf([user.id, user.email, user.firstName, user.lastName, first, second, tag, checkout.sessionId]),
      ).toEqual({ items: [], objects: [] });
    },
  );

  it("answers 404 for someone else's contract and 409 while an analysis is running", async () => {
    const owner = await createSignedInUser({ prefix: 'owner', credits: 2 });
    const other = await createSignedInUser({ prefix: 'other' });
    const id = await analysedContract(owner);
    expect((await other.client.call('DELETE', `/api/contract/${id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/contract/analysis/${id}`)).status).toBe(200);
    expect((await owner.client.call('DELETE', '/api/contract/not-an-id')).status).toBe(404);
    const running = await pendingContract(owner.id);
    const refused = await owner.client.call('DELETE', `/api/contract/${running}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONTRACT_IN_PROGRESS' });
  });
});

describe('a large export', () => {
  it('is put in the bucket under the expiring uploads prefix and fetched through a short-lived link', async () => {
    const env = inject('cloudEnv');
    const table = createTable({
      region: env.AWS_REGION ?? 'us-east-1',
      tableName: env.TABLE_NAME!,
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
    });
    const s3 = createS3Client({ region: env.AWS_REGION ?? 'us-east-1', endpoint: env.AWS_ENDPOINT_URL_S3 });
    const service = createPersonalData({
      kinds: personalDataKinds(table, s3, env.UPLOADS_BUCKET!, {
        keyDates: { ofContract: async () => false, ofAccount: async () => 0 },
        librarySearch: { ofContract: async () => undefined, ofAccount: async () => undefined },
      }),
      contracts: createContractsRepo(table),
      organizations: { getMembership: async () => undefined },
      exports: createS3ObjectStorage(s3, env.UPLOADS_BUCKET!),
      clock: { now: () => Date.now() },
      newId: () => ulid(),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      recordAudit: async () => undefined,
      inlineExportMaxBytes: 0,
    });
    const user = await createSignedInUser({ prefix: 'bigexport' });
    const result = await service.exportAccount({ userId: user.id, email: user.email });
    if (result.kind !== 'redirect') throw new Error('expected a link');
    const res = await fetch(result.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(result.filename);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(JSON.parse(strFromU8(zip['account.json']!))).toMatchObject({ email: user.email });
    expect((await allObjectKeys()).filter((k) => k.startsWith(`uploads/exports/${user.id}/`))).toHaveLength(1);
  });
});
