/** Standard terms incorporated by reference: named, their clause types known for published forms. */
import { describe, expect, it } from 'vitest';
import { carriedBy, incorporatedTerms } from './incorporation';

const CP_NDA =
  'Mutual Non-Disclosure Agreement\n\nThis Mutual Non-Disclosure Agreement (the “MNDA”) consists of: (1) this Cover Page (“Cover Page”) and (2) the Common Paper Mutual NDA Standard Terms Version 1.0 (“Standard Terms”) posted at commonpaper.com/standards/mutual-nda/1.0. Any modifications of the Standard Terms should be made on the Cover Page.\n\nGoverning Law | The laws of the State of California.\n';
const BONTERMS =
  'Cover Page for Bonterms Professional Services Agreement (PSA)\nBy executing this Cover Page, Customer and Provider enter into an Agreement which incorporates the Bonterms Professional Services Agreement (Version 1.2) (available at https://bonterms.com/forms/professional-services-agreement-v1.2/) by this reference. A reference copy may be attached.\nGoverning Law | California\n';

describe('incorporatedTerms', () => {
  it('names the Common Paper NDA standard terms and what they carry', () => {
    const [inc, ...rest] = incorporatedTerms(CP_NDA);
    expect(rest).toEqual([]);
    expect(inc!.name).toBe('Common Paper Mutual NDA Standard Terms Version 1.0');
    expect(CP_NDA.slice(inc!.start, inc!.end)).toBe(inc!.name);
    for (const c of ['confidentiality', 'governing-law', 'dispute-resolution', 'term', 'termination-for-convenience'])
      expect(inc!.categories).toContain(c);
    // The published NDA terms have no liability cap: a cap is not carried by them.
    expect(carriedBy([inc!], 'cap-on-liability')).toBeUndefined();
  });

  it('reads a URL inside the incorporating sentence (Bonterms PSA)', () => {
    const incs = incorporatedTerms(BONTERMS);
    expect(incs.map((i) => i.name)).toEqual(['Bonterms Professional Services Agreement (Version 1.2)']);
    for (const c of [
      'confidentiality',
      'governing-law',
      'limitation-of-liability',
      'cap-on-liability',
      'termination-for-cause',
      'indemnification',
    ])
      expect(carriedBy(incs, c)?.name).toBe('Bonterms Professional Services Agreement (Version 1.2)');
  });

  it('keeps terms of unknown contents as possibly carrying the usual clauses', () => {
    const text =
      'PURCHASE ORDER\n\nThis Purchase Order is subject to the Supplier Terms and Conditions available at www.example.com/terms, which are incorporated herein by reference.\n';
    const incs = incorporatedTerms(text);
    expect(incs).toHaveLength(1);
    expect(incs[0]!.categories).toBeUndefined();
    expect(carriedBy(incs, 'governing-law')).toBe(incs[0]);
    expect(carriedBy(incs, 'non-compete')).toBeUndefined();
  });

  it('ignores exhibits, attached terms and parts of the same document', () => {
    expect(incorporatedTerms('Exhibit A attached hereto is incorporated herein by reference.')).toEqual([]);
    expect(
      incorporatedTerms('The Terms and Conditions of Sale attached as Exhibit B are incorporated herein by reference.'),
    ).toEqual([]);
    expect(
      incorporatedTerms(
        'The terms shall have the meaning specified in the Deal Terms above, which such Deal Terms are part of this Agreement and are hereby incorporated herein by reference.',
      ),
    ).toEqual([]);
    expect(incorporatedTerms('This Agreement is incorporated by reference into each Order.')).toEqual([]);
  });
});
