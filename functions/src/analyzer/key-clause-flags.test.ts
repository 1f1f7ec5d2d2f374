import { describe, expect, it } from 'vitest';
import { devContractText, sharedAvailable } from '../../../tests/support/shared-dir';
import { analyzeContract } from './engine';

// A dev supply agreement whose Article 4 holds the warranties, the supplier's liability and both
// indemnities: each key clause type shows its own findings and its own plain takeaway.
describe.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('key clauses of one article', () => {
  const text = devContractText('cuad_efb5ed81b5a5');
  const items = analyzeContract({ contractText: text, behalfOf: 'Ultragenyx' }).key_information_clauses_summary;

  it('lists an indemnity finding under indemnification, not under warranties', () => {
    const of = (cat: string) => items.find((k) => k.category === cat)?.ai_notes_flags ?? [];
    expect(of('indemnification').some((f) => /indemnif/i.test(f))).toBe(true);
    expect(of('warranties').some((f) => /indemnif/i.test(f))).toBe(false);
  });

  it('says what each clause type does, never a bare "Covers"', () => {
    for (const k of items) expect(k.plain_language_summary).not.toMatch(/^Covers /);
  });
});

// A cap measured by what is paid is said so only where a sentence sets it: JHU's licence (9.6 excludes JHU's
// liability and mentions no cap) and PageMaster's ("shall in no event exceed ... the amounts received").
describe.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('the cap a key clause describes', () => {
  const capSummary = (id: string, party: string) =>
    analyzeContract({ contractText: devContractText(id), behalfOf: party }).key_information_clauses_summary.find(
      (k) => k.category === 'cap-on-liability',
    )?.plain_language_summary;

  it('an exclusion of liability that names fees elsewhere is not described as a cap by the fees', () => {
    expect(capSummary('cuad_21750cea45ba', 'The Johns Hopkins University')).not.toMatch(/capped by reference/);
  });

  it('a limit to the amounts received is described as a cap by what is paid', () => {
    expect(capSummary('cuad_09aba997e739', 'PageMaster Corporation')).toBe(
      'Liability is capped by reference to what is paid or payable under the contract.',
    );
  });
});

// PivX's reseller agreement: two sentences of one short paragraph each widened to the whole paragraph,
// and the liability cap and the assignment clause each cited one passage twice.
describe.skipIf(!sharedAvailable('eval/cuad-dev.jsonl'))('the passages a key clause cites', () => {
  it('cites each passage once', () => {
    const text = devContractText('cuad_bcb9ddf5af01');
    const items = analyzeContract({
      contractText: text,
      behalfOf: 'Detto Technologies',
    }).key_information_clauses_summary;
    expect(items.find((k) => k.category === 'cap-on-liability')?.spans.length).toBeGreaterThan(1);
    for (const k of items) {
      const places = k.spans.map((s) => `${s.start}:${s.end}`);
      expect(places, k.category).toEqual([...new Set(places)]);
    }
  });
});
