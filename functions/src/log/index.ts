/**
 * Structured JSON logs (CloudWatch-friendly), shared infrastructure of handlers, jobs and scripts.
 * Errors are serialised with their stack for operators only. Every line carries the fields of the
 * invocation it belongs to (./context.ts: request or message id, contract id), so one search on an
 * id finds all of a request's lines.
 */
import { getConfig } from '../config';
import { currentLogContext } from './context';
import type { LogPort } from './port';

export { addLogContext, invocationLogContext, withLogContext, type LogContext } from './context';
export type { LogFields, LogPort } from './port';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

function serialise(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  let threshold: number = levels.info;
  try {
    threshold = levels[getConfig().logLevel];
  } catch {
    // Configuration itself may be what failed; log anyway.
  }
  if (levels[level] < threshold) return;
  const line = JSON.stringify({
    level,
    message,
    time: new Date().toISOString(),
    ...currentLogContext(),
    ...serialise(fields),
  });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

export const log: LogPort = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};

/**
 * A CloudWatch metric as a log line (Embedded Metric Format): CloudWatch Logs turns it into the
 * metric `Clausewise/<name>` without an API call, and the alarms in infra/ watch it.
 */
export function metric(name: string, value: number, fields: Record<string, unknown> = {}): void {
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] }],
    },
    [name]: value,
    level: 'info',
    message: `metric ${name}`,
    ...currentLogContext(),
    ...serialise(fields),
  };
  process.stdout.write(JSON.stringify(line) + '\n');
}

export const METRICS_NAMESPACE = 'Clausewise';

/** The metrics the jobs emit; infra/lib alarms on them (each is a user's analysis nobody finished). */
export const metricNames = {
  /** Contracts the sweeper failed and refunded (their worker died on the last delivery). */
  sweptContracts: 'SweptContracts',
  /** Dead-lettered analysis messages whose contract the consumer failed and refunded. */
  deadLetteredContracts: 'DeadLetteredContracts',
  /** Emails not sent because SES reported the address as bouncing or complaining. */
  emailSuppressed: 'EmailSuppressed',
  /** Addresses added to the suppression list from SES bounce and complaint notifications. */
  addressesSuppressed: 'AddressesSuppressed',
  /** Key-date reminders emailed. */
  remindersSent: 'RemindersSent',
  /** Reminders whose run died while sending: not retried (never sent twice), so perhaps never received. */
  remindersUnconfirmed: 'RemindersUnconfirmed',
  /** Audit entries that could not be written (the action itself went ahead). */
  auditWriteFailed: 'AuditWriteFailed',
} as const;
