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

/** One column's entries: hashes (any order, distinct within the column) and their values. */
export interface ColumnEntries {
  column: number;
  hashes: Uint32Array;
  values: Float64Array;
}

const EMPTY = 0xffffffff;
/** Multiplicative hashing of an already well-mixed 32-bit feature hash into the index. */
const slotOf = (hash: number, mask: number) => (Math.imul(hash, 0x9e3779b1) >>> 0) & mask;

export function buildSparseTable(columns: readonly ColumnEntries[]): SparseTable {
  let total = 0;
  for (const c of columns) total += c.hashes.length;
  let size = 16;
  while (size < total * 2) size <<= 1;
  const mask = size - 1;
  const keys = new Uint32Array(size).fill(EMPTY);
  const rowOfSlot = new Int32Array(size).fill(-1);
  const counts: number[] = [];
  const rowIds = new Int32Array(total);
  // First pass: a row per distinct hash, and how many pairs each row holds.
  let n = 0;
  for (const c of columns)
    for (let i = 0; i < c.hashes.length; i++) {
      const h = c.hashes[i]!;
      let s = slotOf(h, mask);
      while (keys[s] !== EMPTY && keys[s] !== h) s = (s + 1) & mask;
      if (keys[s] === EMPTY) {
        keys[s] = h;
        rowOfSlot[s] = counts.length;
        counts.push(0);
      }
      const r = rowOfSlot[s]!;
      counts[r]!++;
      rowIds[n++] = r;
    }
  const start = new Int32Array(counts.length + 1);
  for (let r = 0; r < counts.length; r++) start[r + 1] = start[r]! + counts[r]!;
  const fill = start.slice(0, counts.length);
  const column = new Uint16Array(total);
  const value = new Float64Array(total);
  // Second pass: the pairs in their rows, in column order (so sums add in a fixed order).
  n = 0;
  for (const c of columns)
    for (let i = 0; i < c.hashes.length; i++) {
      const p = fill[rowIds[n++]!]!++;
      column[p] = c.column;
      value[p] = c.values[i]!;
    }
  return {
    start,
    column,
    value,
    row(hash) {
      let s = slotOf(hash >>> 0, mask);
      for (;;) {
        const k = keys[s]!;
        if (k === EMPTY) return -1;
        if (k === hash) return rowOfSlot[s]!;
        s = (s + 1) & mask;
      }
    },
  };
}
