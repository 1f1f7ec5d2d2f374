/**
 * The redlined Word file (issue 11 item 3): the selected modifications as real tracked changes
 * (w:ins / w:del with author, date and unique ids), each explained by a Word comment anchored on it.
 * With the user's own DOCX the changes go into that file and nothing else in it changes; for pasted
 * or PDF text a clean document is built first (from-text.ts) and marked up the same way.
 * Pure: bytes in, bytes out (decision record 081).
 */
import type { RedlineModification } from '../../../../../shared/schemas/redline';
import { AppError } from '../../../domain/errors/app-error';
import { serializeDom } from '../../extraction/docx-dom';
import { emptyNumbering, ListCounter, parseNumbering, parseStyles } from '../../extraction/docx-numbering';
import { buildTextModel, documentBody } from '../../extraction/docx-text-model';
import { parseDom } from '../../extraction/docx-dom';
import { extractionFailed } from '../../extraction/errors';
import { applyEdits } from './apply';
import { checkPackage, contentTypeOf, parseContentTypes, resolveTarget, type ContentTypes } from '../../extraction/docx-package';
import { COMMENTS_CONTENT_TYPE, CommentWriter, commentsTarget, registerCommentsPart } from './comments';
import { W_MAIN } from './dom-edit';
import { docxFromText } from './from-text';
import { planEdits, type Skipped } from './plan';
import { defaultZipLimits, type ZipLimits } from '../../extraction/zip';
import { freshPartName, partText, readPackage, setPartText, writePackage } from './package';
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

const DOCUMENT = 'word/document.xml';
const DOCUMENT_RELS = 'word/_rels/document.xml.rels';
const CONTENT_TYPES = '[Content_Types].xml';
const failed = (detail: string) => new AppError(500, 'INTERNAL_ERROR', 'Failed to redline contract. Please try again.').because(`redline: ${detail}`);

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
  const relsParts = pkg.order.filter((n) => /(^|\/)_rels\/[^/]*\.rels$/i.test(n));
  const types = checkPackage({ names: pkg.order, text: (name) => partText(pkg, name) }, relsParts);
  const documentXml = partText(pkg, DOCUMENT);
  if (!documentXml) throw extractionFailed('docx-invalid', `no ${DOCUMENT}`);
  const document = parseDom(documentXml, DOCUMENT);
  if (!document.root.attrs.some((a) => a.name === 'xmlns:w' && a.value === W_MAIN)) throw failed('document.xml does not bind w: to the WordprocessingML namespace');
  const body = documentBody(document.root);
  if (!body) throw extractionFailed('docx-invalid', `${DOCUMENT} has no w:body`);
  const numbering = emptyNumbering();
  parseNumbering(numbering, partText(pkg, 'word/numbering.xml'));
  parseStyles(numbering, partText(pkg, 'word/styles.xml'));
  const rebuild = () => buildTextModel(body, new ListCounter(numbering));
  const model = rebuild();

  const { edits, skipped } = planEdits(model, input.modifications);
  if (edits.length === 0) {
    assertSendable(pkg);
    return { docx: source, applied: [], skipped };
  }

  const rels = partText(pkg, DOCUMENT_RELS);
  const typesXml = partText(pkg, CONTENT_TYPES);
  if (!rels || !typesXml) throw extractionFailed('docx-invalid', 'no document relationships or content types');
  const commentsPart = commentsPartOf(rels, types);

  const xmlParts = [...pkg.entries.keys()].filter((n) => n.startsWith('word/') && n.endsWith('.xml')).map((n) => partText(pkg, n) ?? '');
  const rev = new Revisions(input.author, input.date, xmlParts);
  const comments = new CommentWriter(rev);
  applyEdits(model, edits, { rebuild, rev, comments, commentText: (i) => commentText(input.modifications[i]!) });
  setPartText(pkg, DOCUMENT, serializeDom(document));

  if (commentsPart) setPartText(pkg, commentsPart, comments.commentsXml(partText(pkg, commentsPart)));
  else {
    const part = freshPartName(pkg, 'word/comments', '.xml');
    setPartText(pkg, part, comments.commentsXml(undefined));
    const registered = registerCommentsPart(typesXml, rels, part);
    // A prefixed or oddly closed part would take the append silently: read both back.
    const target = commentsTarget(registered.documentRels);
    if (!target || resolveTarget(DOCUMENT, target) !== part || contentTypeOf(parseContentTypes(registered.contentTypes), part) !== COMMENTS_CONTENT_TYPE) {
      throw unsafeFile('could not register the comments part');
    }
    setPartText(pkg, CONTENT_TYPES, registered.contentTypes);
    setPartText(pkg, DOCUMENT_RELS, registered.documentRels);
  }
  assertSendable(pkg, rev.issued);
  return { docx: writePackage(pkg), applied: edits.map((e) => e.index).sort((a, b) => a - b), skipped };
}

/**
 * The existing comments part the document's relationship names, resolved in the package (undefined
 * when there is none yet). A target outside the package, or at a part that is not a comments part
 * (the document itself, say), is refused rather than written into.
 */
function commentsPartOf(documentRels: string, types: ContentTypes): string | undefined {
  const target = commentsTarget(documentRels);
  if (target === undefined) return undefined;
  const part = resolveTarget(DOCUMENT, target);
  if (!part) throw unsafeFile(`comments target ${target} leaves the package`);
  if (contentTypeOf(types, part) !== COMMENTS_CONTENT_TYPE) throw unsafeFile(`comments target ${part} is a ${contentTypeOf(types, part) ?? 'untyped'} part`);
  return part;
}

const PRIORITY: Record<string, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** The comment on a change: its priority and the reasoning (or the suggestion when no reasoning). */
export function commentText(mod: RedlineModification): string {
  const why = mod.reasoning?.trim() || mod.suggestion?.trim() || 'Suggested change.';
  return `${PRIORITY[mod.priority] ?? 'Medium'} priority. ${why}`;
}
