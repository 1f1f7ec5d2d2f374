/**
 * Playbook statements → the checks the engine runs (docs/playbook-rules.md). A statement is read
 * first against the written forms ("Governing law: New York", "Liability cap: at least 12 months"),
 * then as plain English (plain.ts: "We never accept uncapped liability", "New York law", "no
 * exclusivity"). A statement no check fits is kept, without a rule, and reported as not checkable.
 */
import { resolveCategory } from '../../../../shared/taxonomy';
import { durationInDays, findDurations } from '../text';
import { placesIn } from './places';
import { readPlain } from './plain';
import { splitStatements, type Statement } from './split';
import type { ParsedLine, Rule } from './rule';

export type { Cmp, ParsedLine, Rule } from './rule';

export const CAT = (s: string) =>
  resolveCategory(
    s
      .replace(/\b(?:clause|clauses|provision|provisions|section|terms?)\b/gi, '')
      .replace(/^(?:an?|the|any)\s+/i, '')
      .trim(),
  );

/** The written forms of docs/playbook-rules.md ("Key: value"), as before plain English was read. */
function parseWritten(line: string): Rule | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^(?:require|required|must (?:have|include|contain))\s*:?\s+(.+)$/i.exec(line))) {
    const c = CAT(m[1]!);
    return c ? { kind: 'require', category: c } : undefined;
  }
  if ((m = /^(?:prohibit|prohibited|forbid|not allowed|disallow)\s*:?\s+(.+)$/i.exec(line))) {
    const c = CAT(m[1]!);
    return c ? { kind: 'prohibit', category: c } : undefined;
  }
  if (
    (m =
      /^(?:focus(?: on)?|flag|check|pay attention to|look (?:closely )?at)\s*:\s*(?:any\s+|the\s+)?(.+?)(?:\s+(?:clauses?|terms?|provisions?))?$/i.exec(
        line,
      ))
  ) {
    const c = CAT(m[1]!);
    return c ? { kind: 'focus', category: c } : undefined;
  }
  if ((m = /^(?:governing law|choice of law|applicable law)\s*(?::|must be|should be|=)\s*(.+)$/i.exec(line))) {
    const places = placesIn(m[1]!);
    const place = m[1]!
      .replace(/^(?:the\s+)?(?:laws?\s+of\s+)?(?:the\s+)?(?:state\s+of\s+|commonwealth\s+of\s+)?/i, '')
      .trim();
    return { kind: 'governing-law', places: places.length ? places : [place] };
  }
  if (
    (m = /^(?:jurisdiction|venue|courts?|forum)\s*(?::|must be|should be|=)\s*(?:the\s+courts\s+of\s+)?(.+)$/i.exec(
      line,
    ))
  ) {
    const places = placesIn(m[1]!);
    return { kind: 'jurisdiction', places: places.length ? places : [m[1]!.trim()] };
  }
  if (
    (m =
      /^(?:liability cap|cap on liability|limitation of liability)\s*(?::|must be|should be)?\s*(?:at least|no less than|>=|minimum(?: of)?)\s+(\d{1,3})\s*months?/i.exec(
        line,
      ))
  )
    return { kind: 'cap-months', months: Number(m[1]), cmp: 'min' };
  if (
    /^(?:liability cap|cap on liability|limitation of liability)\s*:?\s*(?:required|mandatory|must exist|yes)$/i.test(
      line,
    )
  )
    return { kind: 'capped' };
  if (
    (m =
      /^(payment terms?|payment|notice period|termination notice|renewal notice|term|initial term)\s*(?::|must be|should be)?\s*(?:at most|no more than|not more than|<=|maximum(?: of)?|max)\s+(.+)$/i.exec(
        line,
      ))
  ) {
    const d = findDurations(m[2]!)[0];
    if (!d) return undefined;
    if (/payment/i.test(m[1]!)) return { kind: 'payment-days', days: durationInDays(d), text: d.text, cmp: 'max' };
    return { kind: 'max-days', what: /notice/i.test(m[1]!) ? 'notice' : 'term', days: durationInDays(d), text: d.text };
  }
  if (
    (m =
      /^(auto(?:matic)?[- ]?renewals?|evergreen|non-?compete|exclusivity|liquidated damages|uncapped liability|unlimited liability)\s*:?\s*(?:is\s+)?(?:not allowed|prohibited|forbidden|no|not acceptable|unacceptable)$/i.exec(
        line,
      ))
  ) {
    if (/uncapped|unlimited/i.test(m[1]!)) return { kind: 'capped' };
    if (/renew|evergreen/i.test(m[1]!)) return { kind: 'auto-renewal' };
    const c = CAT(m[1]!);
    return c ? { kind: 'prohibit', category: c } : undefined;
  }
  if (/^(?:indemnit(?:y|ies)|indemnification)\s*(?::|must be|should be)\s*mutual$/i.test(line))
    return { kind: 'mutual-indemnity' };
  return undefined;
}

/** The rules one statement states; an empty list when no check fits it. */
export function rulesOf(statement: string, context?: string): Rule[] {
  const line = statement.replace(/[.;!]\s*$/, '').trim();
  const written = parseWritten(line);
  if (written) {
    // "No auto-renewal" stays one rule; "prohibit: renewal-term" reads as the same check.
    if (written.kind === 'prohibit' && written.category === 'renewal-term') return [{ kind: 'auto-renewal' }];
    if (written.kind === 'prohibit' && /^(?:uncapped-liability)$/.test(written.category)) return [{ kind: 'capped' }];
    return [written];
  }
  return readPlain(line, context);
}

/** One statement → its first rule, or undefined (the playbook editor's check of a written form). */
export function parseRuleLine(raw: string): Rule | undefined {
  return rulesOf(raw.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s*/, ''))[0];
}

function parsed(s: Statement): ParsedLine {
  const rules = rulesOf(s.text, s.context);
  return {
    line: s.text,
    source: s.source,
    ...(s.context ? { context: s.context } : {}),
    ...(rules[0] ? { rule: rules[0] } : {}),
    rules,
  };
}

/** Every statement of the playbook and of the instructions, each with the rules it states. */
export function parseRules(playbook: string | null | undefined, instructions: string | null | undefined): ParsedLine[] {
  return [...splitStatements(playbook, 'playbook'), ...splitStatements(instructions, 'instructions')].map(parsed);
}
