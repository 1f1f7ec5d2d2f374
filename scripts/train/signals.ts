/** The rule engine's verdicts per contract, the model left out: what training combines the model with. */
import type { Analysis } from '../../shared/schemas/analysis';
import { analyzeContract } from '../../functions/src/analyzer/engine';
import { definitionalOf, headedDefinitionalOf } from '../../functions/src/analyzer/model/cue-features';
import type { PreparedContract } from './examples';
import type { RuleSignals } from './train';

const cats = (items: readonly { category?: string | undefined }[] | undefined) =>
  (items ?? []).map((i) => i.category).filter((c): c is string => typeof c === 'string');

export function signalsOf(a: Analysis): RuleSignals {
  const r = a.risk_assessment_issues;
  return {
    rules: new Set(cats(a.key_information_clauses_summary)),
    definitional: new Set(),
    always: new Set([
      ...cats(r.categorized_risks),
      ...cats(r.non_standard_unusual_terms),
      ...cats(r.ambiguities_inconsistencies),
    ]),
  };
}

/**
 * The rule verdicts as detection reads them: the rule engine's key clauses or a definitional pattern;
 * a definitional sentence under a heading naming its category is a verdict detection always follows.
 * The patterns are those the contract's units already matched when it was prepared.
 */
export function ruleSignals(prepared: readonly PreparedContract[]): Map<string, RuleSignals> {
  return new Map(
    prepared.map((p) => {
      const s = signalsOf(analyzeContract({ contractText: p.contract.text, behalfOf: '' }, { clauseModel: null }));
      p.cueNames.forEach((names, i) => {
        // As detection reads them: a block that cannot carry a clause (no sentence features) answers no definition.
        if (p.sentenceFeatures[i] === null) return;
        for (const id of definitionalOf(names)) {
          s.rules.add(id);
          s.definitional.add(id);
        }
        for (const id of headedDefinitionalOf(names)) s.always.add(id);
      });
      return [p.contract.id, s];
    }),
  );
}
