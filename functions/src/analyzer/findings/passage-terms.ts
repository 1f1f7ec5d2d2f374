/**
 * The terms a judged passage states, as written, for its finding's words (explain.ts): a period and
 * an amount, never invented (text.ts reads OCR letter-for-digit confusions in amounts).
 */
import { findAmounts } from '../text';
import { sentenceAround } from './rule-patterns';

const PERIOD =
  /\b(?:\w+(?:-\w+)?\s+\(\d+\)|\d+|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty-five|sixty|ninety))\s*(?:calendar\s+|business\s+|working\s+)?(?:days?|months?|years?)\b/gi;
const PERCENT = /\b\d+(?:\.\d+)?\s*(?:%|percent\b)/i;
/** A cap stated as a base rather than a sum: "the fees paid by Customer in the three (3) months preceding the claim". */
const CAP_BASE =
  /\b(?:exceed|limited\s+to|more\s+than)\s+((?:the\s+)?(?:total\s+|aggregate\s+)?(?:fees|amounts?|sums?|charges|price|compensation)\s+(?:actually\s+)?(?:paid|payable|received)[^.;]{0,90}?)(?=[.;,]|$)/i;

/**
 * The period the decisive words state: of the periods in the sentence around `at`, the one nearest it
 * ("the Distributor must deliver ... within 14 days ..., and the Supplier must pay for the Products
 * within 30 days": the payment's 30 days, not the delivery's 14); else the passage's first.
 */
export function periodNear(text: string, at: number): string | undefined {
  const { start, end } = sentenceAround(text, Math.max(0, at));
  let best: { d: number; p: string } | undefined;
  for (const m of text.slice(start, end).matchAll(PERIOD)) {
    const from = start + m.index;
    const d = from >= at ? from - at : at - (from + m[0].length);
    if (!best || d < best.d) best = { d, p: m[0] };
  }
  return (best?.p ?? text.match(new RegExp(PERIOD.source, 'i'))?.[0])?.replace(/\s+/g, ' ');
}

/** The period (nearest the decisive words at `at`) and the first amount a passage states. */
export function termsIn(text: string, at = 0): { period?: string; amount?: string } {
  const p = periodNear(text, at);
  const a = findAmounts(text)[0] ?? CAP_BASE.exec(text)?.[1] ?? PERCENT.exec(text)?.[0];
  return { ...(p ? { period: p } : {}), ...(a ? { amount: a.replace(/\s+/g, ' ').trim() } : {}) };
}
