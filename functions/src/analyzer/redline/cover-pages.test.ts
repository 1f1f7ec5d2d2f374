/**
 * The redline on cover pages that incorporate published standard terms by reference (the Common
 * Paper Mutual NDA and the Bonterms Professional Services Agreement, extracted the way an upload
 * extracts them): it never inserts a clause those terms carry, never inserts a value still to be
 * filled in, and a choice the cover page leaves open is ticked for the reviewed side.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RedlineMetadata } from '../../../../shared/schemas/redline';
import { FIXTURES_DIR } from '../../../../tests/support/shared-dir';
import { analyzeContract } from '../engine';
import { carriedBy, incorporatedTerms } from '../incorporation';
import { applyToText } from './apply-text';
import { proposeRedline } from './propose';
import { PLACEHOLDER } from './absent';
import { extractDocxText } from '../../documents/docx/docx';

const docx = (name: string) => extractDocxText(readFileSync(path.join(FIXTURES_DIR, 'docx', name)));
const NDA = docx('common-paper-mutual-nda.docx');
const PSA = docx('bonterms-professional-services-agreement.docx');

/** The same cover pages as negotiated: the values filled in (California law, San Francisco courts). */
const negotiated = (text: string) =>
  text
    .replace('{governing_law}', 'California')
    .replace(/\{jurisdiction\}|\{courts\}/, 'San Francisco, California')
    .replace(/\{customer_name\}/g, 'Northwind Traders, Inc.')
    .replace(/\{provider_name\}/g, 'Fabrikam Consulting LLC');

function redline(text: string, behalfOf: string, playbook?: string): RedlineMetadata {
  const pb = playbook ? { name: 'Playbook', content: playbook } : null;
  const analysis = analyzeContract({ contractText: text, behalfOf, playbook: pb, additionalInstructions: null });
  return proposeRedline({ contractText: text, analysis, behalfOf, playbook: pb, additionalInstructions: null });
}

const cases: Array<[string, string, string[]]> = [
  ['Common Paper Mutual NDA cover page', NDA, ['Party 1', 'Party 2']],
  ['Common Paper Mutual NDA cover page, negotiated', negotiated(NDA), ['Party 1', 'Party 2']],
  ['Bonterms PSA cover page', PSA, ['Customer', 'Provider']],
  ['Bonterms PSA cover page, negotiated', negotiated(PSA), ['Customer', 'Provider']],
];

describe('redline on cover pages that incorporate standard terms', () => {
  it('reads the standard terms each cover page incorporates', () => {
    expect(incorporatedTerms(NDA).map((i) => i.name)).toEqual(['Common Paper Mutual NDA Standard Terms Version 1.0']);
    expect(incorporatedTerms(PSA).map((i) => i.name)).toEqual([
      'Bonterms Professional Services Agreement (Version 1.2)',
    ]);
  });

  for (const [label, text, sides] of cases) {
    for (const behalfOf of sides) {
      it(`${label}, for ${behalfOf}: no clause the standard terms carry, no placeholder`, () => {
        const incs = incorporatedTerms(text);
        const r = redline(text, behalfOf);
        for (const m of r.modifications) {
          if (m.type === 'add_clause')
            expect(carriedBy(incs, m.category ?? ''), `${m.category}: ${m.modified_text}`).toBeUndefined();
          expect(m.modified_text ?? '', JSON.stringify(m)).not.toMatch(PLACEHOLDER);
        }
        // The clauses the first version inserted on these cover pages, by name.
        const added = r.modifications.filter((m) => m.type === 'add_clause').map((m) => m.modified_text?.split('.')[0]);
        for (const name of ['Confidentiality', 'Governing Law', 'Limitation of Liability', 'Termination for Cause'])
          expect(added).not.toContain(name);
        expect(() => applyToText(text, r.modifications)).not.toThrow();
      });
    }
  }

  it('ticks the open choice of rights in deliverables for the reviewed side, one character', () => {
    const forCustomer = redline(PSA, 'Customer').modifications.filter((m) => m.category === 'ip-ownership-assignment');
    expect(forCustomer.map((m) => [m.type, m.original_text, m.modified_text])).toEqual([
      ['replace', '☐Assigned', '☒Assigned'],
    ]);
    const forProvider = redline(PSA, 'Provider').modifications.filter((m) => m.category === 'ip-ownership-assignment');
    expect(forProvider.map((m) => [m.type, m.original_text, m.modified_text])).toEqual([
      ['replace', '☐Licensed', '☒Licensed'],
    ]);
  });

  it("follows a playbook's governing law on the cover page's own row, not with a new clause", () => {
    const r = redline(negotiated(NDA), 'Party 1', 'governing law: New York');
    expect(r.modifications.some((m) => m.type === 'add_clause')).toBe(false);
    expect(applyToText(negotiated(NDA), r.modifications)).toContain(
      'Governing Law | The laws of the State of New York.\nJurisdiction |',
    );
  });
});
