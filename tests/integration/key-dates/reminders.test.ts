/**
 * The reminder job against the local cloud, its mail read from the local SES mailbox: each reminder
 * once however often and however concurrently the job runs, no second send after a crash between
 * sending and recording, unsubscribe per contract, the suppression list. The runs name their time
 * (as `reminders run --now` does) and, but for the index test, their account, so parallel test
 * files never send each other's reminders.
 */
import { describe, expect, it } from 'vitest';
import { createReminderClaimsRepo } from '../../../functions/src/adapters/dynamo/reminder-claims-repo';
import { createSuppressionRepo } from '../../../functions/src/adapters/dynamo/suppression-repo';
import { userScope } from '../../../functions/src/domain/owners';
import { REMINDER_LEASE_MS } from '../../../functions/src/services/reminders/run';
import { firstLink } from '../../support/mailbox';
import { runScript } from '../../support/run-script';
import { ApiClient } from '../../support/users';
import { at, mailTo, reminderJob, seedAnalysedContract, signContract, signedInUser, testTable } from './helpers';

// Expiration 2032-01-15 with 90 days' notice: the notice deadline is 2031-10-17.
const TERMS = { effective: '2030-01-15', expiration: '2032-01-15' };
const NINETY_BEFORE = at('2031-07-19T09:00:00Z');
const THIRTY_BEFORE = at('2031-09-17T09:00:00Z');
const SUBJECT_90 = 'Notice deadline in 90 days';

describe('reminder job', () => {
  it('sends a due reminder exactly once when runs overlap and repeat, with the clause, a link and an unsubscribe link', async () => {
    const user = await signedInUser('rem-once');
    const id = await seedAnalysedContract(user, TERMS);
    await signContract(user, id);
    const owner = userScope(user.id);
    const job = reminderJob();

    expect((await job({ now: at('2031-07-19T07:00:00Z'), owner })).sent).toBe(0);
    const runs = await Promise.all([
      job({ now: NINETY_BEFORE, owner }),
      job({ now: NINETY_BEFORE, owner }),
      reminderJob()({ now: NINETY_BEFORE, owner }),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect((await job({ now: NINETY_BEFORE + 3_600_000, owner })).sent).toBe(0);

    const mails = await mailTo(user.email, SUBJECT_90);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Notice deadline in 90 days: Supply Agreement — Northwind Traders Ltd');
    expect(mail.body.text).toContain('Last day to give notice of non-renewal: Friday, October 17, 2031 (in 90 days).');
    expect(mail.body.text).toContain('Clause: Section 12.1 (Term).');
    expect(firstLink(mail, `/key-dates/${id}`)).toBeDefined();
    expect(firstLink(mail, '/reminders/unsubscribe/')).toBeDefined();

    // The audit trail records the reminder.
    const audit = await user.client.get<{ entries: { kind: string; details: Record<string, unknown> }[] }>(
      `/api/contract/${id}/audit`,
    );
    expect(audit.body.entries[0]).toMatchObject({
      kind: 'reminder',
      details: { keyDate: 'notice-deadline', date: '2031-10-17', daysBefore: 90 },
    });
  });

  it('does not send twice when a run crashes between sending and recording', async () => {
    const user = await signedInUser('rem-crash');
    const id = await seedAnalysedContract(user, TERMS);
    await signContract(user, id);
    const owner = userScope(user.id);
    const claims = createReminderClaimsRepo(testTable());
    // The process dies right after SES accepted the mail: the claim is never recorded as sent.
    const crashing = reminderJob({
      claims: {
        ...claims,
        settle: () => Promise.reject(new Error('process killed after sending')),
      },
    });
    const crashed = await crashing({ now: NINETY_BEFORE, owner });
    expect(crashed.errors).toBe(1);
    expect(await mailTo(user.email, SUBJECT_90)).toHaveLength(1);

    // The retry, at once and after the crashed run's lease ran out: nothing more is sent.
    expect((await reminderJob()({ now: NINETY_BEFORE + 60_000, owner })).sent).toBe(0);
    const later = await reminderJob()({ now: NINETY_BEFORE + REMINDER_LEASE_MS + 60_000, owner });
    expect(later).toMatchObject({ sent: 0, unconfirmed: 1 });
    expect(await mailTo(user.email, SUBJECT_90)).toHaveLength(1);
    const claim = (await claims.listForContract(owner, id)).find(
      (c) => c.offsetDays === 90 && c.keyDateId === 'notice-deadline',
    );
    expect(claim?.status).toBe('unconfirmed');

    // The next reminder of the same date still goes out.
    expect((await reminderJob()({ now: THIRTY_BEFORE, owner })).sent).toBe(1);
    expect(await mailTo(user.email, 'Notice deadline in 30 days')).toHaveLength(1);
  });

  it('unsubscribe from one contract’s email stops that contract only; the same link turns it back on', async () => {
    const user = await signedInUser('rem-unsub');
    const stopped = await seedAnalysedContract(user, { ...TERMS, counterparty: 'Stopped Supplies Ltd' });
    const kept = await seedAnalysedContract(user, { ...TERMS, counterparty: 'Kept Supplies Ltd' });
    await signContract(user, stopped);
    await signContract(user, kept);
    const owner = userScope(user.id);

    expect((await reminderJob()({ now: NINETY_BEFORE, owner })).sent).toBe(2);
    const [mail] = await mailTo(user.email, 'Stopped Supplies');
    const link = firstLink(mail!, '/reminders/unsubscribe/')!;
    const token = link.slice(link.lastIndexOf('/') + 1);

    // One click, signed out: the page posts the token.
    const anonymous = new ApiClient();
    const off = await anonymous.post('/api/reminders/unsubscribe', { token });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ contractTitle: 'Supply Agreement — Stopped Supplies Ltd', remindersEnabled: false });
    expect((await anonymous.post('/api/reminders/unsubscribe', { token: 'x'.repeat(43) })).status).toBe(404);

    expect((await reminderJob()({ now: THIRTY_BEFORE, owner })).sent).toBe(1);
    expect(await mailTo(user.email, 'Notice deadline in 30 days: Supply Agreement — Kept Supplies')).toHaveLength(1);
    expect(await mailTo(user.email, 'Notice deadline in 30 days: Supply Agreement — Stopped Supplies')).toHaveLength(0);

    expect((await anonymous.post('/api/reminders/unsubscribe', { token, subscribe: true })).body).toMatchObject({
      remindersEnabled: true,
    });
    expect((await reminderJob()({ now: at('2031-10-10T09:00:00Z'), owner })).sent).toBe(2);
  });

  it('does not email an address on the suppression list, and does not send it later either', async () => {
    const user = await signedInUser('rem-bounce');
    const id = await seedAnalysedContract(user, TERMS);
    await signContract(user, id);
    const owner = userScope(user.id);
    await createSuppressionRepo(testTable()).suppress(
      user.email,
      'bounce',
      'Permanent/General',
      new Date().toISOString(),
    );

    expect(await reminderJob()({ now: NINETY_BEFORE, owner })).toMatchObject({ sent: 0, suppressed: 1 });
    expect(await mailTo(user.email, 'Notice deadline')).toHaveLength(0);
    const claim = (await createReminderClaimsRepo(testTable()).listForContract(owner, id))[0];
    expect(claim).toMatchObject({ status: 'suppressed', to: user.email });
  });

  it('the scheduled run finds due contracts through its index, and `reminders run --now` runs it from the CLI', async () => {
    const user = await signedInUser('rem-index');
    // A run over every due contract: its time is chosen so that no other test's dates (yearly notice
    // deadlines on 17 October, dates from 2096 on) have a reminder due then; only this one's is.
    const id = await seedAnalysedContract(user, { effective: '2088-07-01', expiration: '2090-07-01' });
    await signContract(user, id);
    expect(id).toMatch(/^[0-9A-Z]{26}$/);

    const run = await runScript('scripts/admin/main.ts', ['reminders', 'run', '--now', '2090-01-02T09:00:00Z']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(
      /^reminders run as of 2090-01-02T09:00:00.000Z \(.*\): \d+ contracts due, \d+ sent, /,
    );
    // 2090-07-01 minus 90 days is 2090-04-02, whose 90-day reminder is due on 2 January.
    expect(await mailTo(user.email, 'Notice deadline in 90 days')).toHaveLength(1);

    const again = await runScript('scripts/admin/main.ts', [
      'reminders',
      'run',
      '--now',
      '2090-01-02T10:00:00Z',
      '--email',
      user.email,
    ]);
    expect(again.stdout.trim().split('\n').at(-1)).toContain(`for ${user.email}`);
    expect(again.stdout).toContain(': 1 contracts due, 0 sent');
    expect(await mailTo(user.email, 'Notice deadline')).toHaveLength(1);
  });
});
