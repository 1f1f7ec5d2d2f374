/** Composition root of the operators' email test tool: its sender and SES check, built once per process (cold start). */
import { perProcess, tableFrom } from '../../adapters/from-config';
import { createAppEmailSender } from '../../adapters/email/app-sender';
import { checkSesConnection } from '../../adapters/email/ses-check';
import { getConfig } from '../../config';
import { log } from '../core/log';

export const getEmailTestServices = perProcess(() => {
  const config = getConfig();
  return {
    // The same sender the product mails with, so a test mail to a suppressed address is skipped too.
    sender: createAppEmailSender(config, tableFrom(config), log),
    checkSes: () => checkSesConnection({ region: config.region, endpoint: config.endpoints.ses }),
  };
});
