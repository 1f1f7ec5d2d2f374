/**
 * The word-level edits follow who holds the right: "at any time" is limited only where the other side
 * acts, never where a passive sentence leaves the actor unnamed and the right is the reviewed side's.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../../engine';
import { proposeRedline } from '..';
import { readFileSync } from 'node:fs';
import { SHARED_DIR, sharedAvailable } from '../../../../../tests/support/shared-dir';

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

// The shipment clause of a real dev reseller agreement (CUAD cuad_bcb9ddf5af01, CC BY 4.0).
const RESELLER = [
  'RESELLER AGREEMENT This Reseller Agreement is made by and between PivX Solutions, Inc. ("PivX") and Detto Technologies, Inc. ("Detto").',
  '3.5 SHIPMENT AND DELIVERY. PivX shall electronically deliver Qwik-Fix Pro to Detto. Detto shall inspect all software delivered to it, upon receipt and shall, within 10 days of receipt, give written notice to PivX of any claim of damage or missing portions. Should Detto fail to give such notice, or fail to obtain an extension of such 10-day period from PivX, the packages shall be deemed to be accepted by Detto. Detto shall contractually require its Third Parties to report any claim of damage or shortages for Qwik-Fix Pro shipped to them within thirty (30) days of the Third Parties receipt of such package (or the time required by applicable law, if longer).',
  '3.6 ORDERS. Detto shall give written notice to PivX of any claim of a defective order within 5 days of receipt.',
].join('\n\n');

describe('word-level edits of a deadline', () => {
  it('leave a period alone that a later sentence names again ("such 10-day period"), so the two never disagree', () => {
    expect(replaced(RESELLER, 'Detto Technologies, Inc.')).not.toContain('10 days');
  });

  it('still lengthen a short deadline of the reviewed side that nothing else names', () => {
    expect(replaced(RESELLER, 'Detto Technologies, Inc.')).toContain('5 days');
  });
});

describe.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('word-level edits on the whole reseller agreement', () => {
  it('never lengthen a deadline the reviewed side must impose on its own customers', () => {
    const line = readFileSync(`${SHARED_DIR}/eval/cuad-dev.jsonl`, 'utf8')
      .split('\n')
      .find((l) => l.includes('"cuad_bcb9ddf5af01"'))!;
    const edits = replaced((JSON.parse(line) as { text: string }).text, 'Detto Technologies, Inc.');
    expect(edits.filter((t) => /days of the Third/.test(t ?? ''))).toEqual([]);
    expect(edits).not.toContain('10 days');
  });
});

// The release clause of a real dev keep-well (CUAD cuad_16d891307635, CC BY 4.0): the other side's right is
// only to ask, and it already asks by written notice, so "at any time after" a date needs no limit.
const KEEP_WELL = [
  'MAINTENANCE AGREEMENT made by and between Thayer Equity Investors IV, L.P. (the "Investor") and U.S. Bank National Association (the "Agent").',
  '19. Release of Agreement. The Investor may, at any time after March 31, 2007, and not more than once during any fiscal quarter of the Borrowers, request that the Agent release this Agreement by providing the Agent with written notice of the same (each, a "Release Request").',
  '20. Inspection. The Investor may at any time inspect the books of the Borrowers kept by the Agent.',
].join('\n\n');

describe('word-level edits of a right to act at any time', () => {
  it('leave a right that is only a request made by written notice alone', () => {
    expect(replaced(KEEP_WELL, 'U.S. Bank National Association')).not.toContain('at any time after');
  });

  it("still limit the other side's unrestricted right to inspect", () => {
    expect(replaced(KEEP_WELL, 'U.S. Bank National Association')).toContain('at any time inspect');
  });
});

// The withdrawal clause of a real dev endorsement agreement (CUAD cuad_d683aa8f92ef, CC BY 4.0): a passive
// sentence whose nearest name before "may" is the Company, while the discretion is AGI's.
const ENDORSEMENT = [
  'ENDORSEMENT AGREEMENT made by and between Holiday RV Superstores, Inc. (the "Company") and Affinity Group, Inc. ("AGI").',
  '7. Announcements. In the event of a breach of this Agreement by the Company, the Endorsement may be withdrawn by AGI in its sole discretion and this Agreement terminated pursuant to the terms of Section 3B.',
  "9. Approvals. The Company may approve the marketing materials in the Company's sole discretion.",
].join('\n\n');

describe('word-level edits of a sole discretion', () => {
  it('never ask to make the reviewed side\'s own discretion reasonable ("withdrawn by AGI in its sole discretion")', () => {
    expect(replaced(ENDORSEMENT, 'Affinity Group, Inc.').join(' ')).not.toMatch(/sole/);
  });

  it("ask for it where the discretion is the other side's, named by a possessive or a passive agent", () => {
    // One edit: AGI's withdrawal, not the Company's own approval.
    expect(replaced(ENDORSEMENT, 'Holiday RV Superstores, Inc.')).toEqual(['sole discretion and']);
  });
});
