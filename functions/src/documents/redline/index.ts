/**
 * The redlined Word file: the selected modifications as real tracked changes
 * (w:ins / w:del with author, date and unique ids), each explained by a Word comment anchored on it.
 * With the user's own DOCX the changes go into that file and nothing else in it changes; for pasted
 * or PDF text a clean document is built first (from-text.ts) and marked up the same way.
 * Pure: bytes in, bytes out (decision record 081).
 */
import type { RedlineModification } from '../../../../shared/schemas/redline';
import { AppError } from '../../domain/errors/app-error';
import { serializeDom } from '../docx/docx-dom';
import { applyEdits } from './apply';
import { CommentWriter } from './comments';
import { putComments } from './comments-part';
import { DOCUMENT_PART as DOCUMENT, openDocument } from './document';
import { docxFromText } from './from-text';
import { planEdits, type Skipped } from './plan';
import { defaultZipLimits, type ZipLimits } from '../zip';
import { checkedContentTypes, partText, readPackage, setPartText, writePackage } from './package';
import { Revisions } from './revisions';
import { assertSendable, unsafeFile } from './sendable';

export interface RedlineInput {
  /** The uploaded DOCX, or null when the contract was pasted or came from a PDF. */
  original: Uint8Array | null;
  /** The text was read from an uploaded PDF: its paragraphs are rebuilt for the document. */
  fromPdf?: boolean;
  contractText: string;
  /** Exactly the modifications to apply (the caller keeps only the user's selection). */
  modifications: RedlineModification[];
  author: string;
  date: Date;
}

export interface RedlineResult {
  docx: Uint8Array;
  /** Indices (into `modifications`) written as tracked changes. */
  applied: number[];
  /** Modifications that could not be placed, and why. */
  skipped: Skipped[];
}

export async function buildRedlinedDocx(input: RedlineInput): Promise<Uint8Array> {
  return (await buildRedlinedDocxWithReport(input)).docx;
}

export async function buildRedlinedDocxWithReport(input: RedlineInput): Promise<RedlineResult> {
  try {
    return await build(input);
  } catch (err) {
    // The original's own faults (a DOCTYPE, macros, a part that does not parse, a limit) refuse the
    // download with the redline's message, not the upload's.
    if (err instanceof AppError && err.code === 'DOCX_INVALID') throw unsafeFile(err.detail ?? 'unreadable original');
    throw err;
  }
}

/** Reading the package built from a pasted text: every limit but the compression ratio. */
const OWN_PACKAGE_LIMITS: ZipLimits = { ...defaultZipLimits, maxRatio: Number.POSITIVE_INFINITY };

async function build(input: RedlineInput): Promise<RedlineResult> {
  const source = input.original ?? (await docxFromText(input.contractText, { fromPdf: input.fromPdf ?? false }));
  // Our own file from a pasted text is no zip bomb: a long run of spaces (within the text's
  // character cap) compresses past the ratio limit meant for users' files, and was refused.
  const pkg = readPackage(source, input.original ? defaultZipLimits : OWN_PACKAGE_LIMITS);
  // Content types and every relationship part first: the comments part is registered in them.
  const types = checkedContentTypes(pkg);
  const { document, rebuild } = openDocument(pkg);
  const model = rebuild();

  const { edits, skipped } = planEdits(model, input.modifications);
  if (edits.length === 0) {
    assertSendable(pkg);
    return { docx: source, applied: [], skipped };
  }

  const xmlParts = [...pkg.entries.keys()]
    .filter((n) => n.startsWith('word/') && n.endsWith('.xml'))
    .map((n) => partText(pkg, n) ?? '');
  const rev = new Revisions(input.author, input.date, xmlParts);
  const comments = new CommentWriter(rev);
  applyEdits(model, edits, { rebuild, rev, comments, commentText: (i) => commentText(input.modifications[i]!) });
  setPartText(pkg, DOCUMENT, serializeDom(document));
  putComments(pkg, types, comments);
  assertSendable(pkg, rev.issued);
  return { docx: writePackage(pkg), applied: edits.map((e) => e.index).sort((a, b) => a - b), skipped };
}

const PRIORITY: Record<string, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** The comment on a change: its priority and the reasoning (or the suggestion when no reasoning). */
export function commentText(mod: RedlineModification): string {
  const why = mod.reasoning?.trim() || mod.suggestion?.trim() || 'Suggested change.';
  return `${PRIORITY[mod.priority] ?? 'Medium'} priority. ${why}`;
}
