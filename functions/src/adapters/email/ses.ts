/** SES implementation of the email port (SendEmail). Locally the endpoint is aws-ses-v2-local. */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { EmailSender } from './port';

export interface SesSettings {
  region: string;
  from: string;
  /** Sent with every message, so SES publishes its bounce and complaint events (infra/lib/mail-feedback.ts). */
  configurationSet?: string | undefined;
  endpoint?: string | undefined;
  /**
   * SDK attempts per message (default: the SDK's 3). 1 where a retried request could deliver a
   * message twice matters more than a transient failure (key-date reminders, decision 191).
   */
  maxAttempts?: number | undefined;
}

export function createSesEmailSender(settings: SesSettings): EmailSender {
  const client = new SESClient({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.maxAttempts ? { maxAttempts: settings.maxAttempts } : {}),
  });
  return {
    async send(message) {
      await client.send(
        new SendEmailCommand({
          Source: `Clausewise <${settings.from}>`,
          Destination: { ToAddresses: [message.to] },
          ...(settings.configurationSet ? { ConfigurationSetName: settings.configurationSet } : {}),
          Message: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Html: { Data: message.html, Charset: 'UTF-8' },
              Text: { Data: message.text, Charset: 'UTF-8' },
            },
          },
        }),
      );
    },
  };
}
