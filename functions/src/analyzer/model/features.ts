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

/** 32-bit FNV-1a of a string, folded to HASH_BITS. Stable across runs and platforms. */
export function hashFeature(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return ((h >>> HASH_BITS) ^ h) & MASK;
}

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
  const set = new Set<number>();
  for (const w of words(heading)) set.add(hashFeature(`h:${w}`));
  let prev = '^';
  for (const w of ws) {
    set.add(hashFeature(w));
    set.add(hashFeature(`${prev} ${w}`));
    if (w.length >= 6) for (let i = 0; i + 4 <= w.length; i += 2) set.add(hashFeature(`#${w.slice(i, i + 4)}`));
    prev = w;
  }
  // Named cue features (cue-features.ts): the same pattern in any wording counts as one feature,
  // entered CUE_WEIGHT times under distinct hashes so that one pattern can outweigh the sentence's
  // ordinary words (features are binary and L2-normalised; a single one would barely register).
  for (const name of cueNames) for (let k = 0; k < CUE_WEIGHT; k++) set.add(hashFeature(`${name}#${k}`));
  return Uint32Array.from(set).sort();
}
