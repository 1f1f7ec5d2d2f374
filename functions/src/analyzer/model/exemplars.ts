/**
 * Nearest expert clauses: the clause model file can carry the expert-labelled clauses of its
 * training contracts as exemplars (their hashed text features, nothing else), and a sentence is
 * then compared with them by cosine similarity over idf-weighted features. A head's margin for a
 * sentence is its best similarity to an exemplar of that category minus its best similarity to an
 * exemplar of any other: a 1-nearest-neighbour verdict that, unlike a linear head fitted on a dozen
 * clauses, recognises a rare clause written the way other contracts write it (decision record 034).
 * Pure: no I/O; per sentence, linear in the postings its features touch plus two branch-free passes
 * over the exemplars (cheaper than tracking which ones were touched: half of them are, on a contract).
 */
import { fromBase64, pushVarint, readVarint, toBase64, unpackWeights, type ExemplarFile } from './format';
import { hashIndex } from './sparse-table';

/** Non-negative integers as LEB128 varints (format.ts), base64. */
export function packVarints(values: readonly number[]): string {
  const bytes: number[] = [];
  for (const v of values) pushVarint(bytes, v);
  return toBase64(Uint8Array.from(bytes));
}

export function unpackVarints(s: string): number[] {
  const bytes = fromBase64(s);
  const out: number[] = [];
  for (let i = 0; i < bytes.length;) {
    const { value, next } = readVarint(bytes, i);
    out.push(value);
    i = next;
  }
  return out;
}

/** A head's margin when no exemplar of it shares a feature with the sentence. */
export const NO_MARGIN = -1;
/** Nearest exemplars kept per sentence to find the best one of another category. */
const NEAREST = 8;

export interface ExemplarIndex {
  readonly count: number;
  /** Per head (model order): nearest-exemplar margin of a sentence, in [-1, 1]. */
  margins(features: Uint32Array): Float64Array;
}

export function loadExemplars(file: ExemplarFile, heads: number): ExemplarIndex {
  const { hashes, q } = unpackWeights(file.vocabulary);
  // Feature hash -> vocabulary index (the hashes are distinct).
  const vocab = hashIndex(hashes);
  const V = hashes.length;
  const idf = new Float64Array(V);
  for (let t = 0; t < V; t++) idf[t] = (q[t]! & 255) * file.idfScale;
  const bytes = fromBase64(file.items);
  // Each exemplar's heads, its terms (as vocabulary indices) and their count per term, and its norm
  // (summed over its terms in ascending order), read in one pass over the varint stream: the values
  // are decoded where they are used, never held in a list of their own (this runs at cold start).
  const headStart = new Int32Array(file.count + 1);
  // Sized for the stream (no exemplar list holds more values than it has bytes), trimmed after.
  const headsRead = new Int32Array(bytes.length);
  const termStart = new Int32Array(file.count + 1);
  const terms = new Int32Array(bytes.length);
  const norms = new Float64Array(file.count);
  const idf2 = new Float64Array(V);
  for (let t = 0; t < V; t++) idf2[t] = idf[t]! * idf[t]!;
  const df = new Int32Array(V + 1);
  let nHeads = 0;
  let nTerms = 0;
  let at = 0;
  /** The next varint of the stream (values under 2^28: four bytes at most, integer arithmetic). */
  const next = (): number => {
    let b = bytes[at++]!;
    let value = b & 127;
    for (let shift = 7; b & 128; shift += 7) {
      b = bytes[at++]!;
      value |= (b & 127) << shift;
    }
    return value;
  };
  for (let e = 0; e < file.count; e++) {
    const nh = next();
    for (let j = 0; j < nh; j++) headsRead[nHeads++] = next();
    headStart[e + 1] = nHeads;
    const nt = next();
    let norm = 0;
    let t = 0;
    for (let j = 0; j < nt; j++) {
      t += next();
      terms[nTerms++] = t;
      df[t + 1]!++;
      norm += idf2[t]!;
    }
    termStart[e + 1] = nTerms;
    norms[e] = Math.sqrt(norm) || 1;
  }
  const headsOf = headsRead.slice(0, nHeads);
  // Postings in CSR form: per vocabulary term, the exemplars holding it and the term's weight there.
  for (let t = 0; t < V; t++) df[t + 1]! += df[t]!;
  const postEx = new Int32Array(nTerms);
  const postW = new Float32Array(nTerms);
  const fill = df.slice(0, V);
  for (let e = 0; e < file.count; e++) {
    const norm = norms[e]!;
    for (let j = termStart[e]!; j < termStart[e + 1]!; j++) {
      const t = terms[j]!;
      const k = fill[t]!++;
      postEx[k] = e;
      postW[k] = idf[t]! / norm;
    }
  }
  const acc = new Float64Array(file.count);
  // Buffers reused across sentences: a contract has thousands of them.
  const found = new Int32Array(1024);
  const nearS = new Float64Array(NEAREST);
  const nearE = new Int32Array(NEAREST);
  // Slot `heads` takes the exemplars without a head.
  const pos = new Float64Array(heads + 1);
  const count = file.count;
  const firstHead = new Int32Array(count);
  const extraEx: number[] = [];
  const extraHead: number[] = [];
  for (let e = 0; e < count; e++) {
    firstHead[e] = headStart[e + 1]! > headStart[e]! ? headsOf[headStart[e]!]! : heads;
    for (let j = headStart[e]! + 1; j < headStart[e + 1]!; j++) {
      extraEx.push(e);
      extraHead.push(headsOf[j]!);
    }
  }
  const best = new Float64Array(heads);
  /** The n-th largest of the first `m` values (0 when fewer than n are positive). */
  const nthBest = (xs: Float64Array, m: number, n: number): number => {
    best.set(xs.subarray(0, m));
    best.sort();
    return best[m - n]! > 0 ? best[m - n]! : 0;
  };
  /** Fills nearS/nearE with the nearest exemplars at or above `floor`, in ascending order; returns how many. */
  const collectNearest = (floor: number): number => {
    let near = 0;
    for (let e = 0; e < count; e++) {
      const s = acc[e]!;
      if (s < floor) continue;
      if (near < NEAREST || s > nearS[NEAREST - 1]!) {
        let k = near < NEAREST ? near++ : NEAREST - 1;
        while (k > 0 && nearS[k - 1]! < s) {
          nearS[k] = nearS[k - 1]!;
          nearE[k] = nearE[k - 1]!;
          k--;
        }
        nearS[k] = s;
        nearE[k] = e;
      }
    }
    return near;
  };
  return {
    count: file.count,
    margins(features) {
      const out = new Float64Array(heads).fill(NO_MARGIN);
      let nf = 0;
      let norm = 0;
      for (const f of features) {
        const t = vocab(f);
        if (t < 0 || nf === found.length) continue;
        found[nf++] = t;
        norm += idf[t]! ** 2;
      }
      if (!nf) return out;
      norm = Math.sqrt(norm);
      for (let i = 0; i < nf; i++) {
        const t = found[i]!;
        const w = idf[t]! / norm;
        const end = df[t + 1]!;
        for (let p = df[t]!; p < end; p++) {
          const e = postEx[p]!;
          acc[e] = acc[e]! + w * postW[p]!;
        }
      }
      // Best similarity per head: every exemplar's first head in one branch-free pass (untouched ones
      // add 0), the few with more heads after it.
      pos.fill(0);
      for (let e = 0; e < count; e++) {
        const h = firstHead[e]!;
        pos[h] = Math.max(pos[h]!, acc[e]!);
      }
      for (let j = 0; j < extraEx.length; j++) {
        const h = extraHead[j]!;
        pos[h] = Math.max(pos[h]!, acc[extraEx[j]!]!);
      }
      // The few nearest exemplars overall (best first; among equally near ones the earlier): only those
      // at least as near as the 8th best head can be among them, when at least 8 are.
      const bound = nthBest(pos, heads, NEAREST);
      let near = collectNearest(bound > 0 ? bound : Number.MIN_VALUE);
      if (near < NEAREST && bound > 0) near = collectNearest(Number.MIN_VALUE);
      acc.fill(0);
      for (let h = 0; h < heads; h++) {
        if (pos[h]! <= 0) continue;
        let other = 0;
        for (let k = 0; k < near; k++) {
          const e = nearE[k]!;
          let mine = false;
          for (let j = headStart[e]!; j < headStart[e + 1]!; j++) if (headsOf[j] === h) mine = true;
          if (!mine) {
            other = nearS[k]!;
            break;
          }
        }
        out[h] = pos[h]! - other;
      }
      return out;
    },
  };
}
