/**
 * Dated obligations in the clauses the analysis cites (payments, minimum commitments, reports):
 * sentences that tie a duty to a calendar ("within 30 days after the end of each calendar quarter",
 * "on the first day of each month", "annual minimum purchase"). Each becomes a repeating date with
 * its clause cited; a duty without a date it can be tied to ("promptly", "upon invoice") is left out.
 */
import type { Analysis } from '../../../../shared/schemas/analysis';
import type { KeyDate, Repeats } from '../../../../shared/schemas/key-dates';
import { addBusinessDays, addDays, addMonths, dateToEpoch, shift } from './calendar-dates';
import { clauseText } from './clause-text';
import { durationMentions } from './durations';

const SOURCES = new Set([
  'minimum-commitment',
  'payment-terms',
  'revenue-profit-sharing',
  'volume-restriction',
  'audit-rights',
]);
const MAX_OBLIGATIONS = 6;

type Period = 'month' | 'quarter' | 'year';
const PERIOD_REPEATS: Record<Period, Repeats> = {
  month: { every: 1, unit: 'month' },
  quarter: { every: 3, unit: 'month' },
  year: { every: 1, unit: 'year' },
};

function duty(sentence: string): string | undefined {
  if (/\b(?:report|statement|accounting|certificat)/i.test(sentence)) return 'Report due';
  if (/\b(?:minimum|target|commitment|shortfall)/i.test(sentence)) return 'Minimum commitment';
  if (/\b(?:pay|paid|payment|payable|fee|royalt|invoice|remit)/i.test(sentence)) return 'Payment due';
  return undefined;
}

const periodOf = (word: string): Period => (/month/i.test(word) ? 'month' : /quarter/i.test(word) ? 'quarter' : 'year');

/** The 31 December before `start`: month ends counted from it never drift. */
const yearEndBefore = (start: string) => `${Number(start.slice(0, 4)) - 1}-12-31`;

type Occurrence = Pick<KeyDate, 'date' | 'repeats' | 'rule'>;

/** The first occurrence on or after `start` of `anchor` + k × repeats + plusDays. */
function firstFrom(
  start: string,
  anchor: string,
  repeats: Repeats,
  plusDays: number,
  businessDays: boolean,
): Occurrence {
  const duration = { amount: repeats.every, unit: repeats.unit };
  for (let k = 0; k < 1000; k++) {
    const end = shift(anchor, duration, k);
    const date = businessDays ? addBusinessDays(end, plusDays) : addDays(end, plusDays);
    if (dateToEpoch(date) >= dateToEpoch(start)) return { date, repeats, rule: { anchor, plusDays, businessDays } };
  }
  return { date: start, repeats, rule: { anchor, plusDays, businessDays } };
}

const WITHIN_AFTER_PERIOD =
  /\bwithin\s+[^.;]{1,60}?\s+(?:after|following|of|from)\s+(?:the\s+)?(?:(?:end|close|conclusion|expiration|last\s+day)\s+of\s+)?(?:each|every)\s+(?:calendar\s+|fiscal\s+)?(month|quarter|year)\b/i;
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  tenth: 10,
  fifteenth: 15,
  twentieth: 20,
};
const DAY_OF_MONTH =
  /\b(?:on|by|before|no\s+later\s+than)\s+(?:or\s+before\s+)?the\s+(last|first|second|third|fourth|fifth|tenth|fifteenth|twentieth|(\d{1,2})(?:st|nd|rd|th)?)\s+(?:business\s+)?day\s+of\s+(?:each|every)\s+(?:calendar\s+)?month\b/i;
const CONTRACT_YEAR =
  /\b(?:(?:each|every|per)\s+(?:contract|agreement|license|lease)\s+year|annual(?:ly)?|(?:each|every)\s+twelve[\s-]+(?:\(12\)\s+)?month\s+period)\b/i;
const PERIODIC = /\b(?:(?:each|every|per)\s+(?:calendar\s+)?(month|quarter)|(monthly|quarterly))\b/i;

function fromSentence(sentence: string, start: string): { phrase: string; occurrence: Occurrence } | undefined {
  const within = WITHIN_AFTER_PERIOD.exec(sentence);
  if (within) {
    const mention = durationMentions(within[0])[0];
    if (mention && (mention.duration.unit === 'day' || mention.duration.unit === 'business-day')) {
      const period = periodOf(within[1]!);
      return {
        phrase: within[0],
        occurrence: firstFrom(
          start,
          yearEndBefore(start),
          PERIOD_REPEATS[period],
          mention.duration.amount,
          mention.duration.unit === 'business-day',
        ),
      };
    }
  }
  const day = DAY_OF_MONTH.exec(sentence);
  if (day) {
    const word = day[1]!.toLowerCase();
    const n = word === 'last' ? 31 : day[2] ? Number(day[2]) : ORDINALS[word];
    if (n && n >= 1 && n <= 31) {
      // 31 January (or day n of January) as the anchor: later months clamp to their own length.
      const anchor = n === 31 ? yearEndBefore(start) : `${start.slice(0, 4)}-01-${String(n).padStart(2, '0')}`;
      const first = firstFrom(start, anchor, PERIOD_REPEATS.month, 0, false);
      return { phrase: day[0], occurrence: first };
    }
  }
  if (/\b(?:minimum|target|commitment)/i.test(sentence)) {
    const year = CONTRACT_YEAR.exec(sentence);
    // The end of each contract year: the day before each anniversary of the start.
    if (year)
      return { phrase: year[0], occurrence: { date: addDays(addMonths(start, 12), -1), repeats: PERIOD_REPEATS.year } };
  }
  const periodic = PERIODIC.exec(sentence);
  if (periodic) {
    const period = periodOf(periodic[1] ?? periodic[2]!);
    return {
      phrase: periodic[0],
      occurrence: firstFrom(start, yearEndBefore(start), PERIOD_REPEATS[period], 0, false),
    };
  }
  return undefined;
}

const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.;:])\s+(?=[A-Z(\d])/)
    .filter((s) => s.length > 20 && s.length < 1500);

const tidyPhrase = (phrase: string) =>
  phrase
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:on|by)\s+/i, '');

export function obligationsIn(
  analysis: Analysis,
  contractText: string | undefined,
  start: string,
): Omit<KeyDate, 'id'>[] {
  const found: Omit<KeyDate, 'id'>[] = [];
  const seen = new Set<string>();
  for (const clause of analysis.key_information_clauses_summary) {
    if (!SOURCES.has(clause.category)) continue;
    for (const sentence of sentencesOf(clauseText(clause, contractText))) {
      const what = duty(sentence);
      if (!what) continue;
      const hit = fromSentence(sentence, start);
      if (!hit) continue;
      const label = `${what}: ${tidyPhrase(hit.phrase)}`.slice(0, 200);
      // One date per duty and calendar: "each Calendar Quarter" and "quarterly" in one clause are one report.
      const key = `${what}|${hit.occurrence.date}|${JSON.stringify(hit.occurrence.repeats)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({
        kind: 'obligation',
        label,
        clauseReference: clause.relevant_clause_reference.trim(),
        remind: false,
        source: 'analysis',
        ...hit.occurrence,
      });
      if (found.length >= MAX_OBLIGATIONS) return found;
    }
  }
  return found;
}
