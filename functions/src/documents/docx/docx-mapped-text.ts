/**
 * Text that remembers where each character came from in document.xml, so the redline writer can
 * turn an offset in the extracted contract text back into a run and an offset inside it. The
 * normalisation here is normalise.ts's, step for step, applied with the map kept (a unit test holds
 * the two equal).
 */
import type { XElement, XText } from './docx-dom';
import { EDGES, TRAILING_SPACES } from '../normalise';

export type Src =
  /** Characters of a w:t text node (the offset inside it is in MText.o). */
  | { kind: 'text'; para: XElement; run: XElement; node: XText }
  /** A tab, break or no-break hyphen element standing for one character. */
  | { kind: 'atom'; para: XElement; run: XElement; el: XElement }
  /** The separator after a paragraph (its paragraph mark). */
  | { kind: 'mark'; para: XElement }
  /** The computed list label of a paragraph and its indentation. */
  | { kind: 'label'; para: XElement }
  /** Separators the extraction adds (table cell bars, row breaks). */
  | { kind: 'synthetic' };

/** Sources are shared per node; `o` holds each character's offset inside its source. */
export interface MText {
  s: string;
  m: Src[];
  o: number[];
}

const SYNTHETIC: Src = { kind: 'synthetic' };

export const mt = (s: string, src: Src = SYNTHETIC): MText => ({
  s,
  m: Array.from({ length: s.length }, () => src),
  o: Array.from({ length: s.length }, (_, i) => i),
});
export const mEmpty = (): MText => ({ s: '', m: [], o: [] });

export function mConcat(parts: MText[]): MText {
  const m: Src[] = [];
  const o: number[] = [];
  for (const p of parts) {
    pushRange(m, p.m, 0, p.m.length);
    pushRange(o, p.o, 0, p.o.length);
  }
  return { s: parts.map((p) => p.s).join(''), m, o };
}

export function mJoin(parts: MText[], sep: (before: MText) => MText): MText {
  const out: MText[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(sep(parts[i - 1]!));
    out.push(p);
  });
  return mConcat(out);
}

export const mSlice = (t: MText, start: number, end = t.s.length): MText => ({
  s: t.s.slice(start, end),
  m: t.m.slice(start, end),
  o: t.o.slice(start, end),
});

/**
 * String.replace over mapped text: a replacement of the same length maps one to one, a shorter or
 * longer one maps its characters onto the matched ones in order (the last repeated), and an empty
 * one drops them.
 */
export function mReplace(t: MText, re: RegExp, replacement: string | ((match: string) => string)): MText {
  const { global: rx, once } = compiled(re);
  if (!once.test(t.s)) return t;
  rx.lastIndex = 0;
  let s = '';
  const m: Src[] = [];
  const o: number[] = [];
  let last = 0;
  for (let match = rx.exec(t.s); match; match = rx.exec(t.s)) {
    const start = match.index;
    const matched = match[0];
    if (matched.length === 0) {
      rx.lastIndex += 1;
      continue;
    }
    s += t.s.slice(last, start);
    pushRange(m, t.m, last, start);
    pushRange(o, t.o, last, start);
    const rep = typeof replacement === 'string' ? replacement : replacement(matched);
    s += rep;
    for (let i = 0; i < rep.length; i++) {
      const from = start + Math.min(i, matched.length - 1);
      m.push(t.m[from]!);
      o.push(t.o[from]!);
    }
    last = start + matched.length;
  }
  s += t.s.slice(last);
  pushRange(m, t.m, last, t.m.length);
  pushRange(o, t.o, last, t.o.length);
  return { s, m, o };
}

const regexCache = new Map<string, { global: RegExp; once: RegExp }>();
/** A global and a non-global copy of `re`, compiled once (mReplace runs per paragraph). */
function compiled(re: RegExp): { global: RegExp; once: RegExp } {
  const key = `${re.source}/${re.flags}`;
  let hit = regexCache.get(key);
  if (!hit) {
    hit = {
      global: new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`),
      once: new RegExp(re.source, re.flags.replace('g', '')),
    };
    regexCache.set(key, hit);
  }
  return hit;
}

/** Array push without spreading (a long spread overflows the call stack). */
function pushRange<T>(into: T[], from: T[], start: number, end: number): void {
  for (let i = start; i < end; i++) into.push(from[i]!);
}

export const mTrimStart = (t: MText) => mReplace(t, /^\s+/, '');
export const mTrim = (t: MText) => mReplace(t, /^\s+|(?<!\s)\s+$/g, '');

/** NFC keeping the map: each base character with its combining marks is composed on its own. */
export function mNfc(t: MText): MText {
  const composed = t.s.normalize('NFC');
  if (composed === t.s) return t;
  return mReplace(t, /\P{M}\p{M}+/gu, (cluster) => cluster.normalize('NFC'));
}

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

/** normalise.ts's normaliseText, with the map. */
export function mNormalise(t: MText): MText {
  let out = mNfc(t);
  out = mReplace(out, /[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c);
  out = mReplace(out, /\r\n?/g, '\n');
  out = mReplace(out, /[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ');
  out = mReplace(out, /\u200b|\u200c|\u200d|\u2060|\ufeff|\u00ad/g, '');
  // eslint-disable-next-line no-control-regex
  out = mReplace(out, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  out = mReplace(out, TRAILING_SPACES, '');
  out = mReplace(out, /\n{3,}/g, '\n\n');
  return mReplace(out, EDGES, '');
}
