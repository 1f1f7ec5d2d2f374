/**
 * The invitation email, in the frame every Clausewise email has (services/emails/layout.ts). It goes
 * to any address an organisation's admin types, so its subject and heading carry nothing they wrote:
 * the inviter is named only by a plain personal name, the organisation's name only quoted in the body.
 */
import type { OutgoingEmail } from '../../adapters/email/port';
import { PRODUCT_NAME, personalName, plainLine, renderHtml, renderText } from '../emails/layout';

export function invitationEmail(input: {
  to: string;
  inviterName: string;
  organizationName: string;
  role: string;
  appOrigin: string;
  token: string;
}): OutgoingEmail {
  const url = `${input.appOrigin}/invite/${encodeURIComponent(input.token)}`;
  const [first = '', ...rest] = input.inviterName.trim().split(/\s+/);
  const [given, family] = [personalName(first), rest.length ? personalName(rest.join(' ')) : undefined];
  const inviter =
    given && (family || rest.length === 0) ? [given, family].filter(Boolean).join(' ') : `A ${PRODUCT_NAME} user`;
  const organization = plainLine(input.organizationName, 100);
  const content = {
    firstName: 'there',
    heading: `Join an organisation on ${PRODUCT_NAME}`,
    paragraphs: [
      `${inviter} invited you to join the organisation “${organization}” on ${PRODUCT_NAME} as ${input.role === 'admin' ? 'an admin' : 'a member'}.`,
      `Members share the organisation's credits, its contract library and its playbooks. Sign in with ${input.to}, or create an account with that address, to accept.`,
    ],
    action: { label: 'Accept invitation', url },
    footnotes: [
      'This invitation expires in 7 days and can be used once.',
      'If you did not expect it, you can ignore this email: nothing changes until you accept.',
    ],
  };
  return {
    to: input.to,
    subject: `Invitation to join an organisation on ${PRODUCT_NAME}`,
    html: renderHtml(content),
    text: renderText(content),
  };
}
