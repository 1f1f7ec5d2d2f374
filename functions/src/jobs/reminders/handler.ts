/**
 * The reminder job: invoked on a schedule (EventBridge, hourly; an interval in the local cloud),
 * sends the key-date reminders that are due, each at most once (services/reminders/run.ts).
 */
import type { Context } from 'aws-lambda';
import { getConfig } from '../../config';
import { invocationLogContext, withLogContext } from '../../log';
import type { ReminderRunResult, RunReminders } from '../../services/reminders/run';
import { reminderJobFrom } from './deps';

let run: RunReminders | undefined;

export const handler = (_event?: unknown, context?: Pick<Context, 'awsRequestId'>): Promise<ReminderRunResult> => {
  const remind = (run ??= reminderJobFrom(getConfig()));
  return withLogContext(invocationLogContext(context), () => remind());
};
