/**
 * The internal report's "Their changes" section, in the model and in both renderers: every change
 * of the other side with its recommendation and, from the decisions recorded with the last answer,
 * the decision, the counter text, the comment sent, the internal note and the reason.
 */
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { normaliseAnalysis } from '../../../../shared/schemas/analysis';
import type { CounterpartyChange, StoredDecisions } from '../../../../shared/schemas/negotiation';
import { nodeModuleReportFonts } from '../../adapters/fonts/report-fonts';
import { pdfText, skipPdfChecks } from '../../../../tests/support/pdf-tools';
import { renderDocx } from './docx';
import { buildReportModel, overviewCounts } from './model';
import { renderPdf } from './pdf';

const fixture = readFileSync(new URL('./__fixtures__/license-hosting-analysis.json', import.meta.url), 'utf8');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const changes: CounterpartyChange[] = [
  {
    id: 'C1',
    author: 'Dana Whitfield',
    kind: 'replacement',
    before: 'twelve (12) months',
    after: 'three (3) months',
    section: 'Section 8.1 (Liability Caps)',
    spans: [{ start: 10, end: 26 }],
    source: 'tracked',
    effect: 'Breaks the playbook position "Liability cap: at least 12 months".',
    recommendation: 'counter',
    reasoning: 'Counter with the first fallback ("18 months").',
    counter_text: 'eighteen (18) months',
    playbook_rule: 'Liability cap: at least 12 months',
  },
  {
    id: 'C2',
    author: 'Dana Whitfield',
    kind: 'comment',
    before: 'Fees',
    after: 'Fees',
    comment: 'Please confirm the fees.',
    section: 'Section 4.1 (Fees)',
    spans: [],
    source: 'tracked',
    effect: 'A comment: it changes no text.',
    recommendation: 'accept',
    reasoning: 'Nothing to refuse in the text.',
  },
];
const decisions: StoredDecisions = {
  author: 'Sam Buyer',
  decidedAt: '2026-11-25T12:00:00.000Z',
  decisions: [
    {
      change: 'C1',
      action: 'counter',
      counterText: 'fifteen (15) months',
      externalComment: 'We can meet you at 15.',
      internalNote: 'Client would accept 12 if pressed.',
      reason: 'budget approval',
      kind: 'replacement',
      section: 'Section 8.1 (Liability Caps)',
      before: 'twelve (12) months',
      after: 'three (3) months',
      recommendation: 'counter',
    },
  ],
};
const analysis = { ...normaliseAnalysis(fixture)!, counterparty_changes: changes };
const model = () =>
  buildReportModel({ analysis, behalfOf: 'Customer', generatedAt: new Date('2026-11-25T12:00:00Z'), decisions });

describe('the report’s "Their changes" section', () => {
  it('lists each change with recommendation, decision and internal notes, and counts them on the title page', () => {
    const r = model().report!;
    expect(r.theirChanges.map((i) => i.title)).toEqual([
      'C1 · Replacement by Dana Whitfield',
      'C2 · Comment by Dana Whitfield',
    ]);
    const fields = Object.fromEntries(r.theirChanges[0]!.fields.map((f) => [f.label, f.value]));
    expect(fields).toMatchObject({
      Recommendation: 'Counter. Counter with the first fallback ("18 months").',
      Decision: 'Counter',
      'Counter text sent': 'fifteen (15) months',
      'Internal note': 'Client would accept 12 if pressed.',
      Reason: 'budget approval',
      'Comment to the other side': 'We can meet you at 15.',
    });
    expect(Object.fromEntries(r.theirChanges[1]!.fields.map((f) => [f.label, f.value]))).toMatchObject({
      'Their comment': 'Please confirm the fees.',
      Decision: 'Not decided',
    });
    expect(overviewCounts(r)[0]).toEqual({ label: 'Their changes', value: '2' });
    expect(
      buildReportModel({ analysis: fixture, behalfOf: 'Customer', generatedAt: new Date() }).report!.theirChanges,
    ).toEqual([]);
  });

  it('prints the section in the Word report', async () => {
    const xml = strFromU8(unzipSync(await renderDocx(model()))['word/document.xml']!);
    for (const s of [
      'Their Changes (2)',
      'Client would accept 12 if pressed.',
      'fifteen (15) months',
      'Please confirm the fees.',
    ])
      expect(xml).toContain(s);
  });

  it.skipIf(skipPdfChecks)('prints the section in the PDF report', async () => {
    const text = squash(pdfText(await renderPdf(model(), nodeModuleReportFonts)));
    for (const s of [
      'Their Changes (2)',
      'Client would accept 12 if pressed.',
      'fifteen (15) months',
      'Not for the other side.',
    ])
      expect(text).toContain(s);
  });
});
