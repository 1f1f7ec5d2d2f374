/**
 * Every playbook and instruction statement answered: each rule it states is checked against the
 * review's reading of the contract and reported as met, violated (with the clause, its reference
 * and span) or not checkable (with the reason); a statement no check fits is reported as not
 * checkable with what the contract has on its topic. Violations become findings tagged with the
 * statement; "focus on X" becomes a section that judges X's clauses (focus.ts).
 */
import type { PlaybookReview, PlaybookRuleCheck } from '../../../../shared/schemas/analysis';
import { categoryLabel } from '../../../../shared/taxonomy';
import { mk, type Ctx, type Finding } from '../context';
import type { Review } from '../findings/judge';
import {
  checkCapMonths,
  checkCapped,
  checkMutualIndemnity,
  checkNoSelfIndemnity,
  checkOtherIndemnifies,
} from './checks-liability';
import { checkProhibit, checkRequire, checkSelfKeepsIp, whereTopic } from './checks-clauses';
import { checkAutoRenewal, checkMaxDays, checkMinDays, checkPaymentDays, checkTermination } from './checks-terms';
import { checkGoverningLaw, checkJurisdiction } from './checks-law';
import type { Reading } from './evidence';
import { focusSection, type FocusSection } from './focus';
import type { ParsedLine, Rule } from './grammar';
import { findTopics, type Topic } from './topics';
import { met, type Verdict } from './verdict';

export interface PlaybookOutcome {
  checks: PlaybookRuleCheck[];
  /** Statements not checked automatically, as written (instructions prefixed "Instruction: "), with the reason. */
  unverifiable: string[];
  /** Violations as findings, each tagged with its statement. */
  findings: Finding[];
  /** Clause types the playbook requires that the contract lacks (the missing-clause list adds them). */
  required: string[];
  /** Clause types the statements focus on (key clauses are flagged for attention). */
  focus: string[];
  /** A section per topic the user asked to focus on. */
  sections: FocusSection[];
}

/** A written "focus on: <category>" as a topic of its own. */
function topicOf(category: string): Topic {
  const t = findTopics(categoryLabel(category)).find((x) => x.categories.includes(category));
  return t ?? { label: categoryLabel(category).toLowerCase(), categories: [category], families: [] };
}

function verdictOf(r: Reading, rule: Rule): Verdict {
  switch (rule.kind) {
    case 'require':
      return checkRequire(r, rule.category);
    case 'prohibit':
      return checkProhibit(r, rule.category);
    case 'governing-law':
      return checkGoverningLaw(r, rule);
    case 'jurisdiction':
      return checkJurisdiction(r, rule);
    case 'capped':
      return checkCapped(r);
    case 'cap-months':
      return checkCapMonths(r, rule);
    case 'mutual-indemnity':
      return checkMutualIndemnity(r);
    case 'no-self-indemnity':
      return checkNoSelfIndemnity(r);
    case 'other-indemnifies':
      return checkOtherIndemnifies(r, rule);
    case 'auto-renewal':
      return checkAutoRenewal(r, rule);
    case 'payment-days':
      return checkPaymentDays(r, rule);
    case 'max-days':
      return checkMaxDays(r, rule);
    case 'min-days':
      return checkMinDays(r, rule);
    case 'self-terminates-convenience':
    case 'no-other-termination-convenience':
    case 'tfc-mutual':
      return checkTermination(r, rule);
    case 'self-keeps-ip':
      return checkSelfKeepsIp(r);
    case 'focus':
    case 'topics':
      return met('focus', 'other', '');
  }
}

/** Why a statement could not be checked: no check fits it; where the contract deals with its topic. */
function notCheckableReason(r: Reading, line: string): string {
  const topics = findTopics(line);
  const where = whereTopic(
    r,
    topics.flatMap((t) => t.families),
  );
  if (topics.length && where)
    return `No automatic check fits this position; the contract deals with ${topics.map((t) => t.label).join(' and ')} in ${where}: check it there.`;
  if (topics.length)
    return `No automatic check fits this position, and the contract has no ${topics.map((t) => t.label).join(' or ')} clause.`;
  return 'It names no clause term the review can test (it may concern conduct, certifications or documents outside the contract); check it manually.';
}

export function applyRules(ctx: Ctx, lines: ParsedLine[], review: Review): PlaybookOutcome {
  const r: Reading = { ctx, review };
  const res: PlaybookOutcome = { checks: [], unverifiable: [], findings: [], required: [], focus: [], sections: [] };
  const label = (l: ParsedLine) => (l.source === 'instructions' ? `Instruction: ${l.line}` : l.line);
  for (const l of lines) {
    if (l.rules.length === 0) {
      const why = notCheckableReason(r, l.line);
      res.checks.push({ line: l.line, rule: 'not checkable', status: 'not_checkable', detail: why, source: l.source });
      res.unverifiable.push(label(l));
      continue;
    }
    for (const rule of l.rules) {
      if (rule.kind === 'focus' || rule.kind === 'topics') {
        const topics = rule.kind === 'focus' ? [topicOf(rule.category)] : rule.topics;
        const sections = topics.map((t) => focusSection(r, t));
        res.sections.push(...sections);
        res.focus.push(...topics.flatMap((t) => t.categories));
        res.checks.push({
          line: l.line,
          rule: `focus ${topics.map((t) => t.label).join(', ')}`,
          status: 'satisfied',
          detail:
            sections
              .map((s) => `${s.topic}: ${s.items.length} clause${s.items.length === 1 ? '' : 's'} judged`)
              .join('; ') + ' (answered first in the summary).',
          source: l.source,
        });
        continue;
      }
      const v = verdictOf(r, rule);
      res.checks.push({
        line: l.line,
        rule: v.rule,
        status: v.status,
        detail: v.detail,
        source: l.source,
        category: v.category,
        ...(v.cite ? { relevant_clause_reference: v.cite.ref, spans: [{ start: v.cite.start, end: v.cite.end }] } : {}),
      });
      if (v.status === 'not_checkable') res.unverifiable.push(`${label(l)} (${v.detail.replace(/\.$/, '')})`);
      if (v.status !== 'violated') continue;
      if (rule.kind === 'require' && !v.cite) res.required.push(rule.category);
      res.findings.push(
        mk(ctx, {
          kind: 'risk',
          rule: 'playbook',
          category: v.category,
          severity: 'high',
          ...(v.cite ? { start: v.cite.start, end: v.cite.end } : { start: 0, end: 0 }),
          ...(v.cite && clauseAt(ctx, v.cite.start) ? { clause: clauseAt(ctx, v.cite.start)! } : {}),
          title: `Playbook violation: ${v.title}.`,
          impact: `${v.impact} (Playbook: “${l.line}”.)`,
          playbookRule: l.line,
          ...(v.ask ? { suggestion: { type: 'playbook', recommendation: v.ask } } : {}),
        }),
      );
    }
  }
  return res;
}

function clauseAt(ctx: Ctx, i: number) {
  let best;
  for (const c of ctx.clauses) if (c.start <= i && i < c.end && c.kind !== 'preamble') best = c;
  return best;
}

/** The analysis's playbook_review: every rule's verdict, the lines not checked, the focus sections. */
export function playbookReview(pb: PlaybookOutcome): PlaybookReview {
  return {
    rules_checked: pb.checks,
    unverifiable_lines: pb.unverifiable,
    ...(pb.sections.length
      ? {
          focus_sections: pb.sections.map((s) => ({
            topic: s.topic,
            summary: s.summary,
            items: s.items.map((i) => ({
              relevant_clause_reference: i.reference,
              assessment: i.assessment,
              ...(i.severity ? { severity: i.severity } : {}),
              spans: [{ start: i.start, end: i.end }],
            })),
          })),
        }
      : {}),
  };
}
