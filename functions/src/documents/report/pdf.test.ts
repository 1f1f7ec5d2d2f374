import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseAnalysis, type Analysis } from '../../../../shared/schemas/analysis';
import { reportMessages } from '../../../../shared/report-messages';
import { nodeModuleReportFonts } from '../../adapters/fonts/report-fonts';
import {
  inkIn,
  pdfPages,
  pdfText,
  pdfWords,
  popplerAvailable,
  requirePoppler,
  skipPdfChecks,
} from '../../../../tests/support/pdf-tools';
import { buildReportModel } from './model';
import { renderPdf } from './pdf';
import { Flow, pageLayout, type Atom } from './pdf-flow';

const fixture = readFileSync(new URL('./__fixtures__/license-hosting-analysis.json', import.meta.url), 'utf8');
const analysis = normaliseAnalysis(fixture)!;
const generatedAt = new Date('2025-11-22T10:00:00Z');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function international(): Analysis {
  const a = structuredClone(analysis);
  a.dashboard_executive_summary.overall_context.summary =
    'Liefervertrag zwischen Müller GmbH und 株式会社テスト. The supplier’s “best efforts” duty is vague — Ελληνικά, Кириллица.';
  a.dashboard_executive_summary.contract_snapshot.parties = ['Müller GmbH', '株式会社テスト'];
  a.risk_assessment_issues.categorized_risks[0]!.risk_description =
    'Haftung von Müller GmbH ist „unbegrenzt“ für 株式会社テスト’s Schäden.';
  return a;
}

/** Long, unbroken and repetitive content: the margins and pagination must hold anyway. */
function stress(): Analysis {
  const a = structuredClone(analysis);
  const risk = a.risk_assessment_issues.categorized_risks[0]!;
  risk.relevant_clause_text = `https://example.com/${'x'.repeat(400)} ${'_'.repeat(300)} ${'株式会社'.repeat(60)} ${'word '.repeat(900)}`;
  a.risk_assessment_issues.categorized_risks = Array.from({ length: 12 }, (_, i) => ({
    ...risk,
    risk_description: `Stress risk ${i + 1}: ${'long '.repeat(i * 8)}end`,
  }));
  return a;
}

if (requirePoppler && !popplerAvailable) {
  it('has poppler-utils installed (required in CI)', () => {
    throw new Error('pdftotext/pdftoppm are missing; install poppler-utils');
  });
}

describe.skipIf(skipPdfChecks)('PDF report', () => {
  let pdf: Uint8Array;
  let text: string;
  beforeAll(async () => {
    pdf = await renderPdf(
      buildReportModel({ analysis: fixture, behalfOf: 'Changepoint, Inc.', generatedAt }),
      nodeModuleReportFonts,
    );
    text = squash(pdfText(pdf));
  });

  it('contains the executive summary, every finding and suggestion, and the disclaimer', () => {
    expect(text).toContain(squash(analysis.dashboard_executive_summary.overall_context.summary));
    const r = analysis.risk_assessment_issues;
    for (const x of r.categorized_risks) expect(text).toContain(squash(x.risk_description));
    for (const x of r.missing_clauses) expect(text).toContain(squash(x.clause_name));
    for (const x of r.non_standard_unusual_terms) expect(text).toContain(squash(x.term_description));
    for (const x of r.ambiguities_inconsistencies) expect(text).toContain(squash(x.issue_description));
    for (const x of analysis.suggested_language) expect(text).toContain(squash(x.recommendation));
    expect(text).toContain(reportMessages.disclaimer);
    expect(text).toContain('Prepared by the built-in analyzer');
  });

  it('numbers every page "Page n of m"', async () => {
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(3);
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Page ${n} of ${pages}`);
  });

  it('has no blank page: every page has ink inside the content area', () => {
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(3);
    const content = { left: 0.1, right: 0.9, top: 0.08, bottom: 0.9 };
    for (const page of pages) expect(inkIn(page, content)).toBeGreaterThan(200);
  });

  it.each([
    ['the fixture', () => fixture],
    ['a stress analysis with unbreakable and CJK text', () => stress()],
  ])('keeps every word inside the margins for %s', async (_name, input) => {
    const out = await renderPdf(
      buildReportModel({ analysis: input(), behalfOf: 'Changepoint, Inc.', generatedAt }),
      nodeModuleReportFonts,
    );
    const words = pdfWords(out);
    expect(words.length).toBeGreaterThan(500);
    const { marginX, width, height, printableTop, printableBottom } = pageLayout;
    const outside = words.filter(
      (w) =>
        w.xMin < marginX - 1 ||
        w.xMax > width - marginX + 1 ||
        w.yMin < height - printableTop - 1 ||
        w.yMax > height - printableBottom + 1,
    );
    expect(outside).toEqual([]);
  });

  it('keeps non-Latin text, curly quotes and dashes', async () => {
    const out = await renderPdf(
      buildReportModel({ analysis: international(), behalfOf: 'Müller GmbH', generatedAt }),
      nodeModuleReportFonts,
    );
    const t = squash(pdfText(out));
    for (const s of [
      'Müller GmbH',
      '株式会社テスト',
      '“best efforts”',
      'supplier’s',
      '„unbegrenzt“',
      '—',
      'Ελληνικά',
      'Кириллица',
    ])
      expect(t).toContain(s);
  });

  it('prints unparseable analysis text under the spec notice', async () => {
    const raw = 'The model answered in prose.\n\nClause 4 caps liability at “fees paid”.';
    const out = await renderPdf(
      buildReportModel({ analysis: raw, behalfOf: 'Acme', generatedAt }),
      nodeModuleReportFonts,
    );
    const t = squash(pdfText(out));
    expect(t).toContain(reportMessages.rawTextNotice);
    expect(t).toContain('Clause 4 caps liability at “fees paid”.');
  });
});

describe('pagination', () => {
  const line = (
    label: string,
    drawn: Map<string, number>,
    pages: () => number,
    keepWithNext = false,
    height = 100,
  ): Atom => ({
    height,
    keepWithNext,
    draw: () => drawn.set(label, pages()),
  });

  it('never leaves a heading at the bottom of a page, and moves a card that fits a page whole', async () => {
    const doc = await PDFDocument.create();
    const flow = new Flow(doc);
    const drawn = new Map<string, number>();
    const pages = () => flow.pages.length;
    // Content box is 713.89 pt: six 100 pt atoms fill most of the first page.
    const atoms = [
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((l) => line(l, drawn, pages)),
      line('heading', drawn, pages, true, 30),
      line('card-1', drawn, pages, true),
      line('card-2', drawn, pages, false),
    ];
    flow.place(atoms);
    expect(drawn.get('f')).toBe(1);
    expect(drawn.get('heading')).toBe(2);
    expect(drawn.get('card-2')).toBe(2);
  });

  it('breaks a chain longer than a page instead of looping or overflowing', async () => {
    const doc = await PDFDocument.create();
    const flow = new Flow(doc);
    const drawn = new Map<string, number>();
    flow.place(Array.from({ length: 20 }, (_, i) => line(`l${i}`, drawn, () => flow.pages.length, i < 19)));
    expect(flow.pages.length).toBe(3);
    expect(drawn.get('l19')).toBe(3);
  });

  it('a closing note is placed only where it fits: the report never ends on a page holding just that', async () => {
    const doc = await PDFDocument.create();
    const flow = new Flow(doc);
    const drawn = new Map<string, number>();
    const pages = () => flow.pages.length;
    flow.place(['a', 'b', 'c', 'd', 'e', 'f'].map((l) => line(l, drawn, pages)));
    // 113.89 pt left on page 1: a 60 pt note fits, a 200 pt one is left out (no page 2).
    expect(flow.placeIfFits([line('note', drawn, pages, false, 60)])).toBe(true);
    expect(drawn.get('note')).toBe(1);
    expect(
      flow.placeIfFits([line('long note', drawn, pages, true, 30), line('long note body', drawn, pages, false, 170)]),
    ).toBe(false);
    expect(flow.pages.length).toBe(1);
    expect(drawn.has('long note')).toBe(false);
  });
});
