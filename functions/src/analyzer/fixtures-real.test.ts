/**
 * The real fixtures (CUAD PDFs, Common Paper DOCX) of ../shared: text via pdftotext and the DOCX's
 * own XML; every analysis must validate. Skipped where poppler or ../shared is absent, except in
 * CI, where that fails (tests/support/ci.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnalysisSchema } from '../../../shared/schemas/analysis';
import { analyzeContract } from './engine';
import { popplerAvailable, requirePoppler } from '../../../tests/support/pdf-tools';
import { FIXTURES_DIR, SHARED_DIR, sharedAvailable } from '../../../tests/support/shared-dir';

const ROOT = `${FIXTURES_DIR}`;
const hasPdf = sharedAvailable('fixtures/pdf') && popplerAvailable;
const hasDocx = sharedAvailable('fixtures/docx');

/** The PDFs are contracts of the labelled dev set: the clause categories its experts found in each. */
const DEV_SET = `${SHARED_DIR}/eval/cuad-dev.jsonl`;
const FACTS = new Set([
  'Document Name',
  'Parties',
  'Agreement Date',
  'Effective Date',
  'Expiration Date',
  'Governing Law',
]);
const labelledClauses = new Map<string, number>(
  existsSync(DEV_SET)
    ? readFileSync(DEV_SET, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { id: string; labels: Record<string, unknown[]> })
        .map((c) => [c.id, Object.entries(c.labels).filter(([k, v]) => v.length && !FACTS.has(k)).length])
    : [],
);

function docxText(path: string): string {
  const xml = strFromU8(
    unzipSync(readFileSync(path), { filter: (f) => f.name === 'word/document.xml' })['word/document.xml']!,
  );
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}

if (requirePoppler && !popplerAvailable) {
  it('has poppler-utils installed (required in CI)', () => {
    throw new Error('pdftotext is missing; install poppler-utils');
  });
}

describe.skipIf(!hasPdf)('CUAD PDF fixtures', () => {
  const files = hasPdf ? readdirSync(`${ROOT}/pdf`).filter((f) => f.endsWith('.pdf')) : [];
  it.each(files)('%s', (f) => {
    const text = execFileSync('pdftotext', ['-layout', `${ROOT}/pdf/${f}`, '-'], { maxBuffer: 64 << 20 }).toString(
      'utf8',
    );
    const a = analyzeContract({ contractText: text, behalfOf: 'Licensee' });
    expect(v.safeParse(AnalysisSchema, a).success).toBe(true);
    // A contract with clauses has key clauses; one its experts found none in (an amendment that
    // deletes a covenant) is not padded with any, and its summary does not point to a list it lacks.
    if (labelledClauses.get(f.replace(/\.pdf$/, '')) !== 0)
      expect(a.key_information_clauses_summary.length).toBeGreaterThan(0);
    else expect(a.dashboard_executive_summary.overall_context.summary).not.toMatch(/key clauses below/);
    for (const r of a.risk_assessment_issues.categorized_risks)
      for (const s of r.spans) expect(text.slice(s.start, s.end)).toBe(r.relevant_clause_text);
  });
  it('reads the NETGEAR distributor agreement like a reviewer', () => {
    const text = execFileSync('pdftotext', ['-layout', `${ROOT}/pdf/cuad_1fecc64e27e5.pdf`, '-']).toString('utf8');
    const a = analyzeContract({ contractText: text, behalfOf: 'Ingram Micro' });
    const s = a.dashboard_executive_summary.contract_snapshot;
    expect(s.title_type).toBe('Distributor Agreement');
    expect(s.party_details[0]).toEqual({ name: 'Ingram Micro', role: 'Distributor' });
    expect(s.key_dates.effective_date).toBe('1996-03-01');
    expect(s.governing_law).toBe('State of California');
    expect(a.risk_assessment_issues.categorized_risks.map((r) => r.risk_description).join()).toMatch(
      /NETGEAR may change prices or fees/,
    );
  });
});

describe.skipIf(!hasDocx)('Common Paper DOCX fixtures', () => {
  const files = hasDocx ? readdirSync(`${ROOT}/docx`).filter((f) => f.endsWith('.docx')) : [];
  it.each(files)('%s', (f) => {
    const text = docxText(`${ROOT}/docx/${f}`);
    const a = analyzeContract({ contractText: text, behalfOf: 'Customer' });
    expect(v.safeParse(AnalysisSchema, a).success).toBe(true);
  });
});
