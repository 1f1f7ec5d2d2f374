/**
 * The playbook rule grammar (docs/playbook-rules.md): one line of a playbook or of the additional
 * instructions → a Rule, or nothing when the engine cannot check the line.
 */
import { resolveCategory } from '../../../../shared/taxonomy';
import { durationInDays, findDurations } from '../text';

export type Rule =
  | { kind: 'require' | 'prohibit' | 'focus'; category: string }
  | { kind: 'governing-law' | 'jurisdiction'; place: string }
  | { kind: 'max-days'; what: 'payment' | 'notice' | 'term'; days: number; text: string }
  | { kind: 'cap-months'; months: number }
  | { kind: 'mutual-indemnity' };

export interface ParsedLine {
  line: string;
  source: 'playbook' | 'instructions';
  rule?: Rule;
}

const CAT = (s: string) =>
  resolveCategory(
    s
      .replace(/\b(?:clause|clauses|provision|provisions|section)\b/gi, '')
      .replace(/^(?:an?|the)\s+/i, '')
      .trim(),
  );

export function parseRuleLine(raw: string): Rule | undefined {
  const line = raw
    .replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s*/, '')
    .replace(/[.;]\s*$/, '')
    .trim();
  let m: RegExpExecArray | null;
  if ((m = /^(?:require|required|must (?:have|include|contain))\s*:?\s+(.+)$/i.exec(line))) {
    const c = CAT(m[1]!);
    return c ? { kind: 'require', category: c } : undefined;
  }
  if ((m = /^(?:prohibit|prohibited|forbid|not allowed|disallow|no)\s*:?\s+(.+)$/i.exec(line))) {
    const c = CAT(m[1]!);
    return c ? { kind: 'prohibit', category: c } : undefined;
  }
  if (
    (m =
      /^(?:focus(?: on)?|flag|check|pay attention to|look (?:closely )?at)\s*:?\s+(?:any\s+|the\s+)?(.+?)(?:\s+(?:clauses?|terms?|provisions?))?$/i.exec(
        line,
      ))
  ) {
    const c = CAT(m[1]!);
    return c ? { kind: 'focus', category: c } : undefined;
  }
  if (
    (m =
      /^(?:governing law|choice of law|applicable law)\s*(?::|must be|should be|=)\s*(?:the\s+)?(?:laws? of\s+)?(?:the\s+)?(?:state of\s+)?(.+)$/i.exec(
        line,
      ))
  )
    return { kind: 'governing-law', place: m[1]!.trim() };
  if ((m = /^(?:jurisdiction|venue|courts?)\s*(?::|must be|should be|=)\s*(?:the courts of\s+)?(.+)$/i.exec(line)))
    return { kind: 'jurisdiction', place: m[1]!.trim() };
  if (
    (m =
      /^(?:liability cap|cap on liability|limitation of liability)\s*(?::|must be|should be)?\s*(?:at least|no less than|>=|minimum(?: of)?)\s+(\d{1,3})\s*months?/i.exec(
        line,
      ))
  )
    return { kind: 'cap-months', months: Number(m[1]) };
  if (
    /^(?:liability cap|cap on liability|limitation of liability)\s*:?\s*(?:required|mandatory|must exist|yes)$/i.test(
      line,
    )
  )
    return { kind: 'require', category: 'cap-on-liability' };
  if (
    (m =
      /^(payment terms?|payment|notice period|termination notice|renewal notice|term|initial term)\s*(?::|must be|should be)?\s*(?:at most|no more than|not more than|<=|maximum(?: of)?|max)\s+(.+)$/i.exec(
        line,
      ))
  ) {
    const d = findDurations(m[2]!)[0];
    if (!d) return undefined;
    const what = /payment/i.test(m[1]!) ? 'payment' : /notice/i.test(m[1]!) ? 'notice' : 'term';
    return { kind: 'max-days', what, days: durationInDays(d), text: d.text };
  }
  if (
    (m =
      /^(auto(?:matic)?[- ]?renewals?|evergreen|non-?compete|exclusivity|liquidated damages|uncapped liability|unlimited liability)\s*:?\s*(?:is\s+)?(?:not allowed|prohibited|forbidden|no|not acceptable|unacceptable)$/i.exec(
        line,
      ))
  ) {
    const c = CAT(m[1]!);
    return c ? { kind: 'prohibit', category: c } : undefined;
  }
  if (/^(?:indemnit(?:y|ies)|indemnification)\s*(?::|must be|should be)\s*mutual$/i.test(line))
    return { kind: 'mutual-indemnity' };
  return undefined;
}

export function parseRules(playbook: string | null | undefined, instructions: string | null | undefined): ParsedLine[] {
  const out: ParsedLine[] = [];
  for (const l of (playbook ?? '').split(/\r?\n/)) {
    const t = l.trim();
    if (!t || t.startsWith('#') || /^[-=*_]{3,}$/.test(t)) continue;
    const rule = parseRuleLine(t);
    out.push({ line: t, source: 'playbook', ...(rule ? { rule } : {}) });
  }
  for (const l of (instructions ?? '').split(/\r?\n|;|(?<=[.!?])\s+(?=[A-Z])/)) {
    const t = l.trim();
    if (!t) continue;
    const rule = parseRuleLine(t);
    out.push({ line: t, source: 'instructions', ...(rule ? { rule } : {}) });
  }
  return out;
}
