/**
 * The warranty-scope rule (rules-scope.ts) on real sentences of the dev contracts (CUAD, CC BY 4.0), each read
 * for both parties: the side that relies on the other's short warranty gets the finding citing the sentence, the
 * side that gives the warranty gets none.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, ruleIdsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const RULE = 'other-warranty-short';

/** `relying` gets the finding at `severity`, citing `cites` (default: the clause); the warrantor does not. */
function expectRaisedFor(parties: Parties, clause: string, relying: string, severity: string, cites = clause) {
  const text = oneClauseContract(parties, clause);
  const f = findingsFor(text, relying).find((x) => x.rule.id === RULE);
  expect(f, ruleIdsFor(text, relying).join(', ')).toBeDefined();
  expect(f!.severity).toBe(severity);
  expect(text.slice(f!.start, f!.end)).toBe(cites);
  for (const [name] of parties) if (name !== relying) expect(ruleIdsFor(text, name)).not.toContain(RULE);
  return f!;
}

describe("the other side's warranty that lasts 90 days or less", () => {
  it('raises a 90-day defects warranty on the products, for the distributor that buys them', () => {
    const f = expectRaisedFor(
      [
        ['Biolase Technology, Inc.', 'Company'],
        ['Sistemas y Servicios Medicos S.A.', 'Distributor'],
      ],
      'Company further warrants all Products to be free from defects in material or workmanship under normal use and service for a period of ninety (90) days from the date of delivery.',
      'Sistemas y Servicios Medicos S.A.',
      'medium',
    );
    expect(f.words.title).toBe("Company's warranty on what it supplies lasts only ninety (90) days.");
  });

  it('raises a 30-day warranty on the media alone as high, for the licensee', () => {
    const f = expectRaisedFor(
      [
        ['PivX Solutions, Inc.', 'PivX'],
        ['Detto Technologies, Inc.', 'Detto'],
      ],
      'With respect to Qwik-Fix Pro delivered by PivX to Detto on CD-Rom, PivX warrants that for a period of thirty (30) days following delivery to Detto, the media on which Qwik-Fix Pro is furnished to Detto will be free from defects in materials and workmanship during normal use.',
      'Detto Technologies, Inc.',
      'high',
    );
    expect(f.words.title).toContain('only the media');
  });

  it("raises nothing for the media's 30 days when the same clause warrants the software's conformity without end", () => {
    // The whole of 4.1 (CUAD cuad_bcb9ddf5af01): asking for twelve months would shorten the licensee's cover.
    const parties: Parties = [
      ['PivX Solutions, Inc.', 'PivX'],
      ['Detto Technologies, Inc.', 'Detto'],
    ];
    const text = oneClauseContract(
      parties,
      '4.1 PRODUCT WARRANTY. With respect to Qwik-Fix Pro delivered by PivX to Detto on CD-Rom, PivX warrants that for a period of thirty (30) days following delivery to Detto, the media on which Qwik-Fix Pro is furnished to Detto will be free from defects in materials and workmanship during normal use. PivX warrants that Qwik-Fix Pro will substantially conform to the user documentation. EXCEPT AS EXPRESSLY SET FORTH ABOVE, QWIK-FIX PRO AND DOCUMENTATION ARE PROVIDED "AS IS".',
    );
    for (const [name] of parties) expect(ruleIdsFor(text, name)).not.toContain(RULE);
  });

  it('raises a warranty named only by its length ("the 90 days warranty"), for the client of the developer', () => {
    expectRaisedFor(
      [
        ['Fuse Science, Inc.', 'Client'],
        ['Keystone Technologies LLC', 'Developer'],
      ],
      'The developer will fix any bugs that may come up from the original contract after the 90 days warranty has passed.',
      'Fuse Science, Inc.',
      'medium',
    );
  });

  it('does not raise a warranty of twelve months or 120 days, nor the warranty on repaired items for the rest of the period', () => {
    const cases: [Parties, string][] = [
      [
        [
          ['STAAR Surgical Company', 'STAAR'],
          ['Canon Marketing Japan Inc.', 'Distributor'],
        ],
        'STAAR warrants that, for the period of twelve (12) months from the date of delivery to Distributor hereunder (the "Warranty Period"), the Products will meet STAAR\'s published specifications or labeling for such Products as in effect at the time of such delivery ("Warranty").',
      ],
      [
        [
          ['Changepoint Corporation', 'Changepoint'],
          ['Corio, Inc.', 'Corio'],
        ],
        'Changepoint warrants that the Software will perform in substantial accordance with the Documentation, and the media on which the Software is distributed will be free from defects in materials and workmanship under normal use, for a period of one hundred twenty (120) days after delivery of the Software to Corio for Acceptance Testing (the "Warranty Period").',
      ],
      [
        [
          ['Airspan Networks, Inc.', 'Airspan'],
          ['Fujitsu Telecommunications Europe Limited', 'Distributor'],
        ],
        "Airspan warrants that, following repair or replacement, the repaired or replaced Equipment or Software by Airspan shall be free from defects in materials and faulty workmanship and that the Software will conform in all material respects to Airspan's published specifications therefor for ninety (90) days from date of shipment from Airspan to Distributor or until the end of the Initial Warranty Period, whichever is longer.",
      ],
    ];
    for (const [parties, clause] of cases) {
      const text = oneClauseContract(parties, clause);
      for (const [name] of parties) expect(ruleIdsFor(text, name), `${name}: ${clause}`).not.toContain(RULE);
    }
  });
});
