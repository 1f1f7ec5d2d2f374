/**
 * Judging the other side's changes for the reviewed party. There is one risk judgement in the
 * product, the analysis engine's; this module only compares what it finds on the text before and
 * after their changes (same party, playbook and instructions) and lays each difference at the
 * change it comes from (attribute.ts):
 *  - a change after which a risk for the party appears or worsens, or a protection goes missing,
 *    is refused (our text is restored);
 *  - a change that breaks a playbook position (or leaves a broken one broken) is countered with
 *    the position's ladder (positions.ts): accepted when their text meets the preferred position
 *    or the first fallback, else countered with the first fallback it does not meet that was not
 *    already offered in an earlier round, else refused;
 *  - a position saved from an earlier decision ("When they propose …") decides for the changes it
 *    quotes;
 *  - a change after which the engine finds the same issues (or fewer) is accepted.
 * So the judgement of a change improves with the engine's findings, with no second set of rules.
 */
import type { Analysis } from '../../../../shared/schemas/analysis';
import { analyzeContract } from '../engine';
import { attribute, type AttributionContext } from './attribute';
import { counterText } from './counter';
import { compareFindings, findingItems, type FindingItem } from './findings';
import { parseRuleLine } from '../playbook';
import { engineView, readPositions, type Ladder, type Position, type SavedPosition } from './positions';
import { Sections } from './sections';
import type { ChangeToJudge, Judgement, NegotiationInput } from './types';

/** Engine runs allowed for telling apart changes that touch the same article (each reads a window of the text). */
const WINDOW_RUNS = 16;

interface Attributed {
  appeared: FindingItem[];
  resolved: FindingItem[];
  moved: { before: FindingItem; after: FindingItem }[];
}

export function judgeChanges(input: NegotiationInput): Judgement[] {
  const { ladders, saved } = readPositions(input.playbook?.content);
  // The engine checks every ladder position as a rule line of its own, so "does their text meet it" is its answer too.
  const positionLines = ladders.flatMap((l) =>
    l.positions.map((p) => p.line).filter((line): line is string => !!line && line !== l.line),
  );
  const content = input.playbook
    ? [engineView(input.playbook.content), ...positionLines].join('\n')
    : positionLines.join('\n');
  const playbook = content.trim() ? { name: input.playbook?.name ?? 'Playbook', content } : null;
  const analyse = (contractText: string): Analysis =>
    analyzeContract({
      contractText,
      behalfOf: input.behalfOf,
      playbook,
      additionalInstructions: input.additionalInstructions ?? null,
    });

  const judged = input.changes.filter((c) => c.kind !== 'comment');
  const sections = { after: new Sections(input.afterText), before: new Sections(input.beforeText) };
  const sectionOf = (c: ChangeToJudge) => sections.after.at(c.afterSpan.start).label;
  if (judged.length === 0) return input.changes.map((c) => commentJudgement(c, sectionOf(c)));

  const beforeAnalysis = analyse(input.beforeText);
  const afterAnalysis = analyse(input.afterText);
  const synthetic = new Set(positionLines);
  const real = (i: FindingItem) => !i.rule || !synthetic.has(i.rule);
  const delta = compareFindings(findingItems(beforeAnalysis).filter(real), findingItems(afterAnalysis).filter(real));

  const ctx: AttributionContext = {
    afterText: input.afterText,
    beforeText: input.beforeText,
    changes: input.changes,
    sections,
    analyses: { before: beforeAnalysis, after: afterAnalysis },
    analyse,
    budget: { runs: WINDOW_RUNS },
  };
  const per = new Map<string, Attributed>(judged.map((c) => [c.id, { appeared: [], resolved: [], moved: [] }]));
  for (const item of delta.appeared) for (const c of attribute(item, 'after', ctx)) per.get(c.id)!.appeared.push(item);
  for (const item of delta.resolved) for (const c of attribute(item, 'before', ctx)) per.get(c.id)!.resolved.push(item);
  for (const m of delta.moved) for (const c of attribute(m.after, 'after', ctx)) per.get(c.id)!.moved.push(m);

  const checks = new Map((afterAnalysis.playbook_review?.rules_checked ?? []).map((c) => [c.line, c.status]));
  const party = input.behalfOf.trim() || 'the reviewed party';
  return input.changes.map((c) => {
    const section = sectionOf(c);
    if (c.kind === 'comment') return commentJudgement(c, section);
    const found = per.get(c.id)!;
    const position = saved.find((s) => matchesSaved(s, c));
    if (position) return savedJudgement(c, section, position, found, party);
    return judgeOne(c, section, found, {
      afterText: input.afterText,
      beforeText: input.beforeText,
      ladders,
      checks,
      party,
      offered: input.offered ?? {},
    });
  });
}

function commentJudgement(c: ChangeToJudge, section: string): Judgement {
  return {
    id: c.id,
    section,
    effect: 'A comment: it changes no text.',
    recommendation: 'accept',
    reasoning: 'Nothing to refuse in the text. Answer it with a comment to the other side if it asks for something.',
  };
}

interface JudgeContext {
  afterText: string;
  beforeText: string;
  ladders: Ladder[];
  checks: Map<string, string>;
  party: string;
  offered: Readonly<Record<string, readonly string[]>>;
}

const quote = (s: string, max = 90) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

function effectOf(found: Attributed, party: string): string {
  const parts: string[] = [];
  for (const i of found.appeared) {
    if (i.kind === 'playbook') parts.push(`Breaks the playbook position "${i.rule}": ${i.title}`);
    else if (i.kind === 'missing')
      parts.push(`Removes a protection for ${party}: ${i.title.replace(/^No /, 'no ')} after this change.`);
    else if (i.kind === 'ambiguity') parts.push(`Adds an ambiguity: ${i.title}`);
    else if (i.weight === 0) parts.push(`Adds a minor point for ${party}: ${i.title}`);
    else parts.push(`Shifts risk onto ${party}: ${i.title}`);
  }
  for (const m of found.moved) parts.push(`Still outside the playbook position "${m.after.rule}": ${m.after.detail}`);
  for (const i of found.resolved) parts.push(`Favourable to ${party}: removes "${quote(i.title)}".`);
  if (parts.length === 0)
    parts.push(`Neutral for ${party}: the analysis finds the same issues before and after this change.`);
  return parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)).join(' ');
}

function judgeOne(c: ChangeToJudge, section: string, found: Attributed, ctx: JudgeContext): Judgement {
  const effect = effectOf(found, ctx.party);
  const base = { id: c.id, section, effect };
  const rules = [...found.appeared.filter((i) => i.kind === 'playbook'), ...found.moved.map((m) => m.after)];
  const risks = found.appeared.filter((i) => i.kind !== 'playbook' && i.kind !== 'ambiguity' && i.weight >= 1);
  const missing = found.appeared.filter((i) => i.kind === 'missing');
  if (rules.length > 0) {
    const rule = rules[0]!;
    const ladder = ctx.ladders.find((l) => l.line === rule.rule);
    const own = parseRuleLine(rule.rule!);
    const positions: Position[] = ladder?.positions ?? [
      { step: 'prefer', value: rule.rule!, line: rule.rule!, ...(own ? { rule: own } : {}) },
    ];
    const answer = climb(c, positions, ctx, rule.rule!);
    if (answer.recommendation !== 'reject' || risks.length === 0)
      return { ...base, ...answer, playbook_rule: rule.rule! };
  }
  if (missing.length > 0) {
    return {
      ...base,
      recommendation: 'reject',
      reasoning: `Refuse: the change removes a protection ${ctx.party} has in the current text (${missing.map((m) => m.title).join('; ')}). Refusing restores the text as it was.`,
    };
  }
  if (risks.length > 0) {
    return {
      ...base,
      recommendation: 'reject',
      reasoning: `Refuse: the change shifts risk onto ${ctx.party} (${risks.map((r) => quote(r.title, 70)).join('; ')}), and no playbook position offers a middle ground. Refusing restores the text as it was.`,
    };
  }
  const minor = found.appeared.filter((i) => i.kind === 'ambiguity' || i.weight === 0);
  if (minor.length > 0)
    return {
      ...base,
      recommendation: 'accept',
      reasoning: `Accept: no significant risk for ${ctx.party}, though the wording raises a minor point worth a comment (${quote(minor[0]!.title, 70)}).`,
    };
  if (found.resolved.length > 0)
    return { ...base, recommendation: 'accept', reasoning: `Accept: the change is favourable to ${ctx.party}.` };
  return {
    ...base,
    recommendation: 'accept',
    reasoning: `Accept: the change does not alter ${ctx.party}'s risks as the analysis reads them.`,
  };
}

/**
 * The ladder: their text meets the preferred position or the first fallback → accept; else the
 * first fallback it does not meet (skipping what earlier rounds offered) → counter; nothing left → refuse.
 */
function climb(
  c: ChangeToJudge,
  positions: Position[],
  ctx: JudgeContext,
  line: string,
): Omit<Judgement, 'id' | 'section' | 'effect'> {
  const meets = (p: Position) => (p.line ? ctx.checks.get(p.line) === 'satisfied' : false);
  const [prefer, ...rest] = positions;
  if (prefer && meets(prefer))
    return {
      recommendation: 'accept',
      reasoning: `Accept: their text meets the preferred position of the playbook ("${prefer.line ?? prefer.value}").`,
    };
  const fallbacks = rest.filter((p) => p.step === 'fallback');
  if (fallbacks[0] && meets(fallbacks[0]))
    return {
      recommendation: 'accept',
      reasoning: `Accept: their text meets the playbook's first fallback ("${fallbacks[0].value}").`,
    };
  const offered = ctx.offered[line] ?? [];
  const ladder = fallbacks.length > 0 ? [...rest] : [...positions];
  for (const p of ladder) {
    if (meets(p))
      return {
        recommendation: 'accept',
        reasoning: `Accept: their text meets the playbook position "${p.value}" and every earlier one was offered before.`,
      };
    const text = counterText(p, {
      afterText: ctx.afterText,
      beforeText: ctx.beforeText,
      afterSpan: c.afterSpan,
      beforeSpan: c.beforeSpan,
    });
    if (!text || wasOffered(p, offered)) continue;
    if (text.replace(/\s+/g, ' ').trim() === c.before.replace(/\s+/g, ' ').trim()) {
      return {
        recommendation: 'reject',
        reasoning: `Refuse: the change moves away from the playbook position ("${p.line ?? p.value}") that the current text already meets. Refusing restores it.`,
      };
    }
    const step =
      p.step === 'prefer'
        ? 'the playbook position'
        : p.step === 'walk-away'
          ? 'the walk-away position'
          : `the ${ordinal(fallbacks.indexOf(p) + 1)} fallback`;
    return {
      recommendation: 'counter',
      counter_text: text,
      reasoning: `Counter with ${step} ("${p.value}"): their text does not meet it${offered.length ? ', and what we offered last round was not taken up' : ''}.`,
    };
  }
  return {
    recommendation: 'reject',
    reasoning: `Refuse: their text is outside the playbook positions for "${line}" and no position is left to offer.`,
  };
}

/** Whether an earlier round already offered this position (its figure or place, or its wording). */
function wasOffered(p: Position, offered: readonly string[]): boolean {
  const rule = p.rule;
  return offered.some((text) => {
    if (p.text) return similarity(p.text, text) >= 0.8;
    if (!rule) return false;
    if (rule.kind === 'cap-months') return new RegExp(`\\b${rule.months}\\)?\\s+months?\\b`, 'i').test(text);
    if (rule.kind === 'max-days' || rule.kind === 'payment-days')
      return new RegExp(
        `\\b${/\d+/.exec(p.value)?.[0] ?? rule.days}\\)?\\s+(?:business\\s+|calendar\\s+)?(?:days?|weeks?|months?|years?)\\b`,
        'i',
      ).test(text);
    if (rule.kind === 'governing-law' || rule.kind === 'jurisdiction')
      return [p.value, ...rule.places].some((place) =>
        text
          .toLowerCase()
          .includes(place.replace(/^(?:the\s+)?(?:courts?\s+of\s+)?(?:the\s+)?(?:state\s+of\s+)/i, '').toLowerCase()),
      );
    return false;
  });
}

const ordinal = (n: number) => ['first', 'second', 'third', 'fourth', 'fifth'][n - 1] ?? `${n}th`;

const wordsOf = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Word overlap (of the shorter text's words), 0 to 1. */
export function similarity(a: string, b: string): number {
  const wa = wordsOf(a);
  const wb = new Set(wordsOf(b));
  if (wa.length === 0 || wb.size === 0) return 0;
  const shared = wa.filter((w) => wb.has(w)).length;
  return shared / Math.max(wa.length, wb.size);
}

function matchesSaved(s: SavedPosition, c: ChangeToJudge): boolean {
  const theirs = s.when === 'delete' ? c.before : c.after;
  if (s.when === 'delete' && c.kind === 'insertion') return false;
  return theirs.trim() !== '' && similarity(s.quote, theirs) >= 0.8;
}

function savedJudgement(
  c: ChangeToJudge,
  section: string,
  s: SavedPosition,
  found: Attributed,
  party: string,
): Judgement {
  const because = s.reason ? ` because ${s.reason.replace(/[.]$/, '')}` : '';
  const base = { id: c.id, section, effect: effectOf(found, party), playbook_rule: s.line };
  if (s.action === 'counter' && s.counterText)
    return {
      ...base,
      recommendation: 'counter',
      counter_text: s.counterText,
      reasoning: `Counter as the playbook's saved position says${because}.`,
    };
  if (s.action === 'accept')
    return { ...base, recommendation: 'accept', reasoning: `Accept as the playbook's saved position says${because}.` };
  return { ...base, recommendation: 'reject', reasoning: `Refuse as the playbook's saved position says${because}.` };
}
