import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { scriptCommand } from '../../support/run-script';
import { authMessages } from '../../../shared/messages';
import { Browser, PASSWORD, signUp, uniqueEmail } from './client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Runs the CLI as a child process with the test cloud's environment (TABLE_NAME, endpoint). */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      scriptCommand('scripts/admin/main.ts', args),
      { cwd: root, env: process.env },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

// Each run starts a Node child process (about a second each), hence the generous timeout.
describe('admin CLI', { timeout: 120_000 }, () => {
  it('sets credits, plan, verification and role', async () => {
    const email = uniqueEmail('cli');
    await signUp(email);
    const browser = new Browser();
    await browser.login(email, PASSWORD);

    expect((await admin('credits', 'set', email.toUpperCase(), '7')).code).toBe(0);
    expect((await admin('plan', email, 'paid')).code).toBe(0);
    const verify = await admin('verify', email);
    expect(verify.code).toBe(0);
    expect(verify.stdout).toContain('verified=true');
    const role = await admin('admin', email);
    expect(role.stdout).toContain('role=admin');

    // verify grants the free credit once on top of the balance set; a second verify adds nothing.
    expect((await admin('verify', email)).code).toBe(0);
    expect((await browser.status()).body).toMatchObject({
      creditsRemaining: 8,
      subscriptionType: 'paid',
      isVerified: true,
    });
  });

  it('force-reset makes sign-in answer needsReset and ends current sessions', async () => {
    const email = uniqueEmail('force');
    await signUp(email);
    const browser = new Browser();
    await browser.login(email, PASSWORD);
    expect((await admin('force-reset', email)).code).toBe(0);

    expect((await browser.status()).body).toMatchObject({ isAuthenticated: false, sessionExpired: true });
    const login = await new Browser().login(email, PASSWORD);
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ message: authMessages.resetRequiredBody, code: 'NEEDS_RESET', needsReset: true });
  });

  it('fails clearly for an unknown user, an unknown command and a bad argument', async () => {
    const unknownUser = await admin('credits', 'add', uniqueEmail('ghost'), '3');
    expect(unknownUser.code).toBe(1);
    expect(unknownUser.stderr).toMatch(/No account with email/);

    const unknownCommand = await admin('destroy', 'a@example.com');
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toMatch(/Unknown command: destroy/);

    expect((await admin('credits', 'set', 'a@example.com', '-4')).code).toBe(2);
    // The old blind form is gone: it must say add or set.
    expect((await admin('credits', 'a@example.com', '4')).code).toBe(2);
    expect((await admin('plan', 'a@example.com', 'gold')).code).toBe(2);
    expect((await admin('verify', 'not-an-email')).code).toBe(2);

    const help = await admin('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('force-reset <email>');
  });
});
