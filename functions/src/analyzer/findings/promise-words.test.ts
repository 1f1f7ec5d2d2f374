/**
 * A finding that quotes the promise says it in plain words: after an inverting "nor will", "in no event
 * shall", the subject that follows the modal is not repeated inside the promise; a passive with its
 * agent ("shall be purchased by RevMed") is not the agent's promise, except a termination right, said actively.
 */
import { describe, expect, it } from 'vitest';
import { findingsFor, oneClauseContract } from '../../../../tests/support/one-clause';
import { buildContext } from '../engine';
import { review } from './judge';

describe('the promise in a finding', () => {
  it('drops the subject of an inverted modal ("nor will Customer or Users disassemble")', () => {
    const text = oneClauseContract(
      [
        ['eGain Communications Corporation', 'eGain'],
        ['Eliance Corporation', 'Customer'],
      ],
      'Neither Customer nor Users are otherwise permitted to use the Software, nor will Customer or Users disassemble, decompile or otherwise attempt to discern the source code of such Software, at any time and in any and all circumstances.',
    );
    const titles = findingsFor(text, 'Eliance Corporation').map((f) => f.words.title);
    expect(titles.join(' | ')).not.toMatch(/must not Customer/);
    expect(titles.join(' | ')).toMatch(/must not disassemble, decompile/);
  });

  it('keeps a phrase set off by commas after the modal in place, and shows a promise whose verb is in a list as running on', () => {
    // A dev distribution agreement (CUAD cuad_b38c405b0e21), 10.2 and 10.5.
    const parties: [string, string][] = [
      ['Signature Orthopaedics Pty Ltd', 'Supplier'],
      ['CPM Medical Consultants LLC', 'Distributor'],
    ];
    const titles = (clause: string) =>
      findingsFor(oneClauseContract(parties, clause), 'CPM Medical Consultants LLC').map((f) => f.words.title);
    const assist = titles(
      "The Distributor shall, at the Supplier's cost, give any assistance that the Supplier shall reasonably require to recall, as a matter of urgency, Products from the retail or wholesale market.",
    );
    for (const t of assist) expect(t).not.toMatch(/\s,/);
    expect(assist.join(' | ')).toMatch(/Distributor must, at the Supplier's cost, give any assistance/);
    const notify = titles(
      'The Distributor shall, within five days of a matter which may result in a Relevant Claim:\n\n(a) give the Supplier written notice of the details of the matter; and\n\n(b) allow the Supplier the exclusive conduct of any proceedings and take any action the Supplier requires at any time.',
    );
    for (const t of notify) expect(t).not.toMatch(/\s,|Claim\.$/);
  });

  it("a termination right written in the passive is said as the party's own right", () => {
    // Fidelity's services agreement (CUAD cuad_cf6f2397510c), 4.
    const text = oneClauseContract(
      [
        ['Fidelity Investments Institutional Operations Company, Inc.', 'FIIOC'],
        ['Acme Funds, Inc.', 'Company'],
      ],
      '4. Termination. This Agreement may be terminated by Company at any time upon written notice to FIIOC.',
    );
    const titles = findingsFor(text, 'Fidelity Investments Institutional Operations Company, Inc.').map(
      (f) => f.words.title,
    );
    expect(titles.join(' | ')).toMatch(
      /^Company may terminate this Agreement at any time upon written notice to FIIOC;/,
    );
  });

  it("does not quote a passive with its agent as the agent's promise", () => {
    // MediWound's supply agreement with CBC (CUAD cuad_a25438c8aa9e), 5.8.3: the recall is conducted, not MediWound.
    const text = oneClauseContract(
      [
        ['MediWound Ltd.', 'MediWound'],
        ['Challenge Bioproducts Corporation Ltd.', 'CBC'],
      ],
      "5.8.3 If a recall of the Product is due to CBC or the Bromelain SP, then the recall shall be conducted by MediWound at CBC's expense, and CBC shall replace such Bromelain SP at no charge to MediWound or shall provide MediWound with a credit or refund of same, at MediWound's election.",
    );
    const ctx = buildContext(text, 'MediWound Ltd.');
    const titles = review(ctx.text, ctx.sides).ranked.map((j) => j.words.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.join(' | ')).not.toMatch(/MediWound must be conducted/);
  });

  it('does not make a passive with a thing as its subject the party\'s promise ("payments ... shall be made")', () => {
    // A dev services agreement (CUAD cuad_08ccfad83924), 2.2(b).
    const text = oneClauseContract(
      [
        ['Provider Pte. Ltd.', 'Provider'],
        ['TELCOSTAR PTE, LTD.', 'Recipient'],
      ],
      '(b) (i) Provider shall provide Recipient with monthly invoices ("Invoices"), which shall set forth in reasonable detail amounts payable under this Agreement, and (ii) payments pursuant to this Agreement shall be made within fifteen (15) days after the date of receipt of an Invoice by Recipient from Provider.',
    );
    const titles = findingsFor(text, 'TELCOSTAR PTE, LTD.').map((f) => f.words.title);
    expect(titles.join(' | ')).not.toMatch(/Recipient must be made/);
  });
});
