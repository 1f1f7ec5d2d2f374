/** "Your analysis is ready": sent when an analysis completes, unless the user turned it off (Account page). */
import { analysisReadyEmail as m } from '../../../../shared/account-messages';
import type { OutgoingEmail } from '../../adapters/email/port';
import { plainLine, renderHtml, renderText, type EmailContent } from './layout';

export function analysisReadyEmail(input: {
  to: string;
  firstName: string;
  behalfOf: string;
  contractId: string;
  appOrigin: string;
}): OutgoingEmail {
  const name = plainLine(input.behalfOf || 'your contract', 80);
  const content: EmailContent = {
    firstName: input.firstName,
    heading: m.heading,
    paragraphs: [m.body(name)],
    action: { label: m.action, url: `${input.appOrigin}/results/${encodeURIComponent(input.contractId)}` },
    footnotes: [m.footer],
  };
  return {
    to: input.to,
    subject: plainLine(m.subject(name), 150),
    html: renderHtml(content),
    text: renderText(content),
  };
}
