/**
 * The reminder job: invoked on a schedule (EventBridge, hourly; an interval in the local cloud),
 * sends the key-date reminders that are due, each at most once (services/reminders/run.ts).
 */
import { getConfig } from '../../config';
import type { ReminderRunResult, RunReminders } from '../../services/reminders/run';
import { reminderJobFrom } from './deps';

let run: RunReminders | undefined;

export const handler = (): Promise<ReminderRunResult> => {
  run ??= reminderJobFrom(getConfig());
  return run();
};
