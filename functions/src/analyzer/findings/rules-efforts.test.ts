/**
 * The other side's part is only an effort, an expectation or a request, not a duty the reviewed side can
 * enforce: raised for the side that relies on it, never for the side that gives it (sentences of the dev
 * contracts, CUAD, CC BY 4.0).
 */
import { describe, expect, it } from 'vitest';
import { clauseRuleIds, findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

const CRO: [string, string][] = [
  ['Clinical Research Organisation Ltd.', 'CRO'],
  ['Client Pharma Inc.', 'Client'],
];

describe('a part performed on an efforts basis', () => {
  it('"the Services will be performed ... on a best endeavours basis" warranted by CRO is the Client\'s risk', () => {
    const clause =
      'CRO warrants to Client that the Services will be performed in a professional and workmanlike manner and on a best endeavours basis in accordance with the standard of care ordinarily and reasonably expected in the performance of such Services.';
    const text = oneClauseContract(CRO, clause);
    const client = findingsFor(text, 'Client Pharma Inc.').find((f) => f.rule.id === 'other-efforts-basis');
    expect(client?.severity).toBe('medium');
    expect(text.slice(client!.start, client!.end)).toBe(clause);
    expect(findingsFor(text, 'Clinical Research Organisation Ltd.').map((f) => f.rule.id)).not.toContain(
      'other-efforts-basis',
    );
  });

  it('"Kubient shall proceed with recovery of the amounts due on a best effort basis" binds Kubient, not the Customer who agrees to it', () => {
    const parties: [string, string][] = [
      ['Kubient, Inc.', 'Kubient'],
      ['Advertiser Media LLC', 'Customer'],
    ];
    const clause =
      'Customer acknowledges and agrees that Kubient shall proceed with recovery of the amounts due on a best effort basis but will not initiate any legal action against a delinquent party without the express written consent and support of Customer.';
    const text = oneClauseContract(parties, clause);
    const customer = findingsFor(text, 'Advertiser Media LLC').find((f) => f.rule.id === 'other-efforts-basis');
    expect(text.slice(customer!.start, customer!.end)).toBe(clause);
    expect(clauseRuleIds(parties, clause, 'Kubient, Inc.')).not.toContain('other-efforts-basis');
  });

  it('an agent that is no party ("Agent will seek to form a syndicate ... on a best efforts basis") is nobody\'s efforts here', () => {
    const clause =
      'If any of the Shares remain available after the Subscription Offering, at the request of the Holding Company, Agent will seek to form a syndicate of registered broker-dealers to assist in the sale of Shares on a best efforts basis.';
    const parties: [string, string][] = [
      ['Savings Holding Company', 'Holding Company'],
      ['Savings Bank', 'Bank'],
    ];
    expect(clauseRuleIds(parties, clause, 'Savings Bank')).not.toContain('other-efforts-basis');
    expect(clauseRuleIds(parties, clause, 'Savings Holding Company')).not.toContain('other-efforts-basis');
  });
});

describe('a promise only to attempt or endeavour', () => {
  const OPERATOR: [string, string][] = [
    ['Pipeline Operating Company', 'Operator'],
    ['Gas Storage Owner LLC', 'Owner'],
  ];

  it('"Operator shall attempt to obtain reasonable indemnification and insurance protection from contractors" is only efforts, for the Owner', () => {
    const clause =
      'Operator shall attempt to obtain reasonable indemnification and insurance protection from contractors performing services for Owner to protect Owner and Operator.';
    expect(clauseRuleIds(OPERATOR, clause, 'Gas Storage Owner LLC')).toContain('other-efforts-only');
    expect(clauseRuleIds(OPERATOR, clause, 'Pipeline Operating Company')).not.toContain('other-efforts-only');
  });

  it('"Distributor shall endeavor to prevent any further disclosure or misuse" is only efforts, for the discloser', () => {
    const parties: [string, string][] = [
      ['Airspan Networks Inc.', 'Airspan'],
      ['Wireless Distribution Ltd.', 'Distributor'],
    ];
    const clause =
      'Upon discovery of any disclosure or misuse of Confidential Information, Distributor shall endeavor to prevent any further disclosure or misuse.';
    expect(clauseRuleIds(parties, clause, 'Airspan Networks Inc.')).toContain('other-efforts-only');
    expect(clauseRuleIds(parties, clause, 'Wireless Distribution Ltd.')).not.toContain('other-efforts-only');
    // Without "endeavor", the same duty is firm: no efforts finding.
    expect(
      clauseRuleIds(
        parties,
        'Upon discovery of any disclosure or misuse of Confidential Information, Distributor shall prevent any further disclosure or misuse.',
        'Airspan Networks Inc.',
      ),
    ).not.toContain('other-efforts-only');
  });
});

describe('an expectation of, or a request to, the other side', () => {
  const MEDIANET: [string, string][] = [
    ['MediaNet Group Technologies, Inc.', 'MediaNet'],
    ['Web Portal Partners LLC', 'Reseller'],
  ];

  it('"we ... specifically ask resellers not to promote ... via unsolicited e-mail" is no covenant MediaNet can enforce', () => {
    const clause =
      'Promotion by newsletters and e-mail to customers is encouraged, but we do not encourage spam e-mail and hence specifically ask resellers not to promote MediaNet Group Technologies Software or Applications via unsolicited e-mail.';
    expect(clauseRuleIds(MEDIANET, clause, 'MediaNet Group Technologies, Inc.')).toContain('other-intention-only');
    expect(clauseRuleIds(MEDIANET, clause, 'Web Portal Partners LLC')).not.toContain('other-intention-only');
    // A right to ask is no request: "MediaNet may request Reseller not to ..." binds through the request.
    expect(
      clauseRuleIds(
        MEDIANET,
        'MediaNet may request Reseller not to use the Marks in any advertisement it has not approved.',
        'MediaNet Group Technologies, Inc.',
      ),
    ).not.toContain('other-intention-only');
  });

  it('"Resellers are expected to actively market and promote" is an expectation, not a duty; what is expected to happen is no one\'s', () => {
    const clause =
      'Resellers are expected to actively market and promote MediaNet Group Technologies Software to their existing customer base and visitors to their web site.';
    expect(clauseRuleIds(MEDIANET, clause, 'MediaNet Group Technologies, Inc.')).toContain('other-intention-only');
    expect(clauseRuleIds(MEDIANET, clause, 'Web Portal Partners LLC')).not.toContain('other-intention-only');
    expect(
      clauseRuleIds(
        MEDIANET,
        'Reseller is expected to incur costs of marketing in performing its obligations hereunder during the upcoming calendar year.',
        'MediaNet Group Technologies, Inc.',
      ),
    ).not.toContain('other-intention-only');
  });
});

describe("efforts to accommodate the reviewed side's own requests", () => {
  const LICENSOR: [string, string][] = [
    ['Film Library Holdings Inc.', 'Licensor'],
    ['Video On Demand Networks LLC', 'Licensee'],
  ];

  it('"Licensor will use commercially reasonable efforts to comply with each such request" for an extra the Licensee asks for is the fair standard', () => {
    expect(
      clauseRuleIds(
        LICENSOR,
        "If, from time to time, Licensee requests an alternate delivery method for the Titles and/or the implementation of Licensee's technical specifications relating to the online delivery of the Titles, then Licensor will use commercially reasonable efforts to comply with each such request.",
        'Video On Demand Networks LLC',
      ),
    ).not.toContain('other-efforts-only');
    // The agreed delivery itself on efforts only stays the Licensee's risk.
    expect(
      clauseRuleIds(
        LICENSOR,
        'Licensor will use commercially reasonable efforts to deliver the Titles to Licensee in accordance with the delivery schedule.',
        'Video On Demand Networks LLC',
      ),
    ).toContain('other-efforts-only');
  });
});

describe('efforts however worded', () => {
  it('"use its best reasonable efforts", "make a good faith effort", "make every reasonable effort" are efforts promises too', () => {
    const parties: [string, string][] = [
      ['Kallo Inc.', 'Kallo'],
      ['Petro Insurance Agency', 'Agent'],
    ];
    for (const clause of [
      "Kallo shall use its best reasonable efforts to protect the Agent from aggressive solicitation by another Agent taking any part of the Agent's book of Business.",
      'Kallo agrees to make a good faith effort to provide Advance Ship Notices with bar-coded pallet labels for each shipment to the Agent.',
      'Kallo will make every reasonable effort to accommodate the special circumstances that may arise pursuant to "for cause" audits by the Agent.',
    ]) {
      expect(clauseRuleIds(parties, clause, 'Petro Insurance Agency'), clause).toContain('other-efforts-only');
      expect(clauseRuleIds(parties, clause, 'Kallo Inc.'), clause).not.toContain('other-efforts-only');
    }
  });
});
