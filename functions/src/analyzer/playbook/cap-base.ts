/**
 * What a liability cap is measured by: a number of months of fees ("the fees paid in the twelve
 * (12) months preceding the claim", "the twelve-month period", "annual fees", "two times"), all
 * fees paid under the agreement, a fixed sum ("$50", "U.S.$5,000,000"), or something withheld
 * ("[*]"). Read from the cap's own sentence only.
 */
import { parseNumberWord } from '../text';

export type CapBase =
  | { kind: 'months'; months: number; text: string }
  | { kind: 'total'; text: string }
  | { kind: 'fixed'; text: string }
  | { kind: 'redacted' }
  | { kind: 'unknown' };

// Any dash joins "twenty-four" (Word writes a non-breaking hyphen); "four" after a dash is not a number.
const WORD_NUM = String.raw`\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty[\s\u2010\u2011\u2013-]four|thirty[\s\u2010\u2011\u2013-]six`;
const PERIOD = new RegExp(
  String.raw`(?<![\w\u2010\u2011\u2013-])(${WORD_NUM})(?:\s*\((\d{1,3})\))?[\s-]*(months?|years?)\b(?:[\s-]*period)?`,
  'i',
);
const FEES =
  /\b(?:fees?|amounts?|monies|sums?|charges|royalt\w*|payments?|price|consideration)\b[^.;]{0,80}\b(?:paid|payable|received|receivable|due)\b|\b(?:paid|payable|received)\b[^.;]{0,40}\b(?:fees?|amounts?|monies|sums?)\b/i;
const MONEY =
  /(?:U\.?S\.?\s?\$|\$|€|£|\bUSD\s?|\bEUR\s?|\bGBP\s?)\s?\d[\d,.]*(?:\s*(?:million|thousand|billion))?|\b[\d,.]+\s*(?:dollars|euros|pounds)\b|\b(?:one|two|three|five|ten|fifty|one hundred)\s+(?:thousand\s+|million\s+)?dollars\b/i;
const PERCENT = /\b(\d{1,3})\s*%|\b(one|two|three)\s+(?:\(\d\)\s+)?times\b|\b(\d(?:\.\d)?)\s*(?:x|×)\b/i;

/** The part of a cap sentence that states the limit: from "exceed" / "limited to" / "capped at" on. */
function limitPart(s: string): string {
  const i = s.search(
    /\bexceed\w*|\blimited\s+to\b|\bcapped\s+at\b|\bnot\s+be\s+(?:more|greater)\s+than\b|\bup\s+to\b|\bmaximum\s+of\b/i,
  );
  return i >= 0 ? s.slice(i) : s;
}

export function capBase(sentence: string): CapBase {
  const s = limitPart(sentence.replace(/\s+/g, ' '));
  if (/\[\s*\*+\s*\]|\*\*\*/.test(s.slice(0, 200))) return { kind: 'redacted' };
  const factor = (() => {
    const m = PERCENT.exec(s.slice(0, 160));
    if (!m) return 1;
    if (m[1]) return Number(m[1]) / 100;
    if (m[2]) return parseNumberWord(m[2]) ?? 1;
    return Number(m[3]);
  })();
  const p = PERIOD.exec(s);
  const money = MONEY.exec(s);
  const greater = /\bgreater\s+of\b/i.test(s);
  if (p && FEES.test(s) && (!money || greater || p.index < money.index)) {
    const n =
      Number(p[2] ?? NaN) || parseNumberWord(p[1]!.replace(/twenty\W*four/i, '24').replace(/thirty\W*six/i, '36')) || 0;
    const months = Math.round(factor * (/year/i.test(p[3]!) ? n * 12 : n));
    return { kind: 'months', months, text: p[0] };
  }
  if (/\bannual\b|\byearly\b|\bper\s+(?:annum|year)\b|\bone\s+year['’]s\b/i.test(s) && FEES.test(s))
    return { kind: 'months', months: Math.round(12 * factor), text: 'annual fees' };
  if (money && !FEES.test(s.slice(0, money.index + 40)))
    return { kind: 'fixed', text: money[0].trim().replace(/[.,]+$/, '') };
  if (FEES.test(s)) return { kind: 'total', text: FEES.exec(s)![0] };
  if (money) return { kind: 'fixed', text: money[0].trim().replace(/[.,]+$/, '') };
  return { kind: 'unknown' };
}
