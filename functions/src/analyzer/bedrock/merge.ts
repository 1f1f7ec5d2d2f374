/**
 * Merging the reviews of a long contract's chunks into one analysis:
 *  - the snapshot: the first chunk's (the preamble names the deal), with fields it left
 *    "Not specified" filled from later chunks (governing law and term sit further down);
 *  - item lists: concatenated, then de-duplicated: two items are the same finding when they share a
 *    category and their spans overlap, or when their descriptions are near-identical;
 *  - missing clauses: dropped when another chunk found that clause (same category among its key
 *    clauses or findings), de-duplicated by category or name;
 *  - playbook rules: one entry per rule line, the most severe status wins (violated > satisfied >
 *    not applicable);
 *  - the executive summary: composed deterministically from the first chunk's overview and the
 *    merged findings (no extra model call: cheaper, and it cannot contradict the findings).
 */
import type { Analysis, CategorizedRisk, PlaybookRuleCheck, Span } from '../../../../shared/schemas/analysis';
import { SEVERITY_RANK } from '../context';

const NOT_SPECIFIED = /^(?:|not specified|none|n\/a|unknown|not stated|not found)\.?$/i;

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .split(/\s+/)
      .filter((w) => w.length > 2),
  );

/** Jaccard similarity of the significant words of two descriptions. */
export function similarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0 || wb.size === 0) return a.trim().toLowerCase() === b.trim().toLowerCase() ? 1 : 0;
  let common = 0;
  for (const w of wa) if (wb.has(w)) common++;
  return common / (wa.size + wb.size - common);
}

const overlaps = (a: readonly Span[], b: readonly Span[]) =>
  a.some((x) => b.some((y) => x.start < y.end && y.start < x.end));

interface Comparable {
  category?: string | undefined;
  spans?: Span[] | undefined;
}

/** Keeps the first of each group of duplicates (the lists arrive in chunk order). */
export function dedupe<T extends Comparable>(items: readonly T[], describe: (t: T) => string, threshold = 0.8): T[] {
  const kept: T[] = [];
  for (const item of items) {
    const dup = kept.findIndex(
      (k) =>
        (k.category !== undefined && k.category === item.category && overlaps(k.spans ?? [], item.spans ?? [])) ||
        similarity(describe(k), describe(item)) >= threshold,
    );
    if (dup < 0) kept.push(item);
    else if ((kept[dup]!.spans ?? []).length === 0 && (item.spans ?? []).length > 0) kept[dup] = item;
  }
  return kept;
}

const statusRank = { violated: 0, satisfied: 1, not_checkable: 2, not_applicable: 3 } as const;

function mergeSnapshot(parts: readonly Analysis[]): Analysis['dashboard_executive_summary']['contract_snapshot'] {
  const snaps = parts.map((p) => p.dashboard_executive_summary.contract_snapshot);
  const first = structuredClone(snaps[0]!);
  const pick = (get: (s: typeof first) => string) =>
    snaps.map(get).find((v) => !NOT_SPECIFIED.test(v.trim())) ?? get(first);
  first.title_type = pick((s) => s.title_type);
  const agreementDate = pick((s) => s.key_dates.agreement_date ?? '');
  first.key_dates = {
    ...(agreementDate ? { agreement_date: agreementDate } : {}),
    effective_date: pick((s) => s.key_dates.effective_date),
    expiration_date: pick((s) => s.key_dates.expiration_date),
    renewal_terms: pick((s) => s.key_dates.renewal_terms),
    notice_period_termination: pick((s) => s.key_dates.notice_period_termination),
  };
  first.governing_law = snaps.map((s) => s.governing_law).find((g) => g && !NOT_SPECIFIED.test(g)) ?? null;
  if (first.parties.length === 0) first.parties = snaps.find((s) => s.parties.length > 0)?.parties ?? [];
  if (first.party_details.length === 0)
    first.party_details = snaps.find((s) => s.party_details.length > 0)?.party_details ?? [];
  first.date_analysis_notes = [...new Set(snaps.map((s) => s.date_analysis_notes.trim()).filter(Boolean))].join(' ');
  return first;
}

function mergePlaybook(parts: readonly Analysis[]): Analysis['playbook_review'] {
  const reviews = parts.map((p) => p.playbook_review).filter((r) => r !== undefined);
  if (reviews.length === 0) return undefined;
  const byLine = new Map<string, PlaybookRuleCheck>();
  for (const check of reviews.flatMap((r) => r.rules_checked)) {
    const key = `${check.source}:${check.line.trim().toLowerCase()}`;
    const prev = byLine.get(key);
    if (!prev || statusRank[check.status] < statusRank[prev.status]) byLine.set(key, check);
  }
  const checked = new Set([...byLine.values()].map((c) => c.line.trim().toLowerCase()));
  const unverifiable = [...new Set(reviews.flatMap((r) => r.unverifiable_lines))].filter(
    (l) => !checked.has(l.trim().toLowerCase()),
  );
  return { rules_checked: [...byLine.values()], unverifiable_lines: unverifiable };
}

export function composeSummary(
  overview: string,
  risks: readonly CategorizedRisk[],
  missing: readonly string[],
  behalfOf: string,
): string {
  const count = (s: 'high' | 'medium' | 'low') => risks.filter((r) => (r.severity ?? 'medium') === s).length;
  const top = risks
    .filter((r) => r.severity === 'high' || r.playbook_violation)
    .slice(0, 3)
    .map((r) => r.risk_description.replace(/\.$/, ''));
  const parts = [overview.trim()];
  parts.push(
    `For ${behalfOf.trim() || 'the reviewing party'}: ${risks.length} risk${risks.length === 1 ? '' : 's'} (${count('high')} high, ${count('medium')} medium, ${count('low')} low).`,
  );
  if (top.length > 0) parts.push(`Most significant: ${top.join('; ')}.`);
  if (missing.length > 0) parts.push(`Missing: ${missing.slice(0, 5).join(', ')}.`);
  return parts.filter(Boolean).join(' ');
}

export function mergeAnalyses(parts: readonly Analysis[], behalfOf: string): Analysis {
  if (parts.length === 1) return parts[0]!;
  const all = <T>(get: (a: Analysis) => T[]) => parts.flatMap(get);
  const risks = dedupe(
    all((a) => a.risk_assessment_issues.categorized_risks),
    (r) => r.risk_description,
  ).sort(
    (a, b) =>
      Number(!!b.playbook_violation) - Number(!!a.playbook_violation) ||
      SEVERITY_RANK[a.severity ?? 'medium'] - SEVERITY_RANK[b.severity ?? 'medium'] ||
      (a.spans[0]?.start ?? Infinity) - (b.spans[0]?.start ?? Infinity),
  );
  const keyClauses = dedupe(
    all((a) => a.key_information_clauses_summary),
    (c) => `${c.clause_type} ${c.plain_language_summary}`,
  );
  const nonStandard = dedupe(
    all((a) => a.risk_assessment_issues.non_standard_unusual_terms),
    (t) => t.term_description,
  );
  const ambiguities = dedupe(
    all((a) => a.risk_assessment_issues.ambiguities_inconsistencies),
    (t) => t.issue_description,
  );
  const present = new Set(
    [...keyClauses, ...risks, ...nonStandard].map((i) => i.category).filter((c) => c !== 'other'),
  );
  const missing = dedupe(
    all((a) => a.risk_assessment_issues.missing_clauses).filter((m) => !(m.category && present.has(m.category))),
    (m) => m.clause_name,
    0.6,
  ).filter((m, i, list) => !m.category || list.findIndex((o) => o.category === m.category) === i);
  const suggestions = dedupe(
    all((a) => a.suggested_language),
    (s) => `${s.recommendation} ${s.proposed_text ?? ''}`,
  ).sort((a, b) => SEVERITY_RANK[a.priority] - SEVERITY_RANK[b.priority]);
  const merged: Analysis = {
    dashboard_executive_summary: {
      overall_context: {
        summary: composeSummary(
          parts[0]!.dashboard_executive_summary.overall_context.summary,
          risks,
          missing.map((m) => m.clause_name),
          behalfOf,
        ),
      },
      contract_snapshot: mergeSnapshot(parts),
    },
    key_information_clauses_summary: keyClauses,
    risk_assessment_issues: {
      categorized_risks: risks,
      missing_clauses: missing,
      non_standard_unusual_terms: nonStandard,
      ambiguities_inconsistencies: ambiguities,
    },
    suggested_language: suggestions,
  };
  const playbook = mergePlaybook(parts);
  if (playbook) merged.playbook_review = playbook;
  return merged;
}
