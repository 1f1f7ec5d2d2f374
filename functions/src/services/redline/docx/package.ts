/**
 * The whole DOCX package in memory: every entry kept byte for byte (and in its order) except the
 * parts the redline rewrites. Reading applies the extraction's zip-bomb limits (decision 040) to
 * every entry, since all of them are inflated here.
 */
import { unzipSync, zipSync, type UnzipFileInfo, type Zippable } from 'fflate';
import { AppError } from '../../../domain/errors/app-error';
import { extractionFailed } from '../../extraction/errors';
import { defaultZipLimits, type ZipLimits } from '../../extraction/zip';

export interface DocxPackage {
  /** Entry names in their original order. */
  order: string[];
  entries: Map<string, Uint8Array>;
}

const decoder = new TextDecoder('utf-8');
const encoder = new TextEncoder();

export function readPackage(bytes: Uint8Array, limits: ZipLimits = defaultZipLimits): DocxPackage {
  if (!(bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b)) throw extractionFailed('docx-invalid', 'not a ZIP archive');
  let count = 0;
  let total = 0;
  const order: string[] = [];
  const check = (file: UnzipFileInfo) => {
    count += 1;
    total += file.originalSize;
    if (count > limits.maxEntries) throw extractionFailed('docx-too-large', `more than ${limits.maxEntries} entries`);
    if (total > limits.maxTotalInflatedBytes) throw extractionFailed('docx-too-large', `inflates to more than ${limits.maxTotalInflatedBytes} bytes`);
    if (file.originalSize > limits.maxPartBytes) throw extractionFailed('docx-too-large', `${file.name} is too large`);
    if (file.originalSize > limits.ratioFloorBytes && file.originalSize > file.size * limits.maxRatio) {
      throw extractionFailed('docx-too-large', `${file.name} has a compression ratio above ${limits.maxRatio}`);
    }
    order.push(file.name);
    return true;
  };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: check });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw extractionFailed('docx-invalid', `unreadable ZIP: ${(err as Error).message}`);
  }
  return { order, entries: new Map(order.filter((n) => files[n]).map((n) => [n, files[n]!])) };
}

export const partText = (pkg: DocxPackage, name: string): string | undefined => {
  const data = pkg.entries.get(name);
  return data ? decoder.decode(data) : undefined;
};

export function setPartText(pkg: DocxPackage, name: string, text: string): void {
  if (!pkg.entries.has(name)) pkg.order.push(name);
  pkg.entries.set(name, encoder.encode(text));
}

export function writePackage(pkg: DocxPackage): Uint8Array {
  const files: Zippable = {};
  for (const name of pkg.order) {
    const data = pkg.entries.get(name);
    // Media is already compressed; XML gets fast deflate (level 1 is about three times quicker than 6
    // for a few percent more bytes, and this runs while the user waits for the download).
    if (data) files[name] = [data, { level: /\.(png|jpe?g|gif|emf|wmf|tiff?|bin)$/i.test(name) ? 0 : 1 }];
  }
  return zipSync(files);
}
