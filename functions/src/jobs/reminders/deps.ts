/** Composition root of the reminder job: the table's repositories, SES (one attempt per message) behind the suppression list, the audit trail. */
import { randomBytes } from 'node:crypto';
import { auditStores } from '../../adapters/dynamo/audit-log-repo';
import { createKeyDatesRepo } from '../../adapters/dynamo/key-dates-repo';
import { createReminderClaimsRepo } from '../../adapters/dynamo/reminder-claims-repo';
import { createSuppressionRepo } from '../../adapters/dynamo/suppression-repo';
import { createUsersRepo } from '../../adapters/dynamo/users-repo';
import { createAppEmailSender } from '../../adapters/email/app-sender';
import { systemClock, tableFrom } from '../../adapters/from-config';
import type { FunctionsConfig } from '../../config';
import { log } from '../../log';
import { createAuditService } from '../../services/audit';
import { createReminderJob, type RunReminders } from '../../services/reminders/run';

export function reminderJobFrom(
  config: Pick<
    FunctionsConfig,
    'region' | 'tableName' | 'endpoints' | 'sesFromAddress' | 'sesConfigurationSet' | 'appOrigin'
  >,
): RunReminders {
  const table = tableFrom(config);
  const audit = createAuditService({ ...auditStores(table), clock: systemClock, logger: log });
  return createReminderJob({
    keyDates: createKeyDatesRepo(table),
    claims: createReminderClaimsRepo(table),
    users: createUsersRepo(table),
    suppressions: createSuppressionRepo(table),
    // One SDK attempt: a retried SendEmail whose first answer was lost could deliver twice (decision 191).
    email: createAppEmailSender(config, table, log, { maxAttempts: 1 }),
    recordAudit: audit.record,
    clock: systemClock,
    appOrigin: config.appOrigin,
    newToken: () => randomBytes(16).toString('base64url'),
    log,
  });
}
