/** The invitation email, in the frame every Clausewise email has (services/emails/layout.ts). */
import type { OutgoingEmail } from '../../adapters/email/port';
import { PRODUCT_NAME, plainLine, renderHtml, renderText } from '../emails/layout';

export function invitationEmail(input: {
  to: string;
  inviterName: string;
  organizationName: string;
  role: string;
  appOrigin: string;
  token: string;
}): OutgoingEmail {
  const url = `${input.appOrigin}/invite/${encodeURIComponent(input.token)}`;
  const inviter = plainLine(input.inviterName, 100);
  const organization = plainLine(input.organizationName, 100);
  const content = {
    firstName: 'there',
    heading: `Join ${organization} on ${PRODUCT_NAME}`,
    paragraphs: [
      `${inviter} invited you to join ${organization} on ${PRODUCT_NAME} as ${input.role === 'admin' ? 'an admin' : 'a member'}.`,
      `Members share the organisation's credits, its contract library and its playbooks. Sign in with ${input.to}, or create an account with that address, to accept.`,
    ],
    action: { label: 'Accept invitation', url },
    footnotes: [
      'This invitation expires in 7 days and can be used once.',
      'If you did not expect it, you can ignore this email: nothing changes until you accept.',
    ],
  };
  return { to: input.to, subject: `${inviter} invited you to join ${organization} on ${PRODUCT_NAME}`, html: renderHtml(content), text: renderText(content) };
}
