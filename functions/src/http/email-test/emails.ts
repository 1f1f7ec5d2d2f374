/** The messages the email test tool sends: a plain test email and a sample verification email. */
import type { OutgoingEmail } from '../../adapters/email/port';
import { PRODUCT_NAME, renderHtml, renderText, type EmailContent } from '../../services/emails/layout';
import { verificationEmail } from '../../services/emails/account-emails';

const build = (to: string, subject: string, content: EmailContent): OutgoingEmail => ({
  to,
  subject,
  html: renderHtml(content),
  text: renderText(content),
});

export function generalTestEmail(input: {
  to: string;
  firstName: string;
  appOrigin: string;
  sentAt: string;
}): OutgoingEmail {
  return build(input.to, `${PRODUCT_NAME} test email`, {
    firstName: input.firstName,
    heading: 'Email delivery works',
    paragraphs: [
      `This is a test email sent by an administrator from the ${PRODUCT_NAME} email testing tool at ${input.sentAt}.`,
      'If you can read it, outgoing email is configured correctly.',
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: input.appOrigin },
    footnotes: ['No action is needed.'],
  });
}

/**
 * The verification email exactly as users get it, with a sample token: the link shows the
 * "verification failed" state and verifies no account (this tool must not mint real tokens).
 */
export function sampleVerificationEmail(input: { to: string; firstName: string; appOrigin: string }): OutgoingEmail {
  const email = verificationEmail({
    to: input.to,
    firstName: input.firstName,
    appOrigin: input.appOrigin,
    token: 'sample-token-from-email-test',
  });
  return { ...email, subject: `[Test] ${email.subject}` };
}
