/**
 * Periods written in contract prose: "six (6) months", "ninety (90) days'", "30 calendar days",
 * "1-year", "forty-five business days", "year-to-year". Pure text rules, no model: the key dates
 * are computed from them, so every rule is one a reader can check against the cited clause.
 */
import type { Duration, DurationUnit } from './calendar-dates';

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
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  a: 1,
  an: 1,
};

const NUMBER_WORD = Object.keys(SMALL)
  .filter((w) => w !== 'a' && w !== 'an')
  .join('|');
/** "one hundred twenty", "forty-five", "twenty one". */
const WORDS = `(?:(?:${NUMBER_WORD})(?:[\\s-]+hundred)?(?:[\\s-]+(?:and[\\s-]+)?(?:${NUMBER_WORD}))?(?:[\\s-]+(?:${NUMBER_WORD}))?)`;
const UNIT = '(?:(?:calendar|business|working)[\\s-]+)?(?:days?|weeks?|months?|years?)';
/**
 * A number (words, digits, or words with the digits in brackets) and a unit. Group 1: words,
 * 2: bracketed digits, 3: bare digits, 4: unit.
 */
const DURATION = new RegExp(`\\b(?:(${WORDS})\\s*(?:\\(\\s*(\\d{1,4})\\s*\\))?|(\\d{1,4}))[\\s-]*(${UNIT})\\b`, 'gi');

function wordsToNumber(words: string): number | undefined {
  let total = 0;
  let current = 0;
  for (const word of words.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and' || word === '') continue;
    if (word === 'hundred') {
      current = (current || 1) * 100;
      continue;
    }
    const value = SMALL[word];
    if (value === undefined) return undefined;
    current += value;
  }
  total += current;
  return total > 0 ? total : undefined;
}

function unitOf(text: string): DurationUnit {
  const t = text.toLowerCase();
  if (/business|working/.test(t) && /day/.test(t)) return 'business-day';
  if (t.includes('day')) return 'day';
  if (t.includes('week')) return 'week';
  if (t.includes('month')) return 'month';
  return 'year';
}

export interface DurationMention {
  duration: Duration;
  /** Offsets of the mention in the searched text. */
  start: number;
  end: number;
}

/** Every period mentioned in `text`, in order. The bracketed digits win over the words. */
export function durationMentions(text: string): DurationMention[] {
  const mentions: DurationMention[] = [];
  for (const match of text.matchAll(DURATION)) {
    const [whole, words, bracketed, digits, unit] = match;
    const amount = bracketed ? Number(bracketed) : digits ? Number(digits) : words ? wordsToNumber(words) : undefined;
    if (amount === undefined || !Number.isFinite(amount) || amount <= 0 || !unit) continue;
    mentions.push({ duration: { amount, unit: unitOf(unit) }, start: match.index, end: match.index + whole.length });
  }
  return mentions;
}

export function parseDuration(text: string): Duration | undefined {
  return durationMentions(text)[0]?.duration;
}

/** Words around a notice period: "at least 90 days' notice", "no later than six (6) months prior to". */
const NOTICE_BEFORE =
  /(?:at\s+least|no\s+later\s+than|not\s+later\s+than|not\s+less\s+than|no\s+less\s+than|minimum\s+of|a\s+period\s+of|upon|with|by\s+giving|giving|provides?|gives?|of)\s*$/i;
const NOTICE_AFTER =
  /^\s*(?:['’]s?\s*)?(?:\(\s*\d+\s*\)\s*)?(?:(?:prior|advance|advanced|written|express|formal)\s+){0,3}(?:written\s+)?notice|^\s*(?:['’]s?\s*)?(?:in\s+advance|prior\s+to|before|preceding)\b/i;

/**
 * The notice period of a clause: the period written next to "notice", "prior to" or "in advance"
 * ("unless notice is received no later than six (6) months prior to the expiration" gives 6 months;
 * the "one (1) year periods" of the same sentence do not). Undefined when no period reads as one.
 */
export function noticePeriodIn(text: string): Duration | undefined {
  const flat = text.replace(/\s+/g, ' ');
  const mentions = durationMentions(flat);
  const scored = mentions.map((m) => {
    const before = flat.slice(Math.max(0, m.start - 40), m.start);
    const after = flat.slice(m.end, m.end + 40);
    const score = (NOTICE_AFTER.test(after) ? 2 : 0) + (NOTICE_BEFORE.test(before) ? 1 : 0);
    return { m, score };
  });
  const best = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score)[0];
  if (best) return best.m.duration;
  // A bare "90 days notice" field (the analysis' notice_period_termination) has one period only.
  return /notice/i.test(flat) && mentions.length === 1 ? mentions[0]!.duration : undefined;
}

const AUTO_RENEWAL =
  /\b(?:automatic(?:ally)?|auto-?)\s*(?:be\s+)?(?:renew|extend|continue)|\b(?:renew|renews|renewed|extended|extends)\s+automatically|\bshall\s+(?:thereafter\s+)?(?:be\s+)?(?:automatically\s+)?(?:renewed|extended)\s+for\b|\bwill\s+(?:automatically\s+)?renew\b|\b(?:year|month)[\s-]+to[\s-]+(?:year|month)\b|\bevergreen\b/i;
const OPTION_ONLY =
  /\b(?:option|right)\s+to\s+(?:renew|extend)|\bmay\s+(?:be\s+)?(?:renew|renewed|extend|extended)\b|\bmutual(?:ly)?\b[^.]{0,60}\b(?:renew|extend)/i;

/** True when the renewal text renews by itself unless someone gives notice (not an option to renew). */
export function renewsAutomatically(text: string): boolean {
  const flat = text.replace(/\s+/g, ' ');
  if (!AUTO_RENEWAL.test(flat)) return false;
  // "either by the mutual written agreement of the parties or automatically" still renews by itself.
  return !OPTION_ONLY.test(flat) || /\bautomatic(?:ally)?\b/i.test(flat);
}

const RENEWAL_PERIOD_AFTER =
  /^\s*(?:\(\s*\d+\s*\)\s*)?(?:renewal\s+)?(?:terms?|periods?|renewals?|extensions?|intervals?|increments?)\b/i;
const RENEWAL_PERIOD_BEFORE =
  /(?:additional|successive|subsequent|further|consecutive|renewal|extension|another|each)\s+(?:terms?\s+of\s+)?$/i;

/** The length of each renewal term ("successive one (1) year periods", "year-to-year"). */
export function renewalPeriodIn(text: string): Duration | undefined {
  const flat = text.replace(/\s+/g, ' ');
  for (const m of durationMentions(flat)) {
    const before = flat.slice(Math.max(0, m.start - 30), m.start);
    const after = flat.slice(m.end, m.end + 30);
    if (
      RENEWAL_PERIOD_BEFORE.test(before) ||
      (RENEWAL_PERIOD_AFTER.test(after) && /renew|extend|extension/i.test(flat))
    ) {
      if (m.duration.unit !== 'business-day') return m.duration;
    }
  }
  const toYear = /\b(year|month)[\s-]+to[\s-]+\1\b/i.exec(flat);
  if (toYear) return { amount: 1, unit: toYear[1]!.toLowerCase() === 'year' ? 'year' : 'month' };
  return undefined;
}
