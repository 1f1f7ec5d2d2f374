import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reportDefaultFilenames } from '../../../../shared/report-messages';
import { reportFilename, reportNameCandidates } from './filename';
import { buildReportModel, reviewerLine } from './model';

const fixture = readFileSync(new URL('./__fixtures__/license-hosting-analysis.json', import.meta.url), 'utf8');
const generatedAt = new Date('2025-11-22T10:00:00Z');

describe('report model', () => {
  it('builds every section from a stored analysis, fenced and encoded twice included', () => {
    for (const stored of [fixture, '```json\n' + fixture + '\n```', JSON.stringify(fixture)]) {
      const m = buildReportModel({ analysis: stored, behalfOf: ' Changepoint,  Inc. ', generatedAt });
      expect(m.behalfOf).toBe('Changepoint, Inc.');
      expect(m.date).toBe('22 November 2025');
      expect(m.documentTitle).toBe('License and Hosting Agreement');
      expect(m.report?.riskGroups.map((g) => g.title)).toEqual([
        'Risks',
        'Missing Clauses',
        'Non-Standard Terms',
        'Ambiguities and Inconsistencies',
      ]);
      expect(m.report?.snapshot.find((s) => s.label === 'Effective date')?.value).toBe('13 December 1999');
      expect(m.report?.riskGroups[0]?.items[0]?.quote).not.toMatch(/\s{2,}|\n/);
    }
  });

  it('keeps unparseable text as raw text', () => {
    const m = buildReportModel({ analysis: 'not JSON at all', behalfOf: '', generatedAt });
    expect(m.report).toBeNull();
    expect(m.rawText).toBe('not JSON at all');
  });

  it('names the reviewer: the built-in analyzer or the model', () => {
    expect(reviewerLine({ provider: 'builtin', version: '1.0.0' })).toBe('Prepared by the built-in analyzer');
    expect(reviewerLine({ provider: 'bedrock', version: 'anthropic.claude-sonnet-4' })).toBe(
      'Prepared by anthropic.claude-sonnet-4',
    );
    expect(reviewerLine(undefined)).toBe('Prepared by the built-in analyzer');
  });
});

describe('report filename', () => {
  it('uses behalfOf, then the contract title, then the spec default', () => {
    expect(reportFilename('pdf', ['Changepoint, Inc.', 'License'])).toBe('Changepoint_Inc_Analysis_Report.pdf');
    expect(reportFilename('docx', ['', 'License and Hosting Agreement'])).toBe(
      'License_and_Hosting_Agreement_Analysis_Report.docx',
    );
    expect(reportFilename('pdf', ['Müller GmbH'])).toBe('Müller_GmbH_Analysis_Report.pdf');
    expect(reportFilename('pdf', ['  ', undefined])).toBe(reportDefaultFilenames.pdf);
    expect(reportFilename('docx', ['../../etc/passwd"'])).toBe('etc_passwd_Analysis_Report.docx');
    // Named after the contract: its type and the counterparty, not the reviewing party.
    const candidates = reportNameCandidates(fixture, 'Changepoint Corp');
    expect(candidates[1]).toBe('License and Hosting Agreement');
    expect(reportFilename('pdf', candidates)).toMatch(/^License_and_Hosting_Agreement_.+_Analysis_Report\.pdf$/);
    expect(reportFilename('pdf', candidates)).not.toMatch(/Changepoint/);
    expect(reportFilename('pdf', reportNameCandidates('not an analysis', 'Customer'))).toBe(
      'Customer_Analysis_Report.pdf',
    );
  });
});
