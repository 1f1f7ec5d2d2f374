import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { normaliseAnalysis } from '../../../../shared/schemas/analysis';
import { reportMessages } from '../../../../shared/report-messages';
import { renderDocx } from './docx';
import { buildReportModel } from './model';

const fixture = readFileSync(new URL('./__fixtures__/license-hosting-analysis.json', import.meta.url), 'utf8');
const analysis = normaliseAnalysis(fixture)!;
const generatedAt = new Date('2025-11-22T10:00:00Z');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The visible text of word/document.xml, one line per paragraph. */
function paragraphs(xml: string): string[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) =>
    unescape([...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('')),
  );
}

async function open(input: unknown, behalfOf = 'Changepoint, Inc.') {
  const bytes = await renderDocx(buildReportModel({ analysis: input, behalfOf, generatedAt }));
  const files = unzipSync(bytes);
  return {
    files,
    document: strFromU8(files['word/document.xml']!),
    text: squash(paragraphs(strFromU8(files['word/document.xml']!)).join('\n')),
  };
}

describe('Word report', () => {
  it('is an OOXML package with a document, styles and footers', async () => {
    const { files } = await open(fixture);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'word/styles.xml']),
    );
    const footers = Object.keys(files)
      .filter((f) => /^word\/footer\d+\.xml$/.test(f))
      .map((f) => strFromU8(files[f]!));
    expect(footers.some((f) => f.includes('PAGE') && f.includes('NUMPAGES'))).toBe(true);
  });

  it('uses the Title and Heading 1-3 styles, so Word lists the sections in its navigation pane', async () => {
    const { document } = await open(fixture);
    for (const style of ['Title', 'Heading1', 'Heading2', 'Heading3'])
      expect(document).toContain(`<w:pStyle w:val="${style}"/>`);
    const h1 = [...document.matchAll(/<w:p>(?:(?!<\/w:p>)[\s\S])*?<w:pStyle w:val="Heading1"\/>[\s\S]*?<\/w:p>/g)].map(
      (m) => paragraphs(m[0]).join(''),
    );
    expect(h1).toEqual(['Executive Summary', 'Key Information Clauses', 'Risk Assessment', 'Suggested Language']);
  });

  it('contains the summary, every finding, the suggestions and the disclaimer', async () => {
    const { text } = await open(fixture);
    expect(text).toContain(squash(analysis.dashboard_executive_summary.overall_context.summary));
    const r = analysis.risk_assessment_issues;
    for (const x of r.categorized_risks) expect(text).toContain(squash(x.risk_description));
    for (const x of r.missing_clauses) expect(text).toContain(squash(x.clause_name));
    for (const x of r.non_standard_unusual_terms) expect(text).toContain(squash(x.term_description));
    for (const x of r.ambiguities_inconsistencies) expect(text).toContain(squash(x.issue_description));
    for (const x of analysis.suggested_language) expect(text).toContain(squash(x.recommendation));
    expect(text).toContain(reportMessages.disclaimer);
  });

  it('keeps non-Latin text and prints raw analysis text under the spec notice', async () => {
    const { text } = await open('Antwort ohne JSON: „Haftung“ von Müller GmbH und 株式会社テスト.', 'Müller GmbH');
    expect(text).toContain(reportMessages.rawTextNotice);
    expect(text).toContain('Antwort ohne JSON: „Haftung“ von Müller GmbH und 株式会社テスト.');
  });
});
