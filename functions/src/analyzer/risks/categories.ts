/**
 * Which category a finding may carry. A risk, non-standard term or ambiguity is evidence that the
 * contract contains a clause of its category (the evaluation counts it so, README metric 1), so a
 * CUAD clause category stays on a finding only when clause detection found that category, or when
 * the finding's own sentence names the concept outright ("liquidated damages", "right of first
 * refusal"). Otherwise the finding keeps its meaning under the general category it belongs to.
 */
import { CUAD_CATEGORIES } from '../../../../shared/taxonomy';
import type { Ctx, Finding } from '../context';

/** CUAD's facts (snapshot items, not clause types): never gated. */
const FACTS = new Set([
  'document-name',
  'parties',
  'agreement-date',
  'effective-date',
  'expiration-date',
  'renewal-term',
  'notice-period-to-terminate-renewal',
  'governing-law',
]);
const CLAUSE_IDS = new Set(CUAD_CATEGORIES.map((c) => c.id).filter((id) => !FACTS.has(id)));

/** Explicit wording that is the category by itself. */
const EXPLICIT: Record<string, RegExp> = {
  'uncapped-liability':
    /\bunlimited\s+liabilit|\bliabilit\w*[^.;]{0,80}?\b(?:is|are|shall\s+be|will\s+be|remains?)\s+unlimited\b|\buncapped\b/i,
  'cap-on-liability':
    /\b(?:aggregate|total|maximum|cumulative|entire)\b[^.;]{0,30}\bliabilit\w*[^.;]{0,160}\b(?:exceed|limited\s+to)|\bin\s+no\s+event\b[^.;]{0,80}\bliabilit\w*[^.;]{0,160}\bexceed/i,
  'liquidated-damages': /\bliquidated\s+damages\b/i,
  'rofr-rofo-rofn': /\bright\s+of\s+first\s+(?:refusal|offer|negotiation)\b/i,
  'most-favored-nation': /\bmost[-\s]favou?red\b/i,
  'irrevocable-or-perpetual-license':
    /\b(?:irrevocable|perpetual)\b[^.]{0,60}\blicen[cs]e|\blicen[cs]e\b[^.]{0,60}\b(?:irrevocable|perpetual)\b/i,
  'unlimited-all-you-can-eat-license': /\bunlimited\b[^.]{0,40}\b(?:licen[cs]e|use|users|copies)\b/i,
  'source-code-escrow': /\bsource\s+code\b[^.]{0,80}\bescrow\b|\bescrow\b[^.]{0,80}\bsource\s+code\b/i,
  'non-compete': /\bnon-?compet|\bnot\b[^.;]{0,80}\bcompet(?:e|es|ing)\b/i,
  'termination-for-convenience': /\bfor\s+convenience\b|\bwithout\s+cause\b/i,
  'change-of-control': /\bchange\s+(?:of|in)\s+control\b/i,
};

/** The general category a finding falls back to when its CUAD category was not detected. */
const FALLBACK: Record<string, string> = {
  'uncapped-liability': 'limitation-of-liability',
  'cap-on-liability': 'limitation-of-liability',
  'liquidated-damages': 'limitation-of-liability',
  'no-solicit-of-customers': 'non-solicitation',
  'no-solicit-of-employees': 'non-solicitation',
  'anti-assignment': 'assignment',
  'change-of-control': 'assignment',
  'ip-ownership-assignment': 'intellectual-property',
  'joint-ip-ownership': 'intellectual-property',
  'license-grant': 'intellectual-property',
  'non-transferable-license': 'intellectual-property',
  'affiliate-license-licensee': 'intellectual-property',
  'affiliate-license-licensor': 'intellectual-property',
  'irrevocable-or-perpetual-license': 'intellectual-property',
  'unlimited-all-you-can-eat-license': 'intellectual-property',
  'source-code-escrow': 'intellectual-property',
  'covenant-not-to-sue': 'intellectual-property',
  'termination-for-convenience': 'term',
  'post-termination-services': 'term',
  'warranty-duration': 'warranties',
  'most-favored-nation': 'payment-terms',
  'price-restrictions': 'payment-terms',
  'minimum-commitment': 'payment-terms',
  'volume-restriction': 'payment-terms',
  'revenue-profit-sharing': 'payment-terms',
};

/** The CUAD clause categories the contract was found to contain (model detections, else the rule cues). */
export function presentCategories(ctx: Ctx, detected: readonly { id: string }[] | null): Set<string> {
  if (detected) return new Set(detected.map((d) => d.id));
  return new Set(ctx.cats.flatMap((cs) => cs.map((c) => c.id)));
}

export function gateCategory(ctx: Ctx, f: Finding, present: Set<string>): string {
  const cat = f.category;
  if (!CLAUSE_IDS.has(cat) || present.has(cat)) return cat;
  const evidence = ctx.text.slice(f.start, f.end);
  if (EXPLICIT[cat]?.test(evidence)) return cat;
  return FALLBACK[cat] ?? 'other';
}
