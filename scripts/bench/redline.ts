/**
 * Redline document build time (goal under 1 s): the tracked-change pass over each fixture
 * Word contract with a realistic set of modifications (word-level replacements, a replacement across
 * formatted runs, a deleted clause, an inline insertion, a new clause, a table edit, two unplaceable),
 * and over the same contract as pasted text. Median of 5 runs after one warm-up, as wall-clock time
 * and as this process's CPU time (on a shared, loaded machine the wall time mostly measures waiting
 * for a core). Prints figures only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { extractDocxText } from '../../functions/src/documents/docx/docx';
import { docxFromText } from '../../functions/src/documents/redline/from-text';
import { buildRedlinedDocxWithReport } from '../../functions/src/documents/redline/index';
import { buildCase } from '../../tests/support/redline-cases';
import { medianTimes } from './timing';

const FIXTURES = process.env.FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../shared/fixtures');
const dir = path.join(FIXTURES, 'docx');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.docx'))
  .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size);
const row = (...cells: (string | number)[]) =>
  console.log(cells.map((c, i) => String(c).padEnd(i === 0 ? 52 : i < 3 ? 9 : 24)).join(''));
async function time(fn: () => Promise<unknown>): Promise<string> {
  const { wall, cpu } = await medianTimes(fn);
  return `${wall.toFixed(0)} / ${cpu.toFixed(0)}`;
}

async function main() {
  row('file (largest first)', 'KB', 'changes', 'docx ms (wall / cpu)', 'pasted ms (wall / cpu)');
  for (const file of files) {
    const original = new Uint8Array(readFileSync(path.join(dir, file)));
    const text = extractDocxText(original);
    const { modifications } = buildCase(original, text);
    const input = { original, contractText: text, modifications, author: 'AI Reviewer', date: new Date() };
    const applied = (await buildRedlinedDocxWithReport(input)).applied.length;
    const docxMs = await time(() => buildRedlinedDocxWithReport(input));
    const pastedCase = buildCase(await docxFromText(text), text).modifications;
    const pastedMs = await time(() =>
      buildRedlinedDocxWithReport({ ...input, original: null, modifications: pastedCase }),
    );
    row(file, Math.round(original.length / 1024), applied, docxMs, pastedMs);
  }
}

await main();
