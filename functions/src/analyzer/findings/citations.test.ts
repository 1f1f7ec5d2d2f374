import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARED_DIR, sharedAvailable } from '../../../../tests/support/shared-dir';
import { analyzeContract } from '../engine';

// Dev contracts whose numbering runs inline ("8.2 By Channel Partner. Channel Partner agrees to
// indemnify ..."), so the clause tree finds no numbered clause around most findings: each finding
// still names the clause a lawyer can find, never "Preamble" or a paragraph count.
describe.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('a finding names its clause', () => {
  const contracts = readFileSync(`${SHARED_DIR}/eval/cuad-dev.jsonl`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; text: string });
  const risks = (id: string, behalfOf: string) =>
    analyzeContract({ contractText: contracts.find((c) => c.id === id)!.text, behalfOf }).risk_assessment_issues
      .categorized_risks;

  it('by the number its sentence runs under', () => {
    const found = risks('cuad_046a91a55c0b', 'Channel Partner');
    expect(found.map((r) => r.relevant_clause_reference)).not.toContain('Preamble');
    const indemnity = found.find((r) => r.relevant_clause_text.startsWith('Channel Partner agrees to indemnify'));
    expect(indemnity?.relevant_clause_reference).toBe('Section 8.2');
  });

  it('by the number the sentence follows, not one it cites', () => {
    const found = risks('cuad_025984465a61', 'Licensee');
    const disclaimer = found.find((r) =>
      r.relevant_clause_text.startsWith('EXCEPT AS EXPRESSLY SET FORTH IN SECTION 6.1'),
    );
    expect(disclaimer?.relevant_clause_reference).toBe('Section 6.2');
    const termination = found.find((r) =>
      r.relevant_clause_text.startsWith('Licensor reserves the right to terminate'),
    );
    expect(termination?.relevant_clause_reference).toBe('Section 4.2');
    // A paragraph count is tolerated once; a paragraph named by the number its sentence runs under ("5.
    // Infringement. ... Licensor shall have the sole right to bring any Action") names the clause a lawyer finds.
    const text = contracts.find((c) => c.id === 'cuad_025984465a61')!.text;
    const runsUnder = (ref: string, clause: string) => {
      const at = text.indexOf(clause.slice(0, 60));
      return (
        at >= 0 &&
        new RegExp(`(?:^|\\s)${ref.replace(/^Paragraph /, '')}\\.\\s`).test(text.slice(Math.max(0, at - 300), at))
      );
    };
    const counted = found.filter(
      (r) =>
        /^Paragraph /.test(r.relevant_clause_reference) &&
        !runsUnder(r.relevant_clause_reference, r.relevant_clause_text),
    );
    expect(counted.length).toBeLessThanOrEqual(1);
  });

  it('by the dotted number that runs on after a heading, inside what the tree took for another section', () => {
    const found = risks('cuad_29834eb8a611', 'Care G. B. Plus Ltd.');
    const renewal = found.find((r) => /automatically renewed/.test(r.relevant_clause_text));
    expect(renewal?.relevant_clause_reference).toBe('Section 11.1');
  });

  it('by the lettered item under its own number, not the item that ran on before the number', () => {
    // "... (c) Customer represents ... 10. Indemnification. (a) Kubient agrees to indemnify": Section 10(a).
    const refOf = (behalfOf: string, start: string) =>
      risks('cuad_0cde3ce8aee9', behalfOf).find((r) => r.relevant_clause_text.startsWith(start))
        ?.relevant_clause_reference;
    expect(refOf('Kubient Inc.', '(a) Kubient agrees to indemnify')).toBe('Section 10(a)');
    expect(refOf('Kubient Inc.', '(b) Kubient represents, warrants')).toBe('Section 9(b)');
    // A loose item names the number it runs under: "4. Term and Termination. (a) ... (c) Upon termination".
    expect(refOf('The Associated Press', '(c) Upon termination of the Agreement')).toBe('Section 4(c)');
    expect(refOf('The Associated Press', '(b) Customer agrees to indemnify')).toBe('Section 10(b)');
  });
  it('never by the filing\'s exhibit number that heads a flattened text ("Exhibit 6.1 DISTRIBUTOR AGREEMENT")', () => {
    for (const [id, party, exhibit] of [
      ['cuad_29a89641ff0c', 'B & C General Warehouse Corporation LLC', 'Section 6.1'],
      ['cuad_9f0264b0fb5b', 'Kes 7 Capital Inc.', 'Section 1.3'],
      ['cuad_07210052841d', 'GLOBAL ENERGY, INC.', 'Section 10.11'],
    ] as const)
      expect(risks(id, party).map((r) => r.relevant_clause_reference)).not.toContain(exhibit);
  });

  it('by the number before a name written small ("6.2 eGain warrants") and past a running page header', () => {
    const found = risks('cuad_ed9e45802a82', 'Eliance Corporation');
    const refs = found.map((r) => r.relevant_clause_reference);
    expect(refs).not.toContain('HOSTING AGREEMENT');
    const y2k = found.find((r) => /not Year 2000 Compliant/.test(r.relevant_clause_text));
    expect(y2k?.relevant_clause_reference).toBe('Section 6.2');
  });

  it('by the section a page goes on with, never by a page number, a page count or the page before an exhibit', () => {
    // A consulting agreement flattened from its PDF: its pages go on with 9.7 ("(b) Indemnity by Consultant")
    // and with 8 ("For purposes of this Agreement, \"Termination for Cause\" shall mean ...").
    const found = risks('cuad_8c22a724f9e0', 'Gunston Consulting, LLC');
    const refOf = (start: string) =>
      found.find((r) => r.relevant_clause_text.startsWith(start))?.relevant_clause_reference;
    expect(refOf('Consultant hereby agrees to indemnify')).toBe('Section 9.7');
    expect(refOf('For purposes of this Agreement, "Termination for Cause"')).toBe('Section 8');
    // A reseller agreement whose page ends in its number ("5.") above the filing's source line: the grant
    // on the next page runs under its own article, not under "Section 5".
    const c = contracts.find((x) => x.id === 'cuad_c9627bec169b')!;
    const a = analyzeContract({ contractText: c.text, behalfOf: 'CHT' });
    const cited = [...a.key_information_clauses_summary, ...a.risk_assessment_issues.categorized_risks]
      .filter((k) =>
        k.spans?.some((sp) => c.text.slice(sp.start, sp.end).includes('Subject to Section 2(e), the grant')),
      )
      .map((k) => k.relevant_clause_reference);
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((r) => r === 'Section 2')).toBe(true);
  });

  it('for the key clauses too: the clause the detected passage is about, not the page it starts on', () => {
    const contract = contracts.find((c) => c.id === 'cuad_26ad58ec087e')!;
    const keys = analyzeContract({
      contractText: contract.text,
      behalfOf: 'Document Security Systems, Inc.',
    }).key_information_clauses_summary;
    const refOf = (type: string) => keys.find((k) => k.clause_type === type)?.relevant_clause_reference;
    expect(keys.map((k) => k.relevant_clause_reference)).not.toContain('Preamble');
    expect(refOf('Licence Grant')).toBe('Section 1.1');
    expect(refOf('Anti-Assignment')).toBe('Section 9.1');
  });
});
