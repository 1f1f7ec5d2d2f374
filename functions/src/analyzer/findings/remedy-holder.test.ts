/**
 * A "sole and exclusive remedy" limits the remedies of the side it names: it is that side's risk and the
 * other side's protection, never an exclusivity duty (a hosting agreement's downtime clause, CUAD dev).
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';

const PARTIES: [string, string][] = [
  ['eGain Communications Corporation', 'eGain'],
  ['Eliance Corporation', 'Customer'],
];
const CLAUSE =
  "In the event of Downtime, as Customer's sole and exclusive remedy and eGain's sole and exclusive liability, the monthly fee payable for the Hosting Services shall be reduced by one day's fee for each eight hours of Downtime.";

describe('a sole remedy', () => {
  const text = oneClauseContract(PARTIES, CLAUSE);

  it("is the limited side's risk", () => {
    expect(findingsFor(text, 'Eliance Corporation').map((f) => f.rule.id)).toContain('self-remedies-limited');
  });

  it('raises nothing for the side whose liability it limits: no remedy limit, no exclusive dealing, no duty', () => {
    expect(findingsFor(text, 'eGain Communications Corporation').map((f) => f.rule.id)).toEqual([]);
  });
});

describe('a right given "in lieu of any other remedy"', () => {
  const parties: [string, string][] = [
    ['GARMAN ROUTING SYSTEMS, INC.', 'Garman'],
    ['SPARKLING SPRING WATER GROUP LIMITED', 'Sparkling'],
  ];
  const clause =
    'If during the acceptance period described in Section 6, the Software has failed to perform in accordance with the Specifications and Garman has been unable to correct the deficiency within 45 business days of written notice being provided to Garman of such failure then Sparkling shall have the option, exercisable on 15 business days written notice to Garman, in lieu of any other remedy, to reject the Software.';
  const text = oneClauseContract(parties, clause);

  it('limits the remedies of the side given the right', () => {
    expect(findingsFor(text, 'SPARKLING SPRING WATER GROUP LIMITED').map((f) => f.rule.id)).toContain(
      'self-remedies-limited',
    );
  });

  it('is no limit on the remedies of the other side', () => {
    expect(findingsFor(text, 'GARMAN ROUTING SYSTEMS, INC.').map((f) => f.rule.id)).not.toContain(
      'self-remedies-limited',
    );
  });
});
