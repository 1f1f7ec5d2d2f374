/**
 * What a playbook check reads: the review's own reading of the contract (findings/judge.ts), never
 * a second one. A check asks which passages a review rule holds for ("other-liability-capped",
 * "self-non-compete"), which passages carry a signal for a side ("self is capped", "other must
 * indemnify"), and cites what it finds the way findings do: the decisive sentence and the clause
 * reference a lawyer can find.
 */
import { clauseRefAt } from '../clause-ref';
import type { Ctx } from '../context';
import type { Passage, Review } from '../findings/judge';
import type { Signal } from '../findings/readings';
import { RULES, type Rule as ReviewRule, type RuleInput } from '../findings/rules';
import type { Who } from '../findings/sides';
import { sentences } from '../text';

export interface Reading {
  ctx: Ctx;
  review: Review;
}

/** A place in the contract a check points at. */
export interface Cite {
  /** "Section 6.1", "9.05", "Article IX"; "General" when the text has no numbered clause there. */
  ref: string;
  start: number;
  end: number;
}

export interface Hit {
  passage: Passage;
  /** The decisive sentence (absolute offsets). */
  start: number;
  end: number;
  rule?: ReviewRule;
  signal?: Signal;
}

export function cite(r: Reading, start: number, end: number): Cite {
  return { ref: clauseRefAt(r.ctx, start), start, end };
}

export const quote = (r: Reading, c: { start: number; end: number }) =>
  r.ctx.text.slice(c.start, c.end).replace(/\s+/g, ' ').trim();

/**
 * A heading line ("6. LIMITATION OF LIABILITY", "2. OWNERSHIP", "Section 4.2 Fees") at the start
 * of a cited range is left out of it; a line of a sentence wrapped over lines is not a heading.
 */
function isHeading(line: string): boolean {
  if (line === '') return true;
  // A clause number the splitter took for a sentence ("1.01.", "Section 4.").
  if (/^(?:(?:section|article|clause)\s+)?[\dIVX]+(?:\.\d+)*\.?$/i.test(line)) return true;
  if (line.length > 70 || /[.;:,]$/.test(line)) return false;
  if (line === line.toUpperCase()) return true;
  const words = line.replace(/^(?:(?:section|article|clause)\s+)?[\dIVX]+(?:\.\d+)*\.?\s*/i, '').split(/\s+/);
  return words.every((w) => w.length < 4 || /^[A-Z(“"]/.test(w));
}

function skipHeadings(text: string, start: number, end: number): number {
  for (let guard = 0; guard < 6; guard++) {
    const nl = text.indexOf('\n', start);
    if (nl < 0 || nl >= end) return start;
    if (!isHeading(text.slice(start, nl).trim())) return start;
    let next = nl + 1;
    while (next < end && /\s/.test(text[next]!)) next++;
    if (next >= end) return start;
    start = next;
  }
  return start;
}

/** The sentence of the passage at offset `at` (relative to the passage); a short one is cited with the start of its line. */
export function sentenceAt(r: Reading, p: Passage, at: number): { start: number; end: number } {
  const text = r.ctx.text;
  const abs = Math.min(p.end - 1, p.start + Math.max(0, at));
  const ss = sentences(text, p.start, p.end);
  let i = Math.max(
    0,
    ss.findIndex((x) => x.start <= abs && abs < x.end),
  );
  // A heading the splitter took for a sentence ("OWNERSHIP") gives way to the sentence after it.
  while (i + 1 < ss.length && isHeading(ss[i]!.text.trim())) i++;
  const s = ss[i];
  if (!s) return { start: p.start, end: p.end };
  let start = s.start;
  if (s.end - s.start < 40) start = Math.max(p.start, text.lastIndexOf('\n', s.start - 1) + 1);
  return { start: skipHeadings(text, start, s.end), end: s.end };
}

function inputOf(r: Reading, p: Passage): RuleInput {
  return {
    text: r.ctx.text.slice(p.start, p.end),
    signals: p.signals,
    families: new Set(p.families),
    cues: new Set(p.cues),
    contract: r.review.facts,
  };
}

/**
 * Passages for which any of the review's rules `ids` holds (or of `from`, a table of the same shape),
 * in document order; the reviewed side must be a party.
 */
export function ruleHits(r: Reading, ids: readonly string[], from: readonly ReviewRule[] = RULES): Hit[] {
  const rules = from.filter((x) => ids.includes(x.id));
  const out: Hit[] = [];
  for (const p of r.review.passages) {
    if (p.boilerplate.includes('definition') || p.boilerplate.includes('recital')) continue;
    const input = inputOf(r, p);
    for (const rule of rules) {
      const at = rule.match(input);
      if (at < 0) continue;
      out.push({ passage: p, ...sentenceAt(r, p, at), rule });
      break;
    }
  }
  return out;
}

/** Passages with a signal of `kind` for one of `who`, in document order. */
export function signalHits(r: Reading, who: readonly Who[], kind: RegExp, family?: string): Hit[] {
  const out: Hit[] = [];
  for (const p of r.review.passages) {
    if (family && !p.families.includes(family)) continue;
    if (p.boilerplate.includes('definition') || p.boilerplate.includes('recital')) continue;
    const s = p.signals.find((x) => who.includes(x.who) && kind.test(x.kind));
    if (s) out.push({ passage: p, ...sentenceAt(r, p, s.at), signal: s });
  }
  return out;
}

/** Passages of a clause family (the review's wording of it), in document order. */
export function familyPassages(r: Reading, family: string): Passage[] {
  return r.review.passages.filter((p) => p.families.includes(family) && !p.boilerplate.includes('definition'));
}

export const passageText = (r: Reading, p: { start: number; end: number }) => r.ctx.text.slice(p.start, p.end);

/** "Section 6.1", "Sections 5.1 and 9.03": the references of hits, each once. */
export function refsOf(r: Reading, hits: readonly { start: number; end: number }[]): string {
  const refs = [...new Set(hits.map((h) => cite(r, h.start, h.end).ref))];
  return refs.length > 1 ? `${refs.slice(0, -1).join(', ')} and ${refs[refs.length - 1]}` : (refs[0] ?? '');
}

/** Roles that pay under a contract, and roles that are paid: the tie-break when the promises do not say. */
const PAYER_ROLE =
  /\b(?:customer|client|licensee|buyer|purchaser|distributor|reseller|subscriber|company|lessee|tenant|sponsor)\b/i;
const PAYEE_ROLE =
  /\b(?:provider|vendor|supplier|seller|licensor|contractor|consultant|manufacturer|developer|agency|lessor|landlord)\b/i;

/** Whether the reviewed party is the one who pays under the contract (it owes more payments than it receives). */
export function selfPays(r: Pick<Reading, 'ctx' | 'review'>): boolean {
  const count = (who: string) =>
    r.review.passages.filter((p) => p.signals.some((s) => s.who === who && /^must:(?:pay|purchase)$/.test(s.kind)))
      .length;
  const [mine, theirs] = [count('self'), count('other')];
  if (mine !== theirs) return mine > theirs;
  const role = (x: string) => (PAYEE_ROLE.test(x) ? -1 : PAYER_ROLE.test(x) ? 1 : 0);
  return role(r.ctx.selfName) - role(r.ctx.otherName) > 0;
}

/** The citation of the sentence (within its line) that holds offset `at`. */
export function sentenceCite(r: Reading, at: number): Cite {
  const from = r.ctx.text.lastIndexOf('\n', at) + 1;
  const nl = r.ctx.text.indexOf('\n', at);
  const s = sentences(r.ctx.text, from, nl < 0 ? r.ctx.text.length : nl).find((x) => x.start <= at && at < x.end);
  return cite(r, s?.start ?? at, s?.end ?? at);
}
