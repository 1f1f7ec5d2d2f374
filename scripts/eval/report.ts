/** Formats an evaluation result as plain-text tables (returned as lines; main.ts prints them). */
import { cuadLabel } from './categories';
import type { EvalResult } from './evaluate';
import type { Detection } from './metrics/facts';

const pct = (x: number | null) => (x === null ? '–' : `${(100 * x).toFixed(1)}%`);
const cell = (s: string | number, w: number, left = false) => (left ? String(s).padEnd(w) : String(s).padStart(w));
const det = (name: string, d: Detection) =>
  `${name}: precision ${pct(d.precision)}, recall ${pct(d.recall)}, F1 ${pct(d.f1)} (TP ${d.tp}, FP ${d.fp}, FN ${d.fn})`;

export function formatReport(r: EvalResult): string[] {
  const { clauses: c, facts: f, singleClause: s } = r;
  const out = [`Contracts: ${r.contracts}`, '', 'Clause detection (33 CUAD clause categories, per contract)'];
  out.push(
    [
      cell('category', 36, true),
      cell('TP', 5),
      cell('FP', 5),
      cell('FN', 5),
      cell('P', 8),
      cell('R', 8),
      cell('F1', 8),
      cell('1-clause BA', 13),
    ].join(''),
  );
  for (const k of c.perCategory) {
    const ba = s.perCategory.find((x) => x.id === k.id)?.balancedAccuracy ?? null;
    out.push(
      [
        cell(cuadLabel(k.id), 36, true),
        cell(k.tp, 5),
        cell(k.fp, 5),
        cell(k.fn, 5),
        cell(pct(k.precision), 8),
        cell(pct(k.recall), 8),
        cell(pct(k.f1), 8),
        cell(pct(ba), 13),
      ].join(''),
    );
  }
  const fmtLen = (x: number | null) => (x === null ? '–' : `${Math.round(x)} chars`);
  out.push(
    '',
    `Clause macro-F1: ${pct(c.macroF1)} (over the categories present or predicted)`,
    `Span hit rate: ${pct(c.spanHitRate)} (${c.hitSpans} of ${c.goldSpans} expert spans overlapped by a predicted span of the same category)`,
    `Mean span length: predicted ${fmtLen(c.meanPredictedSpanLength)}, expert ${fmtLen(c.meanGoldSpanLength)}`,
    '',
    'Facts',
    `Parties recall: ${pct(f.parties.recall)} (${f.parties.found} of ${f.parties.mentions} expert mentions)`,
    `Governing law: ${pct(f.governingLaw.accuracy)} (${f.governingLaw.correct} of ${f.governingLaw.scored}; predicted where labelled absent: ${f.governingLaw.predictedWhenAbsent})`,
    `Effective date: ${pct(f.effectiveDate.accuracy)} (${f.effectiveDate.correct} of ${f.effectiveDate.scored} with a dated label)`,
    `Expiration date: ${pct(f.expirationDate.accuracy)} (${f.expirationDate.correct} of ${f.expirationDate.scored} with a dated label)`,
    det('Renewal detection', f.renewal),
    det('Renewal notice detection', f.renewalNotice),
    '',
    `Single-clause classification: macro balanced accuracy ${pct(s.macroBalancedAccuracy)} over ${s.clauses} expert spans classified alone`,
  );
  return out;
}
