/**
 * The analyzer CLI end to end: `npx tsx scripts/analyze/main.ts` on a DOCX and a PDF fixture (text
 * via the upload feature's extraction services), JSONL batches, --help and errors. stdout must be
 * JSON only; errors go to stderr with a non-zero exit.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from '../../support/run-script';
import * as v from 'valibot';
import { AnalysisSchema } from '../../../shared/schemas/analysis';
import { FIXTURES_DIR, sharedAvailable } from '../../support/shared-dir';

const FIXTURES = `${FIXTURES_DIR}`;
const docx = `${FIXTURES}/docx/common-paper-mutual-nda.docx`;
const pdf = `${FIXTURES}/pdf/cuad_1fecc64e27e5.pdf`;
const hasFixtures = sharedAvailable('fixtures/docx/common-paper-mutual-nda.docx', 'fixtures/pdf/cuad_1fecc64e27e5.pdf');
const SLOW = 180_000; // tsx start-up plus pdf.js on a loaded machine

const cli = (...args: string[]) => runScript('scripts/analyze/main.ts', args);

function expectValidAnalysis(value: unknown): void {
  const res = v.safeParse(AnalysisSchema, value);
  expect(res.success, res.issues?.map((i) => i.message).join('; ')).toBe(true);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'analyze-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.skipIf(!hasFixtures)('analyze CLI on DOCX and PDF fixtures', () => {
  it(
    'analyses a DOCX (numbered text from the extraction service) and prints only the analysis JSON',
    async () => {
      const run = await cli(docx, '--behalf-of', 'Customer');
      expect(run.code, run.stderr).toBe(0);
      const analysis = JSON.parse(run.stdout) as { dashboard_executive_summary: { contract_snapshot: unknown } };
      expectValidAnalysis(analysis);
      expect(JSON.stringify(analysis.dashboard_executive_summary.contract_snapshot)).toMatch(/Non-Disclosure/i);
    },
    SLOW,
  );

  it(
    'analyses a PDF from its text layer',
    async () => {
      const run = await cli(pdf, '--behalf-of', 'Ingram Micro');
      expect(run.code, run.stderr).toBe(0);
      const analysis = JSON.parse(run.stdout) as {
        dashboard_executive_summary: { contract_snapshot: { title_type: string; governing_law: string } };
      };
      expectValidAnalysis(analysis);
      expect(analysis.dashboard_executive_summary.contract_snapshot.title_type).toBe('Distributor Agreement');
      expect(analysis.dashboard_executive_summary.contract_snapshot.governing_law).toBe('State of California');
    },
    SLOW,
  );
});

describe('analyze CLI batches, help and errors', () => {
  const jsonl = path.join(tmp, 'mini.jsonl');
  writeFileSync(
    jsonl,
    [
      { id: 'law', text: 'This Agreement shall be governed by the laws of the State of New York.' },
      {
        id: 'fm',
        text: 'Neither party shall be liable for delays caused by acts of God or other causes beyond its reasonable control.',
        behalfOf: 'Supplier',
      },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n') + '\n',
  );

  it(
    '--jsonl prints one {id, analysis} line per input line',
    async () => {
      const run = await cli('--jsonl', jsonl);
      expect(run.code, run.stderr).toBe(0);
      const lines = run.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { id: string; analysis: unknown });
      expect(lines.map((l) => l.id)).toEqual(['law', 'fm']);
      for (const l of lines) expectValidAnalysis(l.analysis);
    },
    SLOW,
  );

  it(
    '--classify --jsonl prints {id, categories} per line',
    async () => {
      const run = await cli('--classify', '--jsonl', jsonl);
      expect(run.code, run.stderr).toBe(0);
      const lines = run.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { id: string; categories: string[] });
      expect(lines[0]).toEqual({ id: 'law', categories: expect.arrayContaining(['governing-law']) as unknown });
      expect(lines[1]!.categories).toContain('force-majeure');
    },
    SLOW,
  );

  it(
    '--help prints the usage and exits 0',
    async () => {
      const run = await cli('--help');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/usage: analyze <file\.txt\|\.docx\|\.pdf>/);
    },
    SLOW,
  );

  it(
    'reports a missing file, bad JSONL and an encrypted PDF on stderr with a non-zero exit',
    async () => {
      const bad = path.join(tmp, 'bad.jsonl');
      writeFileSync(bad, '{"id": 1, "text": "ok"}\nnot json\n');
      const [missing, badLine, locked] = await Promise.all([
        cli(path.join(tmp, 'nope.pdf')),
        cli('--classify', '--jsonl', bad),
        cli('tests/fixtures/pdf/encrypted-aes256.pdf'),
      ]);
      expect(missing.code).not.toBe(0);
      expect(missing.stdout).toBe('');
      expect(missing.stderr).toMatch(/analyze: file not found: .*nope\.pdf/);
      expect(badLine.code).not.toBe(0);
      expect(badLine.stderr).toMatch(/bad\.jsonl:2: not valid JSON/);
      expect(locked.code).not.toBe(0);
      expect(locked.stdout).toBe('');
      expect(locked.stderr).toMatch(/pdf-encrypted/);
    },
    SLOW,
  );
});
