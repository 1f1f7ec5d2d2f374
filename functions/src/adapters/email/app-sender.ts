/**
 * The one way a function gets an email sender: SES (with the stack's configuration set, whose
 * bounce and complaint events feed the suppression list) behind the suppression check. Every
 * composition root that sends mail (accounts, outreach, the email test tool) builds it here, so no
 * send path can skip the check.
 */
import type { FunctionsConfig } from '../../config';
import type { Table } from '../dynamo/client';
import { createSuppressionRepo } from '../dynamo/suppression-repo';
import type { EmailSender } from './port';
import { createSesEmailSender } from './ses';
import { withSuppression, type SuppressionLog } from './suppressing-sender';

export function createAppEmailSender(
  config: Pick<FunctionsConfig, 'region' | 'sesFromAddress' | 'sesConfigurationSet' | 'endpoints'>,
  table: Table,
  log: SuppressionLog,
  options: { maxAttempts?: number } = {},
): EmailSender {
  const ses = createSesEmailSender({
    region: config.region,
    from: config.sesFromAddress,
    configurationSet: config.sesConfigurationSet,
    endpoint: config.endpoints.ses,
    maxAttempts: options.maxAttempts,
  });
  return withSuppression(ses, createSuppressionRepo(table), log);
}
