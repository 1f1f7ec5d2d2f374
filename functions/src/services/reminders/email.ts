/** A key-date reminder email: what falls due, when, under which clause, with a link to the contract and a one-click unsubscribe. */
import { keyDateKindLabels, type KeyDate } from '../../../../shared/schemas/key-dates';
import type { OutgoingEmail } from '../../adapters/email/port';
import { daysBetween } from '../../domain/key-dates/calendar-dates';
import { plainLine, renderHtml, renderText, type EmailContent } from '../emails/layout';

export interface ReminderEmailInput {
  to: string;
  firstName: string;
  contractId: string;
  contractTitle: string;
  keyDate: KeyDate;
  occurrence: string;
  today: string;
  appOrigin: string;
  unsubscribeToken: string;
}

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

export function reminderEmail(input: ReminderEmailInput): OutgoingEmail {
  const days = daysBetween(input.today, input.occurrence);
  const when = days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  const kind = keyDateKindLabels[input.keyDate.kind];
  const title = plainLine(input.contractTitle, 120);
  const content: EmailContent = {
    firstName: input.firstName,
    heading: `${kind} ${when}: ${title}`,
    paragraphs: [
      `${input.keyDate.label}: ${longDate(input.occurrence)} (${when}).`,
      ...(input.keyDate.clauseReference ? [`Clause: ${input.keyDate.clauseReference}.`] : []),
      ...(input.keyDate.basis ? [`Computed as ${input.keyDate.basis}.`] : []),
      'Check the date against the contract before you rely on it; you can correct it in Clausewise.',
    ],
    action: { label: 'Open the contract', url: `${input.appOrigin}/key-dates/${input.contractId}` },
    footnotes: ['You receive this email because reminders are on for this signed contract.'],
    secondaryLink: {
      label: 'Stop reminders for this contract',
      url: `${input.appOrigin}/reminders/unsubscribe/${input.unsubscribeToken}`,
    },
  };
  return { to: input.to, subject: `${kind} ${when}: ${title}`, html: renderHtml(content), text: renderText(content) };
}
