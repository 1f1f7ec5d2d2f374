/**
 * Risk rules (see ../risks.ts): limits on transferring the contract or on changing who controls
 * the reviewed party. "Customer shall not assign this Agreement without Provider's consent" while
 * Provider may assign freely is one-sided; "Neither party may assign ..." binds both (low); a
 * change of control of the reviewed party that lets the other side terminate is a real exit risk.
 */
import { clauseSentences, mk, subjectOf, type Ctx, type Finding, type Who } from '../context';
import type { Clause } from '../segment';
import type { Sentence } from '../text';

/** A limit on transferring the contract itself (not on transferring goods, data or access to a service). */
const NO_ASSIGN =
  /\b(?:(?:shall|will|may|must)\s+not\b|\bneither\s+part(?:y|ies)\b)[^.;]{0,80}\b(?:assign|transfer|delegate)\w*\s+(?:\w+\s+){0,3}(?:this\s+Agreement|the\s+Agreement|(?:any\s+of\s+)?its\s+(?:rights|obligations)|(?:any\s+)?rights\s+or\s+obligations|hereunder)|\b(?:this\s+Agreement|rights\s+(?:and|or)\s+obligations\s+hereunder)\s+(?:may|shall)\s+not\s+be\s+(?:assigned|transferred)/i;
const FREE_ASSIGN =
  /\bmay\s+(?:freely\s+)?(?:assign|transfer)\b[^.;]{0,120}\bwithout\s+(?:the\s+)?(?:prior\s+)?(?:written\s+)?consent|\bmay\s+freely\s+assign/i;
const CHANGE_OF_CONTROL =
  /\bchange\s+(?:of|in)\s+(?:the\s+)?control\b|\b(?:merger|consolidation|acquisition|sale\s+of\s+(?:all\s+or\s+)?substantially\s+all)\b/i;

interface Hit {
  clause: Clause;
  s: Sentence;
  who: Who;
}

function sentencesMatching(ctx: Ctx, re: RegExp, verb: RegExp, limit = 400): Hit[] {
  const out: Hit[] = [];
  if (!re.test(ctx.text)) return out;
  const seen = new Set<number>();
  const bySize = [...ctx.clauses]
    .filter((c) => c.kind !== 'preamble' && c.kind !== 'signature')
    .sort((a, b) => a.end - a.start - (b.end - b.start) || a.start - b.start);
  for (const c of bySize) {
    if (!re.test(ctx.text.slice(c.bodyStart, c.end))) continue;
    for (const s of clauseSentences(ctx, c)) {
      if (seen.has(s.start) || !re.test(s.text)) continue;
      seen.add(s.start);
      out.push({ clause: c, s, who: subjectOf(ctx, s.text, verb) });
      if (out.length >= limit) return out;
    }
  }
  return out.sort((a, b) => a.s.start - b.s.start);
}

/** The party whose change of control the sentence speaks of ("a Change of Control of Customer"). */
function controlled(ctx: Ctx, s: string): Who {
  const m = /\bchange\s+(?:of|in)\s+(?:the\s+)?control\s+(?:of|over|in)\s+(?:the\s+)?([^,.;]{1,60})/i.exec(s);
  const near = m?.[1] ?? s.slice(Math.max(0, s.search(CHANGE_OF_CONTROL) - 80), s.search(CHANGE_OF_CONTROL));
  const test = (re: RegExp | undefined) => !!re && new RegExp(re.source, 'i').test(near);
  if (/\b(?:either|any|a)\s+party\b/i.test(near)) return 'mutual';
  if (test(ctx.selfRe) && !test(ctx.otherRe)) return 'self';
  if (test(ctx.otherRe) && !test(ctx.selfRe)) return 'other';
  return 'unknown';
}

export function transferRisks(ctx: Ctx): Finding[] {
  if (!ctx.self) return [];
  const out: Finding[] = [];
  const S = ctx.selfName;
  const O = ctx.otherName;
  const at = (h: Hit) => ({ clause: h.clause, start: h.s.start, end: h.s.end });

  const limits = sentencesMatching(ctx, NO_ASSIGN, /\b(?:shall|will|may|must)\s+not\b|\bnot\s+be\b|\bno\b/i);
  const selfLimited = limits.find((h) => h.who === 'self');
  const mutual = limits.find((h) => h.who === 'mutual');
  const otherLimited = limits.some((h) => h.who === 'other' || h.who === 'mutual');
  const otherFree = sentencesMatching(ctx, FREE_ASSIGN, /\bmay\b/i).find((h) => h.who === 'other');
  if (selfLimited && (!otherLimited || otherFree))
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'one-sided-anti-assignment',
        category: 'anti-assignment',
        severity: 'medium',
        ...at(selfLimited),
        title: `Only ${S} needs consent to assign or transfer the contract${otherFree ? `; ${O} may assign freely` : ''}.`,
        impact: `${S} cannot sell its business, reorganise or move the contract to an affiliate without ${O}'s agreement, while ${O} keeps that freedom.`,
        suggestion: {
          type: 'modification',
          recommendation: `Make the restriction mutual and allow assignment without consent to an affiliate or to a successor in a merger or sale of the business.`,
          proposed_text: `Neither party may assign this Agreement without the other party's prior written consent (not to be unreasonably withheld), except that either party may assign it without consent to an affiliate or to a successor to all or substantially all of its business or assets.`,
        },
      }),
    );
  else if (mutual && !selfLimited)
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'mutual-anti-assignment',
        category: 'anti-assignment',
        severity: 'low',
        ...at(mutual),
        title: 'Neither party may assign the contract without consent.',
        impact: `${S} needs ${O}'s consent to transfer the contract, for example in a sale of its business, unless an exception applies.`,
      }),
    );

  const coc = sentencesMatching(ctx, CHANGE_OF_CONTROL, /\b(?:may|shall|will)\b/i).filter((h) =>
    /\bterminat|\bconsent|\bdeemed\s+(?:an?\s+)?assign|\bnotify|\bnotice/i.test(h.s.text),
  );
  const selfCoc = coc.find((h) => {
    const c = controlled(ctx, h.s.text);
    return c === 'self' || c === 'mutual';
  });
  if (selfCoc) {
    const terminate = /\bterminat/i.test(selfCoc.s.text);
    out.push(
      mk(ctx, {
        kind: 'risk',
        rule: 'change-of-control-self',
        category: 'change-of-control',
        severity: terminate ? 'high' : 'medium',
        ...at(selfCoc),
        title: terminate
          ? `A change of control of ${S} lets ${O} terminate the contract.`
          : `A change of control of ${S} needs ${O}'s consent or counts as an assignment.`,
        impact: `A sale or merger of ${S} can cost it this contract or give ${O} leverage in the transaction.`,
        suggestion: {
          type: 'modification',
          recommendation: `Limit the change-of-control right to a transfer to a direct competitor of ${O}, and require ${O} to exercise it within a short period after notice.`,
        },
      }),
    );
  }
  return out;
}
