/**
 * Every playbook line answered: the one-line, six-line plain-English and numbered playbooks against
 * real contracts (the fixtures, and dev contracts from the eval set), each rule's status and the
 * clause it cites, for each side; and "Focus on ..." answered with a section that judges the clauses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnalysisSchema, type Analysis } from '../../../../shared/schemas/analysis';
import { SHARED_DIR } from '../../../../tests/support/shared-dir';
import { analyzeContract } from '../engine';

const fixture = (name: string) => readFileSync(new URL(`../__fixtures__/${name}.txt`, import.meta.url), 'utf8');
const SERVICES = fixture('services-agreement');
const LICENSE = fixture('license-agreement');
const dev = new Map(
  readFileSync(path.join(SHARED_DIR, 'eval', 'cuad-dev.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => /"id":\s*"cuad_(?:af75e0a57830|e3713663a070)"/.test(l))
    .map((l) => JSON.parse(l) as { id: string; text: string })
    .map((o) => [o.id, o.text]),
);
/** An exclusive distributor agreement (Texas law, a non-compete on the distributor, net cash on delivery). */
const DISTRIBUTOR = dev.get('cuad_af75e0a57830')!;
/** A support agreement (California law, auto-renewal on 30 days' notice, payment within 30 days, a 12-month cap). */
const SUPPORT = dev.get('cuad_e3713663a070')!;

const ONE_LINE = 'We never accept uncapped liability; cap at least 12 months of fees; New York law; no exclusivity';
const SIX_LINES = [
  'Our liability must be capped at no less than 12 months of fees.',
  "No auto-renewal that needs more than 30 days' notice to stop it.",
  'We need at least 30 days to pay any invoice.',
  'Indemnities must be mutual: we do not give one-way indemnities.',
  'The agreement must be governed by New York law.',
  'No non-compete binding us.',
].join('\n');
const NUMBERED = [
  'Procurement playbook',
  '1. Limitation of liability: we never accept uncapped liability.',
  '2. The cap must be at least 12 months of fees.',
  '3. Governing law: New York.',
  '4. No exclusivity.',
  '5. Payment terms: net 30 or longer.',
  '6. Focus on termination rights and liability.',
].join('\n');

function review(
  text: string,
  behalfOf: string,
  content: string,
  additionalInstructions: string | null = null,
): Analysis {
  const a = analyzeContract({
    contractText: text,
    behalfOf,
    playbook: { name: 'Playbook', content },
    additionalInstructions,
  });
  expect(v.safeParse(AnalysisSchema, a).success).toBe(true);
  return a;
}

/** Each rule as [status, clause reference or '-'], and every cited span inside the contract. */
function verdicts(a: Analysis, text: string): [string, string][] {
  const checks = a.playbook_review!.rules_checked;
  for (const c of checks)
    for (const s of c.spans ?? []) expect(text.slice(s.start, s.end).trim().length).toBeGreaterThan(10);
  return checks.map((c) => [c.status, c.relevant_clause_reference ?? '-']);
}

const cited = (a: Analysis, text: string, i: number) => {
  const s = a.playbook_review!.rules_checked[i]!.spans![0]!;
  return text.slice(s.start, s.end);
};

describe('the one-line playbook', () => {
  it('services agreement for the Customer: four rules, three violated with their clauses', () => {
    const a = review(SERVICES, 'Customer', ONE_LINE);
    expect(a.playbook_review!.rules_checked.map((c) => c.line)).toEqual(ONE_LINE.split('; '));
    expect(verdicts(a, SERVICES)).toEqual([
      ['violated', 'Section 6.1'],
      ['violated', 'Section 6.1'],
      ['violated', 'Section 9.1'],
      ['satisfied', '-'],
    ]);
    const [capped, months, law] = a.playbook_review!.rules_checked;
    expect(capped!.detail).toBe("Section 6.1 caps only Provider's liability; Customer's liability is uncapped.");
    expect(months!.detail).toMatch(/at 3 months of fees .*at least 12 months/);
    expect(law!.detail).toMatch(/Delaware .*not New York/);
    expect(cited(a, SERVICES, 2)).toMatch(/^9\.1 This Agreement shall be governed .* State of Delaware/);
    // Violations are findings citing the clause, tagged with the playbook line.
    const tagged = a.risk_assessment_issues.categorized_risks.filter((r) => r.playbook_violation);
    expect(tagged.map((r) => r.relevant_clause_reference)).toEqual(
      expect.arrayContaining(['Section 6.1', 'Section 9.1']),
    );
    expect(tagged.find((r) => r.relevant_clause_reference === 'Section 9.1')!.playbook_rule).toBe('New York law');
  });

  it('services agreement for the Provider: its own liability is capped', () => {
    expect(verdicts(review(SERVICES, 'Provider', ONE_LINE), SERVICES)).toEqual([
      ['satisfied', 'Section 6.1'],
      ['violated', 'Section 6.1'],
      ['violated', 'Section 9.1'],
      ['satisfied', '-'],
    ]);
  });

  it('licence: a 12-month mutual cap meets the cap rule, its confidentiality carve-out breaks "never uncapped"', () => {
    const a = review(LICENSE, 'Harbor Logistics', ONE_LINE);
    expect(verdicts(a, LICENSE)).toEqual([
      ['violated', 'Section 3.2 (Limitation)'],
      ['satisfied', 'Section 3.2 (Limitation)'],
      ['violated', 'Section 5.1 (Governing Law)'],
      ['satisfied', '-'],
    ]);
    // Licensee gives no indemnity: only the confidentiality carve-out exposes it.
    expect(a.playbook_review!.rules_checked[0]!.detail).toMatch(
      /not for breach of confidentiality, which stays uncapped/,
    );
    expect(a.playbook_review!.rules_checked[3]!.detail).toBe('The contract has no exclusivity clause.');
  });

  it('exclusive distributor agreement, each side: the exclusive grant binds the Company, the competing-products ban the Distributor', () => {
    const company = review(DISTRIBUTOR, 'Snotarator LLC', ONE_LINE);
    expect(verdicts(company, DISTRIBUTOR)).toEqual([
      ['violated', '-'],
      ['violated', '-'],
      ['violated', 'Section 9.05 (Applicable Law)'],
      ['violated', 'Section 1.01 (Distribution Right)'],
    ]);
    expect(company.playbook_review!.rules_checked[0]!.detail).toBe("No clause caps Company's liability.");
    expect(company.playbook_review!.rules_checked[2]!.detail).toMatch(/State of Texas/);
    expect(cited(company, DISTRIBUTOR, 3)).toMatch(
      /^The Company hereby appoints and grants Distributor the exclusive right/,
    );
    const distributor = review(DISTRIBUTOR, 'SMSA Ballinger Acquisition Corp.', ONE_LINE);
    expect(verdicts(distributor, DISTRIBUTOR)).toEqual([
      ['violated', '-'],
      ['violated', '-'],
      ['violated', 'Section 9.05 (Applicable Law)'],
      ['violated', 'Section 1.04 (Competitive Products)'],
    ]);
    expect(cited(distributor, DISTRIBUTOR, 3)).toMatch(/^Distributor agrees not to represent or sell other products/);
  });
});

describe('the six-line plain-English playbook', () => {
  it('services agreement for the Customer: all six violated, each with its clause', () => {
    const a = review(SERVICES, 'Customer', SIX_LINES);
    expect(verdicts(a, SERVICES)).toEqual([
      ['violated', 'Section 6.1'],
      ['violated', 'Section 3.1 (Term)'],
      ['violated', 'Section 2.1 (Fees)'],
      ['violated', 'Section 5.1'],
      ['violated', 'Section 9.1'],
      ['violated', 'Section 8.1'],
    ]);
    const d = a.playbook_review!.rules_checked.map((c) => c.detail);
    expect(d[1]).toMatch(/ninety \(90\) days .*more than 30 days/);
    expect(d[2]).toMatch(/fifteen \(15\) days\. The playbook wants at least 30 days/);
    expect(d[3]).toBe('Only Customer indemnifies (Section 5.1); Provider gives no indemnity in return.');
    expect(cited(a, SERVICES, 5)).toMatch(
      /^8\.1 Customer shall not, during the term and for two \(2\) years thereafter/,
    );
    expect(
      a.risk_assessment_issues.categorized_risks.filter((r) => r.playbook_violation).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('services agreement for the Provider: what binds only the Customer is met', () => {
    const a = review(SERVICES, 'Provider', SIX_LINES);
    expect(verdicts(a, SERVICES)).toEqual([
      ['violated', 'Section 6.1'],
      ['violated', 'Section 3.1 (Term)'],
      ['violated', 'Section 2.1 (Fees)'],
      ['satisfied', 'Section 5.1'],
      ['violated', 'Section 9.1'],
      ['satisfied', 'Section 8.1'],
    ]);
    expect(a.playbook_review!.rules_checked[3]!.detail).toBe(
      "Only Customer indemnifies (Section 5.1), in Provider's favour; no indemnity binds Provider.",
    );
    expect(a.playbook_review!.rules_checked[5]!.detail).toBe(
      'Section 8.1: the non-compete terms bind Customer, not Provider.',
    );
    expect(a.playbook_review!.unverifiable_lines).toEqual([]);
  });

  it('a bare number ("net 45") is read for the reviewed side: the payer’s payments, or the payee’s receipts', () => {
    const customer = review(SERVICES, 'Customer', 'We pay invoices net 45');
    expect(verdicts(customer, SERVICES)).toEqual([['violated', 'Section 2.1 (Fees)']]);
    expect(customer.playbook_review!.rules_checked[0]!.rule).toBe('payment period >= 45 days');
    const provider = review(SERVICES, 'Provider', 'Payment terms net 45');
    expect(verdicts(provider, SERVICES)).toEqual([['satisfied', 'Section 2.1 (Fees)']]);
    expect(provider.playbook_review!.rules_checked[0]!.rule).toBe('payment period <= 45 days');
  });

  it('support agreement for the Licensee: the positions it meets are met, with their clauses; the incorporated licence is not guessed at', () => {
    const a = review(SUPPORT, 'Licensee', SIX_LINES);
    expect(verdicts(a, SUPPORT)).toEqual([
      ['satisfied', 'Section 7.1 (Direct Damages)'],
      ['satisfied', 'Section 5.1'],
      ['satisfied', 'Section 2 (COVERAGE AND PAYMENT OF FEES)'],
      ['not_checkable', '-'],
      ['violated', 'Section 8 (GENERAL)'],
      ['satisfied', '-'],
    ]);
    const d = a.playbook_review!.rules_checked.map((c) => c.detail);
    expect(d[0]).toMatch(/caps XACCT's liability at 12 months of fees/);
    expect(d[1]).toMatch(/renews automatically; notice of thirty \(30\) days stops it/);
    expect(d[4]).toMatch(/State of California .*not New York/);
    // It has no indemnity of its own but incorporates the terms of the licence agreement, which may hold one.
    expect(d[3]).toMatch(
      /^The indemnity is set in the License Agreement, which this document incorporates by reference/,
    );
  });
});

describe('a numbered playbook with a focus instruction', () => {
  it('answers every numbered rule and turns the focus line into judged sections', () => {
    const a = review(SERVICES, 'Customer', NUMBERED);
    const checks = a.playbook_review!.rules_checked;
    expect(checks.map((c) => c.line)).toEqual(
      NUMBERED.split('\n')
        .slice(1)
        .map((l) => l.replace(/^\d\. /, '')),
    );
    expect(verdicts(a, SERVICES)).toEqual([
      ['violated', 'Section 6.1'],
      ['violated', 'Section 6.1'],
      ['violated', 'Section 9.1'],
      ['satisfied', '-'],
      ['violated', 'Section 2.1 (Fees)'],
      ['satisfied', '-'],
    ]);
    const sections = a.playbook_review!.focus_sections!;
    expect(sections.map((s) => s.topic)).toEqual(['termination', 'liability']);
    const [termination, liability] = sections;
    expect(termination!.items.map((i) => [i.relevant_clause_reference, i.severity ?? '-'])).toEqual([
      ['Section 3.2 (Termination for Convenience)', 'high'],
      ['Section 3.3 (Termination for Cause)', '-'],
    ]);
    expect(termination!.items[0]!.assessment).toMatch(
      /Provider may terminate .*without cause on thirty \(30\) days' notice/,
    );
    expect(termination!.items[1]!.assessment).toMatch(
      /Either party may terminate for breach .*\(mutual: the same for Customer\)/,
    );
    expect(liability!.items.map((i) => [i.relevant_clause_reference, i.severity])).toEqual([['Section 6.1', 'high']]);
    // Answered first in the summary, in the contract's own terms, never an echo of the instruction.
    const summary = a.dashboard_executive_summary.overall_context.summary;
    expect(
      summary.startsWith('You asked about termination: 2 clauses judged for Customer, 1 a risk. Section 3.2'),
    ).toBe(true);
    expect(summary).toMatch(/You asked about liability: .*Section 6\.1: Provider's liability is capped/);
  });

  it('for the Provider the same clauses are judged from its side', () => {
    const a = review(SERVICES, 'Provider', NUMBERED);
    const [termination, liability] = a.playbook_review!.focus_sections!;
    expect(termination!.items.map((i) => i.assessment)).toEqual([
      "Provider may terminate without cause on thirty (30) days' notice (in Provider's favour)",
      'Either party may terminate for breach after a cure period of thirty (30) days (mutual: the same for Provider)',
    ]);
    expect(liability!.items.map((i) => i.assessment)).toEqual([
      "Provider's liability is capped at the fees paid by Customer in the three (3) months preceding the claim (in Provider's favour)",
    ]);
  });

  it('a topic the contract lacks is said to be absent, and an unknown position is not checkable with a reason', () => {
    const a = review(SERVICES, 'Customer', 'Vendor must be SOC 2 certified', 'Focus on confidentiality');
    expect(a.playbook_review!.focus_sections![0]!.summary).toBe(
      'You asked about confidentiality: not found in this contract (no confidentiality clause).',
    );
    const [soc] = a.playbook_review!.rules_checked;
    expect(soc).toMatchObject({ status: 'not_checkable', line: 'Vendor must be SOC 2 certified' });
    expect(soc!.detail).toMatch(/names no clause term the review can test/);
  });
});
