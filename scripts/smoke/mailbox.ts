/**
 * The verification link from the local SES mailbox (aws-ses-v2-local `GET /store`), for a smoke
 * run against the local cloud. A live stack has no such store: the operator passes an account
 * that is already verified.
 */

interface StoredMail {
  destination: { to: string[]; cc?: string[]; bcc?: string[] };
  body: { text?: string; html?: string };
}

const LINK_PATH = '/email-verified/';

export async function waitForVerificationToken(mailboxUrl: string, email: string, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(mailboxUrl);
    if (!res.ok) throw new Error(`the mailbox ${mailboxUrl} answered HTTP ${res.status}`);
    const { emails } = (await res.json()) as { emails: StoredMail[] };
    for (const mail of [...emails].reverse()) {
      const to = [...mail.destination.to, ...(mail.destination.cc ?? []), ...(mail.destination.bcc ?? [])];
      if (!to.some((a) => a.toLowerCase().includes(email.toLowerCase()))) continue;
      const link = `${mail.body.text ?? ''}\n${mail.body.html ?? ''}`
        .match(/https?:\/\/[^\s"'<>]+/g)
        ?.find((u) => u.includes(LINK_PATH));
      if (link)
        return decodeURIComponent(link.replace(/&amp;/g, '&').slice(link.indexOf(LINK_PATH) + LINK_PATH.length));
    }
    if (Date.now() > deadline) throw new Error(`no verification mail to ${email} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
