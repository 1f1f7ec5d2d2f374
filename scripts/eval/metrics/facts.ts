/**
 * Fact metrics against the CUAD fact labels: parties recall (each expert "Parties" mention found
 * among the predicted names and roles), governing law (the predicted place named in the expert
 * "Governing Law" span), effective and expiration dates (ISO equality with a date in the expert
 * span; "Agreement Date" stands in when no effective date is labelled; unparseable gold such as
 * "perpetual" is left out), and detection of renewal and renewal-notice clauses (precision/recall).
 */
import { toIso, DATE_SOURCE } from '../../../functions/src/analyzer/dates';
import type { LabelledContract } from '../dataset';
import type { Prediction } from '../predictions';

export interface FactItem {
  gold: LabelledContract;
  predicted: Prediction;
}

export interface Accuracy {
  scored: number;
  correct: number;
  accuracy: number | null;
}

export interface Detection {
  tp: number;
  fp: number;
  fn: number;
  precision: number | null;
  recall: number | null;
  f1: number | null;
}

export interface FactScores {
  parties: { mentions: number; found: number; recall: number | null };
  governingLaw: Accuracy & { predictedWhenAbsent: number };
  effectiveDate: Accuracy;
  expirationDate: Accuracy;
  renewal: Detection;
  renewalNotice: Detection;
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
const acc = (scored: number, correct: number): Accuracy => ({ scored, correct, accuracy: ratio(correct, scored) });
const spanTexts = (c: LabelledContract, label: string) =>
  (c.labels.get(label) ?? []).map((s) => c.text.slice(s.start, s.end));

const SUFFIX =
  /\b(?:inc|incorporated|llc|l\.?l\.?c|ltd|limited|corp|corporation|company|co|gmbh|plc|lp|l\.?p|s\.?a|ag|n\.?v|b\.?v)\b\.?/g;
/** Lower case, no quotes or punctuation, no corporate suffix or leading "the". */
export function normaliseParty(s: string): string {
  return s
    .toLowerCase()
    .replace(/[“”"'‘’()]/g, ' ')
    .replace(SUFFIX, ' ')
    .replace(/[^a-z0-9&]+/g, ' ')
    .replace(/^\s*the\s+/, '')
    .trim();
}

function partyFound(gold: string, predicted: readonly string[]): boolean {
  const g = normaliseParty(gold);
  if (g.length < 2) return false;
  return predicted.some((p) => {
    const n = normaliseParty(p);
    return n.length >= 2 && (n === g || (n.length >= 4 && g.includes(n)) || (g.length >= 4 && n.includes(g)));
  });
}

/** "State of California" → "california"; "England and Wales" stays. */
export const normalisePlace = (s: string) =>
  s
    .toLowerCase()
    .replace(/^(?:the\s+)?(?:laws?\s+of\s+)?(?:the\s+)?(?:state|commonwealth|province|republic)\s+of\s+/, '')
    .replace(/[.,]$/, '')
    .trim();

const DATE = new RegExp(DATE_SOURCE, 'gi');
/** Every date an expert span states, as ISO. */
export function goldDates(spans: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const s of spans)
    for (const m of s.matchAll(DATE)) {
      const iso = toIso(m[0]);
      if (iso) out.add(iso);
    }
  return out;
}

function detection(items: readonly FactItem[], label: string, pick: (p: Prediction) => boolean): Detection {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { gold, predicted } of items) {
    const g = (gold.labels.get(label) ?? []).length > 0;
    const p = pick(predicted);
    if (g && p) tp++;
    else if (p) fp++;
    else if (g) fn++;
  }
  return { tp, fp, fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn), f1: ratio(2 * tp, 2 * tp + fp + fn) };
}

export function scoreFacts(items: readonly FactItem[]): FactScores {
  let mentions = 0;
  let found = 0;
  let glScored = 0;
  let glCorrect = 0;
  let glExtra = 0;
  let effScored = 0;
  let effCorrect = 0;
  let expScored = 0;
  let expCorrect = 0;
  for (const { gold, predicted } of items) {
    for (const m of spanTexts(gold, 'parties')) {
      mentions++;
      if (partyFound(m, predicted.parties)) found++;
    }
    const gl = spanTexts(gold, 'governing-law');
    if (gl.length > 0) {
      glScored++;
      const place = predicted.governingLaw ? normalisePlace(predicted.governingLaw) : '';
      if (place && gl.some((s) => s.toLowerCase().includes(place))) glCorrect++;
    } else if (gold.labels.has('governing-law') && predicted.governingLaw) glExtra++;
    const effGold = goldDates(spanTexts(gold, 'effective-date'));
    const eff = effGold.size > 0 ? effGold : goldDates(spanTexts(gold, 'agreement-date'));
    if (eff.size > 0) {
      effScored++;
      if (predicted.effectiveDate && eff.has(predicted.effectiveDate)) effCorrect++;
    }
    const exp = goldDates(spanTexts(gold, 'expiration-date'));
    if (exp.size > 0) {
      expScored++;
      if (predicted.expirationDate && exp.has(predicted.expirationDate)) expCorrect++;
    }
  }
  return {
    parties: { mentions, found, recall: ratio(found, mentions) },
    governingLaw: { ...acc(glScored, glCorrect), predictedWhenAbsent: glExtra },
    effectiveDate: acc(effScored, effCorrect),
    expirationDate: acc(expScored, expCorrect),
    renewal: detection(items, 'renewal-term', (p) => p.renewal),
    renewalNotice: detection(items, 'notice-period-to-terminate-renewal', (p) => p.renewalNotice),
  };
}
