/**
 * Redline generation speed (prints figures; never fails on a time): the built-in proposer on the
 * largest fixture contract (by characters, DOCX and PDF fixtures through the extraction services),
 * from its stored analysis to the placed modifications — what POST /api/contract/redline/{id}
 * spends computing. Median and worst of N runs after a warm-up, wall and CPU time. Goal: < 1 s.
 *   npx tsx scripts/bench/redline-generate.ts [--runs N]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OcrPort } from '../../functions/src/adapters/ocr/port';
import { analyzeContract } from '../../functions/src/analyzer/engine';
import { proposeRedline } from '../../functions/src/analyzer/redline';
import { extractDocxText } from '../../functions/src/documents/docx/docx';
import { extractPdfText } from '../../functions/src/services/extraction/pdf';

const root = path.resolve(import.meta.dirname, '../..');
const FIXTURES = process.env.FIXTURES_DIR ?? path.resolve(root, '../shared/fixtures');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(process.argv[runsArg + 1])) : 9;

const noOcr: OcrPort = {
  provider: 'local',
  recognisePages: () => Promise.reject(new Error('a text-layer fixture needed OCR')),
};

const list = (dir: string, ext: string) =>
  existsSync(path.join(FIXTURES, dir))
    ? readdirSync(path.join(FIXTURES, dir))
        .filter((f) => f.toLowerCase().endsWith(ext))
        .map((f) => path.join(FIXTURES, dir, f))
    : [];

async function fixtures(): Promise<{ name: string; text: string }[]> {
  const out: { name: string; text: string }[] = [];
  for (const f of list('docx', '.docx')) out.push({ name: path.basename(f), text: extractDocxText(readFileSync(f)) });
  for (const f of list('pdf', '.pdf'))
    out.push({
      name: path.basename(f),
      text: (await extractPdfText(readFileSync(f), { ocr: noOcr, location: { bucket: '-', key: '-' } })).text,
    });
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const all = await fixtures();
if (all.length === 0) {
  console.log(`No fixtures under ${FIXTURES}; nothing to measure.`);
  process.exit(0);
}
const largest = all.reduce((a, b) => (b.text.length > a.text.length ? b : a));
const largestDocx = all
  .filter((f) => f.name.endsWith('.docx'))
  .reduce((a, b) => (b.text.length > a.text.length ? b : a), { name: '', text: '' });

for (const { name, text } of [largest, ...(largestDocx.name && largestDocx !== largest ? [largestDocx] : [])]) {
  // Each side the contract names (the proposer is side-aware), else the usual role words.
  const named = analyzeContract({
    contractText: text,
    behalfOf: '',
  }).dashboard_executive_summary.contract_snapshot.party_details.map((p) => p.name);
  const sides = named.length >= 2 ? named.slice(0, 2) : ['Customer', 'Provider'];
  for (const behalfOf of sides) {
    const analysis = analyzeContract({ contractText: text, behalfOf });
    const input = { contractText: text, analysis, behalfOf };
    const first = proposeRedline(input); // warm-up
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      proposeRedline(input);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    console.log(
      `redline generation  ${name} (${text.length.toLocaleString('en')} chars) for "${behalfOf}": ${first.summary.total_modifications} modifications; median ${median(wall).toFixed(1)} ms wall, ${median(cpu).toFixed(1)} ms CPU; worst ${Math.max(...wall).toFixed(1)} ms (goal < 1000 ms, ${RUNS} runs)`,
    );
  }
}
