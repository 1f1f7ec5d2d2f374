/** Composition root of the SES feedback consumer: the suppression list, built once per process (cold start). */
import { perProcess, tableFrom } from '../../adapters/from-config';
import { createSuppressionRepo } from '../../adapters/dynamo/suppression-repo';
import { getConfig } from '../../config';
import { log } from '../../log';
import type { MailFeedbackDeps } from '../../services/mail-feedback';

export const getMailFeedbackDeps = perProcess((): MailFeedbackDeps => ({
  suppressions: createSuppressionRepo(tableFrom(getConfig())),
  now: () => new Date(),
  log,
}));
