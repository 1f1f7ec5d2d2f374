/**
 * Mapped text keeps, for every character, the source and offset a per-character map would give:
 * each operation is checked against a plain one-entry-per-character reference over text drawn from
 * several sources, with replacements shorter, longer, equal and empty.
 */
import { describe, expect, it } from 'vitest';
import type { XElement } from './docx-dom';
import { mConcat, mExpand, mJoin, mNormalise, mReplace, mt, mTrim, type MText, type Src } from './docx-mapped-text';

interface Ref {
  s: string;
  m: Src[];
  o: number[];
}

const para = (name: string) => ({ kind: 'el', name, attrs: {}, children: [] }) as unknown as XElement;
const sources: Src[] = [
  { kind: 'label', para: para('a') },
  { kind: 'mark', para: para('b') },
  { kind: 'synthetic' },
  { kind: 'label', para: para('c') },
];

const ref = (s: string, src: Src): Ref => ({ s, m: [...s].map(() => src), o: [...s].map((_, i) => i) });
const refConcat = (parts: Ref[]): Ref => ({
  s: parts.map((p) => p.s).join(''),
  m: parts.flatMap((p) => p.m),
  o: parts.flatMap((p) => p.o),
});

/** The per-character definition: the i-th replacement character maps to matched character min(i, last). */
function refReplace(t: Ref, re: RegExp, rep: string | ((m: string) => string)): Ref {
  const rx = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  const out: Ref = { s: '', m: [], o: [] };
  let last = 0;
  for (let match = rx.exec(t.s); match; match = rx.exec(t.s)) {
    if (match[0].length === 0) {
      rx.lastIndex += 1;
      continue;
    }
    const start = match.index;
    const r = typeof rep === 'string' ? rep : rep(match[0]);
    out.s += t.s.slice(last, start) + r;
    out.m.push(...t.m.slice(last, start));
    out.o.push(...t.o.slice(last, start));
    for (let i = 0; i < r.length; i++) {
      const from = start + Math.min(i, match[0].length - 1);
      out.m.push(t.m[from]!);
      out.o.push(t.o[from]!);
    }
    last = start + match[0].length;
  }
  out.s += t.s.slice(last);
  out.m.push(...t.m.slice(last));
  out.o.push(...t.o.slice(last));
  return out;
}

const same = (mapped: MText, expected: Ref) => {
  const { map, offsets } = mExpand(mapped);
  expect(mapped.s).toBe(expected.s);
  expect(map).toEqual(expected.m);
  expect([...offsets]).toEqual(expected.o);
};

const pieces = ['Alpha  \t', '\n\n\n', 'ﬁnal ﬄ  ', '\u00a0beta\u200b', 'x\r\ny', '   ', 'e\u0301t\u00e9 '];
const build = (order: number[]) => {
  const chosen = order.map((k, i) => ({ s: pieces[k % pieces.length]!, src: sources[i % sources.length]! }));
  return {
    mapped: mConcat(chosen.map((c) => mt(c.s, c.src))),
    reference: refConcat(chosen.map((c) => ref(c.s, c.src))),
  };
};

describe('mapped text', () => {
  const orders = [[0, 1, 2], [3, 5, 5, 1], [4, 2, 6, 0, 1], [5], [6, 6, 2, 3, 1, 0, 4]];

  it.each([
    [/[ \t]+$/gm, ''],
    [/\n{3,}/g, '\n\n'],
    [/[\ufb00-\ufb06]/g, (c: string) => (c === 'ﬁ' ? 'fi' : 'ffl')],
    [/\r\n?/g, '\n'],
    [/\u00a0/g, ' '],
    [/ {2,}/g, '_'],
    [/a/gi, 'AAA'],
  ] as [RegExp, string | ((m: string) => string)][])('replaces %s as a per-character map would', (re, rep) => {
    for (const order of orders) {
      const { mapped, reference } = build(order);
      same(mReplace(mapped, re, rep), refReplace(reference, re, rep));
    }
  });

  it('joins, trims and normalises with every character where a per-character map puts it', () => {
    for (const order of orders) {
      const { mapped, reference } = build(order);
      const sep = ref(' | ', sources[2]!);
      same(
        mJoin([mapped, mapped], () => mt(' | ')),
        refConcat([reference, sep, reference]),
      );
      same(mTrim(mapped), refReplace(reference, /^\s+|(?<!\s)\s+$/g, ''));
      const normalised = mNormalise(mapped);
      expect(mExpand(normalised).map).toHaveLength(normalised.s.length);
    }
  });

  it('keeps a million-space paragraph as a handful of runs through normalisation', () => {
    const text = mConcat([mt(`Deliver within thirty days.${' '.repeat(1_000_000)}x  `, sources[0]), mt('\n\n')]);
    const normalised = mNormalise(text);
    expect(normalised.s).toBe(`Deliver within thirty days.${' '.repeat(1_000_000)}x`);
    expect(normalised.segs.length).toBeLessThanOrEqual(2);
    const { offsets } = mExpand(normalised);
    expect(offsets[normalised.s.length - 1]).toBe(normalised.s.length - 1);
  });
});
