/**
 * The service rules (rules-service.ts) on real sentences of the dev contracts (CUAD, CC BY 4.0), each read for
 * both parties: the side that relies on the service gets the finding citing the decisive sentence, the side
 * that performs it gets none.
 */
import { describe, expect, it } from 'vitest';
import { clauseRuleIds, expectJudgedForOneSide, findingsFor } from '../../../../tests/support/one-clause';

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
    const finding = expectJudgedForOneSide({
      parties: MAINTENANCE,
      clause:
        'Subject to all other terms and conditions set forth herein, as of the date of this agreement, LEADER maintain the software for an additional five years.',
      burdens: 'EZJR',
      rule: 'other-service-no-levels',
      severity: 'high',
    });
    expect(finding.words.title).toContain('for five years');
  });

  it('raises a duty to host and maintain the site, for the company whose site it is', () => {
    expectJudgedForOneSide({
      parties: HOSTING,
      clause: 'HDI shall host and maintain the Site on a server provided by HDI.',
      burdens: 'Company',
      rule: 'other-service-no-levels',
      severity: 'medium',
    });
    // A period the duty does not run for (a notice period elsewhere in the passage) is not quoted as its term.
    const noticed = expectJudgedForOneSide({
      parties: HOSTING,
      clause:
        'HDI shall host and maintain the Site on a server provided by HDI, and shall give thirty (30) days notice of any change of server.',
      burdens: 'Company',
      rule: 'other-service-no-levels',
      severity: 'medium',
    });
    expect(noticed.words.title).not.toContain('thirty');
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

  it('cites the duty, not a definition of the service that comes before it', () => {
    const text =
      'AGREEMENT\n\nThis Agreement is made between Hanover Direct, Inc. ("HDI") and The Deerskin Companies, Inc. ("Company").\n\n' +
      '1. Definitions. "Hosting Services" means the services by which HDI shall host and maintain the Site.\n\n' +
      '2. HDI shall host and maintain the Site on a server provided by HDI.\n\n' +
      '3. This Agreement is governed by the laws of the State of New York.\n';
    const found = findingsFor(text, 'The Deerskin Companies, Inc.').filter(
      (f) => f.rule.id === 'other-service-no-levels',
    );
    expect(found.map((f) => text.slice(f.start, f.end))).toEqual([
      'HDI shall host and maintain the Site on a server provided by HDI.',
    ]);
  });
});
