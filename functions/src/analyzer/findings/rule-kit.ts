/**
 * What every rule asks of a passage read for one side (rules.ts, rules-terms.ts): where a side's
 * signal of a kind sits, where a wording sits, and whether the passage belongs to a family or
 * carries a cue. Each returns an offset into the passage (the citation's anchor) or -1.
 */
import type { RuleInput } from './rule-types';
import type { Who } from './sides';
import type { Family } from './topics';

export const has = (p: RuleInput, who: Who, kind: string | RegExp): number => {
  for (const s of p.signals)
    if (s.who === who && (typeof kind === 'string' ? s.kind === kind : kind.test(s.kind))) return s.at;
  return -1;
};
export const re = (p: RuleInput, r: RegExp): number => r.exec(p.text)?.index ?? -1;
export const both = (a: number, b: number): number => (a >= 0 && b >= 0 ? Math.min(a, b) : -1);
/** The offset `at` when `c` holds: a condition never moves the citation to the passage's first sentence. */
export const when = (c: boolean, at: number): number => (c ? at : -1);
export const fam = (p: RuleInput, f: Family): boolean => p.families.has(f);
export const cue = (p: RuleInput, ...c: string[]): boolean => c.some((x) => p.cues.has(x));

/**
 * A signal of `who` whose words right after the modal match `after` ("Cremer shall | not be obliged
 * to deliver"): the offset of the signal, or -1. The modal's subject is the side the words bind.
 */
export function says(p: RuleInput, who: Who, after: RegExp, kind: RegExp = /./): number {
  for (const s of p.signals)
    if (s.who === who && kind.test(s.kind) && after.test(p.text.slice(s.end, s.end + 200))) return s.at;
  return -1;
}

/**
 * A signal of `who` and `kind` whose words after the modal do not match `unless` ("ENVISION shall |
 * have eighteen months to exhaust its inventory" is no duty): the offset of the signal, or -1.
 */
export function saysOtherThan(p: RuleInput, who: Who, kind: RegExp, unless: RegExp): number {
  for (const s of p.signals)
    if (s.who === who && kind.test(s.kind) && !unless.test(p.text.slice(s.end, s.end + 200))) return s.at;
  return -1;
}
