/**
 * What a finding says in its title, on real sentences of the dev contracts (CUAD, CC BY 4.0): a freedom the other
 * side keeps is said in the clause's own words, and a release of the reviewed side is not read as its restriction.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';
import { SHARED_DIR, sharedAvailable } from '../../../../tests/support/shared-dir';
import { buildContext } from '../engine';
import { review } from './judge';

// CPDC's supply agreement with FUSION (CUAD cuad_bde65a556e83).
const SUPPLY: [string, string][] = [
  ['FUSION Pharmaceuticals Inc.', 'FUSION'],
  ['Centre for Probe Development and Commercialization', 'CPDC'],
];
const CPDC = 'Centre for Probe Development and Commercialization';

/** The titles of every ranked judgement of one dev contract, for one side. */
const rankedTitles = (id: string, party: string) => {
  const text = readFileSync(`${SHARED_DIR}/eval/cuad-dev.jsonl`, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { id: string; text: string })
    .find((c) => c.id === id)!.text;
  const ctx = buildContext(text, party);
  return review(ctx.text, ctx.sides).ranked.map((j) => j.words.title);
};

describe('the words of a finding', () => {
  it('what the other side need not do is quoted, not "is not obliged to perform here"', () => {
    const clause =
      'CPDC or FUSION shall provide to each other prompt notice of any information either of them receives regarding the safety of the Precursor; provided, however, that FUSION shall not be required to provide Clinical Trial reporting to CPDC.';
    const f = findingsFor(oneClauseContract(SUPPLY, clause), CPDC).find((x) => x.rule.id === 'other-not-obliged');
    expect(f?.words.title).toBe('FUSION need not provide Clinical Trial reporting to CPDC.');
  });

  it('"will not have an indemnification obligation" frees the side it names: no restriction found for it', () => {
    const clause =
      'CPDC will not have an indemnification obligation with respect to any Claim to the extent that FUSION has an indemnification obligation under Section 10.2.';
    const ids = findingsFor(oneClauseContract(SUPPLY, clause), CPDC).map((x) => x.rule.id);
    expect(ids).not.toContain('self-restricted');
  });

  it('"will not have the obligations ... with respect to the Recall" frees the supplier: no restriction found for it', () => {
    const clause =
      "If the consulting firm dissents from FUSION'S determination, CPDC will not have the obligations set forth herein with respect to the Recall and FUSION will pay the fees of such consulting firm.";
    const ids = findingsFor(oneClauseContract(SUPPLY, clause), CPDC).map((x) => x.rule.id);
    expect(ids).not.toContain('self-restricted');
  });

  it.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))(
    'a duty read from "is responsible for obtaining" keeps its words',
    () => {
      // Todos's reseller agreement (CUAD cuad_29834eb8a611), 3.5: "Todos is responsible for obtaining AMAR approval".
      const titles = rankedTitles('cuad_29834eb8a611', 'Todos Medical Ltd.');
      expect(titles).toContain('Todos is responsible for obtaining AMAR approval from the Israeli Ministry of Health.');
      expect(titles.join(' ')).not.toMatch(/must obtaining/);
    },
  );

  it.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))(
    'a duty written as a list after a colon is shown by its first item, with the item\'s own "not"',
    () => {
      // Sonos's manufacturing agreement with Inventec (CUAD cuad_17c7e2b45447): "IAC shall: (i) ensure that ...".
      expect(rankedTitles('cuad_17c7e2b45447', 'Inventec Appliances Corporation')).toContain(
        'IAC must ensure that all copies are exact copies and conform in all respects to the original master copy provided by Sonos.',
      );
      // Vayyar's reseller agreement (CUAD cuad_f911f5960fe8): "Reseller shall: (a) not do or omit to do, nor authorize ...".
      expect(rankedTitles('cuad_f911f5960fe8', 'Inde Living Holdings, Inc.').join(' ')).toMatch(
        /Reseller must not do or omit to do/,
      );
    },
  );

  it('being "subject to" the agreement\'s terms is a status, no heavy duty', () => {
    // Pfizer's supply agreement (CUAD cuad_25b3d080a631).
    const parties: [string, string][] = [
      ['Pfizer Inc.', 'Customer'],
      ['Upjohn Inc.', 'Manufacturer'],
    ];
    const status =
      'Any Product supplied by Manufacturer shall be subject to and governed by the terms of this Agreement, including terms pertaining to Forecasts and Purchase Orders and payment, and Manufacturer shall be subject to and governed by the terms of this Agreement, including terms pertaining to Forecasts and Purchase Orders and payment.';
    const ids = findingsFor(oneClauseContract(parties, status), 'Upjohn Inc.').map((f) => f.rule.id);
    expect(ids).not.toContain('self-heavy-duty');
  });
});
