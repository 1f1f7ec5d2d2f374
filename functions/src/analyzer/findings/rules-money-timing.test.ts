/**
 * When and whether the reviewed side pays or is paid, on real sentences of the dev contracts (CUAD, CC BY
 * 4.0), each read for both parties: the side the term burdens gets the finding, the side it protects none.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract, type Parties } from '../../../../tests/support/one-clause';

const judged = (parties: Parties, clause: string, party: string, rule: string) =>
  findingsFor(oneClauseContract(parties, clause), party).find((f) => f.rule.id === rule);

describe('a payment promise after an opening phrase that names the other side', () => {
  const parties: Parties = [
    ['Dong-A ST Co., Ltd.', 'Dong-A'],
    ['NeuroBo Pharmaceuticals, Inc.', 'NeuroBo'],
  ];
  const clause =
    'Unless otherwise agreed in writing by Dong-A, NeuroBo shall pay the invoiced supply price (i) in Korean Won (KRW) or (ii) in United States Dollars (USD) which amount shall correspond the invoiced amount converted from KRW to USD at the exchange rate of the payment date, no later than [***] days prior to the shipment date by way of wire transfer to Dong-A.';

  it('binds the party named after the comma alone: the buyer pays before shipment', () => {
    const text = oneClauseContract(parties, clause);
    const f = findingsFor(text, 'NeuroBo Pharmaceuticals, Inc.').find((x) => x.rule.id === 'self-pays-in-advance');
    expect(f).toBeDefined();
    expect(text.slice(f!.start, f!.end)).toMatch(/^Unless otherwise agreed in writing by Dong-A, NeuroBo shall pay/);
    expect(judged(parties, clause, 'Dong-A ST Co., Ltd.', 'self-pays-in-advance')).toBeUndefined();
  });

  it('still reads two names joined by "and" before the modal as both sides', () => {
    const both =
      'Dong-A and NeuroBo shall pay the invoiced supply price no later than 10 days prior to the shipment date.';
    expect(judged(parties, both, 'NeuroBo Pharmaceuticals, Inc.', 'self-pays-in-advance')).toBeUndefined();
  });

  it('acknowledging receipt of an order is a confirmation, not an admission', () => {
    const ack = 'Upon receipt of the order from NeuroBo, Dong-A shall promptly acknowledge the receipt of such order.';
    expect(judged(parties, ack, 'Dong-A ST Co., Ltd.', 'self-acknowledges')).toBeUndefined();
    const admits = 'Upon receipt of the order from NeuroBo, Dong-A shall acknowledge that the order is binding.';
    expect(judged(parties, admits, 'Dong-A ST Co., Ltd.', 'self-acknowledges')).toBeDefined();
  });
});

describe('charges the reviewed side bears', () => {
  it("a contractor's own taxes on its compensation are the ordinary term of an engagement", () => {
    const parties: Parties = [
      ['Gunston Consulting, LLC', 'CONSULTANT'],
      ['Medalist Diversified REIT, Inc.', 'REIT'],
    ];
    const clause =
      'CONSULTANT shall be solely responsible for any and all taxes, Social Security contributions or payments, disability insurance, unemployment taxes, and other payroll-type taxes applicable to such compensation.';
    expect(judged(parties, clause, 'Gunston Consulting, LLC', 'self-pays')).toBeUndefined();
    expect(judged(parties, clause, 'Medalist Diversified REIT, Inc.', 'self-pays')).toBeUndefined();
  });

  it('royalties owed to third parties for what the other side distributes stay a charge taken on for others', () => {
    const parties: Parties = [
      ['Beijing Sun Seven Stars Culture Development Limited', 'Licensor'],
      ['YOU ON DEMAND HOLDINGS, INC.', 'Licensee'],
    ];
    const clause =
      'Licensor shall be solely responsible for any and all royalties and other fees payable to any applicable licensor(s) or any third party for distribution of the Titles by Licensee.';
    expect(judged(parties, clause, 'Beijing Sun Seven Stars Culture Development Limited', 'self-pays')).toBeDefined();
    expect(judged(parties, clause, 'YOU ON DEMAND HOLDINGS, INC.', 'self-pays')).toBeUndefined();
  });
});

describe('a liquidated sum or termination fee whose payer the passage does not name', () => {
  const parties: Parties = [
    ['MONSANTO COMPANY', 'Monsanto'],
    ['THE SCOTTS COMPANY LLC', 'Agent'],
  ];
  const fee =
    'The Termination Fee payable shall vary in accordance with the Table hereunder: the greater of (i) $175MM or (ii) four (4) times the average Program EBIT.';

  it('is raised for the paying side of the contract, not for the side paid', () => {
    const clause = `Monsanto shall pay the Agent a commission of $10,000 per month for its services, within 30 days of each invoice.\n\n1.2 ${fee}`;
    expect(judged(parties, clause, 'MONSANTO COMPANY', 'liquidated-damages')).toBeDefined();
    expect(judged(parties, clause, 'THE SCOTTS COMPANY LLC', 'liquidated-damages')).toBeUndefined();
  });

  it('is raised for neither side when the contract names no paying side', () => {
    expect(judged(parties, fee, 'MONSANTO COMPANY', 'liquidated-damages')).toBeUndefined();
    expect(judged(parties, fee, 'THE SCOTTS COMPANY LLC', 'liquidated-damages')).toBeUndefined();
  });
});

describe('what the payer may hold back', () => {
  const parties: Parties = [
    ['Rogers Communications Inc.', 'Rogers'],
    ['Licensor Co.', 'Licensor'],
  ];

  it('a payment withheld until a dispute is resolved is raised for the payee', () => {
    const clause = 'Rogers may withhold payment of such disputed amounts until resolution of the dispute.';
    expect(judged(parties, clause, 'Licensor Co.', 'other-may-withhold')).toBeDefined();
    expect(judged(parties, clause, 'Rogers Communications Inc.', 'other-may-withhold')).toBeUndefined();
  });

  it('withholding taxes remitted for the payee, or a consent withheld, hold back nothing the payee is owed', () => {
    const taxes =
      'Rogers shall be entitled to withhold from License Fees applicable withholding taxes and to remit same to the responsible taxing authorities, as required by Applicable Law.';
    expect(judged(parties, taxes, 'Licensor Co.', 'other-may-withhold')).toBeUndefined();
    const consent = 'Rogers may withhold its consent to any transfer not conforming to this policy.';
    expect(judged(parties, consent, 'Licensor Co.', 'other-may-withhold')).toBeUndefined();
  });
});
