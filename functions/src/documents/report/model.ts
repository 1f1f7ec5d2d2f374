/**
 * The report model: everything the PDF and Word renderers print, built once from a stored analysis
 * so both formats say exactly the same thing. Pure: no I/O, no clock (the date is passed in).
 *
 * A stored analysis that cannot be parsed (the spec's "raw text" case) still yields a model: the
 * renderers then print the raw text under the spec's notice, as the results page does.
 */
import { normaliseAnalysis, type Analysis, type Priority } from '../../../../shared/schemas/analysis';
import { reportMessages } from '../../../../shared/report-messages';
import { coverageMessages } from '../../../../shared/coverage-messages';
import type { StoredDecisions } from '../../../../shared/schemas/negotiation';
import type { LabelledValue, ReportItem } from './items';
import { theirChangeItems } from './their-changes';

export type { LabelledValue, ReportItem };

export type RiskGroupId = 'risks' | 'missing' | 'nonStandard' | 'ambiguities';

export interface RiskGroup {
  id: RiskGroupId;
  title: string;
  emptyText: string;
  items: ReportItem[];
}

export interface KeyClauseItem {
  title: string;
  reference?: string;
  summary: string;
  details: string[];
  flags: string[];
}

export interface SuggestionItem {
  priority: Priority;
  type: string;
  recommendation: string;
  proposedText?: string;
  reference?: string;
}

export interface StructuredReport {
  /** The review was asked for a name or role that is not a party: the notice the results page shows. */
  sideNotice?: string;
  summary: string;
  snapshot: LabelledValue[];
  dateNotes: string;
  keyClauses: KeyClauseItem[];
  riskGroups: RiskGroup[];
  suggestions: SuggestionItem[];
  /** The other side's changes with our recommendations, decisions and internal notes (none: empty). */
  theirChanges: ReportItem[];
  /** What the review checked: each clause family with its status and what was found. */
  coverage: LabelledValue[];
}

export interface ReportModel {
  title: string;
  /** The contract's type or title from the analysis ("Contract" when unknown). */
  documentTitle: string;
  behalfOf: string;
  /** The playbook the review applied ("None" when there was none). */
  playbook: string;
  /** The report's date, e.g. "22 November 2025". */
  date: string;
  reviewer: string;
  /** Null when the stored analysis could not be parsed; `rawText` holds it then. */
  report: StructuredReport | null;
  rawText?: string;
  rawTextNotice: string;
  disclaimer: string;
}

export interface ReportSource {
  /** The stored analysis: JSON text (possibly fenced or encoded twice), an object, or raw text. */
  analysis: unknown;
  behalfOf: string;
  /** The playbook's name as submitted; absent when the review applied none. */
  playbookName?: string | null;
  /** Model id recorded on the contract when the analysis ran (bedrock), if any. */
  analysisModel?: string | null;
  generatedAt: Date;
  /** The decisions recorded with the last answer to the other side's changes. */
  decisions?: StoredDecisions | null;
}

const NOT_SPECIFIED = 'Not specified';

/** Printed under the "Their Changes" heading: the report is for the client, not for the other side. */
export const THEIR_CHANGES_NOTE =
  'Internal: our recommendations, decisions and notes on the other side’s changes. Not for the other side.';
const MAX_QUOTE_CHARS = 1200;

/** Collapses runs of whitespace (PDF layout text keeps line breaks and indentation) and trims. */
export function tidy(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ').trim();
}

function quote(text: string): string | undefined {
  const t = tidy(text);
  if (!t) return undefined;
  return t.length > MAX_QUOTE_CHARS ? `${t.slice(0, MAX_QUOTE_CHARS).replace(/\s+\S*$/, '')} …` : t;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/** ISO dates read as "13 December 1999"; descriptive text is kept as written. */
function displayDate(value: string): string {
  const t = tidy(value);
  if (!t) return NOT_SPECIFIED;
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) {
    const d = new Date(`${t}T00:00:00Z`);
    if (!Number.isNaN(d.getTime())) return formatDate(d);
  }
  return t;
}

function orNotSpecified(value: string): string {
  return tidy(value) || NOT_SPECIFIED;
}

export function reviewerLine(engine: Analysis['engine'] | undefined, analysisModel?: string | null): string {
  if (!engine || engine.provider === 'builtin') return 'Prepared by the built-in analyzer';
  const model = tidy(engine.version) || tidy(analysisModel ?? '') || tidy(engine.provider);
  return model ? `Prepared by ${model}` : 'Prepared by the built-in analyzer';
}

function field(label: string, value: string): LabelledValue[] {
  const t = tidy(value);
  return t ? [{ label, value: t }] : [];
}

function item(
  title: string,
  fields: LabelledValue[],
  reference: string,
  clauseText: string,
  severity?: Priority,
): ReportItem {
  const out: ReportItem = { title: tidy(title) || 'Untitled issue', fields };
  if (severity) out.severity = severity;
  const ref = tidy(reference);
  if (ref) out.reference = ref;
  const q = quote(clauseText);
  if (q) out.quote = q;
  return out;
}

function riskGroups(a: Analysis): RiskGroup[] {
  const r = a.risk_assessment_issues;
  return [
    {
      id: 'risks',
      title: 'Risks',
      emptyText: 'No risks were identified.',
      items: r.categorized_risks.map((x) =>
        item(
          x.risk_description,
          field('Potential impact', x.potential_impact).concat(field('Playbook rule', x.playbook_rule ?? '')),
          x.relevant_clause_reference,
          x.relevant_clause_text,
          x.severity,
        ),
      ),
    },
    {
      id: 'missing',
      title: 'Missing Clauses',
      emptyText: 'No standard clauses appear to be missing.',
      items: r.missing_clauses.map((x) =>
        item(
          x.clause_name,
          [...field('Typical purpose', x.typical_purpose), ...field('Risk of omission', x.risk_of_omission)],
          '',
          '',
        ),
      ),
    },
    {
      id: 'nonStandard',
      title: 'Non-Standard Terms',
      emptyText: 'No non-standard or unusual terms were identified.',
      items: r.non_standard_unusual_terms.map((x) =>
        item(
          x.term_description,
          [
            ...field('Deviation from standard', x.explanation_of_deviation),
            ...field('Potential impact', x.potential_impact),
          ],
          x.relevant_clause_reference,
          x.relevant_clause_text,
        ),
      ),
    },
    {
      id: 'ambiguities',
      title: 'Ambiguities and Inconsistencies',
      emptyText: 'No ambiguities or inconsistencies were identified.',
      items: r.ambiguities_inconsistencies.map((x) =>
        item(
          x.issue_description,
          field('Potential impact', x.potential_impact),
          x.relevant_clause_reference,
          x.relevant_clause_text,
        ),
      ),
    },
  ];
}

function structured(a: Analysis, decisions: StoredDecisions | null | undefined): StructuredReport {
  const s = a.dashboard_executive_summary.contract_snapshot;
  const parties = s.parties.map(tidy).filter(Boolean);
  return {
    summary:
      tidy(a.dashboard_executive_summary.overall_context.summary) || 'No summary was produced for this contract.',
    snapshot: [
      { label: 'Contract type', value: orNotSpecified(s.title_type) },
      { label: 'Parties', value: parties.length > 0 ? parties.join('; ') : NOT_SPECIFIED },
      { label: 'Governing law', value: orNotSpecified(s.governing_law ?? '') },
      { label: 'Effective date', value: displayDate(s.key_dates.effective_date) },
      { label: 'Expiration date', value: displayDate(s.key_dates.expiration_date) },
      { label: 'Renewal terms', value: orNotSpecified(s.key_dates.renewal_terms) },
      { label: 'Termination notice', value: orNotSpecified(s.key_dates.notice_period_termination) },
    ],
    dateNotes: tidy(s.date_analysis_notes),
    keyClauses: a.key_information_clauses_summary.map((c) => {
      const k: KeyClauseItem = {
        title: tidy(c.clause_type) || 'Clause',
        summary: tidy(c.plain_language_summary),
        details: c.key_details_extracted.map(tidy).filter(Boolean),
        flags: c.ai_notes_flags.map(tidy).filter(Boolean),
      };
      const ref = tidy(c.relevant_clause_reference);
      if (ref) k.reference = ref;
      return k;
    }),
    ...(a.review_side && !a.review_side.is_party && a.review_side.notice
      ? { sideNotice: tidy(a.review_side.notice) }
      : {}),
    riskGroups: riskGroups(a),
    coverage: (a.coverage ?? []).map((c) => ({
      label: c.label,
      value: `${coverageMessages.coverageStatus[c.status]}: ${tidy(c.detail)}`,
    })),
    suggestions: a.suggested_language.map((x) => {
      const sug: SuggestionItem = {
        priority: x.priority,
        type: tidy(x.type).replace(/_/g, ' '),
        recommendation: tidy(x.recommendation),
      };
      const proposed = tidy(x.proposed_text ?? '');
      if (proposed && proposed !== sug.recommendation) sug.proposedText = proposed;
      const ref = tidy(x.section_reference ?? '') || tidy(x.related_issue_reference);
      if (ref) sug.reference = ref;
      return sug;
    }),
    theirChanges: theirChangeItems(a.counterparty_changes ?? [], decisions ?? null),
  };
}

function rawTextOf(analysis: unknown): string {
  if (typeof analysis === 'string') return analysis.trim();
  try {
    return JSON.stringify(analysis, null, 2) ?? '';
  } catch {
    return String(analysis);
  }
}

export function buildReportModel(source: ReportSource): ReportModel {
  const analysis = normaliseAnalysis(source.analysis);
  const behalfOf = tidy(source.behalfOf);
  const base = {
    title: 'Contract Analysis Report',
    behalfOf,
    playbook: tidy(source.playbookName ?? '') || 'None',
    date: formatDate(source.generatedAt),
    rawTextNotice: reportMessages.rawTextNotice,
    disclaimer: reportMessages.disclaimer,
  };
  if (!analysis) {
    return {
      ...base,
      documentTitle: 'Contract',
      reviewer: reviewerLine(undefined, source.analysisModel),
      report: null,
      rawText: rawTextOf(source.analysis),
    };
  }
  return {
    ...base,
    documentTitle: tidy(analysis.dashboard_executive_summary.contract_snapshot.title_type) || 'Contract',
    reviewer: reviewerLine(analysis.engine, source.analysisModel),
    report: structured(analysis, source.decisions),
  };
}

/** Counts for the title page's overview, in the order the sections appear. */
export function overviewCounts(report: StructuredReport): LabelledValue[] {
  return [
    ...(report.theirChanges.length ? [{ label: 'Their changes', value: String(report.theirChanges.length) }] : []),
    ...report.riskGroups.map((g) => ({ label: g.title, value: String(g.items.length) })),
    { label: 'Suggested changes', value: String(report.suggestions.length) },
  ];
}

export const priorityLabel: Record<Priority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
