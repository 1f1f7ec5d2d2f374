/** What the review checked, and a summary that only claims "no material risks" when it is true. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../engine';

const MSA = readFileSync(new URL('../__fixtures__/services-agreement.txt', import.meta.url), 'utf8');
const run = (contractText: string, behalfOf: string) => analyzeContract({ contractText, behalfOf });
const status = (a: ReturnType<typeof run>, label: string) => a.coverage?.find((c) => c.label === label);

describe('coverage', () => {
  it('lists every family a review judges: judged with its findings, or not in the contract', () => {
    const a = run(MSA, 'Beta Retail LLC');
    expect(a.coverage).toHaveLength(17);
    expect(status(a, 'Liability caps and exclusions')).toMatchObject({ status: 'judged' });
    expect(status(a, 'Liability caps and exclusions')!.findings).toBeGreaterThan(0);
    expect(status(a, 'Indemnities')!.detail).toMatch(/finding.* for Customer/);
    expect(status(a, 'Insurance')).toMatchObject({ status: 'not_present', findings: 0 });
    expect(a.dashboard_executive_summary.overall_context.summary).not.toMatch(/No material/);
  });

  it('judges nothing for a name that is not a party, and says so instead of "no risks"', () => {
    const a = run(MSA, 'Gamma Holdings');
    expect(a.risk_assessment_issues.categorized_risks).toEqual([]);
    expect(a.coverage!.every((c) => c.status === 'not_assessed')).toBe(true);
    const summary = a.dashboard_executive_summary.overall_context.summary;
    expect(summary).toMatch(/“Gamma Holdings” is not a party to this contract/);
    expect(summary).toMatch(/Acme Analytics, Inc\. \(Provider\) and Beta Retail LLC \(Customer\)/);
    expect(summary).not.toMatch(/No material|Most serious/);
    expect(a.review_side).toMatchObject({ requested: 'Gamma Holdings', is_party: false, party: null });
  });

  it('says no material risks were found only when the families present were judged', () => {
    const fair = `SERVICES AGREEMENT

This Services Agreement is made on 1 March 2025 between Alpha Services Ltd ("Provider") and Beta LLC ("Customer").

1. Provider shall provide the Services described in Schedule 1 with reasonable skill and care.

2. Each party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days of written notice.

3. This Agreement is governed by the laws of England and Wales.
`;
    const a = run(fair, 'Beta LLC');
    expect(a.risk_assessment_issues.categorized_risks).toEqual([]);
    expect(status(a, 'Termination and cure')).toMatchObject({ status: 'judged', findings: 0 });
    expect(a.dashboard_executive_summary.overall_context.summary).toMatch(
      /No material risks for Customer were found in the \d+ clause famil(?:y|ies) judged/,
    );
  });

  it('reads "the Liability Cap will not apply to" as an uncapped carve-out, not as no clause', () => {
    const text = `MASTER SUPPLY AGREEMENT between Premier Foods, LLC ("Buyer") and Dairy Inc. ("Supplier").

1. Supplier shall supply the Products ordered by Buyer.

9.1 The maximum liability of one Party to the other Party in relation to this Agreement will be five million dollars ("Liability Cap"), provided however that: 9.1.1 The Liability Cap will not apply to any material confidentiality breach or to indemnification obligations under Section 7.1. 9.1.2 The Liability Cap will not apply to intentional misconduct and/or gross negligence.

10. This Agreement is governed by the laws of the State of Delaware.
`;
    for (const who of ['Buyer', 'Supplier'])
      expect(status(run(text, who), 'Uncapped liabilities and carve-outs')?.status).not.toBe('not_present');
  });

  it('reads a cap that opens "EXCEPT FOR X\'S OBLIGATIONS UNDER SECTION 4.2" as an uncapped carve-out', () => {
    // A dev reseller agreement (CUAD cuad_bcb9ddf5af01), 4.3.
    const text = `RESELLER AGREEMENT between PivX Corporation ("PivX") and Detto Technologies ("Detto").

1.1 PivX grants to Detto a non-exclusive license to distribute Qwik-Fix Pro in North America.

4.2 PivX will indemnify, defend and hold Detto harmless from and against any and all claims that Qwik-Fix Pro infringes any patent or copyright.

4.3 LIMITATION OF LIABILITY. EXCEPT FOR PIVX'S OBLIGATIONS UNDER SECTION 4.2, IN NO EVENT SHALL PIVX'S LIABILITY TO DETTO ARISING OUT OF THIS AGREEMENT EXCEED THE TOTAL AMOUNT ACTUALLY RECEIVED BY PIVX HEREUNDER DURING THE PREVIOUS SIX (6) MONTHS.

6.6 This Agreement is governed by the laws of the State of California.
`;
    for (const who of ['PivX Corporation', 'Detto Technologies'])
      expect(status(run(text, who), 'Uncapped liabilities and carve-outs')?.status).not.toBe('not_present');
  });

  it('never says "no clause on this" for a family it has a finding in', () => {
    for (const who of ['Beta Retail LLC', 'Acme Analytics'])
      for (const c of run(MSA, who).coverage ?? [])
        if (c.findings > 0) expect(c.status, c.label).not.toBe('not_present');
  });

  it('never reports as missing a clause the key clauses or a heading show', () => {
    for (const who of ['Beta Retail LLC', 'Acme Analytics']) {
      const a = run(MSA, who);
      const shown = new Set(a.key_information_clauses_summary.map((k) => k.category));
      for (const m of a.risk_assessment_issues.missing_clauses) expect(shown.has(m.category ?? '')).toBe(false);
      const missing = a.risk_assessment_issues.missing_clauses.map((m) => m.category);
      expect(missing).not.toContain('cap-on-liability');
      expect(missing).not.toContain('governing-law');
      expect(missing).not.toContain('indemnification');
    }
  });

  it('never calls the licence grant missing when a party "shall license" the material to the other', () => {
    const text =
      'PROGRAM CONTENT LICENSE AGREEMENT between Phoenix Satellite Television Company Limited ("Party A") and Beijing Tianying Jiuzhou Network Technology Co., Ltd. ("Party B").\n\n3.1 Party A shall license the Program Content required in Party B Business to Party B.\n\n4.1 Party B shall pay the license fee set forth in Attachment 1.\n\n9. This Agreement is governed by the laws of the PRC.\n';
    for (const who of ['Party A', 'Party B']) {
      const missing = run(text, who).risk_assessment_issues.missing_clauses.map((m) => m.category);
      expect(missing).not.toContain('license-grant');
    }
  });

  it('never calls payment terms missing when a run-in heading shows them ("(e) Payment. Upon ...")', () => {
    const text =
      'DISTRIBUTOR AGREEMENT between B & C General Warehouse, Inc. ("Company") and Coffee Holding Co., Inc. ("Distributor").\n\n2. Orders. (d) Terms of Sale. All sales by Company shall be in accordance with this Agreement. (e) Payment. Upon acceptance of any order, Distributor shall submit via wire transfer at least Twenty-Five Percent (25%) of the total order price.\n\n9. This Agreement is governed by the laws of the State of Florida.\n';
    for (const who of ['Company', 'Distributor']) {
      const missing = run(text, who).risk_assessment_issues.missing_clauses.map((m) => m.category);
      expect(missing).not.toContain('payment-terms');
    }
  });
});
