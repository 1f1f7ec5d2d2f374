/**
 * How the reviewed side is paid and what it pays, on real sentences of the dev contracts (CUAD, CC BY 4.0),
 * each read for both parties: pay the payer decides alone, consideration paid only in securities, a price
 * left to be agreed, orders that can be neither cancelled nor returned. The side the term burdens gets the
 * finding; the side it protects gets none.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';
import { SHARED_DIR, sharedAvailable } from '../../../../tests/support/shared-dir';
import { buildContext } from '../engine';
import { review } from './judge';

const judged = (parties: Parties, clause: string, party: string, rule: string) =>
  findingsFor(oneClauseContract(parties, clause), party).find((f) => f.rule.id === rule);

describe('pay the payer decides alone', () => {
  const parties: Parties = [
    ['Slinger Bag Inc.', 'Company'],
    ['Aitan Zacharin', 'Consultant'],
  ];
  const clause =
    'In consideration for the Services, the Company shall pay the Consultant a monthly fee of $10,000. In addition to the foregoing, the Company will grant the Consultant additional compensation in the form of cash or shares in cases of extraordinary contribution by him to the benefit of the Company as the Board of Directors of the Company will decide.';

  it('is raised for the payee, citing the sentence that leaves it to the payer', () => {
    const text = oneClauseContract(parties, clause);
    const f = findingsFor(text, 'Aitan Zacharin').find((x) => x.rule.id === 'self-pay-discretionary');
    expect(f).toBeDefined();
    expect(text.slice(f!.start, f!.end)).toMatch(/^In addition to the foregoing, .* will decide\.$/);
    expect(judged(parties, clause, 'Slinger Bag Inc.', 'self-pay-discretionary')).toBeUndefined();
  });

  it('is raised when the payer may have someone else pay the fee at its discretion', () => {
    const emerald: Parties = [
      ['EMERALD HEALTH NATURALS, INC.', 'Emerald'],
      ['DR. GAETANO MORELLO N.D. INC.', 'Contractor'],
    ];
    const fee =
      'Emerald shall pay the Contractor a Fee of $8,000 per month. While the Contractor is seconded to Portfolio Company, the Contractor may be paid his or her Fee in whole or in part by such Portfolio Company, at the discretion of Emerald.';
    expect(judged(emerald, fee, 'DR. GAETANO MORELLO N.D. INC.', 'self-pay-discretionary')).toBeDefined();
    expect(judged(emerald, fee, 'EMERALD HEALTH NATURALS, INC.', 'self-pay-discretionary')).toBeUndefined();
  });

  it("is not raised for a court's discretion or for reimbursed expenses", () => {
    const clause2 =
      'The Company shall pay the Consultant a fee of $5,000 per month. The Company shall reimburse the Consultant for travel expenses approved in its sole discretion.';
    expect(judged(parties, clause2, 'Aitan Zacharin', 'self-pay-discretionary')).toBeUndefined();
  });
});

describe('consideration paid only in securities', () => {
  it('a warrant that is the whole consideration is a fee paid in shares', () => {
    const parties: Parties = [
      ["Giggles N' Hugs, Inc.", 'Company'],
      ['Kiddo, Inc.', 'Consultant'],
    ];
    const clause =
      "In consideration for all duties and obligations contained herein, on or before the Effective date above, Company shall issue to Consultant a warrant to purchase 4,400,000 shares of the Company's common stock, which is equal to 10% of the issued and outstanding shares.";
    expect(judged(parties, clause, 'Kiddo, Inc.', 'self-paid-in-shares')).toBeDefined();
    expect(judged(parties, clause, "Giggles N' Hugs, Inc.", 'self-paid-in-shares')).toBeUndefined();
  });

  it('shares of a named company under a consideration heading are the fee, past the "Inc." in its name', () => {
    const parties: Parties = [
      ['YourNetPlus.com, Inc.', 'Provider'],
      ['Kingdom Connect, Inc.', 'KCI'],
    ];
    const clause =
      'CONSIDERATION TO PROVIDER\n\nSeven hundred fifty thousand (750,000) shares of Kingdom Connect, Inc. Series A Preferred Stock.';
    expect(judged(parties, clause, 'YourNetPlus.com, Inc.', 'self-paid-in-shares')).toBeDefined();
    expect(judged(parties, clause, 'Kingdom Connect, Inc.', 'self-paid-in-shares')).toBeUndefined();
  });
});

describe('a price left to be agreed', () => {
  const parties: Parties = [
    ['Erchonia Corporation', 'Erchonia'],
    ['InnerScope Hearing Technologies Inc', 'Distributor'],
  ];
  it('the price of the products left to a later agreement is the buyer risk', () => {
    const clause =
      'Distributor shall purchase the Products from Erchonia and shall pay Erchonia within 30 days of invoice. The price of Products will be determined by both parties at the beginning of each calendar year.';
    const f = judged(parties, clause, 'InnerScope Hearing Technologies Inc', 'price-to-be-agreed');
    expect(f).toBeDefined();
    expect(judged(parties, clause, 'Erchonia Corporation', 'price-to-be-agreed')).toBeUndefined();
  });

  it('a fee for additional services to be agreed is the ordinary way to price them', () => {
    const clause =
      'Distributor shall pay Erchonia within 30 days of invoice. Any additional report requested by Distributor shall be subject to an additional fee to be agreed upon between Erchonia and Distributor.';
    expect(judged(parties, clause, 'InnerScope Hearing Technologies Inc', 'price-to-be-agreed')).toBeUndefined();
  });
});

describe('orders that cannot be cancelled', () => {
  it('stay a medium risk for the buyer when unsold products may still be returned', () => {
    const parties: Parties = [
      ['iMine Corporation', 'JRVS'],
      ['SUNWAI Technology', 'Distributor'],
    ];
    const clause =
      'JRVS shall sell and deliver the Products to Distributor. Except as provided herein, all Orders for Products are non-cancelable.';
    const f = judged(parties, clause, 'SUNWAI Technology', 'self-orders-non-cancellable');
    expect(f?.severity).toBe('medium');
    expect(judged(parties, clause, 'iMine Corporation', 'self-orders-non-cancellable')).toBeUndefined();
  });
});

describe('a liability cap measured by minimum fees', () => {
  it.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('is no minimum commitment of the side that pays them', () => {
    // BNL's outsourcing agreement (CUAD cuad_f8650acbe33f), 9(F): "the liability of VIP to BNL ... shall be
    // limited to ... the minimum fees payable by BNL to VIP during the first twelve (12) months".
    const text = readFileSync(`${SHARED_DIR}/eval/cuad-dev.jsonl`, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; text: string })
      .find((c) => c.id === 'cuad_f8650acbe33f')!.text;
    const ctx = buildContext(text, 'Brokers National Life Assurance Company');
    const minimums = review(ctx.text, ctx.sides).ranked.filter((j) => j.rule.id === 'self-minimum-commitment');
    for (const j of minimums) expect(text.slice(j.start, j.end)).not.toMatch(/liability of VIP to BNL/);
    expect(minimums.length).toBeLessThan(2);
  });
});
