/**
 * Checks parsed playbook lines against the analysis: a PlaybookRuleCheck per recognised line,
 * violations as risks tagged with the playbook line, unrecognised lines kept as unverifiable.
 */
import type { PlaybookRuleCheck } from '../../../../shared/schemas/analysis';
import { categoryLabel } from '../../../../shared/taxonomy';
import { clauseSentences, clausesWith, hasCategory, mk, type Ctx, type Finding } from '../context';
import { durationInDays, findDurations } from '../text';
import type { ParsedLine } from './grammar';

export interface PlaybookOutcome {
  checks: PlaybookRuleCheck[];
  unverifiable: string[];
  findings: Finding[];
  required: string[];
  focus: string[];
}

export function applyRules(ctx: Ctx, lines: ParsedLine[], risks: Finding[]): PlaybookOutcome {
  const res: PlaybookOutcome = { checks: [], unverifiable: [], findings: [], required: [], focus: [] };
  for (const { line, source, rule } of lines) {
    if (!rule) {
      res.unverifiable.push(source === 'instructions' ? `Instruction: ${line}` : line);
      continue;
    }
    const check = (status: PlaybookRuleCheck['status'], rule: string, detail: string) =>
      res.checks.push({ line, rule, status, detail, source });
    const violate = (cat: string, title: string, impact: string, clauseCat?: string, recommendation?: string) => {
      const c = clauseCat ? clausesWith(ctx, clauseCat)[0] : undefined;
      res.findings.push(
        mk(ctx, {
          kind: 'risk',
          rule: 'playbook',
          category: cat,
          severity: 'high',
          ...(c ? { clause: c } : { start: 0, end: 0 }),
          title: `Playbook violation: ${title}`,
          impact,
          playbookRule: line,
          ...(recommendation ? { suggestion: { type: 'playbook', recommendation } } : {}),
        }),
      );
    };
    switch (rule.kind) {
      case 'require': {
        const ok = hasCategory(ctx, rule.category) || (rule.category === 'governing-law' && !!ctx.facts.governingLaw);
        check(
          ok ? 'satisfied' : 'violated',
          `require ${rule.category}`,
          ok ? `${categoryLabel(rule.category)} clause found.` : `No ${categoryLabel(rule.category)} clause found.`,
        );
        if (!ok) {
          res.required.push(rule.category);
          violate(
            rule.category,
            `required ${categoryLabel(rule.category)} clause is missing.`,
            'The playbook requires this protection.',
            undefined,
            `Add a ${categoryLabel(rule.category)} clause.`,
          );
        }
        break;
      }
      case 'prohibit': {
        const found =
          rule.category === 'renewal-term'
            ? ctx.facts.renewal?.auto
              ? (clausesWith(ctx, 'renewal-term')[0] ??
                ctx.clauses.find((c) => c.start <= ctx.facts.renewal!.start && ctx.facts.renewal!.start < c.end))
              : undefined
            : clausesWith(ctx, rule.category)[0];
        check(
          found ? 'violated' : 'satisfied',
          `prohibit ${rule.category}`,
          found ? `Found in ${found.ref}.` : `No ${categoryLabel(rule.category)} clause found.`,
        );
        if (found)
          res.findings.push(
            mk(ctx, {
              kind: 'risk',
              rule: 'playbook',
              category: rule.category,
              severity: 'high',
              clause: found,
              start: found.bodyStart,
              end: found.end,
              title: `Playbook violation: the contract contains ${rule.category === 'renewal-term' ? 'automatic renewal' : `a ${categoryLabel(rule.category)} clause`}, which the playbook prohibits.`,
              impact: 'The playbook does not accept this term.',
              playbookRule: line,
              suggestion: { type: 'playbook', recommendation: `Delete or renegotiate ${found.ref}.` },
            }),
          );
        break;
      }
      case 'focus': {
        const cs = clausesWith(ctx, rule.category);
        res.focus.push(rule.category);
        check(
          cs.length ? 'satisfied' : 'not_applicable',
          `focus ${rule.category}`,
          cs.length
            ? `Reviewed: ${cs
                .slice(0, 5)
                .map((c) => c.ref)
                .join('; ')}.`
            : `No ${categoryLabel(rule.category)} clause in the contract.`,
        );
        break;
      }
      case 'governing-law': {
        const gl = ctx.facts.governingLaw;
        const want = rule.place.replace(/^(?:the\s+)?(?:state|commonwealth)\s+of\s+/i, '').toLowerCase();
        const ok = !!gl && !gl.placeholder && gl.value.toLowerCase().includes(want);
        check(
          ok ? 'satisfied' : 'violated',
          `governing law ${rule.place}`,
          gl ? `Contract: ${gl.value}.` : 'The contract names no governing law.',
        );
        if (!ok)
          violate(
            'governing-law',
            `governing law is ${gl ? gl.value : 'not stated'}, not ${rule.place}.`,
            'Disputes would be decided under a law the playbook does not accept.',
            'governing-law',
            `Change the governing law to ${rule.place}.`,
          );
        break;
      }
      case 'jurisdiction': {
        const cs = clausesWith(ctx, 'dispute-resolution', 'governing-law');
        const ok = cs.some((c) => ctx.text.slice(c.bodyStart, c.end).toLowerCase().includes(rule.place.toLowerCase()));
        check(
          ok ? 'satisfied' : 'violated',
          `jurisdiction ${rule.place}`,
          ok ? `${rule.place} named in the dispute clauses.` : `${rule.place} not named as forum.`,
        );
        if (!ok)
          violate(
            'dispute-resolution',
            `forum is not ${rule.place}.`,
            'Disputes may have to be litigated elsewhere.',
            'dispute-resolution',
            `Provide for the exclusive jurisdiction of the courts of ${rule.place}.`,
          );
        break;
      }
      case 'cap-months': {
        const cs = clausesWith(ctx, 'cap-on-liability');
        const sents = cs.flatMap((c) => clauseSentences(ctx, c));
        const months = sents
          .map((s) =>
            findDurations(s.text).find((d) => d.unit === 'month' && /fees|paid|payable|amounts/i.test(s.text)),
          )
          .find(Boolean);
        if (cs.length === 0) {
          check('violated', `liability cap >= ${rule.months} months`, 'No liability cap found.');
          violate(
            'cap-on-liability',
            'no liability cap.',
            `The playbook requires a cap of at least ${rule.months} months' fees.`,
            undefined,
            `Add a cap of at least ${rule.months} months' fees.`,
          );
        } else if (!months) {
          check(
            'not_applicable',
            `liability cap >= ${rule.months} months`,
            `A cap exists (${cs[0]!.ref}) but is not expressed in months of fees; check manually.`,
          );
          res.unverifiable.push(`${line} (cap not expressed in months of fees)`);
        } else {
          const ok = months.value >= rule.months;
          check(
            ok ? 'satisfied' : 'violated',
            `liability cap >= ${rule.months} months`,
            `Cap: ${months.text} of fees.`,
          );
          if (!ok)
            violate(
              'cap-on-liability',
              `liability cap is ${months.text} of fees, below ${rule.months} months.`,
              "Recovery for the other side's breach is limited below the playbook minimum.",
              'cap-on-liability',
              `Raise the cap to at least ${rule.months} months' fees.`,
            );
        }
        break;
      }
      case 'max-days': {
        let days: number | undefined;
        let where: string | undefined;
        if (rule.what === 'notice') {
          const n = ctx.facts.renewalNotice ?? ctx.facts.terminationNotice;
          days = n?.days;
          where = n?.value;
        } else if (rule.what === 'term') {
          const t = ctx.facts.initialTerm;
          days = t ? durationInDays(t) : undefined;
          where = t?.text;
        } else
          for (const c of clausesWith(ctx, 'payment-terms'))
            for (const s of clauseSentences(ctx, c)) {
              const d = /\bwithin\b|\bnet\b|\bdue\b/i.test(s.text)
                ? findDurations(s.text).find((x) => x.unit === 'day' || x.unit === 'business day')
                : undefined;
              if (d && (days === undefined || durationInDays(d) > days)) {
                days = durationInDays(d);
                where = `${d.text} (${c.ref})`;
              }
            }
        if (days === undefined) {
          check('not_applicable', `${rule.what} <= ${rule.text}`, `No ${rule.what} period found in the contract.`);
          break;
        }
        const ok = days <= rule.days;
        check(ok ? 'satisfied' : 'violated', `${rule.what} <= ${rule.text}`, `Contract: ${where}.`);
        if (!ok)
          violate(
            rule.what === 'payment'
              ? 'payment-terms'
              : rule.what === 'notice'
                ? 'notice-period-to-terminate-renewal'
                : 'term',
            `${rule.what} period of ${where} exceeds ${rule.text}.`,
            'The playbook sets a shorter maximum.',
            rule.what === 'payment' ? 'payment-terms' : undefined,
            `Reduce the ${rule.what} period to at most ${rule.text}.`,
          );
        break;
      }
      case 'mutual-indemnity': {
        const bad = risks.some((r) => r.rule === 'one-sided-indemnity');
        check(
          bad ? 'violated' : hasCategory(ctx, 'indemnification') ? 'satisfied' : 'not_applicable',
          'indemnity mutual',
          bad ? 'The indemnity is one-sided.' : 'No one-sided indemnity detected.',
        );
        if (bad)
          violate(
            'indemnification',
            'the indemnity is not mutual.',
            'The playbook requires mutual indemnities.',
            'indemnification',
            'Make the indemnity mutual.',
          );
        break;
      }
    }
  }
  return res;
}
