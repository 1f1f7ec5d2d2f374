/** Outreach emails: the referral invitation, and operator notifications (waitlist, top-up). */
import type { OutgoingEmail } from '../../adapters/email/port';
import type { WaitlistApplication } from '../../../../shared/schemas/waitlist';
import { PRODUCT_NAME, personalName, plainLine, renderHtml, renderText, type EmailContent } from '../emails/layout';

function build(to: string, subject: string, content: EmailContent): OutgoingEmail {
  return { to, subject, html: renderHtml(content), text: renderText(content) };
}

/**
 * The referral invitation goes to any address the referrer types, so nothing the referrer wrote is
 * in its subject or heading, and their name appears only if it is a plain personal name.
 */
export function referralEmail(input: {
  to: string;
  friendFirstName: string;
  referrer: { firstName: string; lastName: string };
  appOrigin: string;
}): OutgoingEmail {
  const [first, last] = [personalName(input.referrer.firstName), personalName(input.referrer.lastName)];
  const referrer = first && last ? `${first} ${last}` : undefined;
  return build(input.to, `An invitation to try ${PRODUCT_NAME}`, {
    firstName: input.friendFirstName,
    heading: `You're invited to try ${PRODUCT_NAME}`,
    paragraphs: [
      `${referrer ?? 'Someone you know'} invited you to try ${PRODUCT_NAME}.`,
      `${PRODUCT_NAME} reviews contracts with AI: paste a contract or upload a Word or PDF file, and get a structured risk report with suggested redlines in about 30 seconds.`,
      'Your first analysis is free, and no credit card is required.',
    ],
    action: { label: 'Try it free', url: `${input.appOrigin}/` },
    footnotes: [
      `You received this email because ${referrer ?? `a ${PRODUCT_NAME} user`} entered your address. We have not added you to any mailing list.`,
    ],
  });
}

const line = (label: string, value: string | number) => `${label}: ${value === '' ? '-' : value}`;

export function waitlistNotification(input: {
  to: string;
  application: WaitlistApplication;
  appOrigin: string;
}): OutgoingEmail {
  const a = input.application;
  return build(input.to, plainLine(`Access request: ${a.organization} (${a.planType})`, 150), {
    firstName: 'team',
    heading: 'New access request',
    paragraphs: [
      line('Name', `${a.firstName} ${a.lastName}`),
      line('Email', a.email),
      line('Organization', a.organization),
      line('Phone', a.phone),
      line('Plan', a.planType),
      line('Team size', a.teamSize),
      line('Contracts per month', a.monthlyContractCount),
      'The applicant was promised a reply within 24 hours.',
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: `${input.appOrigin}/` },
    footnotes: [],
  });
}

/** To the applicant: their request is in, what happens next, and what they asked for. */
export function waitlistConfirmation(input: {
  to: string;
  application: WaitlistApplication;
  appOrigin: string;
}): OutgoingEmail {
  const a = input.application;
  return build(input.to, `We received your ${PRODUCT_NAME} access request`, {
    firstName: a.firstName,
    heading: 'Your access request is in',
    paragraphs: [
      `Thank you for your interest in ${PRODUCT_NAME}. Our team reviews all requests and will contact you within 24 hours to provide a tailored quote and grant access.`,
      `You asked about the ${a.planType} plan for ${a.organization} (${a.teamSize}, ${a.monthlyContractCount}).`,
      'Your request is confidential.',
    ],
    action: { label: `Visit ${PRODUCT_NAME}`, url: `${input.appOrigin}/` },
    footnotes: ['If you did not make this request, you can ignore this email.'],
  });
}

export function topUpNotification(input: {
  to: string;
  user: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    subscriptionType: string;
    creditsRemaining: number;
  };
  /** Set when the request is for the organisation's balance (sent by its owner or an admin). */
  organization?: { id: string; name: string; plan: string; creditsRemaining: number } | undefined;
  requestedCredits: number;
  additionalComment: string;
  appOrigin: string;
}): OutgoingEmail {
  const u = input.user;
  const org = input.organization;
  const forWhom = org ? `${org.name} (${u.email})` : u.email;
  return build(input.to, plainLine(`Top-up request: ${input.requestedCredits} credits for ${forWhom}`, 150), {
    firstName: 'team',
    heading: org ? 'Organisation credit top-up request' : 'Credit top-up request',
    paragraphs: [
      line(org ? 'Requested by' : 'User', `${u.firstName} ${u.lastName} <${u.email}>`),
      line('User id', u.id),
      ...(org
        ? [
            line('Organisation', org.name),
            line('Organisation id', org.id),
            line('Plan', org.plan),
            line('Credits remaining', org.creditsRemaining),
          ]
        : [line('Plan', u.subscriptionType), line('Credits remaining', u.creditsRemaining)]),
      line('Requested credits', input.requestedCredits),
      line('Comment', input.additionalComment),
      org
        ? `Grant credits with: npm run admin -- org credits add ${org.id} <credits to add>`
        : `Grant credits with: npm run admin -- credits add ${u.email} <credits to add>`,
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: `${input.appOrigin}/` },
    footnotes: [],
  });
}
