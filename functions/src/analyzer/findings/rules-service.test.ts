/**
 * The service rules (rules-service.ts) on real sentences of the dev contracts (CUAD, CC BY 4.0), each read for
 * both parties: the side that relies on the service gets the finding citing the decisive sentence, the side
 * that performs it gets none.
 */
import { describe, expect, it } from 'vitest';
import { clauseRuleIds, expectJudgedForOneSide } from '../../../../tests/support/one-clause';

const MAINTENANCE: [string, string][] = [
  ['Leader Act Ltd', 'LEADER'],
  ['EZJR, Inc.', 'EZJR'],
];
const HOSTING: [string, string][] = [
  ['Hanover Direct, Inc.', 'HDI'],
  ['The Deerskin Companies, Inc.', 'Company'],
];

describe('a service the reviewed side relies on, with no service level', () => {
  it('raises a five-year duty to maintain the software, read without a modal, as high for the side that relies on it', () => {
    expectJudgedForOneSide({
      parties: MAINTENANCE,
      clause:
        'Subject to all other terms and conditions set forth herein, as of the date of this agreement, LEADER maintain the software for an additional five years.',
      burdens: 'EZJR',
      rule: 'other-service-no-levels',
      severity: 'high',
    });
  });

  it('raises a duty to host and maintain the site, for the company whose site it is', () => {
    expectJudgedForOneSide({
      parties: HOSTING,
      clause: 'HDI shall host and maintain the Site on a server provided by HDI.',
      burdens: 'Company',
      rule: 'other-service-no-levels',
      severity: 'medium',
    });
  });

  it('raises technical support with no response times, for the distributor', () => {
    expectJudgedForOneSide({
      parties: [
        ['Airspan Networks Incorporated', 'Airspan'],
        ['GLS LLC', 'Distributor'],
      ],
      clause:
        'Airspan will provide such technical support as is reasonable and necessary to maintain the product line as a viable competitor in the market.',
      burdens: 'Distributor',
      rule: 'other-service-no-levels',
      severity: 'medium',
    });
  });

  it('does not raise the duty where the contract sets response times', () => {
    const clause =
      'HDI shall host and maintain the Site on a server provided by HDI. HDI shall respond to each reported error within four (4) hours and correct it within two (2) business days.';
    expect(clauseRuleIds(HOSTING, clause, 'The Deerskin Companies, Inc.')).not.toContain('other-service-no-levels');
  });

  it('does not read a description of what a party does, or a condition, as a duty', () => {
    const parties: [string, string][] = [
      ['TouchStar Software Corporation', 'TouchStar'],
      ['Worldwide Strategies Inc.', 'Reseller'],
    ];
    for (const clause of [
      'TouchStar produces and distributes the TouchStar Software and provides the related Support Services.',
      'Reseller may terminate this Agreement if TouchStar ceases to support the Software.',
    ])
      expect(clauseRuleIds(parties, clause, 'Worldwide Strategies Inc.')).not.toContain('other-service-no-levels');
  });
});
