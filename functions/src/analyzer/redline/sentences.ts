/** Sentence-level helpers the editors share: where a finding is, who a sentence binds, substitutions. */
import { subjectOf, type Ctx, type Who } from '../context';
import { sentences, type Sentence } from '../text';
import type { Change, FindingRef } from './types';

/** The sentences a finding points at (its first span), in order. */
export function sentencesOf(ctx: Ctx, f: FindingRef): Sentence[] {
  const span = f.spans[0];
  if (!span || span.end <= span.start) return [];
  // Whole sentences of the paragraph: those the span covers first, then the rest after it.
  const from = ctx.text.lastIndexOf('\n', span.start - 1) + 1;
  const nl = ctx.text.indexOf('\n', span.end);
  const to = Math.max(span.end, nl < 0 ? ctx.text.length : nl);
  const all = sentences(ctx.text, from, to).filter((s) => s.end > span.start);
  return [...all.filter((s) => s.start < span.end), ...all.filter((s) => s.start >= span.end)];
}

/**
 * A heading the sentence splitter returns as a sentence ("8. NON-COMPETITION"): never the clause to edit.
 * A clause written in capitals with a promise in it ("THE RESELLER SHALL INDEMNIFY ...") is no heading.
 */
const isHeading = (t: string) =>
  (!/[a-z]/.test(t) && (t.length < 80 || !/\b(?:SHALL|WILL|MAY|MUST|AGREES?)\b/.test(t))) ||
  (t.length < 40 && !/\b(?:shall|will|may|must|agrees?|is|are)\b/i.test(t));

export function firstSentence(
  ctx: Ctx,
  f: FindingRef,
  test: (s: Sentence) => boolean = () => true,
): Sentence | undefined {
  return sentencesOf(ctx, f).find((s) => !isHeading(s.text.trim()) && test(s));
}

export const who = (ctx: Ctx, s: Sentence, verb: RegExp): Who => subjectOf(ctx, s.text, verb);

/**
 * Whose sole discretion a sentence gives: the party it names with the discretion ("in AGI's sole
 * discretion", "in the sole discretion of AGI", "may be withdrawn by AGI in its sole discretion"), else
 * the sentence's subject. A passive sentence's nearest name before its verb is often the other party
 * ("In the event of a breach ... by the Company, the Endorsement may be withdrawn by AGI in its sole discretion").
 */
export function discretionOf(ctx: Ctx, s: Sentence, verb: RegExp): Who {
  const d = /\b(?:sole|absolute)\s+discretion\b/i.exec(s.text);
  if (!d) return who(ctx, s, verb);
  const of = /^\s+of\s+(?:the\s+)?/i.exec(s.text.slice(d.index + d[0].length));
  if (of) {
    const named = s.text.slice(d.index + d[0].length + of[0].length);
    for (const [re, w] of [
      [ctx.selfRe, 'self'],
      [ctx.otherRe, 'other'],
    ] as const)
      if (re && new RegExp(`^(?:${re.source})`, 'i').test(named)) return w;
  }
  const before = s.text.slice(Math.max(0, d.index - 80), d.index);
  if (/['’]s\s+$/.test(before) || /\bby\s+\S[^,;]{0,60}?\s+in\s+(?:its|their)\s+$/i.test(before))
    return subjectOf(ctx, before, /$/);
  return who(ctx, s, verb);
}

/** The party-name alternatives of a party regex (built by termsRe), as a regex source. */
export function partySource(re: RegExp | undefined): string | undefined {
  return re?.source;
}

/** A fresh copy of a party regex with no shared lastIndex state. */
export const once = (re: RegExp | undefined, flags = ''): RegExp | undefined =>
  re ? new RegExp(re.source, flags) : undefined;

/** Replaces the first match of `re` inside the sentence with `replace(match)`, as a rewrite of the match only. */
export function substitute(s: Sentence, re: RegExp, replace: (m: RegExpExecArray) => string): Change | undefined {
  const m = new RegExp(re.source, re.flags.replace('g', '')).exec(s.text);
  if (!m) return undefined;
  const start = s.start + m.index;
  return { kind: 'rewrite', start, end: start + m[0].length, rewritten: replace(m) };
}

/** The offset just before a sentence's closing punctuation (where a proviso goes). */
/**
 * Whether the sentence ends at a stop. One that does not was cut by the splitter, usually at a page
 * break ("... IMNTV's acts or omissions with" / "Source: ..., 10KSB" / "respect thereto ..."): words
 * appended at its end, or a clause inserted after it, would land inside the clause.
 */
export const endsAtStop = (s: Sentence) => /[.;:]["”’)\]]*\s*$/.test(s.text.trim());

export function beforeStop(s: Sentence): number {
  const trimmed = s.text.replace(/["”’)\]]+$/, '');
  return /[.;:]$/.test(trimmed) ? s.start + trimmed.length - 1 : s.start + s.text.length;
}

/** Capitalises the first letter (for text that starts a sentence). */
export const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
export const atSentenceStart = (s: Sentence, index: number) =>
  s.text.slice(0, index).trim() === '' ||
  /[.:]\s*$/.test(s.text.slice(0, index)) ||
  /^\s*(?:\d+(?:\.\d+)*\.?|\([a-z0-9]+\)|[a-z]\))\s*$/i.test(s.text.slice(0, index));
