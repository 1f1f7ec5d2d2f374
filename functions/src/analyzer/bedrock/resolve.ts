/**
 * From the model's tool input to a validated analysis: quotes become verified spans, the quoted
 * clause text becomes the exact contract text at the span, categories are mapped onto taxonomy
 * ids, and the result is checked against AnalysisSchema. Invalid input comes back as readable
 * issues for the repair round (./review.ts).
 */
import * as v from 'valibot';
import { AnalysisSchema, type Analysis, type Span } from '../../../../shared/schemas/analysis';
import { resolveCategory } from '../../../../shared/taxonomy';
import { locateQuotes, type FoldedText } from './quotes';

type Rec = Record<string, unknown>;
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The item lists whose entries point into the text (quotes → spans). */
const ITEM_LISTS: readonly (readonly string[])[] = [
  ['key_information_clauses_summary'],
  ['risk_assessment_issues', 'categorized_risks'],
  ['risk_assessment_issues', 'non_standard_unusual_terms'],
  ['risk_assessment_issues', 'ambiguities_inconsistencies'],
  ['suggested_language'],
  ['risk_assessment_issues', 'missing_clauses'],
];

function at(root: unknown, path: readonly string[]): unknown {
  let cur = root;
  for (const key of path) cur = isRec(cur) ? cur[key] : undefined;
  return cur;
}

function resolveItem(item: Rec, text: string, folded: FoldedText, prefer: Span | undefined): Rec {
  const { quotes, spans: _ignored, ...rest } = item;
  const out: Rec = { ...rest };
  if (typeof out.category === 'string') out.category = resolveCategory(out.category) ?? 'other';
  const hasClauseText = typeof out.relevant_clause_text === 'string';
  // Missing clauses are, by definition, not in the text.
  if (!('clause_name' in out)) {
    const candidates = [
      ...(Array.isArray(quotes) ? quotes.filter((q): q is string => typeof q === 'string') : []),
      ...(hasClauseText ? [out.relevant_clause_text as string] : []),
    ];
    const spans = locateQuotes(folded, candidates, prefer);
    out.spans = spans;
    // The quoted text shown to the user is the contract's own words wherever we could verify them.
    if (hasClauseText && spans.length > 0) out.relevant_clause_text = text.slice(spans[0]!.start, spans[0]!.end);
  }
  return out;
}

/** Replaces quotes with spans throughout a copy of the tool input; everything else is untouched. */
export function resolveQuotes(input: unknown, text: string, folded: FoldedText, prefer?: Span): unknown {
  if (!isRec(input)) return input;
  const copy = structuredClone(input);
  for (const path of ITEM_LISTS) {
    const parent = at(copy, path.slice(0, -1));
    const key = path[path.length - 1]!;
    if (!isRec(parent) || !Array.isArray(parent[key])) continue;
    parent[key] = (parent[key] as unknown[]).map((item) =>
      isRec(item) ? resolveItem(item, text, folded, prefer) : item,
    );
  }
  return copy;
}

export type Validated = { ok: true; analysis: Analysis } | { ok: false; issues: string[] };

/** Strict validation; the issues name the JSON path, for the model to correct. */
export function validateAnalysis(value: unknown): Validated {
  const parsed = v.safeParse(AnalysisSchema, value);
  if (parsed.success) return { ok: true, analysis: parsed.output };
  const issues = parsed.issues.slice(0, 20).map((i) => {
    const path = (v.getDotPath(i) ?? '(root)').replace(/\.spans\b/, '.quotes');
    return `${path}: ${i.message}`;
  });
  if (parsed.issues.length > 20) issues.push(`...and ${parsed.issues.length - 20} more issues`);
  return { ok: false, issues };
}
