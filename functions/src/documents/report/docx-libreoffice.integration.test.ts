/**
 * The Word report opens in a real word processor: LibreOffice (headless) converts it to PDF without
 * error, and the converted text still holds the summary and every risk. Skipped where LibreOffice is
 * not installed, except in CI (tests/support/ci.ts), where .ci/run installs it and a skip would hide it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { requireLibreOffice, soffice } from '../../../../tests/support/libreoffice';
import { normaliseAnalysis } from '../../../../shared/schemas/analysis';
import { renderDocx } from './docx';
import { buildReportModel } from './model';

const workDir = mkdtempSync(path.join(os.tmpdir(), 'clausewise-lo-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('Word report in LibreOffice', () => {
  it.runIf(requireLibreOffice && !soffice)('has LibreOffice installed (required in CI)', () => {
    expect(soffice, 'soffice not found: install libreoffice-writer-nogui').toBeDefined();
  });

  it.skipIf(!soffice)(
    'converts to PDF without error and keeps the content',
    async () => {
      const fixture = readFileSync(new URL('./__fixtures__/license-hosting-analysis.json', import.meta.url), 'utf8');
      const analysis = normaliseAnalysis(fixture)!;
      const docx = await renderDocx(
        buildReportModel({
          analysis: fixture,
          behalfOf: 'Changepoint, Inc.',
          generatedAt: new Date('2025-11-22T10:00:00Z'),
        }),
      );
      const input = path.join(workDir, 'report.docx');
      writeFileSync(input, docx);
      // A private profile per run: LibreOffice refuses to start twice on one profile.
      const profile = pathToFileURL(path.join(workDir, 'profile')).href;
      const run = spawnSync(
        soffice!,
        [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', workDir, input],
        { encoding: 'utf8', timeout: 170_000 },
      );
      expect(run.status, run.stderr).toBe(0);
      const text = squash(execFileSync('pdftotext', [path.join(workDir, 'report.pdf'), '-'], { encoding: 'utf8' }));
      expect(text).toContain(squash(analysis.dashboard_executive_summary.overall_context.summary).slice(0, 120));
      for (const risk of analysis.risk_assessment_issues.categorized_risks) {
        expect(text).toContain(squash(risk.risk_description).slice(0, 60));
      }
    },
    180_000,
  );
});
