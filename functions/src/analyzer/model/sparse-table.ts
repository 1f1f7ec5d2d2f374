/**
 * feature hash → the (column, value) pairs stored for it, in typed arrays: an open-addressing index
 * over the distinct hashes and the pairs grouped per hash (CSR). Built in one pass over the model
 * file's weights at cold start (a Map of arrays took most of the model's load time) and read with one
 * probe per feature of a sentence.
 */
export interface SparseTable {
  /** The row of a hash, or -1: its pairs are at [start[row], start[row + 1]). */
  row(hash: number): number;
  readonly start: Int32Array;
  readonly column: Uint16Array;
  readonly value: Float64Array;
}

/** One column's entries: hashes (any order, distinct within the column) and their values, each times `scale`. */
export interface ColumnEntries {
  column: number;
  hashes: Uint32Array;
  /** Quantised weights (or values with scale 1): the stored value is values[i] · scale. */
  values: ArrayLike<number>;
  scale: number;
}

const EMPTY = 0xffffffff;
/** Multiplicative hashing of an already well-mixed 32-bit feature hash into the index. */
const slotOf = (hash: number, mask: number) => (Math.imul(hash, 0x9e3779b1) >>> 0) & mask;

/**
 * Distinct hashes numbered in order of first insertion (open addressing, linear probing). It grows to
 * stay at most half full, so its size follows the distinct hashes (a model's columns share most of
 * theirs), not the entries: a small index stays in cache while the table is built and read.
 */
class HashRows {
  private keys: Uint32Array;
  private rowOf: Int32Array;
  private mask: number;
  count = 0;

  /** Room for `expected` hashes from the start (at most half full): no growing while they go in. */
  constructor(expected = 0) {
    let size = 1024;
    while (size < expected * 2) size *= 2;
    this.keys = new Uint32Array(size).fill(EMPTY);
    this.rowOf = new Int32Array(size);
    this.mask = size - 1;
  }

  /** The row of `hash`, numbered next if new. */
  add(hash: number): number {
    let s = slotOf(hash, this.mask);
    for (;;) {
      const k = this.keys[s]!;
      if (k === hash) return this.rowOf[s]!;
      if (k === EMPTY) break;
      s = (s + 1) & this.mask;
    }
    if ((this.count + 1) * 2 > this.keys.length) {
      this.grow();
      return this.add(hash);
    }
    this.keys[s] = hash;
    this.rowOf[s] = this.count;
    return this.count++;
  }

  /** The row of `hash`, or -1. */
  find(hash: number): number {
    let s = slotOf(hash >>> 0, this.mask);
    for (;;) {
      const k = this.keys[s]!;
      if (k === EMPTY) return -1;
      if (k === hash) return this.rowOf[s]!;
      s = (s + 1) & this.mask;
    }
  }

  private grow(): void {
    const { keys, rowOf } = this;
    this.keys = new Uint32Array(keys.length * 2).fill(EMPTY);
    this.rowOf = new Int32Array(keys.length * 2);
    this.mask = this.keys.length - 1;
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      if (k === EMPTY) continue;
      let s = slotOf(k, this.mask);
      while (this.keys[s] !== EMPTY) s = (s + 1) & this.mask;
      this.keys[s] = k;
      this.rowOf[s] = rowOf[i]!;
    }
  }
}

export function buildSparseTable(columns: readonly ColumnEntries[]): SparseTable {
  let total = 0;
  let longest = 0;
  for (const c of columns) {
    total += c.hashes.length;
    longest = Math.max(longest, c.hashes.length);
  }
  // At least the longest column's hashes are distinct: room for those from the start.
  const index = new HashRows(longest);
  const counts = new Int32Array(total);
  const rowIds = new Int32Array(total);
  // First pass: a row per distinct hash, and how many pairs each row holds.
  let n = 0;
  for (const c of columns) {
    const { hashes } = c;
    for (let i = 0; i < hashes.length; i++) {
      const r = index.add(hashes[i]!);
      counts[r]!++;
      rowIds[n++] = r;
    }
  }
  const rows = index.count;
  const start = new Int32Array(rows + 1);
  for (let r = 0; r < rows; r++) start[r + 1] = start[r]! + counts[r]!;
  const fill = start.slice(0, rows);
  const column = new Uint16Array(total);
  const value = new Float64Array(total);
  // Second pass: the pairs in their rows, in column order (so sums add in a fixed order).
  n = 0;
  for (const c of columns) {
    const { values, scale } = c;
    for (let i = 0; i < c.hashes.length; i++) {
      const p = fill[rowIds[n++]!]!++;
      column[p] = c.column;
      value[p] = values[i]! * scale;
    }
  }
  return { start, column, value, row: (hash) => index.find(hash) };
}

/** Distinct hashes → their position in `hashes`, or -1 (an index without the table's pairs). */
export function hashIndex(hashes: Uint32Array): (hash: number) => number {
  const index = new HashRows(hashes.length);
  for (let i = 0; i < hashes.length; i++) index.add(hashes[i]!);
  return (hash) => index.find(hash);
}
