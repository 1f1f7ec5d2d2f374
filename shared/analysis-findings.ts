/**
 * What the results page shows from an analysis, merged for reading: one card
 * per clause and issue. Findings of one tab that quote the same passage (or, without a quote, say
 * the same thing) become one card listing every category they raise, the highest severity, every
 * playbook rule, and the other wordings as "also". Key clauses citing the same passage (identical
 * "Term" and "Renewal Term" cards) merge the same way. Risks are ordered by severity. Pure: the
 * overview counts, the library's risk chips and the browser test's expectations come from the
 * same functions (shared by the SPA and the library API).
 */
import { type riskTabScales } from './results-messages';
import type { Analysis, KeyClause, Priority, Span } from './schemas/analysis';

/** The four risk tabs of the results page (docs/product-spec.md section 2). */
export type RiskTab = keyof typeof riskTabScales;

export interface DisplayField {
  label: string;
  value: string;
}

export interface DisplayFinding {
  tab: RiskTab;
  title: string;
  /** Other wordings of the same issue on the same passage. */
  also: string[];
  /** Taxonomy ids, first seen first, without duplicates or "other". */
  categories: string[];
  severity?: Priority;
  playbookRules: string[];
  playbookViolation: boolean;
  fields: DisplayField[];
  references: string[];
  quote: string;
  spans: Span[];
}

export interface DisplayClause {
  title: string;
  /** Other clause types merged into this card (e.g. "Renewal Term" with "Term"). */
  alsoTitles: string[];
  categories: string[];
  summary: string;
  details: string[];
  notes: string[];
  references: string[];
  spans: Span[];
}

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const pushUnique = <T>(list: T[], value: T | undefined | '') => {
  if (value !== undefined && value !== '' && !list.includes(value)) list.push(value);
};
const RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
/** High first, unrated last. */
const severityRank = (p: Priority | undefined) => (p ? RANK[p] : 3);
const higher = (a: Priority | undefined, b: Priority | undefined) =>
  a === undefined ? b : b === undefined ? a : RANK[a] <= RANK[b] ? a : b;

/** The passage a finding is about: its first cited span, else its quote, else nothing. */
function passageKey(spans: Span[] | undefined, quote: string): string | undefined {
  const first = spans?.[0];
  if (first) return `span:${first.start}-${first.end}`;
  const q = norm(quote);
  return q ? `quote:${q.slice(0, 240)}` : undefined;
}

interface RawFinding {
  title: string;
  category?: string;
  severity?: Priority;
  playbookViolation?: boolean;
  playbookRule?: string;
  fields: DisplayField[];
  reference?: string;
  quote?: string;
  spans?: Span[];
}

function mergeFindings(tab: RiskTab, raw: RawFinding[]): DisplayFinding[] {
  const out: DisplayFinding[] = [];
  const byKey = new Map<string, DisplayFinding>();
  for (const f of raw) {
    const key = passageKey(f.spans, f.quote ?? '') ?? `title:${norm(f.title)}`;
    let card = byKey.get(key);
    if (!card) {
      card = {
        tab,
        title: f.title.trim(),
        also: [],
        categories: [],
        playbookRules: [],
        playbookViolation: false,
        fields: [],
        references: [],
        quote: f.quote?.trim() ?? '',
        spans: f.spans ?? [],
      };
      byKey.set(key, card);
      out.push(card);
    } else if (norm(f.title) !== norm(card.title) && !card.also.some((a) => norm(a) === norm(f.title))) {
      card.also.push(f.title.trim());
    }
    if (f.category && f.category !== 'other') pushUnique(card.categories, f.category);
    card.severity = higher(card.severity, f.severity);
    card.playbookViolation ||= Boolean(f.playbookViolation);
    pushUnique(card.playbookRules, f.playbookRule?.trim());
    pushUnique(card.references, f.reference?.trim());
    for (const field of f.fields) {
      if (field.value.trim() === '') continue;
      if (!card.fields.some((c) => c.label === field.label && norm(c.value) === norm(field.value))) {
        const same = card.fields.find((c) => c.label === field.label);
        // One entry per label: a merged finding keeps the first wording of each fact.
        if (!same) card.fields.push({ label: field.label, value: field.value.trim() });
      }
    }
  }
  return out;
}

export function riskFindings(issues: Analysis['risk_assessment_issues']): Record<RiskTab, DisplayFinding[]> {
  const risks = mergeFindings(
    'risks',
    issues.categorized_risks.map((r) => ({
      title: r.risk_description,
      category: r.category,
      severity: r.severity,
      playbookViolation: r.playbook_violation,
      playbookRule: r.playbook_rule,
      fields: [{ label: 'Potential impact', value: r.potential_impact }],
      reference: r.relevant_clause_reference,
      quote: r.relevant_clause_text,
      spans: r.spans,
    })),
  );
  const bySeverity = risks
    .map((f, i) => ({ f, i }))
    .sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || a.i - b.i)
    .map(({ f }) => f);
  return {
    risks: bySeverity,
    missing: mergeFindings(
      'missing',
      issues.missing_clauses.map((c) => ({
        title: c.clause_name,
        category: c.category,
        playbookViolation: c.playbook_violation,
        fields: [
          { label: 'Typical purpose', value: c.typical_purpose },
          { label: 'Risk of omission', value: c.risk_of_omission },
        ],
      })),
    ),
    nonStandard: mergeFindings(
      'nonStandard',
      issues.non_standard_unusual_terms.map((t) => ({
        title: t.term_description,
        category: t.category,
        fields: [
          { label: 'How it deviates', value: t.explanation_of_deviation },
          { label: 'Potential impact', value: t.potential_impact },
        ],
        reference: t.relevant_clause_reference,
        quote: t.relevant_clause_text,
        spans: t.spans,
      })),
    ),
    ambiguities: mergeFindings(
      'ambiguities',
      issues.ambiguities_inconsistencies.map((t) => ({
        title: t.issue_description,
        category: t.category,
        fields: [{ label: 'Potential impact', value: t.potential_impact }],
        reference: t.relevant_clause_reference,
        quote: t.relevant_clause_text,
        spans: t.spans,
      })),
    ),
  };
}

export function displayClauses(clauses: KeyClause[]): DisplayClause[] {
  const out: DisplayClause[] = [];
  const byKey = new Map<string, DisplayClause>();
  for (const c of clauses) {
    const title = c.clause_type.trim() || 'Clause';
    const key = passageKey(c.spans, '') ?? `title:${norm(title)}:${norm(c.plain_language_summary)}`;
    let card = byKey.get(key);
    if (!card) {
      card = {
        title,
        alsoTitles: [],
        categories: [],
        summary: c.plain_language_summary.trim(),
        details: [],
        notes: [],
        references: [],
        spans: c.spans,
      };
      byKey.set(key, card);
      out.push(card);
    } else if (norm(title) !== norm(card.title)) {
      pushUnique(card.alsoTitles, title);
    }
    if (c.category !== 'other') pushUnique(card.categories, c.category);
    for (const d of c.key_details_extracted) pushUnique(card.details, d.trim());
    for (const n of c.ai_notes_flags) pushUnique(card.notes, n.trim());
    pushUnique(card.references, c.relevant_clause_reference.trim());
  }
  return out;
}

export interface RiskOverviewCounts {
  bySeverity: Record<Priority, number>;
  /**
   * Findings the analysis gave no severity (missing clauses, non-standard terms and ambiguities
   * carry none), so high + medium + low + unrated is always the total.
   */
  unrated: number;
  byTab: Record<RiskTab, number>;
  total: number;
}

export function overviewCounts(findings: Record<RiskTab, DisplayFinding[]>): RiskOverviewCounts {
  const bySeverity: Record<Priority, number> = { high: 0, medium: 0, low: 0 };
  let unrated = 0;
  for (const f of [...findings.risks, ...findings.missing, ...findings.nonStandard, ...findings.ambiguities]) {
    if (f.severity) bySeverity[f.severity] += 1;
    else unrated += 1;
  }
  const byTab = {
    risks: findings.risks.length,
    missing: findings.missing.length,
    nonStandard: findings.nonStandard.length,
    ambiguities: findings.ambiguities.length,
  };
  return { bySeverity, unrated, byTab, total: byTab.risks + byTab.missing + byTab.nonStandard + byTab.ambiguities };
}
