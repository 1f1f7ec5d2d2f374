/**
 * The built-in analysis engine: segmentation → classification → facts → perspective → rules →
 * report. Pure (no I/O) and deterministic: the same input gives byte-identical output.
 * The contract text is only ever matched against fixed patterns; nothing in it is obeyed.
 */
import type { Analysis, CategorizedRisk } from '../../../shared/schemas/analysis';
import { classifyClauseReadings } from './classify';
import { bundledClauseModel, detectClauses, ruleClauses, scoreUnits, type ClauseModel } from './model';
import { SEVERITY_RANK, type Ctx, type Finding } from './context';
import { extractFacts } from './facts';
import { detectType, findMissing } from './missing';
import { findDefinedTerms, findParties, matchParty } from './parties';
import { applyRules, parseRules, playbookReview } from './playbook';
import { keyClauses, suggestions } from './report';
import { executiveSummary } from './summary';
import { coverageOf, findingsOf, resolveSides, review, reviewSide, type Review } from './findings';
import { gateCategory, presentCategories } from './risks/categories';
import { foldReferences } from './risks/cross-references';
import { dedupeFindings } from './risks/dedupe';
import { ambiguities, embeddedInstructions, unattached } from './review';
import { segment } from './segment';
import { clean } from './text';
import type { AnalyzerInput } from './input';

export const ENGINE_VERSION = '1.0.0';

export function buildContext(contractText: string, behalfOf: string): Ctx {
  const text = contractText;
  const clauses = segment(text);
  const { whole: cats, opening: openingCats } = classifyClauseReadings(text, clauses);
  const facts = extractFacts(text);
  const firstSection = clauses.find((c) => c.kind === 'section' || c.kind === 'article');
  const parties = findParties(text, firstSection?.start ?? 3000);
  const definedTerms = findDefinedTerms(text);
  // The reviewed party and the other side, with the words the contract uses for each (findings/sides.ts).
  const sides = resolveSides(text, parties, matchParty(parties, behalfOf), definedTerms, clean(behalfOf));
  const self = sides.self;
  const others = [...(sides.other ? [sides.other] : []), ...parties.filter((p) => p !== self && p !== sides.other)];
  return {
    text,
    clauses,
    cats,
    openingCats,
    facts,
    parties,
    ...(self ? { self } : {}),
    others,
    behalfOf,
    sides,
    selfName: sides.selfLabel,
    otherName: sides.otherLabel,
    contractType: detectType(facts.title, text),
    ...(self && sides.selfRe ? { selfRe: sides.selfRe } : {}),
    ...(self && sides.otherRe ? { otherRe: sides.otherRe } : {}),
    definedTerms,
  };
}

const cite = (ctx: Ctx, f: Finding) => ({
  relevant_clause_reference: f.clause?.ref ?? (f.end > f.start ? 'General' : 'Not present in the contract'),
  relevant_clause_text: f.end > f.start ? ctx.text.slice(f.start, f.end) : '',
  category: f.category,
  spans: f.end > f.start ? [{ start: f.start, end: f.end }, ...(f.alsoAt ?? [])] : [],
});

/** `clauseModel: null` runs the rule cues alone (training compares the two); default: the bundled model. */
export interface EngineOptions {
  clauseModel?: ClauseModel | null;
}

export function analyzeContract(input: AnalyzerInput, options: EngineOptions = {}): Analysis {
  const model = options.clauseModel === undefined ? bundledClauseModel() : options.clauseModel;
  // Without the model (training's rule signals) every reading is the opening one detection was fitted with.
  const built = buildContext(input.contractText, input.behalfOf);
  const ctx = model ? built : { ...built, cats: built.openingCats };
  const detected = model
    ? detectClauses(model, scoreUnits(ctx.text, model, ctx.clauses), ruleClauses(ctx.clauses, ctx.openingCats))
    : null;
  const judged: Review = review(ctx.text, ctx.sides, ctx.clauses);
  const side = reviewSide(ctx);
  const coverage = coverageOf({
    text: ctx.text,
    passages: judged.passages,
    findings: judged.findings,
    ...(side.is_party
      ? { selfLabel: ctx.selfName }
      : { notAssessed: 'Not judged: the review is not for a party of this contract.' }),
  });
  const found = findingsOf(ctx, judged);
  const risks = found.filter((f) => f.kind === 'risk');
  const lines = parseRules(input.playbook?.content, input.additionalInstructions);
  const pb = lines.length > 0 ? applyRules(ctx, lines, judged) : null;
  const allRisks0 = [...(pb?.findings ?? []), ...risks].sort(
    (a, b) =>
      Number(!!b.playbookRule) - Number(!!a.playbookRule) ||
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      a.start - b.start,
  );
  const read = { kinds: new Set<string>(), families: new Set<string>() };
  for (const p of judged.passages) {
    for (const g of p.signals) read.kinds.add(g.kind);
    for (const f of p.families) read.families.add(f);
  }
  const missing = findMissing(ctx, pb?.required ?? [], {
    detected: presentCategories(ctx, detected),
    read,
    side: judged.facts,
  });
  const ns = [...embeddedInstructions(ctx), ...found.filter((f) => f.kind === 'nonstandard')];
  const amb = [...ambiguities(ctx), ...found.filter((f) => f.kind === 'ambiguity')];
  // Findings carry a CUAD clause category only where the contract has that clause (risks/categories.ts).
  const present = presentCategories(ctx, detected);
  for (const f of [...allRisks0, ...ns, ...amb]) f.category = gateCategory(ctx, f, present);
  const allRisks = foldReferences(ctx, dedupeFindings(allRisks0));
  const keyItems = keyClauses(
    ctx,
    [...allRisks, ...ns, ...amb],
    pb?.focus ?? [],
    detected && model ? { detected, model } : null,
  );
  const categorized = allRisks.map((r): CategorizedRisk => ({
    risk_description: r.title,
    potential_impact: r.impact,
    ...cite(ctx, r),
    severity: r.severity,
    ...(r.playbookRule ? { playbook_violation: true, playbook_rule: r.playbookRule } : {}),
  }));
  // "Focus on X": a section per topic, answered first in the summary (playbook/focus.ts).
  const focusAnswers = pb?.sections.map((s) => s.summary) ?? [];
  const f = ctx.facts;
  const notes = [...f.notes];
  if (f.agreementDate?.iso && f.effectiveDate?.iso && f.agreementDate.iso !== f.effectiveDate.iso)
    notes.push(`Agreement dated ${f.agreementDate.iso}; effective ${f.effectiveDate.iso}.`);
  if (!f.effectiveDate) notes.push('No effective date found.');
  if (!f.expiration && !f.initialTerm)
    notes.push('No fixed expiry or initial term found; the agreement may continue until terminated.');
  const renewalText = f.renewal ? f.renewal.value : 'No renewal provision found.';
  const noticeText = f.renewalNotice?.value ?? f.terminationNotice?.value ?? 'Not specified.';

  const analysis: Analysis = {
    dashboard_executive_summary: {
      overall_context: {
        summary: executiveSummary(
          ctx,
          allRisks,
          missing.map((m) => m.clause_name),
          pb,
          input.playbook?.name,
          focusAnswers,
          keyItems.length,
          { side, coverage, unattached: unattached(ctx) },
        ),
      },
      contract_snapshot: {
        title_type: f.title,
        parties: ctx.parties.map((p) => (p.role && p.role !== p.name ? `${p.name} (${p.role})` : p.name)),
        party_details: ctx.parties.map((p) => (p.role ? { name: p.name, role: p.role } : { name: p.name })),
        governing_law: f.governingLaw && !f.governingLaw.placeholder ? f.governingLaw.value : null,
        key_dates: {
          ...(f.agreementDate ? { agreement_date: f.agreementDate.iso ?? f.agreementDate.value } : {}),
          effective_date: f.effectiveDate ? (f.effectiveDate.iso ?? f.effectiveDate.value) : 'Not specified',
          expiration_date: f.expiration ? (f.expiration.iso ?? f.expiration.value) : 'Not specified',
          renewal_terms: renewalText.length > 400 ? `${renewalText.slice(0, 397)}…` : renewalText,
          notice_period_termination: noticeText,
        },
        date_analysis_notes: notes.join(' '),
      },
    },
    key_information_clauses_summary: keyItems,
    risk_assessment_issues: {
      categorized_risks: categorized,
      missing_clauses: missing,
      non_standard_unusual_terms: ns.map((n) => ({
        term_description: n.title,
        explanation_of_deviation: n.deviation ?? '',
        potential_impact: n.impact,
        ...cite(ctx, n),
      })),
      ambiguities_inconsistencies: amb.map((a) => ({
        issue_description: a.title,
        potential_impact: a.impact,
        ...cite(ctx, a),
      })),
    },
    suggested_language: [
      ...suggestions(allRisks),
      ...missing
        .filter(
          (m) =>
            m.category &&
            [
              'cap-on-liability',
              'limitation-of-liability',
              'indemnification',
              'termination-for-cause',
              'governing-law',
              'confidentiality',
              'data-protection',
            ].includes(m.category),
        )
        .slice(0, 4)
        .map((m) => ({
          priority: m.playbook_violation ? ('high' as const) : ('medium' as const),
          type: 'add_clause',
          recommendation: `Add a ${m.clause_name} clause: ${m.typical_purpose}`,
          related_issue_reference: `Missing clause: ${m.clause_name}`,
          ...(m.category ? { category: m.category } : {}),
        })),
    ],
    // Which clause model made the analysis: its id is a hash of the model file (model/index.ts).
    engine: { provider: 'builtin', version: model ? `${ENGINE_VERSION}+model.${model.id}` : ENGINE_VERSION },
  };
  if (pb) analysis.playbook_review = playbookReview(pb);
  analysis.review_side = side;
  analysis.coverage = coverage;
  return analysis;
}
