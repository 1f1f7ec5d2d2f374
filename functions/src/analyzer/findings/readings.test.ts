/** What a sentence does and to whom, on real sentences of the dev contracts (CUAD, CC BY 4.0). */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../engine';
import { readSentence } from './readings';

const PREAMBLE =
  "ODM SUPPLY AGREEMENT THIS AGREEMENT is made on the 15th day of January 2018. BETWEEN: ORGANIC PREPARATIONS INC. 2nd Floor, Transpacific Haus Lini Highway, Port Vila. Vanuatu ('the Manufacturer') of one part AND: AGAPE ATP INTERNATIONAL HOLDING LIMITED Unit 05, 4F, Energy Plaza No. 92, Granville Road Tsim Sha Tsui East Kowloon, Hong Kong ('the Customer') of the other part.\n\n";
const CONSULTING =
  'CONSULTING AGREEMENT This Consulting Agreement ("Agreement") is made and entered into as of May 1, 2019 by and between Driven Deliveries, Inc. ("Company"), a Nevada corporation, and TruckThat LLC ("Consultant").\n\n';
const sides = buildContext(PREAMBLE, 'Organic Preparations Inc.').sides;
const kinds = (s: string) => readSentence(sides, s).map((x) => `${x.kind}/${x.who}`);

describe('readings', () => {
  it('"as is reasonably required" is a measure, not an "as is" disclaimer', () => {
    const s =
      'The Customer agrees to supply to the Manufacturer at its own expense, within a reasonable period of time, all documentation and information as is reasonably required by or considered necessary by the Manufacturer.';
    expect(kinds(s).filter((k) => k.startsWith('disclaims'))).toEqual([]);
  });

  it.each([
    'The Products are supplied by the Manufacturer on an "AS IS" BASIS.',
    'The Manufacturer provides the Products as is, without warranty of any kind.',
  ])('an "as is" supply is a disclaimer: %s', (s) => {
    expect(kinds(s)).toContain('disclaims/self');
  });

  it('a phrase set off by commas after the modal does not hide the verb', () => {
    // A services agreement (CUAD cuad_08ccfad83924), 3.2; and "at its own expense".
    expect(
      kinds(
        'Each of the Customer and the Manufacturer may, in their sole discretion, terminate this Agreement at any time without cause by providing at least 90 days prior written notice.',
      ),
    ).toContain('may:terminate/mutual');
    expect(kinds('The Manufacturer may, at its own expense, audit the records of the Customer.')).toContain(
      'may:audit/self',
    );
  });

  it('the party a sum is "due" is its payee, not the subject of the modal', () => {
    // Achaogen's supply agreement with Microgenics (CUAD cuad_9dd6aa50a78f).
    const text =
      'SUPPLY AGREEMENT This Supply Agreement is made between Microgenics Corporation ("Microgenics") and Achaogen, Inc. ("Achaogen").\n\n';
    const ctx = buildContext(text, 'Microgenics Corporation');
    const s =
      'All payments due Microgenics under this Agreement shall be made by Achaogen in United States dollars within thirty (30) days after receipt of the applicable invoice.';
    const got = readSentence(ctx.sides, s).map((x) => `${x.kind}/${x.who}`);
    expect(got.filter((k) => k.endsWith('/self'))).toEqual([]);
  });

  it('a breach that "may result in irreparable injury" is a consequence, not the party\'s right', () => {
    const ctx = buildContext(CONSULTING, 'Driven Deliveries, Inc.');
    const s =
      'Consultant acknowledges that any breach of its obligations under Articles 2 or 3 of this Agreement may result in irreparable injury for which Company shall have no adequate remedy at law.';
    expect(readSentence(ctx.sides, s).some((x) => x.kind.startsWith('may:'))).toBe(false);
  });

  it('"IN NO EVENT SHALL COMPANY\'S AGGREGATE LIABILITY ... EXCEED" caps the Company, and binds it to nothing', () => {
    const ctx = buildContext(CONSULTING, 'Driven Deliveries, Inc.');
    const s =
      "IN NO EVENT SHALL COMPANY'S AGGREGATE LIABILITY ARISING OUT OF OR IN CONNECTION WITH THIS AGREEMENT EXCEED THE AMOUNTS PAID BY COMPANY TO CONSULTANT UNDER THIS AGREEMENT FOR THE SERVICES.";
    const got = readSentence(ctx.sides, s).map((x) => `${x.kind}/${x.who}`);
    expect(got).toContain('capped/self');
    expect(got.filter((k) => /^(?:must|may)/.test(k))).toEqual([]);
  });

  it('"IN NO EVENT SHALL PIVX\'S OR ITS LICENSORS\' LIABILITY ... EXCEED" caps PivX, and binds it to nothing', () => {
    // PivX's reseller agreement with Detto (CUAD cuad_bcb9ddf5af01), section 4.3.
    const text =
      'RESELLER AGREEMENT This Reseller Agreement is made by and between PivX Solutions, Inc. ("PivX") and Detto Technologies, Inc. ("Detto").\n\n';
    const s =
      "EXCEPT FOR PIVX'S OBLIGATIONS UNDER SECTION 4.2, IN NO EVENT SHALL PIVX'S OR ITS LICENSORS' LIABILITY TO DETTO OR ANY THIRD PARTY ARISING OUT OF THIS AGREEMENT EXCEED THE TOTAL AMOUNT ACTUALLY RECEIVED BY PIVX HEREUNDER DURING THE PREVIOUS SIX (6) MONTHS.";
    for (const party of ['PivX Solutions, Inc.', 'Detto Technologies, Inc.']) {
      const got = readSentence(buildContext(text, party).sides, s).map((x) => `${x.kind}/${x.who}`);
      expect(got.filter((k) => /^(?:must|may)/.test(k))).toEqual([]);
    }
  });

  it('"services as may from time to time be reasonably requested by the Trust" is the Trust\'s right, for either side', () => {
    const text =
      'ADMINISTRATIVE SERVICES AGREEMENT between Domini Advisor Trust (the "Trust") and Domini Social Investments LLC (the "Sponsor").\n\n';
    const s =
      'Subject to the direction and control of the Board of Trustees of the Trust, the Sponsor shall perform such oversight, administrative and management services as may from time to time be reasonably requested by the Trust.';
    const trust = readSentence(buildContext(text, 'Domini Advisor Trust').sides, s);
    const sponsor = readSentence(buildContext(text, 'Domini Social Investments LLC').sides, s);
    expect(trust.filter((x) => x.kind.startsWith('may:')).map((x) => x.who)).toEqual(['self']);
    expect(sponsor.filter((x) => x.kind.startsWith('may:')).map((x) => x.who)).toEqual(['other']);
  });
  it.each([
    [
      'The price for the Product sold by the Manufacturer to the Customer shall be subject to change due to changes in manufacturing costs.',
      'the Customer',
    ],
    [
      'The Manufacturer warrants that the work performed for the Customer will be correct in all material respects.',
      'the Customer',
    ],
  ])('a party named after "to" or "for" is not the subject bound by the modal: %s', (s) => {
    // Read for the Customer: nothing binds it; read for the Manufacturer: nothing binds the other side either.
    const customer = buildContext(PREAMBLE, 'Agape ATP International Holding Limited').sides;
    expect(readSentence(customer, s).filter((x) => /^must/.test(x.kind) && x.who === 'self')).toEqual([]);
    expect(readSentence(sides, s).filter((x) => /^must/.test(x.kind) && x.who === 'other')).toEqual([]);
  });

  it('the party before the modal still binds: "Manufacturer shall deliver to the Customer" is the Manufacturer\'s duty', () => {
    const s = 'The Manufacturer shall deliver the Products to the Customer within thirty days of each order.';
    expect(kinds(s).filter((k) => k.startsWith('must:'))).toEqual(['must:provide/self']);
  });
  it('"Subject to the Manufacturer\'s terms, this Agreement shall continue" binds the agreement, not the Manufacturer', () => {
    const s =
      "Subject to the General Terms and Conditions of the Manufacturer's tariff, this Agreement shall continue in force for a primary term of ten years.";
    expect(kinds(s).filter((k) => k.startsWith('must:'))).not.toContain('must:other/self');
    expect(kinds(s).filter((k) => /\/self$/.test(k) && k.startsWith('must'))).toEqual([]);
  });
  it.each([
    // A disclaimer: the thing is not promised to meet the requirements.
    "Without limiting the express warranties, the Manufacturer does not warrant that the Products or the Manufacturer's systems will meet the Customer's requirements.",
    // A limit of liability, not a duty.
    "As the Customer's sole and exclusive remedy and the Manufacturer's sole and exclusive liability, the monthly fee payable for the Products shall be reduced as follows.",
  ])('no duty of the Manufacturer: %s', (s) => {
    expect(kinds(s).filter((k) => /^must/.test(k) && k.endsWith('/self'))).toEqual([]);
  });

  it('a remedy limit names whose remedy it limits', () => {
    const s = "In the event of Downtime, the Customer's sole and exclusive remedy shall be a credit of one day's fee.";
    expect(kinds(s).filter((k) => k.startsWith('must') && k.endsWith('/self'))).toEqual([]);
  });
  it('"Covenants" in a heading is a noun, not a promise', () => {
    expect(
      kinds("8. The Manufacturer's Representations, Warranties and Covenants.").filter((k) => k.startsWith('must')),
    ).toEqual([]);
    expect(kinds('The Manufacturer covenants that it will keep the Products insured.')).toContain('must:other/self');
  });
  it('"covenant" in a list of nouns is no promise; in a list of verbs it is', () => {
    // A dev reseller agreement (CUAD cuad_bcb9ddf5af01), 4.4.
    expect(
      kinds(
        'The Customer shall indemnify the Manufacturer against any claim based on any breach of any representation or warranty, covenant or agreement by the Customer under this Agreement.',
      ).filter((k) => k.endsWith('/self')),
    ).toEqual([]);
    expect(
      kinds('The Manufacturer represents, warrants and covenants that it will keep the Products insured.'),
    ).toContain('must:other/self');
  });
  it('a modal joined by "and" shares the subject of the one before it, not the party named in between', () => {
    // "Developer shall immediately cease use of all proprietary technology files heretofore delivered by DSS
    // and shall deliver to DSS all such proprietary files" (a dev development agreement).
    const s =
      'Upon termination, the Customer shall immediately cease use of all files heretofore delivered by the Manufacturer and shall deliver to the Manufacturer all such files.';
    const musts = readSentence(sides, s).filter((x) => x.kind.startsWith('must:'));
    expect(musts.map((x) => x.who)).toEqual(['other', 'other']);
  });
  it.each([
    // Achaogen's subcontract (CUAD cuad_9dd6aa50a78f), its parties renamed to this preamble's.
    [
      'If the Customer is required to certify any claim of the Manufacturer, the Customer shall not forward such claim unless it is reasonably satisfied the claim is in good faith.',
      ['mustNot:other/other'],
    ],
    // Philips's supply agreement (CUAD cuad_0efa74e51e74): the Manufacturer's right to reject is a condition.
    [
      'The Manufacturer shall not reject any Purchase Order which is placed in accordance with the Forecast, unless the Manufacturer is entitled to reject on the basis of clause 3.1.',
      ['mustNot:decide/self'],
    ],
  ])('a party\'s act after "if" or "unless" is a condition, not its promise or right: %s', (s, want) => {
    expect(kinds(s).filter((k) => /^(?:must|may)/.test(k))).toEqual(want);
  });
  it('"nor shall they" binds the subject of the promise before it, not the party named in between', () => {
    const erchonia = buildContext(
      'This agreement ("Agreement") is made by and between Erchonia Corporation. ("Erchonia") whose address is 650 Atlantis Rd., Melbourne, Florida and InnerScope Hearing Technologies Inc, ("Distributor") whose address is 2151 Professional Drive, Roseville, California.\n\n',
      'Erchonia Corporation',
    ).sides;
    const s =
      'During the term of this agreement, Distributor shall not market, sell advertise or promote the sale or use of any product or device which is competitive with or substantially similar to the Products, without the prior express written consent of Erchonia, nor shall they assist any third party in doing so.';
    const bound = readSentence(erchonia, s).filter((x) => x.kind.startsWith('mustNot:'));
    expect(bound.map((x) => x.who)).toEqual(['other', 'other']);
  });
  it.each([
    // VGrab's development agreement (CUAD cuad_f65c5af5fc98), its parties renamed to this preamble's.
    [
      'All Intellectual Property during the project is owned by the Customer, and will be turned over to the Customer at the conclusion of the project by the Manufacturer.',
      'must:other/self',
    ],
    ['Any Improvements made by the Manufacturer shall be owned by the Customer.', 'must:own/other'],
    ['The fees for the respective bank transfers will be paid by the Manufacturer.', 'must:pay/self'],
  ])('a passive promise binds its agent after "by", not a party named as an agent before the modal: %s', (s, want) => {
    expect(kinds(s).filter((k) => /^(?:must|may)/.test(k))).toEqual([want]);
  });
  it.each([
    // Diplomat's e-commerce agreement (CUAD cuad_278d5392dc9d), its parties renamed to this preamble's.
    'The Customer will have the right (but not the obligation) to terminate this Agreement upon 60 days written notice.',
    'The Customer shall have the right, but not the obligation, to terminate this Agreement upon 60 days written notice.',
  ])('a right "but not the obligation" is still the right: %s', (s) => {
    expect(kinds(s)).toContain('may:terminate/other');
  });

  it('the agent of one passive is not the subject of the next, nor is a party before ", but the ..."', () => {
    // JHU's licence to Virtuoso Surgical (CUAD cuad_21750cea45ba), 4.3 and Exhibit A 2.2.
    const ctx = buildContext(
      'NON-EXCLUSIVE LICENSE AGREEMENT This Agreement is entered into by and between The Johns Hopkins University (hereinafter "JHU") and Virtuoso Surgical, Inc. (hereinafter "Company").\n\n',
      'Virtuoso Surgical, Inc.',
    );
    const of = (s: string) => readSentence(ctx.sides, s).map((x) => `${x.kind}/${x.who}`);
    expect(
      of(
        'All non-US taxes related to LICENSED PRODUCT(S) and LICENSED SERVICE(S) sold under this Agreement shall be paid by Company and shall not be deducted from royalty or other payments due to JHU.',
      ).filter((k) => /^mustNot:.*\/self$/.test(k)),
    ).toEqual([]);
    expect(
      of(
        'COMPANY shall be entitled to credit half (50%) of such Other Royalties against the Earned Royalty due, but the Earned Royalties shall not be reduced below fifty percent (50%) of those that would otherwise be due JHU.',
      ).filter((k) => /^mustNot:.*\/self$/.test(k)),
    ).toEqual([]);
  });
  it('the side whose notice ends the agreement may terminate: "upon X\'s receipt of Developer\'s notice to terminate"', () => {
    // El Pollo Loco's development agreement (CUAD cuad_b113287c1a70), section 10.1.
    const text =
      'FRANCHISE DEVELOPMENT AGREEMENT This Agreement is made between EL POLLO LOCO, INC. ("Franchisor") and Sunrise Foods LLC ("Developer").\n\n';
    const ctx = buildContext(text, 'Sunrise Foods LLC');
    const s =
      "This Agreement shall terminate immediately upon Franchisor's receipt of Developer's notice to terminate.";
    const got = readSentence(ctx.sides, s).map((x) => `${x.kind}/${x.who}`);
    expect(got).toContain('may:terminate/self');
    expect(got).not.toContain('may:terminate/other');
    // A notice that is not the termination's trigger gives no right to terminate.
    const cure = readSentence(
      ctx.sides,
      "Franchisor may terminate this Agreement if Developer fails to cure a default within 30 days after Franchisor's notice of default.",
    ).map((x) => `${x.kind}/${x.who}`);
    expect(cure).not.toContain('may:terminate/self');
  });

  it('a "that" clause with its own subject binds that subject, unless the party warrants it', () => {
    // Ashworth's promotion agreement with Nantz Communications (CUAD cuad_e93793c3f937).
    const text =
      'PROMOTION AGREEMENT between Ashworth, Inc. ("the Company") and Nantz Communications, Inc. ("Nantz Communications").\n\n';
    const ctx = buildContext(text, 'Nantz Communications, Inc.');
    const insurer =
      'The Company will submit to Nantz Communications a certificate of insurance naming Nantz Communications as an insured party, requiring that the insurer shall not terminate or materially modify such without written notice to Nantz Communications.';
    expect(readSentence(ctx.sides, insurer).filter((x) => x.who === 'self')).toEqual([]);
    const warranty = "Nantz Communications warrants that the services shall conform to the Company's standards.";
    expect(readSentence(ctx.sides, warranty).some((x) => x.who === 'self')).toBe(true);
  });
});
