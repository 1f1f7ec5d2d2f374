import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAUSE_CATEGORIES, toCategoryId } from '../../../scripts/eval/categories';
import { parseDataset } from '../../../scripts/eval/dataset';

const mini = readFileSync('tests/fixtures/eval-mini.jsonl', 'utf8');

describe('eval dataset loader', () => {
  it('scores 33 CUAD clause categories (41 labels less the 8 facts)', () => {
    expect(CLAUSE_CATEGORIES).toHaveLength(33);
    expect(CLAUSE_CATEGORIES).not.toContain('governing-law');
    expect(CLAUSE_CATEGORIES).toContain('rofr-rofo-rofn');
  });

  it('maps labels, question ids and CUAD questions to taxonomy ids', () => {
    expect(toCategoryId('Cap On Liability')).toBe('cap-on-liability');
    expect(toCategoryId('Unlimited/All-You-Can-Eat-License')).toBe('unlimited-all-you-can-eat-license');
    expect(toCategoryId('LIMITEDPARTNERSHIPAGREEMENT__Governing Law')).toBe('governing-law');
    expect(toCategoryId('Highlight the parts (if any) of this contract related to "Audit Rights" that ...')).toBe(
      'audit-rights',
    );
  });

  it('reads the plain and the SQuAD-style layouts into exact spans; empty lists mean labelled absent', () => {
    const { contracts, unknownLabels } = parseDataset(mini);
    expect(contracts.map((c) => c.id)).toEqual(['mini-distribution', 'mini-nda', 'mini-license']);
    expect(unknownLabels.size).toBe(0);
    const [dist, , lic] = contracts;
    const slice = (c: typeof dist, id: string) => c!.labels.get(id)!.map((s) => c!.text.slice(s.start, s.end));
    expect(slice(dist, 'parties')).toEqual(['Acme Widgets, Inc.', 'Beta Stores LLC', 'Supplier']);
    expect(dist!.labels.get('effective-date')).toEqual([]);
    expect(slice(lic, 'source-code-escrow')).toEqual([
      'Licensor shall deposit the source code of the Software with an escrow agent.',
    ]);
    expect(lic!.labels.get('governing-law')).toEqual([]);
    expect(lic!.labels.get('license-grant')).toEqual(lic!.labels.get('non-transferable-license'));
  });

  it('groups Hugging Face one-question-per-record rows by contract and repairs offsets from the answer text', () => {
    const context = 'Intro. This Agreement is governed by the laws of Texas. End.';
    const q = (label: string, texts: string[], starts: number[]) =>
      JSON.stringify({
        id: `X__${label}`,
        title: 'X',
        context,
        question: `Highlight the parts (if any) of this contract related to "${label}" that should be reviewed by a lawyer.`,
        answers: { text: texts, answer_start: starts },
      });
    const { contracts, unknownLabels } = parseDataset(
      [
        q('Governing Law', ['governed by the laws of Texas'], [3]),
        q('Insurance', [], []),
        q('Favourite Colour', ['Intro'], [0]),
      ].join('\n'),
    );
    expect(contracts).toHaveLength(1);
    const gl = contracts[0]!.labels.get('governing-law')!;
    expect(context.slice(gl[0]!.start, gl[0]!.end)).toBe('governed by the laws of Texas');
    expect(contracts[0]!.labels.get('insurance')).toEqual([]);
    expect([...unknownLabels]).toEqual([['Favourite Colour', 1]]);
  });

  it('names the line of a bad record', () => {
    expect(() => parseDataset('{"id":1,"text":"x"}\nnot json', 'set.jsonl')).toThrow('set.jsonl:2: not valid JSON');
    expect(() => parseDataset('{"id":1}', 'set.jsonl')).toThrow('set.jsonl:1: no "text"');
  });
});
