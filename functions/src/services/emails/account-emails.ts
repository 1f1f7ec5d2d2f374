/** The account emails: verification after sign-up and password reset. */
import type { OutgoingEmail } from '../../adapters/email/port';
import { PRODUCT_NAME, renderHtml, renderText, type EmailContent } from './layout';

function build(to: string, subject: string, content: EmailContent): OutgoingEmail {
  return { to, subject, html: renderHtml(content), text: renderText(content) };
}

export function verificationEmail(input: {
  to: string;
  firstName: string;
  appOrigin: string;
  token: string;
}): OutgoingEmail {
  const url = `${input.appOrigin}/email-verified/${encodeURIComponent(input.token)}`;
  return build(input.to, `Verify your email for ${PRODUCT_NAME}`, {
    firstName: input.firstName,
    heading: 'Confirm your email address',
    paragraphs: [
      `Thanks for signing up for ${PRODUCT_NAME}. Please confirm that this is your email address.`,
      'Once verified, your free contract review is added to your account.',
    ],
    action: { label: 'Verify email', url },
    footnotes: [
      'This link expires in 24 hours and can be used once.',
      `If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`,
    ],
  });
}

export function resetPasswordEmail(input: {
  to: string;
  firstName: string;
  appOrigin: string;
  token: string;
}): OutgoingEmail {
  const url = `${input.appOrigin}/reset-password/${encodeURIComponent(input.token)}`;
  return build(input.to, `Reset your ${PRODUCT_NAME} password`, {
    firstName: input.firstName,
    heading: 'Reset your password',
    paragraphs: [
      `We received a request to reset the password of your ${PRODUCT_NAME} account.`,
      'Choose a new password with the button below. Resetting it signs you out on every device.',
    ],
    action: { label: 'Reset password', url },
    footnotes: [
      'This link expires in 1 hour and can be used once.',
      'If you did not ask for a reset, you can ignore this email: your password stays the same.',
    ],
  });
}
