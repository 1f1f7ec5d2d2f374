import { describe, expect, it } from 'vitest';
import { definitionalIds } from './cue-features';

/**
 * The dealings categories' definitional wording (definitional-dealings.ts) against the clauses that look
 * like it and say something else: a help desk for a customer, a warrant's exercise price, a confidentiality
 * exception beside a non-compete's carve-out.
 */
describe('dealings wording and its look-alikes', () => {
  it('reads terms no less favourable than those of similarly situated customers as most-favoured treatment', () => {
    expect(
      definitionalIds(
        'MediWound will allocate to Vericel its pro rata share of supply in a manner no less favorable than those of its equivalently situated customers.',
      ),
    ).toContain('most-favored-nation');
  });

  it("reads a promise not to solicit customers, not one about the other side's staff or a help desk", () => {
    const nsc = (text: string) => definitionalIds(text).includes('no-solicit-of-customers');
    expect(
      nsc('Consultant will not, directly or indirectly, solicit or divert any customer or client of the Company.'),
    ).toBe(true);
    expect(
      nsc(
        'During the Non-Competition Period, Rubicon shall not solicit any employee of ISA or any employee of any ISA Client.',
      ),
    ).toBe(false);
    expect(
      nsc('If there is not a match, the user is instructed to either try again or contact customer service.'),
    ).toBe(false);
  });

  it('reads a named third-party beneficiary with a word between "third party" and "beneficiary"', () => {
    expect(
      definitionalIds(
        'Duval is not a party hereto but is an intended specific third party creditor beneficiary hereof.',
      ),
    ).toContain('third-party-beneficiary');
    expect(definitionalIds('There are no third party beneficiaries of this Agreement.')).not.toContain(
      'third-party-beneficiary',
    );
  });

  it("reads a promise not to claim an interest in the other side's marks as a covenant not to sue", () => {
    const cns = (text: string) => definitionalIds(text).includes('covenant-not-to-sue');
    expect(
      cns(
        "Telnet acknowledges Galaxy's ownership of the Galaxy name and agrees that Telnet will not acquire any interest in any of the Trademarked Material.",
      ),
    ).toBe(true);
    expect(
      cns(
        'Distributor agrees that it will not assert or claim any interest in the Products or do anything that may adversely affect the validity of the marks.',
      ),
    ).toBe(true);
    expect(cns('Buyer will not acquire the Shares before the Closing Date.')).toBe(false);
  });

  it('reads an exclusivity that "will not limit" a right, and a section not applying to earlier agreements, as carve-outs', () => {
    const carve = (text: string) => definitionalIds(text).includes('competitive-restriction-exception');
    expect(
      carve("These exclusivity obligations will not limit Smith's right to appear in any of the entertainment fields."),
    ).toBe(true);
    expect(
      carve(
        'Notwithstanding the foregoing, this Section 2.2 shall not be deemed to apply to agreements executed prior to the date of this Agreement.',
      ),
    ).toBe(true);
    expect(carve('This Section 7 shall not apply to information that is publicly available.')).toBe(false);
  });

  it("reads a price that may not rise, not a warrant's exercise price", () => {
    const price = (text: string) => definitionalIds(text).includes('price-restrictions');
    expect(price('The prices listed in Exhibit A shall not be increased during the first Contract Year.')).toBe(true);
    expect(
      price('The exercise price for the warrants shall be $0.075 per share, and shall not increase for any reason.'),
    ).toBe(false);
  });

  it("reads conduct that harms the other side's image or goodwill as non-disparagement", () => {
    expect(
      definitionalIds(
        "Conduct which Company deems detrimental to Company's image or reputation shall be grounds for termination.",
      ),
    ).toContain('non-disparagement');
  });
});
