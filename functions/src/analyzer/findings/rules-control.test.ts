/**
 * The other side's last word, on real sentences of the dev contracts (CUAD, CC BY 4.0), each read for both
 * parties: a deciding vote or final decision-making authority, or a determination declared final or
 * conclusive, is raised for the side it overrules and never for the side that holds it; the owner's last
 * word over its own patents is market standard.
 */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../engine';
import { readSentence } from './readings';
import {
  clauseRuleIds,
  expectJudgedForOneSide,
  oneClauseContract,
  type Parties,
} from '../../../../tests/support/one-clause';

const RULE = 'other-has-last-word';

describe('the other side has the last word', () => {
  it('is raised for the side outvoted when a committee deadlocks, not for the side that decides', () => {
    expectJudgedForOneSide({
      parties: [
        ['PhaseBio Pharmaceuticals Inc.', 'PB'],
        ['SFJ Pharmaceuticals X, Ltd.', 'SFJ'],
      ],
      clause:
        'If the JSC cannot reach consensus on an issue for which it has decision-making authority, then PB shall have the final decision-making authority.',
      burdens: 'SFJ',
      rule: RULE,
      severity: 'medium',
    });
  });

  it('reads the holder from the modal, not from the party whose advice it only considers', () => {
    const parties: Parties = [
      ['Exact Sciences Corporation', 'Exact'],
      ['Pfizer Inc.', 'Pfizer'],
    ];
    const clause =
      'If the Senior Officers are unable to resolve such Disputed JSC Matter within five (5) Business Days of it being referred to them, then, Exact, after having considered, in good faith, the advice and input from Pfizer, will have final decision-making authority with respect to such Disputed JSC Matter where the subject matter of the Disputed JSC Matter substantially relates to (i) Product pricing, including any rebates or discounts; (ii) manufacturing; (iii) research and development, including any trials; and (iv) engagement with Governmental Authorities.';
    expect(clauseRuleIds(parties, clause, 'Pfizer Inc.')).toContain(RULE);
    expect(clauseRuleIds(parties, clause, 'Exact Sciences Corporation')).not.toContain(RULE);
  });

  it('is raised for a determination of the other side declared final or conclusive', () => {
    const racing: Parties = [
      ['Stallings Capital Group Consultants, Ltd.', 'Racing'],
      ['GAINSCO, INC.', 'Sponsor'],
    ];
    const conclusive =
      "The Sponsor's decision with respect to all matters arising under this Section shall be conclusive.";
    expect(clauseRuleIds(racing, conclusive, 'Stallings Capital Group Consultants, Ltd.')).toContain(RULE);
    expect(clauseRuleIds(racing, conclusive, 'GAINSCO, INC.')).not.toContain(RULE);
    const hosting: Parties = [
      ['Diplomat Direct Marketing Corporation', 'Diplomat'],
      ['Tadeo E-Commerce Corp.', 'Tadeo'],
    ];
    const placement =
      'Tadeo and Diplomat will confer, from time to time, with respect to the placement of the link to this information; PROVIDED, that if mutual agreement is not reached on such placement, the reasonable determination with respect thereto made by Tadeo shall be final and binding on both parties.';
    expect(clauseRuleIds(hosting, placement, 'Diplomat Direct Marketing Corporation')).toContain(RULE);
    expect(clauseRuleIds(hosting, placement, 'Tadeo E-Commerce Corp.')).not.toContain(RULE);
  });

  it("is not raised for the owner's last word over its own patents", () => {
    const parties: Parties = [
      ['Theravance, Inc.', 'Theravance'],
      ['Glaxo Group Limited', 'GSK'],
    ];
    const clause =
      "Subject to Section 2.3.3, Theravance shall solicit GSK's advice and review of the nature and text of such patent applications and important prosecution matters related thereto in reasonably sufficient time prior to filing thereof, and Theravance shall take into account GSK's reasonable comments related thereto; provided, however, Theravance shall have the final decision authority with respect to any action relating to any Theravance Patent.";
    expect(clauseRuleIds(parties, clause, 'Glaxo Group Limited')).not.toContain(RULE);
  });
});

describe('who a modal binds past a phrase set off by commas', () => {
  const parties: Parties = [
    ['GWG Holdings, Inc.', 'GWG'],
    ['Jon R. Sabes and Steven F. Sabes', 'Trust Advisors'],
  ];
  const sides = buildContext(oneClauseContract(parties, 'GWG shall pay its own costs.'), 'GWG Holdings, Inc.').sides;
  const kinds = (s: string) => readSentence(sides, s).map((x) => `${x.kind}/${x.who}`);

  it('binds the party named before the phrase, not the object inside it', () => {
    expect(
      kinds(
        'In which case GWG, after consultation with the Trust Advisors, shall be entitled to appoint a substitute investment bank to serve as the lead joint-book-running manager.',
      ),
    ).toContain('may:grant/self');
  });

  it('still binds nobody when the object is not inside such a phrase', () => {
    const got = kinds('All payments to the Trust Advisors shall be made in dollars.');
    expect(got.filter((k) => /\/(?:self|other)$/.test(k))).toEqual([]);
  });
});

describe('routine changes and entitlements are not the other side controlling the bargain', () => {
  const epiphany: Parties = [
    ['E.piphany, Inc.', 'E.piphany'],
    ['High Speed Net Solutions, Inc.', 'HSNS'],
  ];

  it('a change to the terms of the service is raised for the side that receives it', () => {
    const clause =
      'Upon reasonable notice, E.piphany reserves the right to modify the terms and conditions of Maintenance, provided that any such modification will not substantially diminish the level of Maintenance that HSNS is then currently receiving.';
    expect(clauseRuleIds(epiphany, clause, 'High Speed Net Solutions, Inc.')).toContain('other-may-change');
    expect(clauseRuleIds(epiphany, clause, 'E.piphany, Inc.')).not.toContain('other-may-change');
  });

  it("a right to lighten the reviewed side's own duty is not raised against it", () => {
    // El Pollo Loco's development agreement (CUAD cuad_b113287c1a70), section 20.3.
    const epl: Parties = [
      ['EL POLLO LOCO, INC.', 'Franchisor'],
      ['Sunrise Foods LLC', 'Developer'],
    ];
    const clause =
      "Developer understands and acknowledges that Franchisor shall have the right to reduce the scope of any obligation imposed on Developer by Section 20.1, without Developer's consent, and that such modified provision shall be effective upon Developer's receipt of written notice thereof.";
    expect(clauseRuleIds(epl, clause, 'Sunrise Foods LLC')).not.toContain('other-may-change');
    // Lightening its own duties is a change the other side makes to the bargain, and is still raised.
    const own =
      "Franchisor shall have the right to reduce the scope of its obligations under Section 4, without Developer's consent.";
    expect(clauseRuleIds(epl, own, 'Sunrise Foods LLC')).toContain('other-may-change');
  });

  it('a change of its own contact or committee representatives is not', () => {
    const xacct: Parties = [
      ['XACCT Technologies, Inc.', 'XACCT'],
      ['Sunrise Telecom, Inc.', 'Licensee'],
    ];
    const contact = 'Licensee may change the Designated Support Contact(s) upon written notice to XACCT.';
    expect(clauseRuleIds(xacct, contact, 'XACCT Technologies, Inc.')).not.toContain('other-may-change');
    const fibrogen: Parties = [
      ['FibroGen, Inc.', 'FG'],
      ['Astellas Pharma Inc.', 'Astellas'],
    ];
    const members = 'Astellas may replace its JDC representatives at any time, upon prior written notice to FG.';
    expect(clauseRuleIds(fibrogen, members, 'FibroGen, Inc.')).not.toContain('other-may-change');
  });

  it("the other side's entitlement to its vested shares is its pay, not a decision over the reviewed side", () => {
    const slinger: Parties = [
      ['Slinger Bag Inc.', 'Company'],
      ['Aitan Zacharin', 'Consultant'],
    ];
    const vested =
      'Further, Consultant shall be entitled to all vested common shares and, if applicable, options and warrants with vesting continuing for 12 months following termination as applicable.';
    expect(clauseRuleIds(slinger, vested, 'Slinger Bag Inc.')).not.toContain('other-may-decide');
  });
});

describe("the reviewed side's silence read as its assent to what the other side proposes", () => {
  it('is raised for the side deemed to approve a change it did not reject in time, not for the side proposing it', () => {
    const parties: Parties = [
      ['VerticalNet, Inc.', 'VerticalNet'],
      ['Neoforma.com, Inc.', 'Neoforma'],
    ];
    const clause =
      'VerticalNet shall notify Neoforma in writing at least five days prior to making any material change to the Co-Branded Career Center. If Neoforma does not notify VerticalNet of its rejection of such change within five days, Neoforma shall be deemed to have approved such change.';
    expect(clauseRuleIds(parties, clause, 'Neoforma.com, Inc.')).toContain('self-deemed-assent');
    expect(clauseRuleIds(parties, clause, 'VerticalNet, Inc.')).not.toContain('self-deemed-assent');
  });

  it('is not raised where the acceptance is the party starting to perform', () => {
    const parties: Parties = [
      ['Philips Medical Systems Nederland B.V.', 'Philips'],
      ['Hearing Health Inc.', 'Customer'],
    ];
    const clause =
      'If Philips commences performance under such Purchase Order, Philips will be deemed to have accepted the Purchase Order.';
    expect(clauseRuleIds(parties, clause, 'Philips Medical Systems Nederland B.V.')).not.toContain(
      'self-deemed-assent',
    );
  });
});
