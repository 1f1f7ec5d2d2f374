/**
 * The review's rules on what a warranty covers, read for the side that relies on it: a warranty the other side
 * gives on what it supplies that lasts only a few weeks or months.
 */
import { durationInDays, findDurations } from '../text';
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions, type Mention } from './sides';
import { lastBefore } from './subjects';

/** A warranty's own length, not a time to notify or to cure: "for a period of ninety (90) days", "up to 3 months",
 * "during the first thirty days", or "90 days warranty". */
const LASTS_BEFORE =
  /\b(?:for\s+(?:a\s+(?:period|term)\s+of\s+)?|(?:period|term)\s+of\s+|up\s+to\s+|during\s+(?:the\s+)?(?:first\s+)?)$/i;
const LASTS_AFTER = /^\s*(?:\(\s*\d{1,3}\s*\)\s*)?['’]?\s*(?:limited\s+)?warranty\b/i;
/** What a warranty on what is supplied speaks of: defects, conformity, performance, bugs. */
const ON_SUPPLY =
  /\b(?:defects?|defective|conform\w*|perform\w*|bugs?|errors?|media|materials?\s+and\s+workmanship|workmanship|specifications?|documentation|free\s+from)\b/i;
/** The longest warranty a reviewing lawyer for the buyer would still call short: 90 days. */
const SHORT_DAYS = 92;
/** The media the software comes on ("the media on which the Software is furnished"). */
const MEDIA = /\bmedia\b/i;
/** A warranty on what the software does, not only on the disk it comes on. */
const ON_FUNCTION = /\b(?:perform\w*|conform\w*|specifications?|documentation|functions?|operate)\b/i;
/** A warranty on items repaired or replaced under the main one, for the rest of its period: market standard. */
const ON_REPAIRS =
  /\b(?:repaired|replacement\s+(?:parts?|products?|items?|units?))\b|\bfollowing\s+(?:repair|replacement)\b|\b(?:remainder|balance|unexpired\s+portion)\s+of\b/i;

/** The length a warranty sentence gives its warranty in days, with its offset in the passage; undefined if none. */
function warrantyLength(sentence: { text: string; start: number }): { at: number; days: number } | undefined {
  for (const d of findDurations(sentence.text)) {
    const before = sentence.text.slice(Math.max(0, d.index - 40), d.index);
    const after = sentence.text.slice(d.index + d.text.length, d.index + d.text.length + 30);
    if (!LASTS_BEFORE.test(before) && !LASTS_AFTER.test(after)) continue;
    return { at: sentence.start + d.index, days: durationInDays(d) };
  }
  return undefined;
}

/** A warranty given ("warrants", "warranty"), not a warrant to buy shares. */
const WARRANTY_WORD = /\bwarrant(?:s|ed|y|ies)\b/gi;

/**
 * Who gives the warranty in a sentence: the side named just before "warrants" ("Company further warrants",
 * "PivX warrants that"), or for a warranty named as a thing ("90 days warranty (bugfixing) support is
 * included") the side that supplies what the contract is about.
 */
function warrantor(p: RuleInput, ms: Mention[], at: number, verb: boolean): Mention['who'] | undefined {
  if (verb) return lastBefore(ms, at, 40)?.who;
  return p.contract.otherSupplies && !p.contract.selfSupplies ? 'other' : undefined;
}

/**
 * A warranty sentence on how the thing supplied works (conformity, performance) with no length of 90 days
 * or less and not on the media alone: "PivX warrants that Qwik-Fix Pro will substantially conform to the
 * user documentation". Beside it, a short warranty on the media is no short warranty of the product.
 */
export function lastingFunctionWarranty(sentence: string): boolean {
  if (!/\bwarrant/i.test(sentence) || !ON_FUNCTION.test(sentence) || MEDIA.test(sentence)) return false;
  const length = warrantyLength({ text: sentence, start: 0 });
  return !length || length.days > SHORT_DAYS;
}

/**
 * A warranty the other side gives on what it supplies (defects, conformity, performance, bugs) that lasts 90 days
 * or less; harsher when it covers only the media ('media') or lasts a month or less ('brief'). A warranty on
 * repaired or replaced items for the rest of the original period is market standard.
 */
function shortWarranty(p: RuleInput): { at: number; harsh: false | 'media' | 'brief' } | undefined {
  const sides = p.contract.sides;
  if (!sides || !/warrant/i.test(p.text)) return undefined;
  const ms = mentions(sides, p.text);
  let seen = -1;
  WARRANTY_WORD.lastIndex = 0;
  for (let m = WARRANTY_WORD.exec(p.text); m; m = WARRANTY_WORD.exec(p.text)) {
    const sentence = sentenceAround(p.text, m.index);
    if (sentence.start === seen || !ON_SUPPLY.test(sentence.text) || ON_REPAIRS.test(sentence.text)) continue;
    seen = sentence.start;
    if (warrantor(p, ms, m.index, /^warrants$/i.test(m[0])) !== 'other') continue;
    const length = warrantyLength(sentence);
    const mediaOnly = MEDIA.test(sentence.text) && !ON_FUNCTION.test(sentence.text);
    if (mediaOnly && p.contract.otherWarrantsFunction) continue;
    if (length && length.days <= SHORT_DAYS)
      return {
        at: length.at,
        harsh:
          MEDIA.test(sentence.text) && !ON_FUNCTION.test(sentence.text) ? 'media' : length.days <= 31 ? 'brief' : false,
      };
  }
  return undefined;
}

export const SCOPE_RULES: readonly Rule[] = [
  {
    id: 'other-warranty-short',
    family: 'warranty',
    prior: 0.9,
    severity: 'medium',
    // The other side warrants what it supplies for 90 days or less: defects found later are the reviewed side's cost.
    match: (p) => shortWarranty(p)?.at ?? -1,
    harsher: (p) => shortWarranty(p)?.harsh ?? false,
  },
];
