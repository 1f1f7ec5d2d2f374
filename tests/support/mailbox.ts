/** Reads aws-ses-v2-local's mailbox (`GET /store`), for tests that follow emailed links. */

export interface Mail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { content: string; contentType: string; filename?: string; size: number }[];
  /** Epoch seconds. */
  at: number;
}

export async function listMail(mailboxUrl: string): Promise<Mail[]> {
  const res = await fetch(mailboxUrl);
  if (!res.ok) throw new Error(`Mailbox answered ${res.status}`);
  const { emails } = (await res.json()) as { emails: Mail[] };
  return emails;
}

const addressed = (mail: Mail, to: string) =>
  [...mail.destination.to, ...mail.destination.cc, ...mail.destination.bcc].some((a) =>
    a.toLowerCase().includes(to.toLowerCase()),
  );

/** Polls until a mail to `to` matches, newest first; fails after `timeoutMs`. */
export async function waitForMail(
  mailboxUrl: string,
  to: string,
  predicate: (mail: Mail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMail(mailboxUrl)).reverse().find((m) => addressed(m, to) && predicate(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matched within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first http(s) link in a mail's text or HTML body, e.g. a verification link. */
export function firstLink(mail: Mail, containing = ''): string | undefined {
  const text = `${mail.body.text ?? ''}\n${mail.body.html ?? ''}`;
  return text
    .match(/https?:\/\/[^\s"'<>]+/g)
    ?.find((u) => u.includes(containing))
    ?.replace(/&amp;/g, '&');
}
