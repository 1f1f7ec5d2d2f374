/**
 * The review's rules on the other side deciding what the reviewed side depends on, where the readings
 * (readings.ts) see no discretion: it has the last word when the parties disagree ("Sanofi's final
 * decision-making power", "GSK will retain the final vote within the Joint Steering Committee"), or its own
 * determination binds the reviewed side ("the reasonable determination ... made by Tadeo shall be final and
 * binding on both parties", "The Sponsor's decision ... shall be conclusive").
 * The judge (judge.ts) reads every rule table as one list; explain-control.ts holds their words.
 */
import type { Rule, RuleInput } from './rule-types';
import { sentenceAround } from './rule-patterns';
import { mentions, type Who } from './sides';

/** "shall have final decision-making authority", "will retain the final vote", "has the deciding vote". */
const HOLDS_LAST_WORD =
  /\b(?:have|has|retains?|holds?|reserves?|exercises?)\s+(?:the\s+|a\s+)?(?:sole\s+(?:and\s+exclusive\s+)?)?(?:right\s+to\s+make\s+(?:the\s+|all\s+)?)?(?:final|ultimate|deciding|casting|tie-?breaking)\s+(?:decision[- ]making\s+)?(?:authority|power|rights?|say|votes?|decisions?|determinations?)\b/gi;
/** "subject to Sanofi's final decision-making power", "The Sponsor's decision ... shall be conclusive". */
const OWN_LAST_WORD =
  /['’]s?\s+(?:sole\s+)?(?:(?:final|ultimate|deciding|casting|tie-?breaking)\s+(?:decision[- ]making\s+)?(?:authority|power|rights?|say|votes?|decisions?|determinations?)\b|(?:reasonable\s+)?(?:decisions?|determinations?|interpretations?|calculations?)\b(?=[^.;]{0,80}?\b(?:shall|will)\s+be\s+(?:final|conclusive)\b))/gi;
/** "the reasonable determination with respect thereto made by Tadeo shall be final", "the final decision ... at the sole discretion of MMT". */
const LAST_WORD_OF =
  /\b(?:(?:determinations?|decisions?|interpretations?|calculations?)\b[^.;]{0,60}?\b(?:made\s+by|of)|(?:final|ultimate)\s+(?:decision|say|determination)[^.;]{0,60}?\b(?:rests?\s+with|lies\s+with|(?:be\s+)?made\s+by|at\s+the\s+(?:sole\s+)?discretion\s+of))\s+(?:the\s+)?(?=[^.;]{0,80}?(?:\b(?:shall|will)\s+be\s+(?:final|conclusive)\b|$))/gi;
/** A last word the sides hold together ("decided jointly", "unanimous"), not one side's alone. */
const SHARED = /\b(?:jointly|unanimous\w*)\b/i;

/**
 * The side that holds the last word at `at`: the subject of the modal right before it ("Exact, after having
 * considered ... the advice and input from Pfizer, will have final decision-making authority" is Exact's,
 * never the Pfizer named last), else the party named right before it ("Sanofi's final decision-making power").
 */
function holderBefore(p: RuleInput, at: number): Who {
  const sides = p.contract.sides;
  if (!sides) return 'none';
  const modal = p.signals.filter((s) => s.kind.includes(':') && s.end <= at && at - s.end <= 12).pop();
  const before = p.text.slice(Math.max(0, at - 60), modal?.at ?? at);
  const named = mentions(sides, before).filter((m) => m.who !== 'none');
  const last = named[named.length - 1];
  // "the views of Distributor, Zogenix shall have": the readings join both names; the one next to the modal holds it.
  if (modal && (modal.who !== 'mutual' || !last || before.length - last.end > 2)) return modal.who;
  if (!last || /[;:,]/.test(before.slice(last.end))) return 'none';
  return last.who;
}

/** The side named right after `at` ("made by Tadeo"), or 'none'. */
function holderAfter(p: RuleInput, at: number): Who {
  const sides = p.contract.sides;
  return (sides && mentions(sides, p.text.slice(at, at + 40)).find((m) => m.at === 0)?.who) ?? 'none';
}

/**
 * The other side's say over what is its own to protect: its patents and marks, their prosecution and
 * enforcement, claims and proceedings it defends, the safety of its product. The owner deciding these is
 * market standard.
 */
const OWN_MATTERS =
  /\b(?:patents?|prosecut\w*|trademarks?|marks|infring\w*|enforce\w*|litigation|proceedings?|suits?|claims?|defen[cs]e|settle\w*|safety|pharmacovigilance|recalls?)\b/i;
/** The words name matters outside the last word: "not subject to Exact's final ...", "save where Adaptimmune has". */
const OUTSIDE =
  /\b(?:not\s+subject\s+to|save\s+(?:where|that)|except\s+(?:where|that|for|as)|other\s+than|unless)\s+(?:[\w.&'’-]+\s*){0,3}$/i;

/** The whole sentence around `at`, its provisos included ("...patent applications ...; provided, however, Theravance shall have the final decision"). */
function fullSentence(text: string, at: number): string {
  const start = text.lastIndexOf('. ', at) + 1;
  const stop = text.indexOf('. ', at);
  return text.slice(start, stop < 0 ? text.length : stop);
}

/** The offset of the other side's last word over a matter the reviewed side shares, or -1. */
export function otherHasLastWord(p: RuleInput): number {
  if (!/\b(?:final|ultimate|deciding|casting|tie-?breaking|conclusive)\b/i.test(p.text)) return -1;
  const found: Array<{ at: number; who: Who }> = [];
  for (const m of p.text.matchAll(HOLDS_LAST_WORD)) found.push({ at: m.index, who: holderBefore(p, m.index) });
  for (const m of p.text.matchAll(OWN_LAST_WORD)) found.push({ at: m.index, who: holderBefore(p, m.index + 1) });
  for (const m of p.text.matchAll(LAST_WORD_OF))
    found.push({ at: m.index, who: holderAfter(p, m.index + m[0].length) });
  for (const f of found.sort((a, b) => a.at - b.at)) {
    if (f.who !== 'other') continue;
    const { text: clause, start } = sentenceAround(p.text, f.at);
    if (SHARED.test(clause) || OWN_MATTERS.test(fullSentence(p.text, f.at))) continue;
    if (OUTSIDE.test(p.text.slice(Math.max(start, f.at - 40), f.at))) continue;
    return f.at;
  }
  return -1;
}

export const CONTROL_RULES: readonly Rule[] = [
  {
    id: 'other-has-last-word',
    family: 'other',
    prior: 1.0,
    severity: 'medium',
    match: otherHasLastWord,
  },
];
