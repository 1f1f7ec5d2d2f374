/**
 * Text features for the clause model: hashed word unigrams and bigrams of the lower-cased text,
 * numbers masked to one token, plus word-internal character 4-grams of the longer words. Nothing
 * else about the contract (no title, ids or offsets) reaches the model, and training keeps only
 * features seen in several different contracts, so it cannot learn one contract's party names.
 */
import { cueFeatureNames } from './cue-features';

export const HASH_BITS = 22;
/** How many features one matched cue pattern counts as. */
const CUE_WEIGHT = 6;
const MASK = (1 << HASH_BITS) - 1;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The FNV-1a state `h` carried on over s[from, to): a feature made of several parts is hashed without joining them. */
function fnv(h: number, s: string, from = 0, to = s.length): number {
  for (let i = from; i < to; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

const fold = (h: number) => ((h >>> HASH_BITS) ^ h) & MASK;

/** 32-bit FNV-1a of a string, folded to HASH_BITS. Stable across runs and platforms. */
export function hashFeature(s: string): number {
  return fold(fnv(FNV_OFFSET, s));
}

/** The states after "^ " (a bigram's first word at the start) and after "#" (a character 4-gram). */
const START_BIGRAM = fnv(FNV_OFFSET, '^ ');
const GRAM = fnv(FNV_OFFSET, '#');
const SPACE = 32;

const WORD = /[a-z]+|\d+(?:[.,]\d+)*/g;

/** The words of a text: lower case; every number becomes "0". */
export function words(text: string): string[] {
  const out: string[] = [];
  const lower = text.toLowerCase();
  WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD.exec(lower)) !== null) {
    const w = m[0];
    out.push(w.charCodeAt(0) <= 57 ? '0' : w);
  }
  return out;
}

/**
 * The distinct feature hashes of a text, sorted ascending. `heading` (the headings of the section
 * the text sits in) adds its words as separate "h:" features: "Insurance" above a sentence says
 * what the sentence is about even when the sentence itself does not.
 */
export function featuresOf(text: string, heading = '', cueNames = cueFeatureNames(text, heading)): Uint32Array {
  const ws = words(text);
  const out = new HashList();
  for (const w of words(heading)) out.add(hashFeature(`h:${w}`));
  // Each word, the bigram "prev word" (hashed on from the previous word's state and a space) and the
  // 4-grams "#xxxx": the same hashes as of the joined strings.
  let prevSpace = START_BIGRAM;
  for (const w of ws) {
    const hw = fnv(FNV_OFFSET, w);
    out.add(fold(hw));
    out.add(fold(fnv(prevSpace, w)));
    if (w.length >= 6) for (let i = 0; i + 4 <= w.length; i += 2) out.add(fold(fnv(GRAM, w, i, i + 4)));
    prevSpace = Math.imul(hw ^ SPACE, FNV_PRIME);
  }
  // Named cue features (cue-features.ts): the same pattern in any wording counts as one feature,
  // entered CUE_WEIGHT times under distinct hashes so that one pattern can outweigh the sentence's
  // ordinary words (features are binary and L2-normalised; a single one would barely register).
  for (const name of cueNames) for (let k = 0; k < CUE_WEIGHT; k++) out.add(hashFeature(`${name}#${k}`));
  return out.distinctSorted();
}

/** Feature hashes collected into a reused buffer, then sorted and deduplicated (cheaper than a Set). */
class HashList {
  private static buffer = new Uint32Array(4096);
  private n = 0;
  add(h: number): void {
    if (this.n === HashList.buffer.length) {
      const grown = new Uint32Array(this.n * 2);
      grown.set(HashList.buffer);
      HashList.buffer = grown;
    }
    HashList.buffer[this.n++] = h;
  }
  distinctSorted(): Uint32Array {
    const all = HashList.buffer.subarray(0, this.n).sort();
    let m = 0;
    for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[m - 1]) all[m++] = all[i]!;
    return all.slice(0, m);
  }
}
