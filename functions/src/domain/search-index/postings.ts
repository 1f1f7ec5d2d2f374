/**
 * Posting lists of the library's search index, packed for storage: a posting group holds, for some
 * grams of one segment, the ascending ordinals of the documents that contain each gram, as
 * LEB128 varint gaps. Entry layout: gram length (1 byte), its UTF-16 units (2 bytes each, little
 * endian), the number of ordinals, the byte length of the gaps (so a reader skips what it does not
 * need), then the gaps.
 */

class ByteWriter {
  private buf = new Uint8Array(1024);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.length));
    this.buf = next;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.length++] = b;
  }

  varint(value: number): void {
    this.room(5);
    let v = value;
    while (v >= 0x80) {
      this.buf[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.buf[this.length++] = v;
  }

  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.length);
  }
}

/** Ascending ordinals as varint gaps. */
export function packOrdinals(ordinals: ArrayLike<number>): Uint8Array {
  const w = new ByteWriter();
  let previous = 0;
  for (let i = 0; i < ordinals.length; i++) {
    const o = ordinals[i]!;
    w.varint(i === 0 ? o : o - previous);
    previous = o;
  }
  return w.result();
}

function unpackOrdinals(bytes: Uint8Array, start: number, count: number): Uint32Array {
  const out = new Uint32Array(count);
  let at = start;
  let value = 0;
  for (let i = 0; i < count; i++) {
    let gap = 0;
    let shift = 0;
    let b: number;
    do {
      b = bytes[at++]!;
      gap |= (b & 0x7f) << shift;
      shift += 7;
    } while (b & 0x80);
    value = i === 0 ? gap >>> 0 : value + (gap >>> 0);
    out[i] = value;
  }
  return out;
}

/** One posting group: each gram with its ascending ordinals. */
export function packGroup(entries: Iterable<readonly [gram: string, ordinals: ArrayLike<number>]>): Uint8Array {
  const w = new ByteWriter();
  for (const [gram, ordinals] of entries) {
    w.byte(gram.length);
    for (let i = 0; i < gram.length; i++) {
      const unit = gram.charCodeAt(i);
      w.byte(unit & 0xff);
      w.byte(unit >>> 8);
    }
    const gaps = packOrdinals(ordinals);
    w.varint(ordinals.length);
    w.varint(gaps.length);
    w.bytes(gaps);
  }
  return w.result();
}

function readVarint(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  let b: number;
  let i = at;
  do {
    b = bytes[i++]!;
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
  } while (b & 0x80);
  return [value, i];
}

/** Every entry of a group, decoded (merges read whole segments). */
export function unpackGroup(bytes: Uint8Array): Map<string, Uint32Array> {
  return readGroup(bytes, undefined);
}

/** The ordinals of the wanted grams found in a group (a gram absent from it is absent here). */
export function findInGroup(bytes: Uint8Array, wanted: ReadonlySet<string>): Map<string, Uint32Array> {
  return readGroup(bytes, wanted);
}

function readGroup(bytes: Uint8Array, wanted: ReadonlySet<string> | undefined): Map<string, Uint32Array> {
  const found = new Map<string, Uint32Array>();
  let at = 0;
  while (at < bytes.length) {
    const length = bytes[at++]!;
    let gram = '';
    for (let i = 0; i < length; i++, at += 2) gram += String.fromCharCode(bytes[at]! | (bytes[at + 1]! << 8));
    let count: number;
    let size: number;
    [count, at] = readVarint(bytes, at);
    [size, at] = readVarint(bytes, at);
    if (!wanted || wanted.has(gram)) found.set(gram, unpackOrdinals(bytes, at, count));
    at += size;
  }
  return found;
}

/** Ordinals present in every list (each ascending). */
export function intersectAll(lists: readonly Uint32Array[]): Uint32Array {
  if (lists.length === 0) return new Uint32Array(0);
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result = sorted[0]!;
  for (let k = 1; k < sorted.length && result.length > 0; k++) {
    const other = sorted[k]!;
    const out = new Uint32Array(result.length);
    let n = 0;
    let j = 0;
    for (let i = 0; i < result.length; i++) {
      const value = result[i]!;
      while (j < other.length && other[j]! < value) j++;
      if (j === other.length) break;
      if (other[j] === value) out[n++] = value;
    }
    result = out.subarray(0, n);
  }
  return result;
}
