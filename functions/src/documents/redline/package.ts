/**
 * The whole DOCX package in memory: every entry kept byte for byte (and in its order) except the
 * parts the redline rewrites. Reading applies the extraction's zip-bomb limits (decision 040) to
 * every entry, since all of them are inflated here.
 */
import { zipSync, type Zippable } from 'fflate';
import { checkPackage, type ContentTypes } from '../docx/docx-package';
import { defaultZipLimits, unzipChecked, type ZipLimits } from '../zip';

export interface DocxPackage {
  /** Entry names in their original order. */
  order: string[];
  entries: Map<string, Uint8Array>;
}

const decoder = new TextDecoder('utf-8');
const encoder = new TextEncoder();

export function readPackage(bytes: Uint8Array, limits: ZipLimits = defaultZipLimits): DocxPackage {
  const { order, files } = unzipChecked(bytes, () => true, limits);
  return { order, entries: new Map(order.filter((n) => files[n]).map((n) => [n, files[n]!])) };
}

/**
 * The package's checks on the way in (content types and every relationship part parse, no macros,
 * relationships inside the package); returns the content types.
 */
export function checkedContentTypes(pkg: DocxPackage): ContentTypes {
  const relsParts = pkg.order.filter((n) => /(^|\/)_rels\/[^/]*\.rels$/i.test(n));
  return checkPackage({ names: pkg.order, text: (name) => partText(pkg, name) }, relsParts);
}

export const partText = (pkg: DocxPackage, name: string): string | undefined => {
  const data = pkg.entries.get(name);
  return data ? decoder.decode(data) : undefined;
};

export function setPartText(pkg: DocxPackage, name: string, text: string): void {
  if (!pkg.entries.has(name)) pkg.order.push(name);
  pkg.entries.set(name, encoder.encode(text));
}

/** `<stem><ext>`, or `<stem>2<ext>`... : the first name no entry has (case-insensitively). */
export function freshPartName(pkg: DocxPackage, stem: string, ext: string): string {
  const taken = new Set(pkg.order.map((n) => n.toLowerCase()));
  for (let n = 1; ; n++) {
    const name = `${stem}${n === 1 ? '' : n}${ext}`;
    if (!taken.has(name.toLowerCase())) return name;
  }
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
