/**
 * Limits on the other side's audit right are proposed only where the clause has none and the words
 * land at the end of the sentence that grants the right.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../../engine';
import { proposeRedline } from '..';

const audits = (contractText: string, behalfOf: string) => {
  const analysis = analyzeContract({ contractText, behalfOf });
  return proposeRedline({
    contractText,
    analysis,
    behalfOf,
    playbook: null,
    additionalInstructions: null,
  }).modifications.filter((m) => m.category === 'audit-rights');
};

// The audit clauses of a real dev reseller agreement (CUAD, CC BY 4.0).
const RESELLER = [
  'RESELLER AGREEMENT between Todos Medical Ltd. ("Todos") and Care G. B. Plus Ltd. ("Reseller").',
  '6.3 Audits. Todos shall have the right to have an inspection and audit of all the relevant accounting and sales books and records of Reseller conducted by an independent auditor reasonably acceptable to both parties. Any such audit shall be upon five (5) days prior written notice and shall be conducted during normal business hours.',
  "6.4 On-Site Inspections. Todos shall have the right to conduct periodic on-site inspections to ensure the quality control of the cancer screening processes and the Reseller's compliance with Todos's protocols.",
  '7. Payment. Reseller shall pay Todos the prices in Schedule A within thirty (30) days of invoice.',
].join('\n\n');

describe('limits on the other side’s audit right', () => {
  it('are added where the clause has none, and not where the next sentence sets notice and hours', () => {
    const found = audits(RESELLER, 'Care G. B. Plus Ltd.');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ type: 'insert', position_reference: 'Section 6.4' });
    expect(found[0]!.insert_after).toMatch(/protocols$/);
  });

  it('are not added inside a sentence a page break cut', () => {
    const cut = RESELLER.replace(
      "compliance with Todos's protocols.",
      "compliance with Todos's protocols where the Products are stored, packaged, or processed\n\n3\n\nin a way that is inconsistent with the Specifications.",
    );
    expect(audits(cut, 'Care G. B. Plus Ltd.')).toEqual([]);
  });

  it('are never proposed on the reviewed party’s own right', () => {
    expect(audits(RESELLER, 'Todos Medical Ltd.')).toEqual([]);
  });
});
