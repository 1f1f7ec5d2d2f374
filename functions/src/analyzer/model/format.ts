/**
 * The clause model file (clause-model.json): one linear head per CUAD category over hashed text
 * features (features.ts). Weights are pruned and quantised to int8 with a per-head scale, and
 * stored as base64 of varint hash deltas followed by the int8 weights, so the file stays small.
 * Written by `npm run train` (scripts/train), read here. Pure: no I/O.
 */
import { HASH_BITS } from './features';

export const MODEL_FORMAT = 'clausewise-clause-model';
export const MODEL_FORMAT_VERSION = 1;

/**
 * How the contract-level decision combines the model with the rule cues (chosen by cross-validation).
 * "definitional-union" adds to the model only the sentences whose wording answers the category's
 * definition (cue-features.ts), not the rule engine's broader cues; "definitional" lets those
 * sentences alone decide (for a category whose definition is worded more alike than its clauses).
 */
export type CombineMode = 'model' | 'rules' | 'union' | 'intersection' | 'definitional-union' | 'definitional';

/**
 * The contract-level evidence a category's detection thresholds: one signal's best sentence, or
 * "stacked", the second stage over all of them (stack.ts).
 */
export type DetectSignal = 'model' | 'exemplar' | 'naive-bayes' | 'stacked';

/** The exemplars' part of the file (exemplars.ts reads it). */
export interface ExemplarFile {
  /** The feature hashes exemplars use, as `packWeights`: varint hash deltas, then one byte q per hash (idf = q · idfScale). */
  vocabulary: string;
  idfScale: number;
  /** How many exemplars `items` holds. */
  count: number;
  /** Varints, per exemplar: head count, head indices, term count, term vocabulary-index deltas. */
  items: string;
}

/** The second stage of a category's detection (stack.ts): a logistic regression over the signals' best sentences. */
export interface StackFile {
  /** The signals read, in order: each the best sentence's score in the contract. */
  signals: { signal: Exclude<DetectSignal, 'stacked'>; clauseWeight: number }[];
  /** Per signal: centre and scale of its standardisation, and the value taken when no sentence was scored. */
  centre: number[];
  scale: number[];
  floor: number[];
  /** One weight per signal, then the definitional verdict's and the rule verdict's; and the bias. */
  weights: number[];
  bias: number;
}

/** One signal of a detection vote. */
export interface VoteMember {
  signal: DetectSignal;
  clauseWeight: number;
  mode: CombineMode;
  threshold: number;
}

/** One linear scorer: bias + Σ scale·q over the text's features (each counted 1/√n). */
export interface LinearFile {
  bias: number;
  scale: number;
  /** base64: varint deltas of the sorted feature hashes, then one int8 weight per hash. */
  weights: string;
}

/**
 * A category's heads: the unit head (trained on every sentence of the contracts; finds clauses in a
 * contract) and the clause head (trained on expert-labelled clauses only; tells clause types apart).
 */
export interface HeadFile extends LinearFile {
  id: string;
  clause: LinearFile;
  /** Contract-level detection: combination and the threshold on the best unit's logit. */
  detect: {
    mode: CombineMode;
    /**
     * What the threshold applies to: the best unit's linear score (default), its nearest-exemplar
     * margin (exemplars.ts) or its naive Bayes score (the classifier's, without the contrast),
     * whichever the cross-validation found better for the category.
     */
    signal?: DetectSignal;
    /**
     * When present, detection is a majority of these signals, each at its own combination and
     * threshold (the fields above are then unused).
     */
    vote?: VoteMember[];
    /** With signal "stacked": the second stage, whose probability the threshold applies to. */
    stack?: StackFile;
    /** Threshold on the best unit's score: unit logit + clauseWeight · clause logit. */
    threshold: number;
    clauseWeight: number;
  };
  /** Single-clause classification: threshold on the clause head's logit, combined with the rule cues. */
  classify: { threshold: number; mode: CombineMode };
}

export interface ModelFile {
  /** A hash of the rest of the file, written by training: every analysis names the model that made it. */
  id?: string;
  format: typeof MODEL_FORMAT;
  version: number;
  hashBits: number;
  seed: number;
  trainedOn: { contracts: number; classifyRows: number; sha256?: string };
  heads: HeadFile[];
  /** The expert-labelled clauses as nearest-neighbour exemplars (absent in older files). */
  exemplars?: ExemplarFile;
  /** The single-clause classifier (naive-bayes.ts); without it classification uses the clause heads. */
  classifier?: NaiveBayesFile;
  /** Cross-validated (out-of-fold) figures the choices were made on; for the record only. */
  selection?: Record<string, unknown>;
}

/**
 * Naive Bayes over the same hashed features, for single-clause classification: a text's score for
 * head k is Σ over its features f in the vocabulary of (a_kf − G_f + perFeature_k), divided by its
 * feature count. G_f > 0 for every vocabulary feature (so `shared` also lists the vocabulary); a_kf,
 * the evidence of the head's own clauses, is sparse and pruned per head.
 */
export interface NaiveBayesFile {
  alpha: number;
  /** Each score less contrast × the best other head's score (naive-bayes.ts `contrasted`). */
  contrast?: number;
  shared: { scale: number; weights: string };
  heads: { id: string; perFeature: number; scale: number; weights: string }[];
  /** Logistic heads fitted on the single-clause rows (row-heads.ts); their logit times `weight` is added. */
  rowHeads?: { weight: number; heads: (LinearFile & { id: string })[] };
}

/** A model file around the given heads, the fixed fields filled in (training passes its own seed and counts). */
export function modelFileOf(
  heads: HeadFile[],
  fields: Partial<Omit<ModelFile, 'format' | 'version' | 'heads'>> = {},
): ModelFile {
  return {
    format: MODEL_FORMAT,
    version: MODEL_FORMAT_VERSION,
    hashBits: HASH_BITS,
    seed: 1,
    trainedOn: { contracts: 0, classifyRows: 0 },
    heads,
    ...fields,
  };
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) B64_INDEX[B64.charCodeAt(i)] = i;

export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!,
      b = bytes[i + 1] ?? 0,
      c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63]! : '=';
    out += i + 2 < bytes.length ? B64[n & 63]! : '=';
  }
  return out;
}

export function fromBase64(s: string): Uint8Array {
  // Node's own decoder where there is one (the model's cold start decodes megabytes).
  const native = (globalThis as { Buffer?: { from(s: string, enc: 'base64'): Uint8Array } }).Buffer;
  if (native) {
    const b = native.from(s, 'base64');
    // Node skips characters that are not base64: a damaged string decodes short.
    if (b.length !== Math.floor((s.replace(/=+$/, '').length * 3) / 4)) throw new Error('clause model: invalid base64');
    return new Uint8Array(b.buffer, b.byteOffset, b.length);
  }
  let len = s.length;
  while (len > 0 && s.charCodeAt(len - 1) === 61) len--; // '='
  const out = new Uint8Array(Math.floor((len * 3) / 4));
  let o = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < len; i++) {
    const v = B64_INDEX[s.charCodeAt(i)] ?? -1;
    if (v < 0) throw new Error('clause model: invalid base64');
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 255;
    }
  }
  return out;
}

/** Appends a non-negative integer as an LEB128 varint. */
export function pushVarint(bytes: number[], value: number): void {
  let v = value;
  while (v >= 128) {
    bytes.push((v & 127) | 128);
    v = Math.floor(v / 128);
  }
  bytes.push(v);
}

/** Reads the LEB128 varint at `at`: its value and where the next one starts. */
export function readVarint(bytes: Uint8Array, at: number): { value: number; next: number } {
  let value = 0;
  let shift = 0;
  let i = at;
  let b: number;
  do {
    b = bytes[i++]!;
    value += (b & 127) * 2 ** shift;
    shift += 7;
  } while (b & 128 && i < bytes.length);
  return { value, next: i };
}

/** Packs sorted hashes and their int8 weights. */
export function packWeights(hashes: readonly number[], q: readonly number[]): string {
  const bytes: number[] = [];
  let prev = 0;
  for (const h of hashes) {
    pushVarint(bytes, h - prev);
    prev = h;
  }
  for (const w of q) bytes.push(w & 255);
  return toBase64(Uint8Array.from(bytes));
}

/** Unpacks `packWeights` output: hashes ascending and int8 weights (decoded straight into typed arrays). */
export function unpackWeights(s: string): { hashes: Uint32Array; q: Int8Array } {
  const bytes = fromBase64(s);
  const hashes = new Uint32Array(bytes.length >> 1);
  let n = 0;
  let i = 0;
  let prev = 0;
  // The varint section holds n entries and is followed by exactly n weight bytes. Hash gaps are under
  // 2^28 (four bytes); the general sum by powers of two covers any longer varint alike.
  while (i < bytes.length) {
    let b = bytes[i++]!;
    let value = b & 127;
    if (b & 128 && i < bytes.length) {
      b = bytes[i++]!;
      value |= (b & 127) << 7;
      if (b & 128 && i < bytes.length) {
        b = bytes[i++]!;
        value |= (b & 127) << 14;
        let shift = 21;
        while (b & 128 && i < bytes.length) {
          b = bytes[i++]!;
          value += (b & 127) * 2 ** shift;
          shift += 7;
        }
      }
    }
    prev += value;
    hashes[n++] = prev;
    if (bytes.length - i === n) break;
  }
  return { hashes: hashes.slice(0, n), q: new Int8Array(bytes.buffer, bytes.byteOffset + i, n).slice() };
}
