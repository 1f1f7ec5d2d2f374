/** Text helpers shared by the engine: offsets are always into the original submitted text. */

export interface Line {
  start: number;
  end: number; // exclusive, before the newline
  text: string;
}

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    const raw = text.slice(start, end);
    const trimmedEnd = raw.endsWith('\r') ? end - 1 : end;
    lines.push({ start, end: trimmedEnd, text: text.slice(start, trimmedEnd) });
    if (nl === -1) break;
    start = nl + 1;
  }
  return lines;
}

/** Whitespace that clean() collapses besides the ends: any but a single space. */
const LAYOUT_SPACE = /[^\S ]| {2}/;

/** Collapses whitespace for display (the layout of PDFs leaves runs of spaces and hard wraps). */
export function clean(s: string): string {
  // Most sentences have nothing to collapse: no new string is built for them.
  return LAYOUT_SPACE.test(s) ? s.replace(/\s+/g, ' ').trim() : s.trim();
}

/** Sentence ranges of a slice [start, end) of text: boundaries at ". ", "; " is kept inside. */
export interface Sentence {
  start: number;
  end: number;
  text: string;
}

const SENTENCE_END = /[.!?](?=["”')\]]?\s+(?:\(?[A-Z0-9"“(]|$))|\n\s*\n/g;
/**
 * Abbreviations that never end a sentence: "any U.S. Business law", "No. 5", "e.g. The". A company's
 * form ("Acme Inc. The Company shall ...") often does, and so still ends one.
 */
const ABBREV = /\b(?:No|Sec|U\.S|e\.g|i\.e|vs|Mr|Mrs|Ms|Dr|St|approx)\.$/i;

export function sentences(text: string, start: number, end: number): Sentence[] {
  const out: Sentence[] = [];
  const slice = text.slice(start, end);
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SENTENCE_END.exec(slice)) !== null) {
    const stop = m.index + (m[0].startsWith('\n') ? 0 : 1);
    const candidate = slice.slice(from, stop);
    if (m[0] === '.' && ABBREV.test(candidate) && !m[0].startsWith('\n')) continue;
    pushSentence(out, slice, from, stop, start);
    from = m.index + m[0].length;
  }
  pushSentence(out, slice, from, slice.length, start);
  return out;
}

function pushSentence(out: Sentence[], slice: string, from: number, to: number, base: number): void {
  let a = from;
  let b = to;
  while (a < b && /\s/.test(slice[a]!)) a++;
  while (b > a && /\s/.test(slice[b - 1]!)) b--;
  if (b - a < 3) return;
  out.push({ start: base + a, end: base + b, text: slice.slice(a, b) });
}

/**
 * Headings written into the running text, which the clause split does not see: "(e) Payment. Upon
 * acceptance ...", "9.10. Governing Law; Jurisdiction. This Agreement ...", "9.6 Governing Law. This ...",
 * "3. Proprietary Rights. 3.1 ...", "9.7 Indemnification: The Company ...".
 * Each with the offset its number starts at and its title.
 */
export function runInHeadings(text: string, start = 0, end = text.length): { at: number; title: string }[] {
  const out: { at: number; title: string }[] = [];
  const part = text.slice(start, end);
  for (const m of part.matchAll(
    /(?:^|\n|[.;:]\s)\s*((?:\(?[0-9A-Za-z]{1,4}[.)]\s*){1,3}|\d{1,2}(?:\.\d{1,3}){1,2}\.?\s+)([A-Z][A-Za-z&,;/'’ -]{2,60}?)[.:]\s+[A-Z\d]/g,
  ))
    out.push({ at: start + m.index + m[0].indexOf(m[1]!), title: m[2]! });
  return out;
}

/** An excerpt of text[start,end) of at most max chars, cut at a word boundary; exact text otherwise. */
export function excerpt(
  text: string,
  start: number,
  end: number,
  max = 600,
): { text: string; start: number; end: number } {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  if (e - s > max) {
    let cut = s + max;
    while (cut > s + max * 0.7 && !/\s/.test(text[cut]!)) cut--;
    e = cut;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
  }
  return { text: text.slice(s, e), start: s, end: e };
}

const SMALL: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  'one hundred twenty': 120,
  'one hundred eighty': 180,
};

/** "thirty (30)" | "30" | "thirty" → 30. */
export function parseNumberWord(s: string): number | undefined {
  const digits = /\d[\d,]*/.exec(s);
  if (digits) return Number(digits[0].replace(/,/g, ''));
  const word = s.trim().toLowerCase();
  // "twenty-four": the tens and the unit.
  const [tens, unit] = word.split('-');
  return SMALL[word] ?? (unit && SMALL[tens!] && SMALL[unit] ? SMALL[tens!]! + SMALL[unit]! : undefined);
}

// Tens before units, so "forty-five (45) days" is read whole, not from its "five".
const NUM_WORD = String.raw`(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|one hundred(?: and)?(?: twenty| eighty)?`;
/** A number in digits or words, with its other form in brackets after it: "ninety (90)", "90 (ninety)". */
export const NUM = String.raw`(?:\d{1,4}|${NUM_WORD})(?:\s*\((?:\d{1,4}|${NUM_WORD})\))?`;
/** A count written out with its figures: "sixty (60)". */
export const NUM_SPELT = String.raw`(?:${NUM_WORD})\s*\(\d{1,4}\)`;

export interface Duration {
  value: number;
  unit: 'day' | 'business day' | 'week' | 'month' | 'year';
  text: string;
  index: number;
}

const DURATION_RE = new RegExp(
  String.raw`\b(${NUM})\s*-?\s*(business\s+days?|working\s+days?|calendar\s+(?:days?|weeks?|months?|years?)|days?|weeks?|months?|years?)\b`,
  'gi',
);

export function findDurations(s: string): Duration[] {
  const out: Duration[] = [];
  DURATION_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DURATION_RE.exec(s)) !== null) {
    const value = parseNumberWord(/\((\d+)\)/.exec(m[1]!)?.[1] ?? m[1]!);
    if (value === undefined) continue;
    // "three calendar months" is three months; "ten working days" ten business days.
    const u = m[2]!.toLowerCase().replace(/^calendar\s+/, '');
    const unit = /^(?:business|working)/.test(u)
      ? 'business day'
      : u.includes('day')
        ? 'day'
        : u.startsWith('week')
          ? 'week'
          : u.startsWith('month')
            ? 'month'
            : 'year';
    // "30- days" (a hyphen cut from its unit) reads "30 days"; "one-month" stays as written.
    out.push({ value, unit, text: clean(m[0]).replace(/\s*-\s+/, ' '), index: m.index });
  }
  return out;
}

export function durationInDays(d: Pick<Duration, 'value' | 'unit'>): number {
  switch (d.unit) {
    case 'year':
      return d.value * 365;
    case 'month':
      return d.value * 30;
    case 'week':
      return d.value * 7;
    case 'business day':
      return Math.round(d.value * 1.4);
    default:
      return d.value;
  }
}

/**
 * A currency amount. Scanned text confuses letters and digits ("$5OO,OOO" for $500,000), so an
 * O or l inside the digits is read as 0 or 1 (amountOf); never a shorter amount ("$5").
 */
// The currency as written: "AUS $1.00" is Australian dollars, never "US $1.00".
const AMOUNT_RE =
  /(?:\b(?:US|AUS?|CAN?|NZ|HK|SG?|RM)\s?\$|\b(?:USD|AUD|CAD|NZD|HKD|SGD|CHF|EUR|GBP|RMB|CNY|JPY|INR)\s?|\$|€|£|¥)\s?\d[\dOol,]*(?:\.[\dOol]+)?(?:\s?(?:million|billion|thousand|mn|bn|[MmKk])\b)?/g;

/** The amount as written, with OCR letter-for-digit confusions inside the number read as digits. */
export function amountOf(raw: string): string {
  return clean(raw).replace(/\d[\dOol,.]*/g, (n) => n.replace(/[Oo]/g, '0').replace(/l/g, '1'));
}

export function findAmounts(s: string): string[] {
  return [...new Set((s.match(AMOUNT_RE) ?? []).map(amountOf))];
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\b(And|Of|The|For|To|In|On|Or|By)\b/g, (w) => w.toLowerCase())
    .replace(/^./, (c) => c.toUpperCase());
}
