/**
 * The reminder job (scheduled; `reminders run` runs it by hand): for each signed contract whose
 * next reminder is due (the key-dates index), send what is due, each reminder at most once:
 *
 *  1. claim: a conditional PutItem of the reminder's claim item (`attribute_not_exists`), BEFORE
 *     sending. Only the run that creates it may send; a second run at the same time, or a retry
 *     after a crash, finds it and sends nothing.
 *  2. send through SES (one SDK attempt: a retried request could deliver twice).
 *  3. record: the claim becomes `sent` (guarded by our claim token).
 *
 * A crash between 1 and 3 leaves the claim `sending`; once its lease has run out a later run marks
 * it `unconfirmed` (counted and alarmed) and does not send it again: a reminder is never sent twice,
 * at the cost that one whose run died inside the SES call may never arrive (the next reminder of the
 * same date still does). SES answers that are a definite refusal (4xx) free the claim for a later
 * run, up to 3 attempts. Decision 191 explains why SES cannot make this exactly-once by itself.
 */
import { isoDateOf } from '../../../../shared/iso-date';
import type { EmailSender } from '../../adapters/email/port';
import type { KeyDatesRepo, SignedContract } from '../../adapters/repositories/key-dates';
import type { ReminderClaimsRepo } from '../../adapters/repositories/reminder-claims';
import type { SuppressionRepo } from '../../adapters/repositories/suppression';
import type { UsersRepo } from '../../adapters/repositories/users';
import { dueReminders, nextReminderAt, type PlannedReminder } from '../../domain/key-dates/reminders';
import { ownerLabel, type OwnerScope } from '../../domain/owners';
import { metric, metricNames } from '../../log';
import type { RecordAudit } from '../audit';
import { reminderEmail } from './email';
import type { Clock } from '../../adapters/clock';
import type { LogPort } from '../../log/port';

export interface ReminderJobDeps {
  keyDates: KeyDatesRepo;
  claims: ReminderClaimsRepo;
  users: Pick<UsersRepo, 'getById'>;
  suppressions: Pick<SuppressionRepo, 'get'>;
  email: EmailSender;
  recordAudit: RecordAudit;
  clock: Clock;
  appOrigin: string;
  newToken(): string;
  log: Pick<LogPort, 'info' | 'warn' | 'error'>;
}

/** Longer than the job can run (routes.ts: 300 s): a claim older than this belongs to a dead run. */
export const REMINDER_LEASE_MS = 15 * 60_000;
/** How soon a contract whose reminder could not go out (refused, or another run holds it) is looked at again. */
export const REMINDER_RETRY_MS = 60 * 60_000;
export const REMINDER_MAX_ATTEMPTS = 3;
/** Contracts read per index query. */
const BATCH = 100;
/** Index queries per run: a backlog beyond this waits for the next run. */
const MAX_BATCHES = 50;

export interface ReminderRunResult {
  contracts: number;
  sent: number;
  skipped: number;
  suppressed: number;
  failed: number;
  unconfirmed: number;
  errors: number;
}

type Outcome = 'sent' | 'suppressed' | 'failed' | 'unconfirmed' | 'elsewhere' | 'done';

/** An SES answer that says no for sure (a 4xx: rejected, throttled): nothing was sent. */
function definitelyRefused(err: unknown): boolean {
  const meta = (err as { $metadata?: { httpStatusCode?: number }; $fault?: string } | null) ?? null;
  const status = meta?.$metadata?.httpStatusCode;
  return meta?.$fault === 'client' || (status !== undefined && status >= 400 && status < 500);
}

export function createReminderJob(deps: ReminderJobDeps) {
  async function sendOne(record: SignedContract, reminder: PlannedReminder, now: number): Promise<Outcome> {
    const ids = { owner: record.owner, contractId: record.contractId, reminderId: reminder.reminderId };
    const token = deps.newToken();
    const claim = await deps.claims.claim(
      {
        ...ids,
        token,
        keyDateId: reminder.keyDate.id,
        occurrence: reminder.occurrence,
        offsetDays: reminder.offsetDays,
      },
      now,
      REMINDER_LEASE_MS,
    );
    if (claim.kind === 'taken') {
      const existing = claim.existing;
      if (existing.status === 'sending' && existing.leaseUntil < now) {
        if (await deps.claims.markUnconfirmed(record.owner, record.contractId, reminder.reminderId, now)) {
          deps.log.error('reminder unconfirmed: its run died while sending; not sent again', {
            ...ids,
            owner: ownerLabel(record.owner),
          });
          metric(metricNames.remindersUnconfirmed, 1);
          return 'unconfirmed';
        }
        return 'done';
      }
      if (existing.status === 'sending') return 'elsewhere';
      if (existing.status !== 'failed') return 'done';
      if (
        !(await deps.claims.retake(
          record.owner,
          record.contractId,
          reminder.reminderId,
          token,
          now,
          REMINDER_LEASE_MS,
          REMINDER_MAX_ATTEMPTS,
        ))
      ) {
        return 'done';
      }
    }

    const user = await deps.users.getById(record.notifyUserId);
    if (!user) {
      await deps.claims.settle(record.owner, record.contractId, reminder.reminderId, token, {
        status: 'failed',
        at: now,
        error: 'no such account',
      });
      return 'failed';
    }
    if (await deps.suppressions.get(user.email)) {
      await deps.claims.settle(record.owner, record.contractId, reminder.reminderId, token, {
        status: 'suppressed',
        at: now,
        to: user.email,
      });
      return 'suppressed';
    }
    const message = reminderEmail({
      to: user.email,
      firstName: user.firstName,
      contractId: record.contractId,
      contractTitle: record.contractTitle,
      keyDate: reminder.keyDate,
      occurrence: reminder.occurrence,
      today: isoDateOf(now),
      appOrigin: deps.appOrigin,
      unsubscribeToken: record.unsubscribeToken,
    });
    try {
      await deps.email.send(message);
    } catch (err) {
      if (definitelyRefused(err)) {
        deps.log.warn('reminder refused by SES; a later run tries again', {
          ...ids,
          owner: ownerLabel(record.owner),
          error: err,
        });
        await deps.claims.settle(record.owner, record.contractId, reminder.reminderId, token, {
          status: 'failed',
          at: now,
          error: String(err),
        });
        return 'failed';
      }
      // No answer: SES may have sent it. Left `sending`: a later run marks it unconfirmed, never resends.
      deps.log.error('reminder send outcome unknown; it will not be sent again', {
        ...ids,
        owner: ownerLabel(record.owner),
        error: err,
      });
      return 'done';
    }
    await deps.claims.settle(record.owner, record.contractId, reminder.reminderId, token, {
      status: 'sent',
      at: deps.clock.now(),
      to: user.email,
    });
    metric(metricNames.remindersSent, 1, { kind: reminder.keyDate.kind, offsetDays: reminder.offsetDays });
    await deps.recordAudit(
      { userId: record.notifyUserId },
      {
        kind: 'reminder',
        contractId: record.contractId,
        details: { keyDate: reminder.keyDate.kind, date: reminder.occurrence, daysBefore: reminder.offsetDays },
      },
    );
    return 'sent';
  }

  async function processContract(
    due: { owner: OwnerScope; contractId: string },
    now: number,
    result: ReminderRunResult,
  ): Promise<void> {
    const record = await deps.keyDates.get(due.owner, due.contractId, { consistent: true });
    if (!record) return;
    result.contracts++;
    const settings = { ...record.reminders, remindersFrom: record.remindersFrom };
    const { send, superseded } = dueReminders(record.dates, settings, now);
    for (const reminder of superseded) {
      const skipped = await deps.claims.claim(
        {
          owner: record.owner,
          contractId: record.contractId,
          reminderId: reminder.reminderId,
          token: deps.newToken(),
          keyDateId: reminder.keyDate.id,
          occurrence: reminder.occurrence,
          offsetDays: reminder.offsetDays,
        },
        now,
        0,
        'skipped',
      );
      if (skipped.kind === 'claimed') result.skipped++;
    }
    let comeBackSoon = false;
    for (const reminder of send) {
      const outcome = await sendOne(record, reminder, now);
      if (outcome === 'sent') result.sent++;
      else if (outcome === 'suppressed') result.suppressed++;
      else if (outcome === 'unconfirmed') result.unconfirmed++;
      else if (outcome === 'failed') result.failed++;
      if (outcome === 'failed' || outcome === 'elsewhere') comeBackSoon = true;
    }
    const next = nextReminderAt(record.dates, settings, now);
    const at = comeBackSoon ? Math.min(next ?? Infinity, now + REMINDER_RETRY_MS) : next;
    // Conditional on the version read: an edit made meanwhile has set its own next time.
    await deps.keyDates.setNextReminder(record.owner, record.contractId, record.version, at ?? null);
  }

  async function processSafely(
    due: { owner: OwnerScope; contractId: string },
    now: number,
    result: ReminderRunResult,
  ): Promise<void> {
    try {
      await processContract(due, now, result);
    } catch (error) {
      // One contract's trouble (a throttled table) must not stop the others; its index entry stays due.
      result.errors++;
      deps.log.error('reminders of a contract failed; the next run tries again', {
        owner: ownerLabel(due.owner),
        contractId: due.contractId,
        error,
      });
    }
  }

  /**
   * Runs as of `now` (default: the clock). With `owner`, only that owner's signed contracts are
   * looked at, each whatever its index entry says (an operator's run for one account, and tests).
   */
  return async function runReminders(options: { now?: number; owner?: OwnerScope } = {}): Promise<ReminderRunResult> {
    const now = options.now ?? deps.clock.now();
    const result: ReminderRunResult = {
      contracts: 0,
      sent: 0,
      skipped: 0,
      suppressed: 0,
      failed: 0,
      unconfirmed: 0,
      errors: 0,
    };
    if (options.owner) {
      for (const record of await deps.keyDates.list(options.owner)) await processSafely(record, now, result);
    } else {
      const seen = new Set<string>();
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const due = (await deps.keyDates.listDue(now, BATCH)).filter(
          (d) => !seen.has(`${ownerLabel(d.owner)}#${d.contractId}`),
        );
        if (due.length === 0) break;
        for (const d of due) {
          seen.add(`${ownerLabel(d.owner)}#${d.contractId}`);
          await processSafely(d, now, result);
        }
      }
    }
    deps.log.info('reminder run', {
      now: new Date(now).toISOString(),
      ...(options.owner ? { owner: ownerLabel(options.owner) } : {}),
      ...result,
    });
    return result;
  };
}

export type RunReminders = ReturnType<typeof createReminderJob>;
