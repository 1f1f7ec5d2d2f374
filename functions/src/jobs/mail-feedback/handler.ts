/**
 * SES bounce and complaint notifications, delivered by SNS (the configuration set's event
 * destination, infra/lib/mail-feedback.ts): each suppressed address gets no more mail. A failed
 * table write throws, so Lambda's asynchronous retries deliver the record again (the write is an
 * idempotent update); an unreadable message is logged and dropped, since retrying cannot fix it.
 */
import type { Context, SNSEvent } from 'aws-lambda';
import { perProcess } from '../../adapters/from-config';
import { invocationLogContext, metric, metricNames, withLogContext } from '../../log';
import { recordSesNotification, type MailFeedbackDeps } from '../../services/mail-feedback';
import { getMailFeedbackDeps } from './deps';

export function createMailFeedbackHandler(deps: MailFeedbackDeps) {
  return (event: SNSEvent, context?: Pick<Context, 'awsRequestId'>): Promise<{ suppressed: number }> =>
    withLogContext(invocationLogContext(context), async () => {
      let suppressed = 0;
      for (const record of event.Records) {
        const messageId = record.Sns.MessageId;
        suppressed += await withLogContext({ messageId }, () => recordSesNotification(record.Sns.Message, deps));
      }
      if (suppressed > 0) metric(metricNames.addressesSuppressed, suppressed);
      return { suppressed };
    });
}

const handle = perProcess(() => createMailFeedbackHandler(getMailFeedbackDeps()));

export const handler = (event: SNSEvent, context?: Context): Promise<{ suppressed: number }> =>
  handle()(event, context);
