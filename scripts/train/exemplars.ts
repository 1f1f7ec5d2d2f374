/**
 * Builds the exemplar memory of the clause model (functions/src/analyzer/model/exemplars.ts) from
 * the expert-labelled clauses of the training contracts. Only features seen in at least `minDf`
 * different contracts take part (no party names, titles or other words of one contract), and the
 * commonest ones (in more than `maxUnitShare` of all sentences) carry no weight.
 */
import { packWeights, type ExemplarFile } from '../../functions/src/analyzer/model/format';
import { HYPERPARAMETERS } from '../../functions/src/analyzer/model/hyperparameters';
import { packVarints } from '../../functions/src/analyzer/model/exemplars';
import type { PreparedContract } from './examples';

export interface ExemplarOptions {
  minDf: number;
  maxUnitShare: number;
}

export const DEFAULT_EXEMPLARS: ExemplarOptions = HYPERPARAMETERS.exemplars;

export function buildExemplars(
  train: readonly PreparedContract[],
  o: ExemplarOptions = DEFAULT_EXEMPLARS,
): ExemplarFile {
  const contractDf = new Map<number, number>();
  const unitDf = new Map<number, number>();
  let units = 0;
  for (const p of train) {
    for (const h of p.vocabulary) contractDf.set(h, (contractDf.get(h) ?? 0) + 1);
    for (const f of p.unitFeatures) {
      units++;
      for (const h of f) unitDf.set(h, (unitDf.get(h) ?? 0) + 1);
    }
  }
  const idfOf = (h: number) => {
    const d = unitDf.get(h) ?? 0;
    return d === 0 || (contractDf.get(h) ?? 0) < o.minDf || d > units * o.maxUnitShare ? 0 : Math.log(units / d);
  };
  // One exemplar per distinct feature set; clauses labelled twice keep every head.
  const byTerms = new Map<string, { terms: number[]; heads: Set<number> }>();
  for (const p of train)
    p.spanFeatures.forEach((f, i) => {
      const heads = [...p.spanLabels[i]!.entries()].filter(([, y]) => y === 1).map(([k]) => k);
      const terms = [...f].filter((h) => idfOf(h) > 0);
      if (!heads.length || terms.length < 3) return;
      const key = terms.join(',');
      const seen = byTerms.get(key);
      if (seen) for (const k of heads) seen.heads.add(k);
      else byTerms.set(key, { terms, heads: new Set(heads) });
    });
  const items = [...byTerms.values()];
  const hashes = [...new Set(items.flatMap((x) => x.terms))].sort((a, b) => a - b);
  const index = new Map(hashes.map((h, i) => [h, i]));
  const maxIdf = Math.max(1e-9, ...hashes.map(idfOf));
  const idfScale = Number((maxIdf / 255).toPrecision(6));
  const stream: number[] = [];
  for (const x of items) {
    const heads = [...x.heads].sort((a, b) => a - b);
    stream.push(heads.length, ...heads);
    const idx = x.terms.map((h) => index.get(h)!).sort((a, b) => a - b);
    stream.push(idx.length);
    let prev = 0;
    for (const t of idx) {
      stream.push(t - prev);
      prev = t;
    }
  }
  return {
    vocabulary: packWeights(
      hashes,
      hashes.map((h) => Math.max(1, Math.min(255, Math.round(idfOf(h) / idfScale)))),
    ),
    idfScale,
    count: items.length,
    items: packVarints(stream),
  };
}
