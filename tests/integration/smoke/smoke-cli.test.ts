/**
 * `npm run smoke` against this run's local cloud, as an operator runs it after a deploy: the real
 * CLI in a child process, through the public API only. Every step must pass, and what it created
 * must be really there (the analysis completed, the uploads extracted), then signed out.
 */
import { describe, expect, inject, it } from 'vitest';
import { runScript } from '../../support/run-script';
import { FIXTURES_DIR, sharedAvailable } from '../../support/shared-dir';
import { createSignedInUser, TEST_PASSWORD } from '../../support/users';

const hasFixtures = sharedAvailable(
  'fixtures/docx/common-paper-mutual-nda.docx',
  'fixtures/scanned/scanned-netgear-distributor-p1-2.pdf',
);
// tsx start-up, OCR of a two-page scan and the analysis, on a machine shared with other runs.
const SLOW = 300_000;

const smoke = (...args: string[]) =>
  runScript('scripts/smoke/main.ts', args, { ...process.env, SMOKE_EMAIL: '', SMOKE_PASSWORD: '' });

/** The step lines: mark, name, milliseconds. */
function stepsOf(stdout: string): { ok: boolean; name: string; ms: number; detail: string }[] {
  return [...stdout.matchAll(/^([✓✗]) (.+?)\s+(\d+) ms {2}(.*)$/gm)].map((m) => ({
    ok: m[1] === '✓',
    name: m[2]!.trim(),
    ms: Number(m[3]),
    detail: m[4]!,
  }));
}

describe.skipIf(!hasFixtures)('npm run smoke against the local cloud', () => {
  it(
    'signs up through the mailbox, uploads, analyses, checks the free plan is refused reports, and signs out',
    { timeout: SLOW },
    async () => {
      const run = await smoke('--url', inject('baseUrl'), '--mailbox', inject('mailboxUrl'), '--timeout', '240');
      expect(run.code, run.stdout + run.stderr).toBe(0);
      const steps = stepsOf(run.stdout);
      expect(steps.map((s) => s.name)).toEqual([
        'read fixtures',
        'sign up',
        'verify email',
        'sign in',
        'account status',
        'upload DOCX',
        'upload scanned PDF (OCR)',
        'submit analysis',
        'analysis completed',
        'PDF report',
        'Word report',
        'sign out',
      ]);
      expect(steps.every((s) => s.ok)).toBe(true);
      expect(steps.find((s) => s.name === 'account status')?.detail).toMatch(/^free plan, 1 credit/);
      expect(steps.find((s) => s.name === 'PDF report')?.detail).toMatch(/refused to a free account/);
      // The API has no delete call for contracts or accounts: the run says what it left.
      expect(run.stdout).toMatch(/left behind: the contract \w+ and its analysis/);
      expect(run.stdout).toMatch(/left behind: the account smoke-\w+@example\.com/);
      expect(run.stdout).toMatch(/^PASS: 12 steps$/m);
    },
  );

  it(
    'with a paid operator account, downloads a real PDF and Word report of a completed analysis',
    { timeout: SLOW },
    async () => {
      const user = await createSignedInUser({ prefix: 'smoke-op', plan: 'paid', credits: 3 });
      const run = await smoke(
        '--url',
        inject('baseUrl'),
        '--email',
        user.email,
        '--password',
        TEST_PASSWORD,
        '--fixtures',
        FIXTURES_DIR,
        '--timeout',
        '240',
      );
      expect(run.code, run.stdout + run.stderr).toBe(0);
      const steps = stepsOf(run.stdout);
      expect(steps.map((s) => s.name)).not.toContain('sign up');
      expect(steps.every((s) => s.ok)).toBe(true);
      expect(steps.find((s) => s.name === 'PDF report')?.detail).toMatch(/KB PDF$/);
      expect(steps.find((s) => s.name === 'Word report')?.detail).toMatch(/KB DOCX$/);
      expect(steps.find((s) => s.name === 'upload scanned PDF (OCR)')?.detail).toMatch(
        /scanned-netgear-distributor-p1-2\.pdf: \d+ words/,
      );

      // What the run reported is what the account now holds: its contract, analysed, one credit spent.
      const contractId = /contract (\w+)/.exec(steps.find((s) => s.name === 'submit analysis')!.detail)![1]!;
      const analysis = await user.client.get<{ status: string }>(`/api/contract/analysis/${contractId}`);
      expect(analysis.status).toBe(200);
      expect(analysis.body.status).toBe('completed');
      const status = await user.client.get<{ creditsRemaining: number }>('/api/contract/user-status');
      expect(status.body.creditsRemaining).toBe(2);
    },
  );

  it('fails with exit code 1 and a ✗ line when a step fails, and stops there', { timeout: SLOW }, async () => {
    const run = await smoke(
      '--url',
      inject('baseUrl'),
      '--email',
      'nobody-smoke@example.com',
      '--password',
      'wrong-password-42',
    );
    expect(run.code).toBe(1);
    const steps = stepsOf(run.stdout);
    expect(steps.map((s) => [s.name, s.ok])).toEqual([
      ['read fixtures', true],
      ['sign in', false],
    ]);
    expect(steps[1]!.detail).toMatch(/^HTTP 401/);
    expect(run.stdout).toMatch(/^FAIL: 1 of 2 steps failed$/m);
  });

  it(
    'refuses to run without an account or a mailbox, and names a missing fixtures folder',
    { timeout: SLOW },
    async () => {
      const usage = await smoke('--url', inject('baseUrl'));
      expect(usage.code).toBe(2);
      expect(usage.stderr).toMatch(/give a verified account \(--email\/--password\) for a live stack, or --mailbox/);

      const missing = await smoke(
        '--url',
        inject('baseUrl'),
        '--mailbox',
        inject('mailboxUrl'),
        '--fixtures',
        '/nonexistent/fixtures',
      );
      expect(missing.code).toBe(1);
      expect(missing.stdout).toMatch(
        /✗ read fixtures .*fixture \/nonexistent\/fixtures\/docx\/common-paper-mutual-nda\.docx is missing \(give the folder with --fixtures DIR\)/,
      );
    },
  );
});
