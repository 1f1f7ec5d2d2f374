/**
 * Risk rule (see ../risks.ts): liability stated to be unlimited or uncapped ("The liability of the
 * Customer under this Agreement is unlimited", "Supplier's liability shall not be limited"). Read
 * in every clause, whatever it was classified as: a one-line clause saying so is the largest
 * exposure a contract can carry. Judged for the reviewed side: its own unlimited liability is a
 * high risk; the other side's is in its favour and is not reported as a risk.
 */
import { mk, type Ctx, type Finding, type Who } from '../context';
import type { Clause } from '../segment';
import { sentences } from '../text';

/** Liability said to be unlimited - never "including, without limitation" or "not limited to". */
const UNLIMITED =
  /\bunlimited\s+liabilit|\bliabilit\w*[^.;]{0,80}?\b(?:is|are|shall\s+be|will\s+be|remains?)\s+(?:unlimited|uncapped)\b|\bliabilit\w*[^.;]{0,80}?\b(?:shall|will)\s+not\s+be\s+(?:limited|capped)\b(?!\s+to\b)|\b(?:liable|liability)\b[^.;]{0,40}\bwithout\s+(?:any\s+)?(?:limit|limitation|cap)\s+(?:as\s+to|in|of)\s+amount|\bno\s+(?:limit|limitation|cap)\s+(?:on|to)\s+(?:the\s+|its\s+|their\s+|\w+['’]s\s+)?(?:amount\s+of\s+)?liabilit|\buncapped\s+liabilit/i;
const MUTUAL = /\b(?:each|either|both|neither)\s+part(?:y|ies)\b|\bthe\s+parties['’]|\bany\s+party\b/i;

function test(re: RegExp | undefined, s: string): boolean {
  if (!re) return false;
  return new RegExp(re.source, 'i').test(s);
}

/** Whose liability the sentence speaks of: the party named next to "liability" / "liable". */
export function liableParty(ctx: Ctx, s: string): Who {
  const near: string[] = [];
  const poss = /([\w ]{0,40}?)['’]s?\s+(?:\w+\s+){0,3}liabilit/gi;
  let m: RegExpExecArray | null;
  while ((m = poss.exec(s)) !== null) near.push(m[1]!);
  const of = /liabilit\w*\s+(?:of|for)\s+((?:the\s+)?[\w ]{1,40})/gi;
  while ((m = of.exec(s)) !== null) near.push(m[1]!);
  const liable =
    /((?:the\s+)?[\w ]{1,40}?)\s+(?:shall|will|is|are)\s+(?:be\s+|remain\s+)?(?:fully\s+|solely\s+|jointly\s+and\s+severally\s+)?liable/gi;
  while ((m = liable.exec(s)) !== null) near.push(m[1]!);
  for (const n of near) {
    if (MUTUAL.test(n)) return 'mutual';
    const self = test(ctx.selfRe, n);
    const other = test(ctx.otherRe, n);
    if (self && !other) return 'self';
    if (other && !self) return 'other';
  }
  if (MUTUAL.test(s)) return 'mutual';
  return 'unknown';
}

export function unlimitedLiabilityRisks(ctx: Ctx): Finding[] {
  if (!UNLIMITED.test(ctx.text)) return [];
  const out: Finding[] = [];
  const S = ctx.selfName;
  const known = !!ctx.self;
  // Smallest clause first, so each sentence is cited with its own sub-clause.
  const bySize = ctx.clauses
    .filter(
      (c) => c.kind !== 'preamble' && c.kind !== 'signature' && UNLIMITED.test(ctx.text.slice(c.bodyStart, c.end)),
    )
    .sort((a, b) => a.end - a.start - (b.end - b.start) || a.start - b.start);
  const seen = new Set<number>();
  const cited = new Set<number>();
  for (const c of bySize) {
    for (const s of sentences(ctx.text, c.bodyStart, c.end)) {
      if (cited.has(s.start)) continue;
      cited.add(s.start);
      if (!UNLIMITED.test(s.text)) continue;
      // Exclusion clauses mention limits without making anything unlimited.
      if (/\b(?:in\s+no\s+event|shall\s+not\s+be\s+liable|not\s+liable\s+for|exceed)\b/i.test(s.text)) continue;
      const who = liableParty(ctx, s.text);
      if (known && who === 'other') continue;
      if (seen.has(c.index)) continue;
      seen.add(c.index);
      out.push(finding(ctx, c, s, who, known, S));
    }
  }
  return out.sort((a, b) => a.start - b.start).slice(0, 3);
}

function finding(
  ctx: Ctx,
  clause: Clause,
  s: { start: number; end: number },
  who: Who,
  known: boolean,
  S: string,
): Finding {
  const whose = who === 'self' ? `${S}'s` : who === 'mutual' ? "each party's" : 'a party’s';
  return mk(ctx, {
    kind: 'risk',
    rule: 'unlimited-liability',
    category: 'uncapped-liability',
    severity: known && who === 'self' ? 'high' : 'medium',
    clause,
    start: s.start,
    end: s.end,
    title: `Unlimited liability: ${whose} liability under the contract is not capped.`,
    impact:
      who === 'self' || (known && who === 'mutual')
        ? `${S} is exposed to claims of any amount, including indirect and consequential losses unless excluded elsewhere; a single claim could exceed the value of the contract.`
        : 'The liable party is exposed to claims of any amount.',
    suggestion: {
      type: 'modification',
      recommendation: `Cap ${who === 'mutual' ? "each party's" : `${S}'s`} aggregate liability (for example at the fees paid or payable in the twelve months before the claim) and exclude indirect and consequential loss, keeping only fraud and wilful misconduct outside the cap.`,
      proposed_text:
        "Each party's aggregate liability arising out of or in connection with this Agreement shall not exceed the fees paid or payable under this Agreement in the twelve (12) months preceding the event giving rise to the claim. Neither party shall be liable for any indirect or consequential loss. Nothing in this Agreement limits liability for fraud or wilful misconduct.",
    },
  });
}
