import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnalysisSchema, normaliseAnalysis, parseAnalysisText, type Analysis } from './analysis';
import { normaliseRedlineMetadata } from './redline';

const canonical: Analysis = {
  dashboard_executive_summary: {
    overall_context: { summary: 'A services agreement.' },
    contract_snapshot: {
      title_type: 'Master Services Agreement',
      parties: ['Acme Inc. (Provider)', 'Beta LLC (Customer)'],
      party_details: [
        { name: 'Acme Inc.', role: 'Provider' },
        { name: 'Beta LLC', role: 'Customer' },
      ],
      governing_law: 'State of Delaware',
      key_dates: {
        effective_date: '2025-01-05',
        expiration_date: '2026-01-04',
        renewal_terms: 'Automatic one-year renewals',
        notice_period_termination: '60 days before renewal',
      },
      date_analysis_notes: '',
    },
  },
  key_information_clauses_summary: [
    {
      clause_type: 'Limitation of Liability',
      plain_language_summary: 'Liability capped at fees paid.',
      key_details_extracted: ['Cap: 12 months fees'],
      ai_notes_flags: [],
      relevant_clause_reference: 'Section 9',
      category: 'cap-on-liability',
      spans: [{ start: 10, end: 20 }],
    },
  ],
  risk_assessment_issues: {
    categorized_risks: [
      {
        risk_description: 'Uncapped indemnity',
        potential_impact: 'Unlimited exposure',
        relevant_clause_reference: 'Section 8',
        relevant_clause_text: 'shall indemnify',
        category: 'indemnification',
        spans: [{ start: 0, end: 5 }],
        severity: 'high',
      },
    ],
    missing_clauses: [
      { clause_name: 'Force Majeure', typical_purpose: 'x', risk_of_omission: 'y', category: 'force-majeure' },
    ],
    non_standard_unusual_terms: [],
    ambiguities_inconsistencies: [],
  },
  suggested_language: [
    {
      priority: 'high',
      type: 'modification',
      recommendation: 'Cap the indemnity',
      related_issue_reference: 'Section 8',
    },
  ],
  engine: { provider: 'builtin', version: '1' },
};

describe('AnalysisSchema', () => {
  it('accepts the canonical shape', () => {
    expect(v.safeParse(AnalysisSchema, canonical).success).toBe(true);
  });
  it('rejects a risk without category or spans, and bad priorities and spans', () => {
    const bad = structuredClone(canonical) as unknown as {
      risk_assessment_issues: { categorized_risks: Record<string, unknown>[] };
    };
    delete bad.risk_assessment_issues.categorized_risks[0]!.category;
    expect(v.safeParse(AnalysisSchema, bad).success).toBe(false);
    const badPriority = structuredClone(canonical) as unknown as { suggested_language: { priority: string }[] };
    badPriority.suggested_language[0]!.priority = 'urgent';
    expect(v.safeParse(AnalysisSchema, badPriority).success).toBe(false);
    const badSpan = structuredClone(canonical);
    badSpan.key_information_clauses_summary[0]!.spans = [{ start: 5, end: 2 }];
    expect(v.safeParse(AnalysisSchema, badSpan).success).toBe(false);
  });
});

describe('normaliseAnalysis', () => {
  it('round-trips the canonical shape', () => {
    expect(normaliseAnalysis(canonical)).toEqual(canonical);
  });
  it('accepts JSON text in ```json fences and JSON encoded twice', () => {
    const fenced = '```json\n' + JSON.stringify(canonical) + '\n```';
    expect(normaliseAnalysis(fenced)).toEqual(canonical);
    expect(normaliseAnalysis(JSON.stringify(JSON.stringify(canonical)))).toEqual(canonical);
    expect(normaliseAnalysis(JSON.stringify(fenced))).toEqual(canonical);
  });
  it('maps legacy spellings: suggested_language_changes, suggestion, proposed_text, section_reference', () => {
    const legacy = {
      dashboard_executive_summary: {
        overall_context: { summary: 's' },
        contract_snapshot: { title_type: 'NDA', parties: ['A', 'B'], key_dates: {} },
      },
      risk_assessment_issues: {
        categorized_risks: [
          { risk_description: 'r', potential_impact: 'p', relevant_clause_reference: '1', relevant_clause_text: 't' },
        ],
      },
      suggested_language_changes: [
        { priority: 'High', type: 'add', suggestion: 'Add a cap', section_reference: 'Section 9' },
        { type: 'replace', proposed_text: 'New text' },
      ],
    };
    const out = normaliseAnalysis(legacy);
    expect(out).not.toBeNull();
    expect(out!.suggested_language).toEqual([
      {
        priority: 'high',
        type: 'add',
        recommendation: 'Add a cap',
        related_issue_reference: 'Section 9',
        section_reference: 'Section 9',
      },
      {
        priority: 'medium',
        type: 'replace',
        recommendation: 'New text',
        proposed_text: 'New text',
        related_issue_reference: '',
      },
    ]);
    expect(out!.risk_assessment_issues.categorized_risks[0]!.category).toBe('other');
    expect(out!.risk_assessment_issues.categorized_risks[0]!.spans).toEqual([]);
    expect(out!.dashboard_executive_summary.contract_snapshot.party_details).toEqual([{ name: 'A' }, { name: 'B' }]);
    expect(out!.dashboard_executive_summary.contract_snapshot.governing_law).toBeNull();
    expect(out!.key_information_clauses_summary).toEqual([]);
  });
  it('accepts structured parties in the parties field', () => {
    const out = normaliseAnalysis({
      dashboard_executive_summary: { contract_snapshot: { parties: [{ name: 'Acme', role: 'Seller' }] } },
    });
    expect(out!.dashboard_executive_summary.contract_snapshot.parties).toEqual(['Acme (Seller)']);
    expect(out!.dashboard_executive_summary.contract_snapshot.party_details).toEqual([
      { name: 'Acme', role: 'Seller' },
    ]);
  });
  it('returns null for things that are not analyses', () => {
    for (const x of [null, 42, 'not json', '```json\n{oops\n```', [], { hello: 'world' }, JSON.stringify('x')]) {
      expect(normaliseAnalysis(x)).toBeNull();
    }
  });
  it('parseAnalysisText leaves objects alone and unwraps strings', () => {
    expect(parseAnalysisText({ a: 1 })).toEqual({ a: 1 });
    expect(parseAnalysisText('```\n{"a":1}\n```')).toEqual({ a: 1 });
  });
});

describe('normaliseRedlineMetadata', () => {
  it('accepts categories or modification_categories and defaults priority to medium', () => {
    const out = normaliseRedlineMetadata(
      JSON.stringify({
        summary: { total_modifications: 2, categories: ['liability'] },
        modifications: [
          { type: 'insert', new_text: 'x' },
          { type: 'delete', priority: 'high' },
        ],
      }),
    );
    expect(out).toEqual({
      summary: { total_modifications: 2, high_priority_count: 1, modification_categories: ['liability'] },
      modifications: [
        { type: 'insert', priority: 'medium', modified_text: 'x' },
        { type: 'delete', priority: 'high' },
      ],
    });
  });
});
