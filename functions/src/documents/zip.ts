/**
 * Reads the few parts of an OOXML package that extraction needs, with zip-bomb defences: the
 * central directory is checked (entry count, total inflated size, per-entry ratio) before anything
 * is inflated, only the wanted parts are inflated, and each into a buffer of its declared size, so
 * a lying header cannot make the output grow.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { AppError } from '../domain/errors/app-error';
import { extractionFailed } from './errors';

export interface ZipLimits {
  maxEntries: number;
  /** Sum of the declared inflated sizes of all entries. */
  maxTotalInflatedBytes: number;
  /** Largest inflated size of one wanted part. */
  maxPartBytes: number;
  /** Inflated/compressed ratio allowed for entries larger than `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const defaultZipLimits: ZipLimits = {
  maxEntries: 2_000,
  maxTotalInflatedBytes: 200 * 1024 * 1024,
  maxPartBytes: 60 * 1024 * 1024,
  // Apache POI's default (MIN_INFLATE_RATIO 0.01); real Word XML stays far below it.
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * Inflates the entries `wanted` accepts (all by default), after the zip-bomb checks: the entry
 * count and declared total size over the whole central directory, and size, ratio and compression
 * method for every entry that is inflated. `order` lists the inflated entries as the archive has them.
 */
export function unzipChecked(
  bytes: Uint8Array,
  wanted: (name: string) => boolean = () => true,
  limits: ZipLimits = defaultZipLimits,
): { order: string[]; names: string[]; files: Record<string, Uint8Array> } {
  if (!isZip(bytes)) throw extractionFailed('docx-invalid', 'not a ZIP archive');
  let entries = 0;
  let total = 0;
  const order: string[] = [];
  const names: string[] = [];
  const check = (file: UnzipFileInfo): boolean => {
    entries += 1;
    names.push(file.name);
    total += file.originalSize;
    if (entries > limits.maxEntries) throw extractionFailed('docx-too-large', `more than ${limits.maxEntries} entries`);
    if (total > limits.maxTotalInflatedBytes)
      throw extractionFailed('docx-too-large', `inflates to more than ${limits.maxTotalInflatedBytes} bytes`);
    if (file.originalSize > limits.ratioFloorBytes && file.originalSize > file.size * limits.maxRatio) {
      throw extractionFailed('docx-too-large', `${file.name} has a compression ratio above ${limits.maxRatio}`);
    }
    if (!wanted(file.name)) return false;
    if (file.originalSize > limits.maxPartBytes) throw extractionFailed('docx-too-large', `${file.name} is too large`);
    if (file.compression !== 0 && file.compression !== 8)
      throw extractionFailed('docx-invalid', `${file.name} uses compression ${file.compression}`);
    order.push(file.name);
    return true;
  };
  try {
    return { order, names, files: unzipSync(bytes, { filter: check }) };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw extractionFailed('docx-invalid', `unreadable ZIP: ${(err as Error).message}`);
  }
}

/** Returns the wanted parts that exist, as UTF-8 text, and the names of every entry. */
export function readZipParts(
  bytes: Uint8Array,
  wanted: readonly string[],
  limits: ZipLimits = defaultZipLimits,
): { parts: Map<string, string>; names: string[] } {
  const want = new Set(wanted);
  const { files, names } = unzipChecked(bytes, (name) => want.has(name), limits);
  const decoder = new TextDecoder('utf-8', { fatal: false });
  const parts = new Map<string, string>();
  for (const [name, data] of Object.entries(files)) parts.set(name, decoder.decode(data));
  return { parts, names };
}
