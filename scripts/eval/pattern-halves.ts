/**
 * `npx tsx scripts/eval/pattern-halves.ts [--category <id>] [--show fp|fn|tp] [--half A|B] [--file <cuad.jsonl>]`:
 * the definitional patterns' verdict alone (no clause model), per category and contract, on two fixed
 * halves of the labelled contracts. Write or change a pattern while reading examples of half A only
 * (`--show fp --half A`), then read its figures on half B, which it was not written on: a change that
 * helps A and not B fits the examples, not the definition. The figure to quote is still `npm run eval`
 * (cross-validated, with the model); this is the check before it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cueFeatureNames, definitionalOf } from '../../functions/src/analyzer/model/cue-features';
import { unitHeadings } from '../../functions/src/analyzer/model/detect';
import { canCarryClause, splitUnits } from '../../functions/src/analyzer/model/units';
import { segment } from '../../functions/src/analyzer/segment';
import { readContracts } from '../train/data';

const root = path.resolve(import.meta.dirname, '../..');
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/**
 * The half a contract is in: fixed by its id alone (the parity of its MD5, a checksum here, not a
 * secret), so every run and every reader splits alike.
 */
export const halfOf = (id: string): 'A' | 'B' =>
  (createHash('md5').update(id).digest().at(-1)! & 1) === 0 ? 'A' : 'B';

/** Per category, the sentences its definitional patterns answer in one contract. */
export function definitionalSentences(text: string): Map<string, string[]> {
  const units = splitUnits(text);
  const headings = unitHeadings(units, segment(text));
  const out = new Map<string, string[]>();
  units.forEach((u, i) => {
    const sentence = text.slice(u.start, u.end);
    if (!canCarryClause(sentence)) return;
    for (const id of definitionalOf(cueFeatureNames(sentence, headings[i]))) {
      const list = out.get(id) ?? [];
      list.push(sentence);
      out.set(id, list);
    }
  });
  return out;
}

interface Tally {
  right: number;
  predicted: number;
  labelled: number;
}

const f1 = (t: Tally) => (t.predicted + t.labelled === 0 ? NaN : (2 * t.right) / (t.predicted + t.labelled));
const cell = (t: Tally) =>
  `${t.right}/${t.predicted}/${t.labelled} P ${(t.right / Math.max(1, t.predicted)).toFixed(2)} R ${(t.right / Math.max(1, t.labelled)).toFixed(2)} F1 ${f1(t).toFixed(2)}`;

function main(): void {
  const file = arg('file') ?? path.resolve(root, '../shared/eval/cuad-dev.jsonl');
  const only = arg('category');
  const show = arg('show');
  const showHalf = arg('half') ?? 'A';
  const tallies = new Map<string, Record<'A' | 'B', Tally>>();
  const tally = (id: string) => {
    let t = tallies.get(id);
    if (!t) {
      t = { A: { right: 0, predicted: 0, labelled: 0 }, B: { right: 0, predicted: 0, labelled: 0 } };
      tallies.set(id, t);
    }
    return t;
  };
  // Labels keyed by category slug, contracts without a span of a category not counted as labelled with it.
  for (const g of readContracts(file)) {
    const half = halfOf(g.id);
    const hits = definitionalSentences(g.text);
    for (const id of new Set([...hits.keys(), ...g.labels.keys()])) {
      if (only && id !== only) continue;
      const t = tally(id)[half];
      const hit = hits.has(id);
      if (hit) t.predicted++;
      if (g.labels.has(id)) t.labelled++;
      if (hit && g.labels.has(id)) t.right++;
      const kind = hit ? (g.labels.has(id) ? 'tp' : 'fp') : g.labels.has(id) ? 'fn' : '';
      if (show && kind === show && half === showHalf) {
        const span = g.labels.get(id)?.[0];
        const said = hit ? hits.get(id)![0]! : span ? g.text.slice(span.start, span.end) : '';
        console.log(`${kind.toUpperCase()} ${g.id} ${id}: ${said.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
    }
  }
  console.log('category: right/predicted/labelled contracts, precision, recall, F1 of the patterns alone');
  for (const [id, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
    if (t.A.predicted + t.B.predicted === 0) continue;
    console.log(`${id.padEnd(36)} A ${cell(t.A).padEnd(36)} B ${cell(t.B)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
