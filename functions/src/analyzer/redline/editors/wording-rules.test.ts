/**
 * The word-level edits follow who holds the right: "at any time" is limited only where the other side
 * acts, never where a passive sentence leaves the actor unnamed and the right is the reviewed side's.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../../engine';
import { proposeRedline } from '..';

const replaced = (contractText: string, behalfOf: string) => {
  const analysis = analyzeContract({ contractText, behalfOf });
  return proposeRedline({ contractText, analysis, behalfOf, playbook: null, additionalInstructions: null })
    .modifications.filter((m) => m.type === 'replace')
    .map((m) => m.original_text);
};
const PNC = 'Premier Nutrition Company, LLC';

// The inspection clause of a real dev supply agreement (CUAD, CC BY 4.0).
const SUPPLY = [
  'MASTER SUPPLY AGREEMENT made by and between Premier Nutrition Company, LLC ("PNC") and Sample Foods Inc. ("Supplier").',
  "4.2 Inspections. PNC shall have the right to inspect the facilities where the Ingredients are produced. For routine visits and audits, PNC will provide ten days' notice, provided that such examination will be conducted during Supplier's normal business hours and in such a manner as to reasonably minimize disruption to Supplier's business, unless food safety is at issue, in which case such examination may be conducted at any time.",
  '4.3 Changes. Supplier may at any time suspend deliveries of any Ingredient on notice to PNC.',
  '5. Payment. PNC shall pay each invoice within thirty (30) days of receipt.',
].join('\n\n');

describe('word-level edits on an inspection clause', () => {
  it('leave the reviewed side\'s own inspection right alone when the sentence is passive ("may be conducted at any time")', () => {
    expect(replaced(SUPPLY, PNC)).not.toContain('at any time.');
  });

  it('never lengthen the notice the reviewed side gives before it inspects', () => {
    expect(replaced(SUPPLY, PNC)).not.toContain('ten');
  });

  it("still limit the other side's right to act at any time", () => {
    expect(replaced(SUPPLY, PNC)).toContain('at any time suspend');
  });
});
