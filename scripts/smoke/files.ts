/** The fixture files the smoke check uploads, and the checks that a download is a real document. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `../shared/fixtures` beside the repository (the spec's shared folder), wherever the clone lives. */
export const DEFAULT_FIXTURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/fixtures',
);

/** A short Word agreement and a two-page scan (OCR); both are real documents from the shared fixtures. */
export const SMOKE_DOCX = 'docx/common-paper-mutual-nda.docx';
export const SMOKE_SCANNED_PDF = 'scanned/scanned-netgear-distributor-p1-2.pdf';

export interface FixtureFile {
  filename: string;
  bytes: Buffer;
}

export async function readFixture(dir: string, relative: string): Promise<FixtureFile> {
  const file = path.join(dir, relative);
  try {
    return { filename: path.basename(file), bytes: await readFile(file) };
  } catch {
    throw new Error(`fixture ${file} is missing (give the folder with --fixtures DIR)`);
  }
}

/** A PDF starts with `%PDF-` and ends with an `%%EOF` marker near its end. */
export function isPdf(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-1024).toString('latin1').includes('%%EOF')
  );
}

/** A DOCX is a zip (local header `PK\x03\x04`) whose directory names word/document.xml. */
export function isDocx(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) &&
    bytes.includes(Buffer.from('word/document.xml'))
  );
}
