/**
 * Date parsing and normalisation to ISO YYYY-MM-DD. The forms are the ones contracts are written
 * in, including the damage text extraction does to them ("1s t day of March, 2018", "June 1,1999").
 */
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
const MON = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\b\.?`;
/** A day number with an optional ordinal suffix, also split by extraction ("1s t", "20t h"). */
const DAY = String.raw`\d{1,2}(?:\s?(?:s\s?t|n\s?d|r\s?d|t\s?h))?`;
const YEAR = String.raw`(?:19|20)\d{2}`;

export const DATE_SOURCE = String.raw`(?:${MON}\s*${DAY}[,.]?\s*${YEAR}|${DAY}\s+(?:day\s+of\s+|of\s+)?${MON},?\s+${YEAR}|${DAY}\s+day\s+of\s+${MON}\s*,?\s*(?:20\[[^\]]{0,4}\]|\[[^\]]{0,6}\])|\d{1,2}/\d{1,2}/\d{2,4}|\d{1,2}-\d{1,2}-(?:\d{4}|\d{2}\b)|\d{1,2}\.\d{1,2}\.${YEAR}|${YEAR}-\d{2}-\d{2})`;

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

const iso = (y: number, mo: number, d: number) => (valid(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : undefined);

/** Normalises one date expression to YYYY-MM-DD, or undefined when it is incomplete ("[●], 2019"). */
export function toIso(expr: string): string | undefined {
  const s = expr
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(\d)\s?(s\s?t|n\s?d|r\s?d|t\s?h)\b/gi, (_m, d: string) => d);
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) return iso(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2,4})$/.exec(s);
  if (m) {
    let y = +m[4]!;
    if (y < 100) y += y < 50 ? 2000 : 1900;
    // US order (month/day) with slashes unless the first number cannot be a month; dots are day-first.
    const dayFirst = m[2] === '.' || +m[1]! > 12;
    const [mo, d] = dayFirst ? [+m[3]!, +m[1]!] : [+m[1]!, +m[3]!];
    return iso(y, mo, d);
  }
  m = /^([A-Za-z]+)\.? ?(\d{1,2})[,.]? ?(\d{4})$/.exec(s);
  if (m) {
    const mo = monthIndex(m[1]!) + 1;
    return mo > 0 ? iso(+m[3]!, mo, +m[2]!) : undefined;
  }
  m = /^(\d{1,2}) (?:day of |of )?([A-Za-z]+)\.?,? ?(\d{4})$/.exec(s);
  if (m) {
    const mo = monthIndex(m[2]!) + 1;
    return mo > 0 ? iso(+m[3]!, mo, +m[1]!) : undefined;
  }
  return undefined;
}

/** Every complete date in s[from, to), in order, with its ISO form. */
export function datesIn(
  s: string,
  from = 0,
  to = s.length,
): { index: number; end: number; text: string; iso: string }[] {
  const out: { index: number; end: number; text: string; iso: string }[] = [];
  const re = new RegExp(DATE_SOURCE, 'gi');
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null && m.index < to) {
    const i = toIso(m[0]);
    if (i) out.push({ index: m.index, end: m.index + m[0].length, text: m[0], iso: i });
  }
  return out;
}

/**
 * The date `value` units after `iso`, as the anniversary: two years from 2025-01-05 is 2027-01-05
 * (the convention of the CUAD labels and of most drafting; a month-end start stays at month end).
 */
export function addDuration(isoDate: string, value: number, unit: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return undefined;
  const y = +m[1]!;
  const mo = +m[2]! - 1;
  const d = +m[3]!;
  if (unit === 'year' || unit === 'month') {
    const months = unit === 'year' ? value * 12 : value;
    const target = new Date(Date.UTC(y, mo + months, 1));
    const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    target.setUTCDate(Math.min(d, lastDay));
    return target.toISOString().slice(0, 10);
  }
  const dt = new Date(Date.UTC(y, mo, d));
  dt.setUTCDate(dt.getUTCDate() + (unit === 'week' ? value * 7 : value));
  return dt.toISOString().slice(0, 10);
}
