import { describe, expect, it } from 'vitest';
import { normaliseAnalysis } from '../../../../shared/schemas/analysis';
import { fileNameFromContentDisposition } from '../../lib/api';
import { normaliseSpans, segmentText } from './citation';
import { reportProgress, riskBarPercent, sectionPresence, toReportView } from './report-view';

describe('citations', () => {
  const text = 'The Supplier shall indemnify the Customer. Liability is capped at fees paid.';

  it('splits the text into a few plain and highlighted slices that join back to the text', () => {
    const segments = segmentText(text, [
      { start: 4, end: 12 },
      { start: 43, end: 52 },
    ]);
    expect(segments).toEqual([
      { text: 'The ', highlighted: false },
      { text: 'Supplier', highlighted: true },
      { text: ' shall indemnify the Customer. ', highlighted: false },
      { text: 'Liability', highlighted: true },
      { text: ' is capped at fees paid.', highlighted: false },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('merges overlapping spans, clamps to the text and drops empty or out-of-range spans', () => {
    expect(
      normaliseSpans(
        [
          { start: 10, end: 20 },
          { start: 5, end: 12 },
          { start: 70, end: 500 },
          { start: 900, end: 950 },
        ],
        text.length,
      ),
    ).toEqual([
      { start: 5, end: 20 },
      { start: 70, end: text.length },
    ]);
    expect(segmentText(text, [{ start: 900, end: 950 }])).toEqual([{ text, highlighted: false }]);
    expect(segmentText('', [])).toEqual([{ text: '', highlighted: false }]);
  });

  it('stays a handful of slices for a long contract', () => {
    const long = 'word '.repeat(75_000);
    expect(segmentText(long, [{ start: 100_000, end: 100_050 }])).toHaveLength(3);
  });
});

describe('report view', () => {
  it('falls back to raw text when the analysis is not an analysis', () => {
    expect(toReportView('The model answered in prose.')).toEqual({ kind: 'raw', text: 'The model answered in prose.' });
    expect(toReportView(null)).toEqual({ kind: 'raw', text: '' });
    const fenced = '```json\n{"key_information_clauses_summary":[{"clause_type":"Term"}]}\n```';
    expect(toReportView(fenced).kind).toBe('structured');
  });

  it('counts 25% per section present', () => {
    const a = normaliseAnalysis({
      dashboard_executive_summary: { overall_context: { summary: 'An NDA.' } },
      risk_assessment_issues: { missing_clauses: [{ clause_name: 'Term' }] },
    })!;
    expect(sectionPresence(a)).toEqual({ summary: true, clauses: false, risks: true, suggestions: false });
    expect(reportProgress(sectionPresence(a))).toBe(50);
  });

  it('scales the risk-tab bars to 10, 5, 3 and 3, capped at full', () => {
    expect(riskBarPercent('risks', 4)).toBe(40);
    expect(riskBarPercent('missing', 8)).toBe(100);
    expect(riskBarPercent('nonStandard', 0)).toBe(0);
    expect(riskBarPercent('ambiguities', 1)).toBe(33);
  });
});

describe('Content-Disposition file names', () => {
  it('reads filename*, quoted and bare names, and drops paths', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="Acme_Report.pdf"; filename*=UTF-8''Acme%20%C3%A9_Report.pdf`,
      ),
    ).toBe('Acme é_Report.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="Contract_Analysis_Report.docx"')).toBe(
      'Contract_Analysis_Report.docx',
    );
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
  });
});
