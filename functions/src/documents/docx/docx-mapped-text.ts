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

/**
 * Characters `at` up to the next segment's `at` come from `src`: the k-th of them from offset
 * `off + k * step` inside it (`step` 0 when a longer replacement repeats one character). Runs, not
 * one entry per character, so a paragraph of a million spaces costs a few segments per pass.
 */
export interface Seg {
  at: number;
  src: Src;
  off: number;
  step: 0 | 1;
}

export interface MText {
  s: string;
  segs: Seg[];
}

const SYNTHETIC: Src = { kind: 'synthetic' };

export const mt = (s: string, src: Src = SYNTHETIC): MText => ({
  s,
  segs: s.length ? [{ at: 0, src, off: 0, step: 1 }] : [],
});
export const mEmpty = (): MText => ({ s: '', segs: [] });

/** Appends characters and their sources, merging a segment that continues the last one. */
class Builder {
  s = '';
  readonly segs: Seg[] = [];

  text(s: string): void {
    this.s += s;
  }

  /** Maps the characters from `at` on (already or about to be added with text()) to a source. */
  map(src: Src, off: number, step: 0 | 1, at: number): void {
    const last = this.segs.at(-1);
    if (last && last.src === src && last.step === step && last.off + (at - last.at) * step === off) return;
    this.segs.push({ at, src, off, step });
  }

  /** Maps characters start..end of `t` onto the builder's characters from `at` on, in order. */
  copy(t: MText, start: number, end: number, at: number, cursor: Cursor): void {
    let i = cursor.seek(t, start);
    let pos = start;
    while (pos < end && i < t.segs.length) {
      const seg = t.segs[i]!;
      const segEnd = t.segs[i + 1]?.at ?? t.s.length;
      const to = Math.min(segEnd, end);
      this.map(seg.src, seg.off + (pos - seg.at) * seg.step, seg.step, at + (pos - start));
      pos = to;
      i++;
    }
  }

  done(): MText {
    return { s: this.s, segs: this.segs };
  }
}

/** The segment holding a position, found by walking forward from the last one asked for. */
class Cursor {
  private i = 0;
  seek(t: MText, pos: number): number {
    if (this.i >= t.segs.length || t.segs[this.i]!.at > pos) this.i = 0;
    while (this.i + 1 < t.segs.length && t.segs[this.i + 1]!.at <= pos) this.i++;
    return this.i;
  }
}

/** Source and offset of one character. */
function charAt(t: MText, pos: number, cursor: Cursor): { src: Src; off: number } {
  const seg = t.segs[cursor.seek(t, pos)]!;
  return { src: seg.src, off: seg.off + (pos - seg.at) * seg.step };
}

export function mConcat(parts: MText[]): MText {
  const b = new Builder();
  for (const p of parts) {
    const at = b.s.length;
    b.text(p.s);
    for (const seg of p.segs) b.map(seg.src, seg.off, seg.step, at + seg.at);
  }
  return b.done();
}

export function mJoin(parts: MText[], sep: (before: MText) => MText): MText {
  const out: MText[] = [];
  parts.forEach((p, i) => {
    if (i > 0) out.push(sep(parts[i - 1]!));
    out.push(p);
  });
  return mConcat(out);
}

/**
 * String.replace over mapped text: a replacement of the same length maps one to one, a shorter or
 * longer one maps its characters onto the matched ones in order (the last repeated), and an empty
 * one drops them.
 */
export function mReplace(t: MText, re: RegExp, replacement: string | ((match: string) => string)): MText {
  const { global: rx, once } = compiled(re);
  if (!once.test(t.s)) return t;
  rx.lastIndex = 0;
  const b = new Builder();
  const cursor = new Cursor();
  let last = 0;
  for (let match = rx.exec(t.s); match; match = rx.exec(t.s)) {
    const start = match.index;
    const matched = match[0];
    if (matched.length === 0) {
      rx.lastIndex += 1;
      continue;
    }
    b.copy(t, last, start, b.s.length, cursor);
    b.text(t.s.slice(last, start));
    const rep = typeof replacement === 'string' ? replacement : replacement(matched);
    const oneToOne = Math.min(rep.length, matched.length);
    b.copy(t, start, start + oneToOne, b.s.length, cursor);
    if (rep.length > matched.length) {
      const lastChar = charAt(t, start + matched.length - 1, cursor);
      b.map(lastChar.src, lastChar.off, 0, b.s.length + oneToOne);
    }
    b.text(rep);
    last = start + matched.length;
  }
  b.copy(t, last, t.s.length, b.s.length, cursor);
  b.text(t.s.slice(last));
  return b.done();
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

/**
 * Each character's source and offset, one entry per character (what the redline writer indexes).
 * Filled natively per segment: the writer rebuilds this after each round of run splits.
 */
export function mExpand(t: MText): { map: Src[]; offsets: Int32Array } {
  const n = t.s.length;
  const map = new Array<Src>(n);
  const offsets = new Int32Array(n);
  t.segs.forEach((seg, i) => {
    const end = t.segs[i + 1]?.at ?? n;
    map.fill(seg.src, seg.at, end);
    if (seg.step === 0) offsets.fill(seg.off, seg.at, end);
    else for (let k = seg.at; k < end; k++) offsets[k] = seg.off + (k - seg.at);
  });
  return { map, offsets };
}

/** The sources of `t` in order (each once per segment). */
export const mSources = (t: MText): Src[] => t.segs.map((seg) => seg.src);

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
