/**
 * The README's curl sessions, run as written against the test cloud (only the origin and the key
 * are put in, and a Word file where the README says `contract.docx`): they must drive a whole
 * review and leave the analysis, both reports, the redline and the redlined Word files behind,
 * while the organisation's webhook receiver on 127.0.0.1 gets each analysis.completed, signed
 * (checked here with node:crypto from the README's description, not with the product's code).
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Webhook } from '../../../shared/schemas/api-keys';
import { FIXTURES_DIR } from '../../support/shared-dir';
import { createFirm } from '../organizations/helpers';
import { createKey, signedWith, startWebhookReceiver } from './helpers';

const readme = await readFile(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

function block(name: string): string {
  const found = new RegExp(`<!-- ${name}:start -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\`\\s*<!-- ${name}:end -->`).exec(
    readme,
  )?.[1];
  if (!found) throw new Error(`README has no ${name} block`);
  return found;
}

const receiver = await startWebhookReceiver();
const deliveries = receiver.received;
afterAll(receiver.close);

async function eventFor(contractId: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = deliveries.find(
      (d) => (JSON.parse(d.body) as { data: { contractId: string } }).data.contractId === contractId,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no webhook for ${contractId}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('README API session', () => {
  it('works as written, and the signed webhook arrives', async () => {
    const { orgId, owner } = await createFirm({ size: 1, plan: 'enterprise', credits: 2 });
    const { key } = await createKey(owner, orgId, 'write', 'README');
    const hook = await owner.client.call<Webhook>('PUT', `/api/orgs/${orgId}/webhook`, { url: receiver.url });
    expect(hook.status).toBe(200);
    const secret = hook.body.secret!;

    const script = `${block('api-session')}\n${block('api-upload-session')}`
      .replace(/^CW=.*$/m, `CW=${inject('baseUrl')}`)
      .replace(/^KEY=.*$/m, `KEY=${key}`);
    expect(script).toContain('/api/v1/contracts');
    expect(script).toContain('/api/v1/uploads');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'readme-session-'));
    try {
      await copyFile(
        `${FIXTURES_DIR}/docx/common-paper-data-processing-agreement.docx`,
        path.join(dir, 'contract.docx'),
      );
      await promisify(execFile)('bash', ['-xeuo', 'pipefail', '-c', `cd ${dir}\n${script}`], {
        timeout: 150_000,
      }).catch((err: { stderr?: string }) => {
        // The trace names the step that failed (curl -f exits 22 on an HTTP error).
        throw new Error(`README session failed:\n${(err.stderr ?? '').split('\n').slice(-15).join('\n')}`);
      });
      const analysis = JSON.parse(await readFile(path.join(dir, 'analysis.json'), 'utf8')) as {
        id: string;
        status: string;
        analysis: unknown;
      };
      expect(analysis.status).toBe('completed');
      expect(analysis.analysis).toHaveProperty('risk_assessment_issues');
      expect((await readFile(path.join(dir, 'report.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await readFile(path.join(dir, 'report.docx'))).subarray(0, 2).toString()).toBe('PK');
      expect(JSON.parse(await readFile(path.join(dir, 'redline.json'), 'utf8'))).toHaveProperty(
        'redlineMetadata.modifications',
      );
      expect((await readFile(path.join(dir, 'redlined.docx'))).subarray(0, 2).toString()).toBe('PK');
      expect((await readFile(path.join(dir, 'contract_redlined.docx'))).subarray(0, 2).toString()).toBe('PK');
      const submitted = JSON.parse(await readFile(path.join(dir, 'submission.json'), 'utf8')) as {
        contractText: string;
        originalDocxPath: string;
      };
      expect(submitted.contractText).toMatch(/Data Processing/);
      expect(submitted.originalDocxPath).toMatch(new RegExp(`^originals/${orgId}/`));

      const event = await eventFor(analysis.id);
      expect(JSON.parse(event.body)).toMatchObject({
        type: 'analysis.completed',
        data: { contractId: analysis.id, status: 'completed' },
      });
      expect(signedWith(secret, event)).toBe(true);
      expect(signedWith('whsec_someone_else', event)).toBe(false);
      // The uploaded contract's event too: one per analysis.
      await expect.poll(() => deliveries.length, { timeout: 30_000 }).toBe(2);
      expect(deliveries.every((d) => signedWith(secret, d))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
