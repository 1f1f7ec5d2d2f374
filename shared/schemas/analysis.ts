/**
 * The analysis JSON (docs/product-spec.md section 3, docs/DESIGN.md section 6): the contract between the analyzers
 * (builtin, bedrock), the results page, the reports, the redline and the evaluation.
 *
 * - `AnalysisSchema` is strict about what we produce: every field the spec names, plus the
 *   backward-compatible extensions (`category`, `spans`, `party_details`, `governing_law`,
 *   `severity`, `playbook_review`, `engine`). Unknown keys are stripped, not rejected.
 * - `LenientAnalysisSchema` accepts what the spec says occurs in stored analyses (missing
 *   extensions, `suggested_language_changes`, `suggestion`/`proposed_text`, `section_reference`).
 * - `normaliseAnalysis(unknown)` turns any of that (including JSON text wrapped in ```json fences
 *   or encoded twice) into the canonical `Analysis`, or null when it is not an analysis at all.
 */
import * as v from 'valibot';
import {
  cat,
  isRec,
  parseAnalysisText,
  priority,
  recs,
  spanList,
  str,
  strOrUndef,
  strs,
  type Rec,
} from './loose-values';
import { CounterpartyChangeSchema } from './negotiation';
import { CoverageItemSchema, ReviewSideSchema } from './analysis-review';
import { PrioritySchema, SpanSchema, type Priority, type Span } from './analysis-values';

export { parseAnalysisText };

export { PrioritySchema, SpanSchema, type Priority, type Span };

/** A taxonomy id (shared/taxonomy.ts); kept a string so a replaced taxonomy does not break stored data. */
const categoryId = v.pipe(v.string(), v.minLength(1));
const spans = v.array(SpanSchema);

export const PartyDetailSchema = v.object({
  name: v.string(),
  role: v.optional(v.string()),
});

export const ContractSnapshotSchema = v.object({
  title_type: v.string(),
  /** The spec's field: plain party names (with role in parentheses when known). */
  parties: v.array(v.string()),
  /** Extension: structured parties. */
  party_details: v.array(PartyDetailSchema),
  /** Extension: e.g. "State of Delaware, USA"; null when the contract names none. */
  governing_law: v.nullable(v.string()),
  /** ISO YYYY-MM-DD when determinable, otherwise descriptive text. */
  key_dates: v.object({
    /** Extension: the date the contract bears (preamble "dated as of ..."), ISO when determinable. */
    agreement_date: v.optional(v.string()),
    effective_date: v.string(),
    expiration_date: v.string(),
    renewal_terms: v.string(),
    notice_period_termination: v.string(),
  }),
  date_analysis_notes: v.string(),
});

export const KeyClauseSchema = v.object({
  clause_type: v.string(),
  plain_language_summary: v.string(),
  key_details_extracted: v.array(v.string()),
  ai_notes_flags: v.array(v.string()),
  relevant_clause_reference: v.string(),
  category: categoryId,
  spans,
});
export type KeyClause = v.InferOutput<typeof KeyClauseSchema>;

export const CategorizedRiskSchema = v.object({
  risk_description: v.string(),
  potential_impact: v.string(),
  relevant_clause_reference: v.string(),
  relevant_clause_text: v.string(),
  category: categoryId,
  spans,
  severity: v.optional(PrioritySchema),
  /** Set when the risk is a breach of a playbook or additional-instruction rule. */
  playbook_violation: v.optional(v.boolean()),
  playbook_rule: v.optional(v.string()),
});
export type CategorizedRisk = v.InferOutput<typeof CategorizedRiskSchema>;

export const MissingClauseSchema = v.object({
  clause_name: v.string(),
  typical_purpose: v.string(),
  risk_of_omission: v.string(),
  category: v.optional(categoryId),
  playbook_violation: v.optional(v.boolean()),
});
export type MissingClause = v.InferOutput<typeof MissingClauseSchema>;

export const NonStandardTermSchema = v.object({
  term_description: v.string(),
  explanation_of_deviation: v.string(),
  potential_impact: v.string(),
  relevant_clause_reference: v.string(),
  relevant_clause_text: v.string(),
  category: categoryId,
  spans,
});
export type NonStandardTerm = v.InferOutput<typeof NonStandardTermSchema>;

export const AmbiguitySchema = v.object({
  issue_description: v.string(),
  potential_impact: v.string(),
  relevant_clause_reference: v.string(),
  relevant_clause_text: v.string(),
  category: categoryId,
  spans,
});
export type Ambiguity = v.InferOutput<typeof AmbiguitySchema>;

export const SuggestedLanguageSchema = v.object({
  priority: PrioritySchema,
  type: v.string(),
  recommendation: v.string(),
  proposed_text: v.optional(v.string()),
  related_issue_reference: v.string(),
  section_reference: v.optional(v.string()),
  category: v.optional(categoryId),
  spans: v.optional(spans),
});
export type SuggestedLanguage = v.InferOutput<typeof SuggestedLanguageSchema>;

export const PlaybookRuleCheckSchema = v.object({
  line: v.string(),
  rule: v.string(),
  /** `not_checkable`: the engine could not test the rule (the detail says why); `not_applicable` is kept for stored analyses. */
  status: v.picklist(['satisfied', 'violated', 'not_applicable', 'not_checkable']),
  detail: v.string(),
  source: v.picklist(['playbook', 'instructions']),
  /** The clause type the rule concerns, and the clause behind the verdict (the breach, or what meets it). */
  category: v.optional(categoryId),
  relevant_clause_reference: v.optional(v.string()),
  spans: v.optional(spans),
});
export type PlaybookRuleCheck = v.InferOutput<typeof PlaybookRuleCheckSchema>;

/** "Focus on X": a section per topic that judges its clauses for the reviewed party. */
export const FocusSectionSchema = v.object({
  topic: v.string(),
  summary: v.string(),
  items: v.array(
    v.object({
      relevant_clause_reference: v.string(),
      assessment: v.string(),
      severity: v.optional(PrioritySchema),
      spans,
    }),
  ),
});
export type FocusSection = v.InferOutput<typeof FocusSectionSchema>;

export const PlaybookReviewSchema = v.object({
  rules_checked: v.array(PlaybookRuleCheckSchema),
  unverifiable_lines: v.array(v.string()),
  focus_sections: v.optional(v.array(FocusSectionSchema)),
});
export type PlaybookReview = v.InferOutput<typeof PlaybookReviewSchema>;

export const EngineInfoSchema = v.object({ provider: v.string(), version: v.string() });

export const AnalysisSchema = v.object({
  dashboard_executive_summary: v.object({
    overall_context: v.object({ summary: v.string() }),
    contract_snapshot: ContractSnapshotSchema,
  }),
  key_information_clauses_summary: v.array(KeyClauseSchema),
  risk_assessment_issues: v.object({
    categorized_risks: v.array(CategorizedRiskSchema),
    missing_clauses: v.array(MissingClauseSchema),
    non_standard_unusual_terms: v.array(NonStandardTermSchema),
    ambiguities_inconsistencies: v.array(AmbiguitySchema),
  }),
  suggested_language: v.array(SuggestedLanguageSchema),
  playbook_review: v.optional(PlaybookReviewSchema),
  engine: v.optional(EngineInfoSchema),
  review_side: v.optional(ReviewSideSchema),
  coverage: v.optional(v.array(CoverageItemSchema)),
});

/**
 * The analysis as stored: what an analyzer produces (AnalysisSchema, also the model's tool schema)
 * plus what the service adds after it, the other side's tracked changes (or the differences from
 * the previous draft) judged for the reviewed party.
 */
export const StoredAnalysisSchema = v.object({
  ...AnalysisSchema.entries,
  counterparty_changes: v.optional(v.array(CounterpartyChangeSchema)),
});
export type Analysis = v.InferOutput<typeof StoredAnalysisSchema>;

// ---------------------------------------------------------------------------------------------
// Lenient input: every field optional, loose types, either spelling.

const anyArr = v.optional(v.nullable(v.array(v.unknown())));
const anyObj = v.optional(v.nullable(v.record(v.string(), v.unknown())));

export const LenientAnalysisSchema = v.looseObject({
  dashboard_executive_summary: anyObj,
  key_information_clauses_summary: anyArr,
  risk_assessment_issues: anyObj,
  suggested_language: anyArr,
  suggested_language_changes: anyArr,
  playbook_review: v.optional(v.unknown()),
  engine: v.optional(v.unknown()),
  review_side: v.optional(v.unknown()),
  coverage: v.optional(v.unknown()),
  counterparty_changes: v.optional(v.unknown()),
});

function normaliseSnapshot(raw: unknown): Analysis['dashboard_executive_summary']['contract_snapshot'] {
  const s = isRec(raw) ? raw : {};
  const kd = isRec(s.key_dates) ? s.key_dates : {};
  const details = recs(s.party_details).map((p) => {
    const role = strOrUndef(p.role);
    return role ? { name: str(p.name), role } : { name: str(p.name) };
  });
  const parties = Array.isArray(s.parties)
    ? s.parties
        .map((p) => (isRec(p) ? [str(p.name), str(p.role) && `(${str(p.role)})`].filter(Boolean).join(' ') : str(p)))
        .filter(Boolean)
    : strs(s.parties);
  if (details.length === 0 && Array.isArray(s.parties)) {
    for (const p of s.parties)
      if (isRec(p) && str(p.name))
        details.push(strOrUndef(p.role) ? { name: str(p.name), role: str(p.role) } : { name: str(p.name) });
  }
  const gl = s.governing_law;
  return {
    title_type: str(s.title_type),
    parties,
    party_details: details.length > 0 ? details : parties.map((name) => ({ name })),
    governing_law: typeof gl === 'string' && gl ? gl : null,
    key_dates: {
      ...(str(kd.agreement_date) ? { agreement_date: str(kd.agreement_date) } : {}),
      effective_date: str(kd.effective_date),
      expiration_date: str(kd.expiration_date),
      renewal_terms: str(kd.renewal_terms),
      notice_period_termination: str(kd.notice_period_termination),
    },
    date_analysis_notes: str(s.date_analysis_notes),
  };
}

function normaliseSuggestion(r: Rec): SuggestedLanguage {
  const recommendation = str(r.recommendation) || str(r.suggestion) || str(r.proposed_text);
  const out: SuggestedLanguage = {
    priority: priority(r.priority),
    type: str(r.type) || 'modification',
    recommendation,
    related_issue_reference: str(r.related_issue_reference) || str(r.section_reference),
  };
  if (str(r.proposed_text)) out.proposed_text = str(r.proposed_text);
  if (str(r.section_reference)) out.section_reference = str(r.section_reference);
  if (typeof r.category === 'string' && r.category) out.category = r.category;
  const sp = spanList(r.spans);
  if (sp.length > 0) out.spans = sp;
  return out;
}

function normalisePlaybookReview(raw: unknown): PlaybookReview | undefined {
  const parsed = v.safeParse(PlaybookReviewSchema, raw);
  if (parsed.success) return parsed.output;
  if (!isRec(raw)) return undefined;
  return { rules_checked: [], unverifiable_lines: strs(raw.unverifiable_lines) };
}

/**
 * Accepts an analysis as stored or as returned by a model (object or JSON text, fenced or twice
 * encoded; either spelling of suggested language) and returns the canonical shape, or null when
 * the input holds none of the four report sections.
 */
export function normaliseAnalysis(input: unknown): Analysis | null {
  const value = parseAnalysisText(input);
  const lenient = v.safeParse(LenientAnalysisSchema, value);
  if (!lenient.success) return null;
  const a = lenient.output;
  const sections = [
    a.dashboard_executive_summary,
    a.key_information_clauses_summary,
    a.risk_assessment_issues,
    a.suggested_language ?? a.suggested_language_changes,
  ];
  if (sections.every((s) => s === undefined || s === null)) return null;

  const des = isRec(a.dashboard_executive_summary) ? a.dashboard_executive_summary : {};
  const oc = des.overall_context;
  const rai = isRec(a.risk_assessment_issues) ? a.risk_assessment_issues : {};
  const suggestions = [...recs(a.suggested_language), ...recs(a.suggested_language_changes)];

  const out: Analysis = {
    dashboard_executive_summary: {
      overall_context: { summary: isRec(oc) ? str(oc.summary) : str(oc) },
      contract_snapshot: normaliseSnapshot(des.contract_snapshot),
    },
    key_information_clauses_summary: recs(a.key_information_clauses_summary).map((c) => ({
      clause_type: str(c.clause_type),
      plain_language_summary: str(c.plain_language_summary),
      key_details_extracted: strs(c.key_details_extracted),
      ai_notes_flags: strs(c.ai_notes_flags),
      relevant_clause_reference: str(c.relevant_clause_reference),
      category: cat(c.category),
      spans: spanList(c.spans),
    })),
    risk_assessment_issues: {
      categorized_risks: recs(rai.categorized_risks).map((r) => {
        const risk: CategorizedRisk = {
          risk_description: str(r.risk_description),
          potential_impact: str(r.potential_impact),
          relevant_clause_reference: str(r.relevant_clause_reference),
          relevant_clause_text: str(r.relevant_clause_text),
          category: cat(r.category),
          spans: spanList(r.spans),
        };
        const sev = str(r.severity);
        if (sev) risk.severity = priority(sev);
        if (r.playbook_violation === true) risk.playbook_violation = true;
        if (str(r.playbook_rule)) risk.playbook_rule = str(r.playbook_rule);
        return risk;
      }),
      missing_clauses: recs(rai.missing_clauses).map((m) => {
        const mc: MissingClause = {
          clause_name: str(m.clause_name),
          typical_purpose: str(m.typical_purpose),
          risk_of_omission: str(m.risk_of_omission),
        };
        if (typeof m.category === 'string' && m.category) mc.category = m.category;
        if (m.playbook_violation === true) mc.playbook_violation = true;
        return mc;
      }),
      non_standard_unusual_terms: recs(rai.non_standard_unusual_terms).map((t) => ({
        term_description: str(t.term_description),
        explanation_of_deviation: str(t.explanation_of_deviation),
        potential_impact: str(t.potential_impact),
        relevant_clause_reference: str(t.relevant_clause_reference),
        relevant_clause_text: str(t.relevant_clause_text),
        category: cat(t.category),
        spans: spanList(t.spans),
      })),
      ambiguities_inconsistencies: recs(rai.ambiguities_inconsistencies).map((t) => ({
        issue_description: str(t.issue_description),
        potential_impact: str(t.potential_impact),
        relevant_clause_reference: str(t.relevant_clause_reference),
        relevant_clause_text: str(t.relevant_clause_text),
        category: cat(t.category),
        spans: spanList(t.spans),
      })),
    },
    suggested_language: suggestions.map(normaliseSuggestion),
  };
  const pr = a.playbook_review === undefined ? undefined : normalisePlaybookReview(a.playbook_review);
  if (pr) out.playbook_review = pr;
  if (isRec(a.engine)) out.engine = { provider: str(a.engine.provider), version: str(a.engine.version) };
  const side = v.safeParse(ReviewSideSchema, a.review_side);
  if (side.success) out.review_side = side.output;
  const coverage = v.safeParse(v.array(CoverageItemSchema), a.coverage);
  if (coverage.success) out.coverage = coverage.output;
  // Written by the service, never by a model: kept when valid, dropped as a whole otherwise.
  const changes = v.safeParse(v.array(CounterpartyChangeSchema), a.counterparty_changes);
  if (changes.success && changes.output.length > 0) out.counterparty_changes = changes.output;
  const checked = v.safeParse(StoredAnalysisSchema, out);
  return checked.success ? checked.output : null;
}
