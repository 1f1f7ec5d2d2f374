/**
 * The shared frame of every Clausewise email: a plain, accessible HTML layout (inline styles, no
 * images, no tracking pixels, no remote resources) and its text counterpart. Everything interpolated
 * into HTML goes through escapeHtml.
 */
export const PRODUCT_NAME = 'Clausewise';

/**
 * The app's own colours (frontend/src/app/theme.ts), so an email looks like the product it comes
 * from: ink-blue text and headings on the warm paper background, the amber button with dark text
 * that marks the main action in the app.
 */
export const EMAIL_COLOURS = {
  paper: '#f7f5f0',
  card: '#ffffff',
  brand: '#1c305c',
  ink: '#0e1833',
  muted: '#4a5568',
  faint: '#7f96c9',
  action: '#e39a36',
  actionText: '#080f22',
  rule: '#d6def0',
} as const;
const colour = EMAIL_COLOURS;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Keeps user text to one short line in plain-text mail and subjects. */
export function plainLine(value: string, max = 100): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);
}

/** One word of a personal name: letters (any script), joined by hyphens or apostrophes, maybe an initial's full stop. */
const NAME_WORD = String.raw`\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*\.?`;
const PERSONAL_NAME = new RegExp(`^${NAME_WORD}(?: ${NAME_WORD})?$`, 'u');

/**
 * A user-given name as our mail may show it: a plain personal name of one or two words and at most
 * 40 characters, or undefined. Anyone can sign up with anyone's address, and a referral goes to any
 * address, so a "name" that is a sentence or a link ("Your account is locked. Restore it at ...")
 * must never reach the reader as if we wrote it.
 */
export function personalName(value: string): string | undefined {
  const name = value.normalize('NFC').replace(/\s+/g, ' ').trim();
  return name.length <= 40 && PERSONAL_NAME.test(name) ? name : undefined;
}

/** "Hi Grace," or, for a name that is not a plain personal name, "Hi there,". */
const greeting = (firstName: string) => `Hi ${personalName(firstName) ?? 'there'},`;

export interface EmailContent {
  /** Greeting name, user-supplied: shown only if it is a plain personal name (personalName). */
  firstName: string;
  heading: string;
  /** Paragraphs, plain text (escaped here). */
  paragraphs: string[];
  action: { label: string; url: string };
  /** Smaller print under the button, plain text. */
  footnotes: string[];
  /** A small link after the footnotes (e.g. unsubscribe). */
  secondaryLink?: { label: string; url: string };
}

export function renderHtml(c: EmailContent): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${colour.ink}">${escapeHtml(text)}</p>`;
  const small = (text: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${colour.muted}">${escapeHtml(text)}</p>`;
  const url = escapeHtml(c.action.url);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(c.heading)}</title></head>
<body style="margin:0;padding:0;background:${colour.paper};font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${colour.paper};padding:32px 16px">
<tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:${colour.card};border:1px solid ${colour.rule};border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${colour.brand};font-family:Georgia,'Times New Roman',serif">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${colour.brand};font-family:Georgia,'Times New Roman',serif">${escapeHtml(c.heading)}</h1>
${p(greeting(c.firstName))}
${c.paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:${colour.action};color:${colour.actionText};text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px">${escapeHtml(c.action.label)}</a></p>
${small('If the button does not work, copy this link into your browser:')}
<p style="margin:0 0 16px;font-size:13px;line-height:20px;word-break:break-all"><a href="${url}" style="color:${colour.brand}">${url}</a></p>
${c.footnotes.map(small).join('\n')}
${c.secondaryLink ? `<p style="margin:8px 0 0;font-size:13px;line-height:20px"><a href="${escapeHtml(c.secondaryLink.url)}" style="color:${colour.brand}">${escapeHtml(c.secondaryLink.label)}</a></p>` : ''}
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:${colour.faint}">${PRODUCT_NAME} — AI contract review</p>
</td></tr>
</table>
</body>
</html>`;
}

export function renderText(c: EmailContent): string {
  return [
    PRODUCT_NAME,
    '',
    c.heading,
    '',
    greeting(c.firstName),
    '',
    ...c.paragraphs.flatMap((x) => [x, '']),
    `${c.action.label}: ${c.action.url}`,
    '',
    ...c.footnotes,
    ...(c.secondaryLink ? [`${c.secondaryLink.label}: ${c.secondaryLink.url}`] : []),
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
}
