/** Date parsing and normalisation to ISO YYYY-MM-DD. */
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MON = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;

export const DATE_SOURCE = String.raw`(?:${MON}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?${MON},?\s+\d{4}|\d{1,2}(?:st|nd|rd|th)?\s+day\s+of\s+${MON}\s*,?\s*(?:\d{4}|20\[[^\]]{0,4}\]|\[[^\]]{0,6}\])|\d{1,2}/\d{1,2}/\d{2,4}|\d{4}-\d{2}-\d{2})`;

export const DATE_RE = new RegExp(DATE_SOURCE, 'gi');

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function monthIndex(s: string): number {
  const k = s.toLowerCase().replace('.', '').slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(k));
}

function valid(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200) return false;
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCMonth() === m - 1;
}

/** Normalises one date expression to YYYY-MM-DD, or undefined when it is incomplete ("[●], 2019"). */
export function toIso(expr: string): string | undefined {
  const s = expr.replace(/\s+/g, ' ').trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return valid(+m[1]!, +m[2]!, +m[3]!) ? s : undefined;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(s);
  if (m) {
    let y = +m[3]!;
    if (y < 100) y += y < 50 ? 2000 : 1900;
    // US order (month/day) unless the first number cannot be a month.
    const [mo, d] = +m[1]! > 12 ? [+m[2]!, +m[1]!] : [+m[1]!, +m[2]!];
    return valid(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : undefined;
  }
  m = /^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(s);
  if (m) {
    const mo = monthIndex(m[1]!) + 1;
    return mo > 0 && valid(+m[3]!, mo, +m[2]!) ? `${m[3]}-${pad(mo)}-${pad(+m[2]!)}` : undefined;
  }
  m = /^(\d{1,2})(?:st|nd|rd|th)? (?:day of )?([A-Za-z]+)\.?,? ?(\d{4})$/.exec(s);
  if (m) {
    const mo = monthIndex(m[2]!) + 1;
    return mo > 0 && valid(+m[3]!, mo, +m[1]!) ? `${m[3]}-${pad(mo)}-${pad(+m[1]!)}` : undefined;
  }
  return undefined;
}

export function addDuration(iso: string, value: number, unit: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  if (unit === 'year') d.setUTCFullYear(d.getUTCFullYear() + value);
  else if (unit === 'month') d.setUTCMonth(d.getUTCMonth() + value);
  else if (unit === 'week') d.setUTCDate(d.getUTCDate() + value * 7);
  else d.setUTCDate(d.getUTCDate() + value);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
