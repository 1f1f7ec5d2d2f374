/**
 * Built-in analyzer speed and memory (prints figures; never fails on a time). Corpus: the shared
 * fixture contracts' text (10 CUAD PDFs through the PDF extraction service, the DOCX through the
 * DOCX one) and, when present, the dev set's texts (../shared/eval/cuad-dev.jsonl). Figures:
 * characters per second over the corpus, the time for one 75,000-word contract made by repeating
 * the corpus, each the median of N runs after a warm-up, in CPU time (process.cpuUsage) and wall
 * time; and the memory peak (maxRSS, heap used). The engine is synchronous: one thread, one core.
 * Also: the clause model's cold-start load (JSON parse + lookup table, as on a Lambda cold start)
 * and the analysis job's Lambda bundle built with infra's esbuild settings (model included).
 *   npx tsx scripts/bench/analyzer.ts [--runs N]
 */
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESM_REQUIRE_BANNER, LOCAL_ONLY_MODULES } from '../../infra/lib/app-function';
import { loadClauseModel, type ModelFile } from '../../functions/src/analyzer/model';
import type { OcrPort } from '../../functions/src/adapters/ocr/port';
import { analyzeContract } from '../../functions/src/analyzer/engine';
import { extractDocxText } from '../../functions/src/documents/docx/docx';
import { extractPdfText } from '../../functions/src/services/extraction/pdf';

const root = path.resolve(import.meta.dirname, '../..');
const FIXTURES = process.env.FIXTURES_DIR ?? path.resolve(root, '../shared/fixtures');
const DEV_SET = path.resolve(root, '../shared/eval/cuad-dev.jsonl');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(process.argv[runsArg + 1])) : 5;
const WORDS = 75_000;

const noOcr: OcrPort = {
  provider: 'local',
  recognisePages: () => Promise.reject(new Error('a text-layer fixture needed OCR')),
};

const files = (dir: string, ext: string) =>
  existsSync(path.join(FIXTURES, dir))
    ? readdirSync(path.join(FIXTURES, dir))
        .filter((f) => f.toLowerCase().endsWith(ext))
        .sort()
        .map((f) => path.join(FIXTURES, dir, f))
    : [];

async function fixtureTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const f of files('pdf', '.pdf'))
    texts.push((await extractPdfText(readFileSync(f), { ocr: noOcr, location: { bucket: '-', key: '-' } })).text);
  for (const f of files('docx', '.docx')) texts.push(extractDocxText(readFileSync(f)));
  return texts;
}

function devSetTexts(): string[] {
  if (!existsSync(DEV_SET)) return [];
  return readFileSync(DEV_SET, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { text?: unknown }).text)
    .filter((t): t is string => typeof t === 'string');
}

/** Repeats the corpus (line structure kept) until it has `words` words, cut at a word boundary. */
function bigContract(texts: string[], words: number): string {
  const out: string[] = [];
  let n = 0;
  while (n < words)
    for (const t of texts) {
      const ends = [...t.matchAll(/\S+/g)].map((m) => m.index + m[0].length);
      if (n + ends.length <= words) {
        out.push(t);
        n += ends.length;
      } else {
        out.push(t.slice(0, ends[words - n - 1] ?? 0));
        n = words;
        break;
      }
    }
  return out.join('\n\n');
}

let heapPeak = 0;
function analyseAll(texts: string[]): { cpuMs: number; wallMs: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const t of texts) {
    analyzeContract({ contractText: t, behalfOf: 'Customer' });
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { cpuMs: (cpu.user + cpu.system) / 1000, wallMs };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function measure(texts: string[]): { cpuMs: number; wallMs: number } {
  analyseAll(texts); // warm-up: JIT, regex compilation
  const runs = Array.from({ length: RUNS }, () => analyseAll(texts));
  return { cpuMs: median(runs.map((r) => r.cpuMs)), wallMs: median(runs.map((r) => r.wallMs)) };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const row = (...cells: string[]) =>
  console.log(cells.map((c, i) => (i === 0 ? c.padEnd(34) : c.padStart(14))).join(''));

const MODEL_FILE = path.resolve(root, 'functions/src/analyzer/model/clause-model.json');
const ANALYSIS_JOB = path.resolve(root, 'functions/src/jobs/analysis/handler.ts');

/** The first load in this process is a cold start: parse the bundled JSON and build the lookup table. */
function modelLoad(): void {
  const raw = readFileSync(MODEL_FILE, 'utf8');
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const model = loadClauseModel(JSON.parse(raw) as ModelFile);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `Clause model: ${path.relative(root, MODEL_FILE)} ${(raw.length / 1024).toFixed(0)} KiB, ${model.heads.length} heads; ` +
      `cold-start load ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU, ${ms.toFixed(0)} ms wall`,
  );
}

/** The analysis job bundled the way infra/lib/app-function.ts has esbuild do it (ESM, node22, minified). */
async function bundleSize(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'clausewise-bundle-'));
  try {
    await build({
      entryPoints: [ANALYSIS_JOB],
      outfile: path.join(dir, 'index.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      mainFields: ['module', 'main'],
      banner: { js: ESM_REQUIRE_BANNER },
      minify: true,
      sourcemap: true,
      sourcesContent: false,
      tsconfig: path.resolve(root, 'tsconfig.json'),
      external: [...LOCAL_ONLY_MODULES],
      logLevel: 'error',
    });
    const js = statSync(path.join(dir, 'index.mjs')).size;
    const map = statSync(path.join(dir, 'index.mjs.map')).size;
    console.log(
      `Analysis job Lambda bundle (model included): ${(js / 2 ** 20).toFixed(2)} MiB JavaScript + ${(map / 2 ** 20).toFixed(2)} MiB source map (limit 5 MiB)`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  modelLoad();
  await bundleSize();
  const fixtures = await fixtureTexts();
  const rssBefore = process.resourceUsage().maxRSS / 1024;
  const dev = devSetTexts();
  console.log(`Fixtures: ${FIXTURES} (${fixtures.length} contracts)`);
  console.log(
    existsSync(DEV_SET) ? `Dev set: ${DEV_SET} (${dev.length} contracts)` : `Dev set: not present (${DEV_SET})`,
  );
  console.log(`Median of ${RUNS} runs after one warm-up; single thread.\n`);
  row('corpus', 'chars', 'CPU ms', 'wall ms', 'chars/s CPU', 'chars/s wall');
  const report = (name: string, texts: string[]) => {
    const chars = texts.reduce((n, t) => n + t.length, 0);
    const m = measure(texts);
    row(name, fmt(chars), fmt(m.cpuMs), fmt(m.wallMs), fmt(chars / (m.cpuMs / 1000)), fmt(chars / (m.wallMs / 1000)));
  };
  if (fixtures.length) report('fixture contracts', fixtures);
  if (dev.length) report('dev set', dev);
  const base = fixtures.length ? fixtures : dev;
  if (base.length) report(`one ${fmt(WORDS)}-word contract`, [bigContract(base, WORDS)]);
  else console.log('(no fixture or dev-set text found: nothing to measure)');
  const rss = process.resourceUsage().maxRSS / 1024;
  console.log(
    `\nMemory peak: maxRSS ${rss.toFixed(0)} MiB (${rssBefore.toFixed(0)} MiB after text extraction, before analysis); heap used ${(heapPeak / 2 ** 20).toFixed(0)} MiB`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
