/** Edits for liability findings: caps that protect only the other side, low caps, uncapped indemnities. */
import { categoryLabel } from '../../../../../shared/taxonomy';
import type { Ctx } from '../../context';
import type { Sentence } from '../../text';
import { atSentenceStart, beforeStop, capital, endsAtStop, firstSentence, once, substitute, who } from '../sentences';
import type { Change, Editor, EditorEnv, Proposal } from '../types';
import { durationsIn, period } from '../wording';
import { listLimbs, markers, sentenceLimbs } from './indemnity-limbs';
import { clauseAfterCategory } from './placement';

export const capClauseText = (months: number, doc = 'this Agreement', spelled = true) =>
  `Limitation of Liability. Except for liability arising from a party's fraud, gross negligence or wilful misconduct, (a) neither party shall be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits or revenue, arising out of or relating to ${doc}; and (b) each party's aggregate liability arising out of or relating to ${doc} shall not exceed the total fees paid or payable under ${doc} in the ${period(months, 'month', spelled ? undefined : '')} preceding the event giving rise to the claim.`;

/** The replacement in the case of the text it replaces ("EITHER PARTY" in a sentence in capitals). */
const inCase = (sample: string, repl: string) =>
  sample === sample.toUpperCase() && /[A-Z]/.test(sample) ? repl.toUpperCase() : repl;

/**
 * The fewest words that make a limitation or exclusion protecting only the other side mutual:
 * "Provider's" → "either party's", "shall Company be liable" → "shall either party be liable",
 * "Licensor shall not be liable" → "Neither party shall be liable".
 */
function mutualise(ctx: Parameters<Editor>[1]['ctx'], s: Sentence): Change | undefined {
  const other = once(ctx.otherRe);
  if (!other || !ctx.self) return undefined;
  const name = other.source;
  // "liability of VIP to BNL": both parties named, so the mutual form names neither ("to the other").
  const toSelf = ctx.selfRe ? `(\\s+to\\s+(?:the\\s+)?(?:${ctx.selfRe.source}))?` : '()?';
  const patterns: [RegExp, (m: RegExpExecArray, start: boolean) => string][] = [
    [
      new RegExp(
        `(?:the\\s+)?(?:${name})['’]s(?=\\s+(?:(?:total|aggregate|maximum|cumulative|entire|overall|sole)\\s+)*liabilit)`,
        'i',
      ),
      (m, st) => inCase(m[0], st ? "Either party's" : "either party's"),
    ],
    [
      new RegExp(`\\bliability\\s+of\\s+(?:the\\s+)?(?:${name})${toSelf}`, 'i'),
      (m) => inCase(m[0], m[1] ? 'liability of either party to the other' : 'liability of either party'),
    ],
    [
      new RegExp(
        `(?<=\\b(?:shall|will)\\s+)(?:the\\s+)?(?:${name})(?=\\s+(?:at\\s+any\\s+time\\s+)?be\\s+liable)`,
        'i',
      ),
      (m) => inCase(m[0], 'either party'),
    ],
    [
      new RegExp(`^(?:the\\s+)?(?:${name})\\s+(shall|will)\\s+not\\s+be\\s+liable`, 'i'),
      (m) => inCase(m[0], `Neither party ${m[1]!.toLowerCase()} be liable`),
    ],
  ];
  for (const [re, repl] of patterns) {
    const change = substitute(s, re, (m) => repl(m, atSentenceStart(s, m.index)));
    if (change) return change;
  }
  return undefined;
}

/**
 * A mutual cap or exclusion protects the reviewed party only where it carries liability of its own:
 * it supplies, indemnifies, or does not merely pay. For a customer that only pays, making the other
 * side's protection mutual leaves that protection in place and gains nothing: raise or narrow it.
 */
const exposed = ({ review, selfPays }: EditorEnv): boolean =>
  review.facts.selfSupplies || review.facts.selfIndemnifies || !selfPays;

export const capEditor: Editor = (f, env) => {
  const { ctx, positions, selfPays } = env;
  const months = positions.capMonths ?? 12;
  if (f.kind === 'missing') {
    return [
      {
        change: {
          kind: 'clause',
          ...clauseAfterCategory(ctx, ['indemnification', 'warranties']),
          text: capClauseText(months),
        },
        suggestion: `Add a mutual limitation of liability: no indirect or consequential damages, and a cap of ${period(months, 'month', '')}' fees.`,
        reasoning: `The contract has no ${categoryLabel(f.category).toLowerCase()} clause, so ${ctx.selfName}'s exposure is unlimited. A mutual cap tied to the fees is the market position${positions.capMonths ? ` and what the playbook requires (at least ${positions.capMonths} months' fees)` : ''}.`,
        category: 'cap-on-liability',
      },
    ];
  }
  const s =
    firstSentence(ctx, f, (x) => /liab/i.test(x.text) && /exceed|limited\s+to|capped/i.test(x.text)) ??
    firstSentence(ctx, f, (x) => /liab/i.test(x.text));
  if (!s || !ctx.self) return [];
  const out: Proposal[] = [];
  const mutual = exposed(env) ? mutualise(ctx, s) : undefined;
  if (mutual)
    out.push({
      change: mutual,
      suggestion: 'Make the limitation of liability mutual.',
      reasoning: `As drafted the cap protects only ${ctx.otherName}; ${ctx.selfName}'s own liability stays unlimited. A mutual cap is the market position.`,
      category: 'cap-on-liability',
    });
  // Raising a cap helps the side that recovers under it: the other side's cap always, a cap on both
  // sides only for the side that pays (its claims are the larger), never a cap on its own liability.
  const own = once(ctx.selfRe, 'i');
  const selfOnly =
    !mutual &&
    !!own &&
    new RegExp(`(?:${own.source})['’]s\\s+(?:\\w+\\s+){0,3}liabilit`, 'i').test(s.text) &&
    !/\b(?:either|each|neither)\s+party/i.test(s.text);
  const raise = !!mutual || (!selfOnly && (selfPays || positions.capMonths !== undefined));
  const low = durationsIn(ctx.text, s.start, s.end).find((d) => d.unit === 'month' && d.value < months);
  if (raise && low && /fees|paid|payable|amounts|charges/i.test(s.text)) {
    out.push({
      change: { kind: 'rewrite', start: low.start, end: low.end, rewritten: period(months, 'month', low.raw) },
      suggestion: `Raise the cap to ${period(months, 'month', low.raw)} of fees.`,
      reasoning: `A cap of ${low.raw} of fees leaves ${ctx.selfName} with little recovery for a serious breach; ${positions.capMonths ? `the playbook requires at least ${positions.capMonths} months` : 'twelve months of fees is the usual minimum'}.`,
      priority: positions.capMonths ? 'high' : 'medium',
      category: 'cap-on-liability',
    });
  }
  return out;
};

/** An exclusion of liability that protects only the other side, made mutual. */
export const exclusionEditor: Editor = (f, env) => {
  const { ctx } = env;
  const s = firstSentence(ctx, f, (x) => /\bliab/i.test(x.text) && /\b(?:not|no)\b/i.test(x.text));
  if (!s || !exposed(env)) return [];
  const change = mutualise(ctx, s);
  if (!change) return [];
  return [
    {
      change,
      suggestion: 'Make the exclusion of liability mutual.',
      reasoning: `As drafted only ${ctx.otherName} is protected from these losses; ${ctx.selfName} remains fully liable for the same kinds of loss. A mutual exclusion is the market position.`,
      category: 'limitation-of-liability',
    },
  ];
};

export const uncappedEditor: Editor = (f, { ctx, review }) => {
  const s = firstSentence(ctx, f, (x) => /indemnif/i.test(x.text));
  // A super-cap bounds the reviewed party's indemnities; it would only limit its recovery if it gave none.
  if (!s || !endsAtStop(s) || !ctx.self || !review.facts.selfIndemnifies || /super-?cap|times the fees/i.test(s.text))
    return [];
  return [
    {
      change: {
        kind: 'insert',
        at: beforeStop(s),
        text: "; provided that each party's aggregate liability under its indemnification obligations shall not exceed three (3) times the fees paid or payable under this Agreement in the twelve (12) months preceding the claim",
      },
      suggestion: 'Put the indemnities under a separate, higher cap (a super-cap) instead of leaving them uncapped.',
      reasoning: `Indemnities carved out of the cap expose ${ctx.selfName} to unlimited damages; a super-cap keeps the other side protected while bounding ${ctx.selfName}'s exposure.`,
    },
  ];
};

const INDEMNIFY = /\b(?:shall|will|agrees?\s+to|must)\s+(?:\w+[\s,]+){0,4}?(?:indemnif|defend|hold)/i;

/** The narrowing to fault, at the end of the promise or after the limbs that reach beyond it. */
function narrowing(ctx: Ctx, s: Sentence, capped: boolean): Proposal[] {
  const verb = INDEMNIFY.exec(s.text);
  const fault = `${ctx.selfName}'s breach of this Agreement, negligence or wilful misconduct`;
  const cap = capped ? ', and subject to the limitations of liability in this Agreement' : '';
  const suggestion = `Limit ${ctx.selfName}'s indemnity to claims it caused${capped ? ' and bring it within the liability cap' : ''}.`;
  const reasoning = `As drafted ${ctx.selfName} indemnifies ${ctx.otherName} against any claim, even one ${ctx.otherName} caused, without limit.`;
  const whole = (text = `, but only to the extent arising from ${fault}${cap}`): Proposal[] => [
    { change: { kind: 'insert', at: beforeStop(s), text }, suggestion, reasoning },
  ];
  if (!verb) return whole();
  const verbEnd = verb.index + verb[0].length;
  // A lead-in ("against the following Indemnifiable Losses:") is judged by the list after it.
  const lead = /:\s*$/.test(s.text);
  const limbs = lead ? listLimbs(ctx.text.slice(s.end)) : sentenceLimbs(s.text, verbEnd);
  if (!limbs?.length) return whole();
  const broad = limbs.filter((l) => !l.scoped);
  // Every ground is already the indemnifying side's fault or an infringement: nothing to narrow.
  if (broad.length === 0)
    return capped
      ? [
          {
            change: { kind: 'insert', at: beforeStop(s), text: cap.replace(', and', ',') },
            suggestion: `Bring ${ctx.selfName}'s indemnity within the liability cap.`,
            reasoning: `The indemnity already answers only for ${ctx.selfName}'s breach or for infringement; made expressly subject to the limitations of liability, it stays within the cap on ${ctx.selfName}'s other liability.`,
          },
        ]
      : [];
  if (broad.length === limbs.length) return whole();
  // Some limbs are scoped: name the broad ones when marked (a list after a lead-in always is), else narrow
  // each right after its words.
  if (broad.every((l) => l.marker))
    return whole(`, but, as to ${markers(broad)}, only to the extent arising from ${fault}${cap}`);
  return broad.map((l) => ({
    change: { kind: 'insert', at: s.start + l.end, text: `, to the extent arising from ${fault}` },
    suggestion,
    reasoning,
  }));
}

export const indemnityEditor: Editor = (f, { ctx, positions, review }) => {
  if (!ctx.self) return [];
  const s = firstSentence(ctx, f, (x) => INDEMNIFY.test(x.text));
  if (!s || !endsAtStop(s) || who(ctx, s, /\b(?:indemnif\w*|defend|hold\s+harmless)\b/i) !== 'self') return [];
  const out: Proposal[] = [];
  if (!/to the extent|caused by|resulting from (?:its|the) (?:breach|negligence)/i.test(s.text)) {
    // "Subject to the limitations of liability" only where one limits the reviewed side's own liability.
    const capped = review.passages.some((p) => p.signals.some((g) => g.kind === 'capped' && g.who !== 'other'));
    out.push(...narrowing(ctx, s, capped));
  }
  const other = ctx.otherName;
  // A reciprocal indemnity only where the other side gives none anywhere in the contract, and names it.
  if (review.facts.otherIndemnifies || !ctx.sides.other) return out;
  out.push({
    change: {
      kind: 'clause',
      after: s.end,
      text: `${capital(other)} shall defend, indemnify and hold harmless ${ctx.selfName} from and against any third-party claims, losses and damages to the extent arising from ${other}'s breach of this Agreement, negligence or wilful misconduct, or from any claim that anything provided by ${other} under this Agreement infringes a third party's intellectual property rights.`,
    },
    suggestion: `Add a reciprocal indemnity from ${other}.`,
    reasoning: `The indemnity is one-sided: ${other} gives none in return${positions.mutualIndemnity ? ', and the playbook requires mutual indemnities' : ''}.`,
  });
  return out;
};
