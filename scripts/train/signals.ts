/** The rule engine's verdicts per contract, the model left out: what training combines the model with. */
import type { Analysis } from '../../shared/schemas/analysis';
import { analyzeContract } from '../../functions/src/analyzer/engine';
import { cueFeatureNames, definitionalOf, headedDefinitionalOf } from '../../functions/src/analyzer/model/cue-features';
import { unitHeadings } from '../../functions/src/analyzer/model/detect';
import { segment } from '../../functions/src/analyzer/segment';
import { canCarryClause, splitUnits } from '../../functions/src/analyzer/model/units';
import type { RuleSignals } from './train';
import type { TrainContract } from './data';

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
 */
export function ruleSignals(contracts: readonly TrainContract[]): Map<string, RuleSignals> {
  return new Map(
    contracts.map((c) => {
      const s = signalsOf(analyzeContract({ contractText: c.text, behalfOf: '' }, { clauseModel: null }));
      const units = splitUnits(c.text);
      const headings = unitHeadings(units, segment(c.text));
      units.forEach((u, i) => {
        // As detection reads them: a block that cannot carry a clause answers no definition.
        if (!canCarryClause(c.text.slice(u.start, u.end))) return;
        const names = cueFeatureNames(c.text.slice(u.start, u.end), headings[i]);
        for (const id of definitionalOf(names)) {
          s.rules.add(id);
          s.definitional.add(id);
        }
        for (const id of headedDefinitionalOf(names)) s.always.add(id);
      });
      return [c.id, s];
    }),
  );
}
