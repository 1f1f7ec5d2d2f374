/**
 * Small sfnt (TrueType/OpenType) and WOFF 1.0 helpers for the report fonts, applied once per
 * process when the fonts are read:
 *  - woffToSfnt: fontkit reads WOFF itself but inflates a table again on every access, which makes
 *    subsetting a 7,000-glyph CJK font take seconds; decoding once up front takes milliseconds.
 *  - withoutTables: dropping the OpenType layout tables (GSUB, GPOS, GDEF, kern) makes fontkit
 *    map characters straight to glyphs instead of shaping every string, which cuts measuring and
 *    drawing text by an order of magnitude. pdf-lib writes glyphs with their advance widths
 *    anyway (no kerning), so the printed result is the same for the scripts the reports use.
 * Formats: https://www.w3.org/TR/WOFF/ and the OpenType "Organization of an OpenType font" chapter.
 */
import { inflateSync } from 'node:zlib';

interface Table {
  tag: string;
  checksum: number;
  data: Buffer;
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length >= 44 && asBuffer(bytes).readUInt32BE(0) === WOFF_SIGNATURE;
}

function writeSfnt(flavor: number, tables: readonly Table[]): Uint8Array {
  const n = tables.length;
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= n) {
    searchRange *= 2;
    entrySelector++;
  }
  const headerSize = 12 + 16 * n;
  const out = Buffer.alloc(tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerSize));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(n, 4);
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(n * 16 - searchRange * 16, 10);
  let offset = headerSize;
  // The table directory must be sorted by tag.
  [...tables]
    .sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
    .forEach((t, i) => {
      const dir = 12 + i * 16;
      out.write(t.tag, dir, 4, 'latin1');
      out.writeUInt32BE(t.checksum, dir + 4);
      out.writeUInt32BE(offset, dir + 8);
      out.writeUInt32BE(t.data.length, dir + 12);
      t.data.copy(out, offset);
      offset += (t.data.length + 3) & ~3;
    });
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const b = asBuffer(woff);
  if (!isWoff(b)) throw new Error('Not a WOFF font');
  const tables: Table[] = [];
  for (let i = 0; i < b.readUInt16BE(12); i++) {
    const entry = 44 + i * 20;
    const offset = b.readUInt32BE(entry + 4);
    const compLength = b.readUInt32BE(entry + 8);
    const origLength = b.readUInt32BE(entry + 12);
    const raw = b.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('Corrupt WOFF table');
    tables.push({ tag: b.toString('latin1', entry, entry + 4), checksum: b.readUInt32BE(entry + 16), data });
  }
  return writeSfnt(b.readUInt32BE(4), tables);
}

/** The same font without the named tables. */
export function withoutTables(sfnt: Uint8Array, drop: readonly string[]): Uint8Array {
  const b = asBuffer(sfnt);
  const tables: Table[] = [];
  for (let i = 0; i < b.readUInt16BE(4); i++) {
    const dir = 12 + i * 16;
    const tag = b.toString('latin1', dir, dir + 4);
    if (drop.includes(tag)) continue;
    const offset = b.readUInt32BE(dir + 8);
    tables.push({
      tag,
      checksum: b.readUInt32BE(dir + 4),
      data: b.subarray(offset, offset + b.readUInt32BE(dir + 12)),
    });
  }
  return writeSfnt(b.readUInt32BE(0), tables);
}

export const layoutTables = ['GSUB', 'GPOS', 'GDEF', 'kern', 'morx', 'mort', 'BASE', 'JSTF'] as const;
