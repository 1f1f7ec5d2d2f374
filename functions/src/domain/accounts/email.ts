/** Email addresses are unique case-insensitively: the stored key is the trimmed, lower-cased form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Providers that ignore dots in the local part (a.b@gmail.com is ab@gmail.com). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address delivers to, for "once per person" rules (the free allowance): lower-case,
 * the `+tag` of a plus-alias dropped, and for Gmail the dots of the local part removed and
 * googlemail.com read as gmail.com. Not used as the login key: people sign in with what they typed.
 */
export function normalizeMailbox(email: string): string {
  const lower = normalizeEmail(email);
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const canonical = DOTLESS_DOMAINS[domain];
  if (canonical) {
    domain = canonical;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}
