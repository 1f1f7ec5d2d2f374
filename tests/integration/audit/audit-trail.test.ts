/**
 * The audit trail through the product: a submission, its analysis (by the queued job), the redline,
 * a report download, the signature and a calendar download each append an entry to the account's
 * hash chain; the chain verifies through the export and the operator CLI; and an entry edited,
 * removed or cut from the end in DynamoDB is named by the verification.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { auditEntryKey, auditStores } from '../../../functions/src/adapters/dynamo/audit-log-repo';
import { userScope } from '../../../functions/src/domain/owners';
import { createAuditService } from '../../../functions/src/services/audit';
import type { AuditExport, ContractAudit } from '../../../shared/schemas/audit';
import type { AnalysisResponse } from '../../../shared/schemas/contracts';
import { runScript } from '../../support/run-script';
import { createSignedInUser, type TestUser } from '../../support/users';
import { sampleText } from '../contracts/helpers';
import { quiet, seedAnalysedContract, signContract, testTable } from '../key-dates/helpers';

const audit = () =>
  createAuditService({ ...auditStores(testTable()), clock: { now: () => Date.now() }, logger: quiet });

async function analysed(user: TestUser): Promise<string> {
  const submitted = await user.client.post<{ id: string }>('/api/contract/analyze', {
    contractText: sampleText,
    behalfOf: 'Beta LLC',
    playbookId: 'none',
    additionalInstructions: '',
    hasOriginalDocx: false,
    hasOriginalPdf: false,
  });
  expect(submitted.status).toBe(201);
  const id = submitted.body.id;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await user.client.get<AnalysisResponse>(`/api/contract/analysis/${id}`);
    if (res.body.status === 'completed') return id;
    if (res.body.status === 'failed' || Date.now() > deadline) throw new Error(`analysis ${id}: ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A call whose answer is a file, not JSON (report, calendar). */
async function download(user: TestUser, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
  return fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { cookie: `session=${user.client.cookie}`, origin: inject('baseUrl'), 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** The analysis job records its entry after the contract reads completed: wait for it. */
async function entriesOf(user: TestUser, id: string, count: number): Promise<ContractAudit['entries']> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const res = await user.client.get<ContractAudit>(`/api/contract/${id}/audit`);
    if (res.body.entries.length >= count || Date.now() > deadline) return res.body.entries;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('audit trail', () => {
  it(
    'records submission, analysis, redline, downloads and the signature; the chain verifies; an edited entry is named',
    { timeout: 90_000 },
    async () => {
      const user = await createSignedInUser({ prefix: 'audit', plan: 'paid', credits: 3 });
      const id = await analysed(user);
      expect((await entriesOf(user, id, 2)).map((e) => e.kind)).toEqual(['analysis', 'submission']);

      expect((await user.client.post(`/api/contract/redline/${id}`)).status).toBe(201);
      expect((await user.client.post(`/api/contract/redline/${id}`)).status).toBe(200);
      const report = await download(user, 'POST', '/api/pdf/generate-report', { contractId: id });
      expect(report.status).toBe(200);
      await signContract(user, id, '2026-11-20');
      expect((await download(user, 'GET', `/api/contract/${id}/calendar.ics`)).status).toBe(200);

      const entries = await entriesOf(user, id, 6);
      // Newest first; the stored redline returned a second time is no new generation.
      expect(entries.map((e) => e.kind)).toEqual([
        'download',
        'signature',
        'download',
        'redline-generation',
        'analysis',
        'submission',
      ]);
      expect(entries[2]!.details).toMatchObject({ what: 'report', format: 'pdf' });
      expect(entries[0]!.details).toMatchObject({ what: 'calendar', format: 'ics' });
      expect(entries.every((e) => e.intact && e.actorUserId === user.id && e.contractId === id)).toBe(true);
      for (let i = 0; i < entries.length - 1; i++) expect(entries[i]!.prevHash).toBe(entries[i + 1]!.hash);

      const exported = await download(user, 'GET', '/api/audit/export');
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toMatch(
        /^attachment; filename="clausewise-audit-log-\d{4}-\d{2}-\d{2}\.json"/,
      );
      const [chain] = ((await exported.json()) as AuditExport).chains;
      expect(chain).toMatchObject({ owner: `user:${user.id}`, verification: { ok: true, entries: 6 } });
      const intact = await runScript('scripts/admin/main.ts', ['audit', 'verify', user.email]);
      expect(intact.code).toBe(0);
      expect(intact.stdout).toContain(`audit verify user:${user.id} (${user.email}): 7 entries, chain intact`);

      // Someone with table access rewrites the report download's format (entry 4 of the chain).
      const reportEntry = entries[2]!;
      expect(reportEntry.seq).toBe(4);
      await testTable().doc.send(
        new UpdateCommand({
          TableName: testTable().name,
          Key: auditEntryKey(userScope(user.id), reportEntry.seq),
          UpdateExpression: 'SET details.#f = :docx',
          ExpressionAttributeNames: { '#f': 'format' },
          ExpressionAttributeValues: { ':docx': 'docx' },
        }),
      );
      expect(await audit().verify(userScope(user.id))).toMatchObject({
        ok: false,
        failure: { seq: 4, reason: 'its content was changed after it was written' },
      });
      const broken = await runScript('scripts/admin/main.ts', ['audit', 'verify', user.email]);
      expect(broken.code).toBe(1);
      expect(broken.stderr).toContain('BROKEN at entry 4 of 7: its content was changed after it was written');
      const view = await user.client.get<ContractAudit>(`/api/contract/${id}/audit`);
      expect(view.body.entries.find((e) => e.seq === 4)).toMatchObject({ intact: false, details: { format: 'docx' } });
      expect(view.body.entries.filter((e) => !e.intact)).toHaveLength(1);
    },
  );

  it('notices an entry removed from the middle or cut from the end', async () => {
    const user = await createSignedInUser({ prefix: 'audit-cut' });
    const id = await seedAnalysedContract(user, { effective: '2097-01-15', expiration: '2099-01-15' });
    const owner = userScope(user.id);
    for (let i = 0; i < 4; i++)
      await audit().append(owner, user.id, { kind: 'download', contractId: id, details: { n: i } });
    expect(await audit().verify(owner)).toEqual({ ok: true, entries: 4 });

    const remove = (seq: number) =>
      testTable().doc.send(new DeleteCommand({ TableName: testTable().name, Key: auditEntryKey(owner, seq) }));
    await remove(4);
    expect((await audit().verify(owner)).failure).toEqual({ seq: 4, reason: 'entries 4 to 4 are missing' });
    await remove(2);
    expect((await audit().verify(owner)).failure).toEqual({ seq: 2, reason: 'entry 2 is missing' });
  });

  it('keeps one unbroken chain when many events are recorded at once', async () => {
    const user = await createSignedInUser({ prefix: 'audit-race' });
    const owner = userScope(user.id);
    const service = audit();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        service.record({ userId: user.id }, { kind: 'download', details: { n: i } }),
      ),
    );
    const verification = await service.verify(owner);
    expect(verification).toEqual({ ok: true, entries: 20 });
    const exported = await service.exportFor({ userId: user.id });
    expect(exported.chains[0]!.entries.map((e) => e.details.n).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });
});
