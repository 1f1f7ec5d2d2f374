/**
 * The README's curl session, run as written against the test cloud (only the origin and the key
 * are put in): it must drive a whole review and leave the analysis, both reports, the redline and
 * the redlined Word file behind.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { createFirm } from '../organizations/helpers';
import { createKey } from './helpers';

const readme = await readFile(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

function session(): string {
  const block = /<!-- api-session:start -->\s*```sh\n([\s\S]*?)```\s*<!-- api-session:end -->/.exec(readme)?.[1];
  if (!block) throw new Error('README has no api-session block');
  return block;
}

describe('README API session', () => {
  it('works as written', async () => {
    const { orgId, owner } = await createFirm({ size: 1, plan: 'enterprise', credits: 1 });
    const { key } = await createKey(owner, orgId, 'write', 'README');
    const script = session()
      .replace(/^CW=.*$/m, `CW=${inject('baseUrl')}`)
      .replace(/^KEY=.*$/m, `KEY=${key}`);
    expect(script).toContain('/api/v1/contracts');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'readme-session-'));
    try {
      await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', `cd ${dir}\n${script}`], { timeout: 90_000 });
      const analysis = JSON.parse(await readFile(path.join(dir, 'analysis.json'), 'utf8')) as { status: string; analysis: unknown };
      expect(analysis.status).toBe('completed');
      expect(analysis.analysis).toHaveProperty('risk_assessment_issues');
      expect((await readFile(path.join(dir, 'report.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await readFile(path.join(dir, 'report.docx'))).subarray(0, 2).toString()).toBe('PK');
      expect(JSON.parse(await readFile(path.join(dir, 'redline.json'), 'utf8'))).toHaveProperty('redlineMetadata.modifications');
      expect((await readFile(path.join(dir, 'redlined.docx'))).subarray(0, 2).toString()).toBe('PK');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
