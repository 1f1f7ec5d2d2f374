import { describe, expect, it } from 'vitest';
import { displayClauses, overviewCounts, riskFindings } from './analysis-findings';
import type { Analysis } from './schemas/analysis';

const risk = (over: Partial<Analysis['risk_assessment_issues']['categorized_risks'][number]>) => ({
  risk_description: 'Automatic renewal',
  potential_impact: 'The contract renews unless notice is given.',
  relevant_clause_reference: 'Section 3',
  relevant_clause_text: 'renews automatically for successive one-year terms',
  category: 'renewal-term',
  spans: [{ start: 100, end: 150 }],
  ...over,
});

const issues = (risks: ReturnType<typeof risk>[]): Analysis['risk_assessment_issues'] => ({
  categorized_risks: risks,
  missing_clauses: [
    { clause_name: 'Insurance', typical_purpose: 'Cover', risk_of_omission: 'Uninsured losses', category: 'insurance' },
    {
      clause_name: 'insurance ',
      typical_purpose: 'Cover',
      risk_of_omission: 'Uninsured losses',
      category: 'insurance',
    },
  ],
  non_standard_unusual_terms: [],
  ambiguities_inconsistencies: [],
});

describe('results findings for display', () => {
  it('merges findings on one passage into one card listing every category, the highest severity and every playbook rule', () => {
    const found = riskFindings(
      issues([
        risk({ severity: 'medium' }),
        risk({
          risk_description: 'Playbook violation: automatic renewal',
          severity: 'high',
          playbook_violation: true,
          playbook_rule: 'No auto-renewal',
          category: 'notice-period-to-terminate-renewal',
        }),
        risk({ risk_description: 'Automatic renewal', category: 'renewal-term' }),
        risk({
          risk_description: 'Uncapped indemnity',
          category: 'indemnification',
          severity: 'low',
          spans: [{ start: 300, end: 340 }],
          relevant_clause_text: 'indemnify',
        }),
      ]),
    );
    expect(found.risks).toHaveLength(2);
    const [renewal, indemnity] = found.risks;
    expect(renewal).toMatchObject({
      title: 'Automatic renewal',
      also: ['Playbook violation: automatic renewal'],
      categories: ['renewal-term', 'notice-period-to-terminate-renewal'],
      severity: 'high',
      playbookViolation: true,
      playbookRules: ['No auto-renewal'],
      references: ['Section 3'],
    });
    expect(indemnity!.severity).toBe('low');
    // Without a quote, the same wording is the same finding.
    expect(found.missing).toHaveLength(1);
  });

  it('orders risks high, medium, low, then unrated, keeping the analysis order within a severity', () => {
    const found = riskFindings(
      issues([
        risk({ risk_description: 'a', spans: [{ start: 1, end: 2 }] }),
        risk({ risk_description: 'b', severity: 'low', spans: [{ start: 3, end: 4 }] }),
        risk({ risk_description: 'c', severity: 'high', spans: [{ start: 5, end: 6 }] }),
        risk({ risk_description: 'd', severity: 'high', spans: [{ start: 7, end: 8 }] }),
      ]),
    );
    expect(found.risks.map((f) => f.title)).toEqual(['c', 'd', 'b', 'a']);
    expect(overviewCounts(found)).toEqual({
      bySeverity: { high: 2, medium: 0, low: 1 },
      // The unrated risk and the missing clause: the four counts add up to the total.
      unrated: 2,
      byTab: { risks: 4, missing: 1, nonStandard: 0, ambiguities: 0 },
      total: 5,
    });
  });

  it('merges key clauses citing the same passage (Term and Renewal Term) into one card', () => {
    const clause = (type: string, category: string, start: number) => ({
      clause_type: type,
      plain_language_summary: 'One year, renewing yearly.',
      key_details_extracted: ['1 year'],
      ai_notes_flags: [],
      relevant_clause_reference: 'Section 3',
      category,
      spans: [{ start, end: start + 40 }],
    });
    const cards = displayClauses([
      clause('Term', 'term', 10),
      clause('Renewal Term', 'renewal-term', 10),
      clause('Fees', 'payment-terms', 90),
    ]);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatchObject({
      title: 'Term',
      alsoTitles: ['Renewal Term'],
      categories: ['term', 'renewal-term'],
      details: ['1 year'],
    });
  });
});
