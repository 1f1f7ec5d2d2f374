/**
 * How much work one PDF may ask of pdf.js, decided before pdf.js reads a page (its parsing cannot be
 * interrupted from outside: it runs on the same thread and yields only to microtasks). A 76 KB page
 * of 3,000,000 one-point rectangles inflates to 33 MB of drawing operators: reading its text layer
 * alone costs 1.5 s of CPU, rendering it for OCR tens of seconds and gigabytes.
 *  - content: every page's content streams, and the forms they draw, are decoded (at most one
 *    stream's limit each) and their operators counted, a form once per time it is drawn; a page or a
 *    document over its limit is refused with the limit stated (PDF_TOO_COMPLEX);
 *  - images: pdf.js leaves out an image over `maxImagePixels` instead of decoding it (a 12,000 x
 *    12,000 image is 144 million pixels and took 3.4 s of CPU to draw; an A4 scan at 500 dpi is 24
 *    million);
 *  - rendering: a page's drawing stops at `renderOperators` operators or `renderMs` (the canvas side
 *    is interruptible, see pdfjs.ts).
 * Its own module so the OCR engine's tuning (workers, resolution) and these limits change apart.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { extractionFailed } from '../errors';

export interface PdfLimits {
  /** Drawing operators one page may hold, its forms counted each time they are drawn. */
  maxPageOperators: number;
  /** The same, over the whole document. */
  maxDocumentOperators: number;
  /** Decoded bytes of one content stream (a page's or a form's). */
  maxStreamBytes: number;
  /** Pixels of one image; larger ones are left out of the rendering (pdf.js's maxImageSize). */
  maxImagePixels: number;
  /** Operators drawn and milliseconds spent rendering one page for OCR before it is cut short. */
  renderOperators: number;
  renderMs: number;
}

/**
 * The fixtures' densest page holds about 4,000 operators and a scanned page a handful; vector
 * drawings reach tens of thousands. At the page limit pdf.js reads a page's text in about 0.1 s.
 */
export const pdfLimits: PdfLimits = {
  maxPageOperators: 200_000,
  maxDocumentOperators: 3_000_000,
  maxStreamBytes: 8 * 1024 * 1024,
  maxImagePixels: 25_000_000,
  renderOperators: 200_000,
  renderMs: 10_000,
};

export interface PdfComplexity {
  /** Operators per page (forms counted each time they are drawn). */
  pageOperators: number[];
  documentOperators: number;
  /** True when the streams could not be read (an encrypted file): nothing was counted. */
  unchecked: boolean;
}

class TooComplex extends Error {}

/**
 * Counts the operators of every page; throws PDF_TOO_COMPLEX past a limit. A file pdf-lib cannot read
 * or walk is left to pdf.js, which refuses it or reads it; an encrypted file cannot be counted (its
 * streams need the key). Both are marked `unchecked`: only the image and rendering limits apply.
 */
export async function checkPdfComplexity(
  bytes: Uint8Array,
  filename?: string,
  limits: PdfLimits = pdfLimits,
): Promise<PdfComplexity> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: false,
      updateMetadata: false,
      parseSpeed: Infinity,
    });
  } catch {
    return { pageOperators: [], documentOperators: 0, unchecked: true };
  }
  if (doc.isEncrypted) return { pageOperators: [], documentOperators: 0, unchecked: true };
  const counter = new OperatorCounter(doc, limits);
  const pageOperators: number[] = [];
  let documentOperators = 0;
  try {
    for (const [i, page] of doc.getPages().entries()) {
      const ops = counter.page(page);
      if (ops > limits.maxPageOperators)
        throw new TooComplex(`page ${i + 1} draws ${ops}+ operators (limit ${limits.maxPageOperators})`);
      pageOperators.push(ops);
      documentOperators += ops;
      if (documentOperators > limits.maxDocumentOperators)
        throw new TooComplex(`${documentOperators}+ operators (limit ${limits.maxDocumentOperators})`);
    }
  } catch (err) {
    if (err instanceof TooComplex)
      throw extractionFailed('pdf-too-complex', err.message, filename, limits.maxPageOperators);
    // A page tree pdf-lib cannot walk: pdf.js refuses the file or reads it unchecked.
    return { pageOperators, documentOperators, unchecked: true };
  }
  return { pageOperators, documentOperators, unchecked: false };
}

/** Operators of pages and of the forms they draw (memoised per form, cycles counted once). */
class OperatorCounter {
  private readonly forms = new Map<string, number>();
  private readonly visiting = new Set<string>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly limits: PdfLimits,
  ) {}

  page(page: PDFPage): number {
    const resources = this.dict(page.node.getInheritableAttribute(PDFName.of('Resources')));
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const chunks = streams.map((s) => this.decoded(this.doc.context.lookup(s)));
    return this.drawn(joinChunks(chunks), resources);
  }

  /** Operators of content drawn with `resources`, each form it draws counted in full. */
  private drawn(content: Uint8Array, resources: PDFDict | undefined): number {
    const { operators, drawnNames } = countOperators(content, this.limits.maxPageOperators + 1);
    let total = operators;
    const xobjects = this.dict(resources?.lookup(PDFName.of('XObject')));
    for (const name of drawnNames) {
      total += this.form(xobjects?.get(PDFName.of(name)), resources);
      if (total > this.limits.maxPageOperators) return total;
    }
    return total;
  }

  private form(ref: PDFObject | undefined, inherited: PDFDict | undefined): number {
    const key = ref instanceof PDFRef ? ref.toString() : undefined;
    const stream = ref ? this.doc.context.lookup(ref) : undefined;
    if (!(stream instanceof PDFRawStream) || stream.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Form')) return 0;
    if (key && this.forms.has(key)) return this.forms.get(key)!;
    if (key && this.visiting.has(key)) return 0;
    if (key) this.visiting.add(key);
    const own = this.dict(stream.dict.lookup(PDFName.of('Resources')));
    const ops = this.drawn(this.decoded(stream), own ?? inherited);
    if (key) {
      this.visiting.delete(key);
      this.forms.set(key, ops);
    }
    return ops;
  }

  private decoded(stream: PDFObject | undefined): Uint8Array {
    if (!(stream instanceof PDFRawStream)) return new Uint8Array();
    const chunks: Uint8Array[] = [];
    let total = 0;
    try {
      // In slices: asking for the limit at once makes the decoder allocate it for every stream.
      const decoder = decodePDFRawStream(stream);
      for (let chunk = decoder.getBytes(STREAM_SLICE); chunk.length > 0; chunk = decoder.getBytes(STREAM_SLICE)) {
        chunks.push(new Uint8Array(chunk));
        total += chunk.length;
        if (total > this.limits.maxStreamBytes)
          throw new TooComplex(`a content stream over ${this.limits.maxStreamBytes} bytes`);
      }
    } catch (err) {
      if (err instanceof TooComplex) throw err;
      // A filter pdf-lib does not decode, or damaged data: pdf.js will decide; count what was read.
    }
    const bytes = chunks.length === 1 ? chunks[0]! : joinChunks(chunks, false);
    return bytes;
  }

  private dict(obj: PDFObject | undefined): PDFDict | undefined {
    const resolved = obj instanceof PDFRef ? this.doc.context.lookup(obj) : obj;
    return resolved instanceof PDFDict ? resolved : undefined;
  }
}

const STREAM_SLICE = 256 * 1024;

/** The chunks end to end; a page's several content streams are separated by a line break. */
function joinChunks(chunks: Uint8Array[], separated = true): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const gap = separated ? 1 : 0;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length + gap, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
    if (gap) out[at++] = 0x0a;
  }
  return out;
}

const isWhite = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;

/**
 * The operators of a content stream (keywords that are not numbers, names, strings or the
 * true/false/null constants) and the names drawn with Do, in one pass; stops counting at `stopAt`.
 * Inline images (BI ... ID data EI) count as one operator.
 */
export function countOperators(data: Uint8Array, stopAt = Infinity): { operators: number; drawnNames: string[] } {
  let operators = 0;
  const drawnNames: string[] = [];
  let lastName: string | undefined;
  let i = 0;
  const n = data.length;
  while (i < n && operators < stopAt) {
    const c = data[i]!;
    if (isWhite(c)) {
      i++;
    } else if (c === 0x25) {
      // % comment to the end of the line
      while (i < n && data[i] !== 0x0a && data[i] !== 0x0d) i++;
    } else if (c === 0x28) {
      // (literal string), nested parentheses and backslash escapes
      let depth = 1;
      i++;
      while (i < n && depth > 0) {
        const d = data[i]!;
        if (d === 0x5c) i++;
        else if (d === 0x28) depth++;
        else if (d === 0x29) depth--;
        i++;
      }
    } else if (c === 0x3c && data[i + 1] === 0x3c) {
      i += 2;
    } else if (c === 0x3c) {
      // <hex string>
      while (i < n && data[i] !== 0x3e) i++;
      i++;
    } else if (c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x29) {
      i++;
    } else if (c === 0x2f) {
      // /Name
      const start = ++i;
      while (i < n && !isWhite(data[i]!) && !isDelimiter(data[i]!)) i++;
      lastName = String.fromCharCode(...data.subarray(start, Math.min(i, start + 127)));
    } else {
      const start = i;
      while (i < n && !isWhite(data[i]!) && !isDelimiter(data[i]!)) i++;
      const first = data[start]!;
      // Numbers start with a digit, a sign or a point; everything else is a keyword.
      if ((first >= 0x30 && first <= 0x39) || first === 0x2b || first === 0x2d || first === 0x2e) continue;
      const word = i - start <= 5 ? String.fromCharCode(...data.subarray(start, i)) : '';
      if (word === 'true' || word === 'false' || word === 'null') continue;
      operators++;
      if (word === 'Do' && lastName !== undefined) drawnNames.push(lastName);
      else if (word === 'ID') {
        // Inline image data runs to the EI keyword between white space.
        i++;
        while (
          i < n &&
          !(isWhite(data[i - 1]!) && data[i] === 0x45 && data[i + 1] === 0x49 && (i + 2 >= n || isWhite(data[i + 2]!)))
        )
          i++;
        i += 2;
      }
    }
  }
  return { operators, drawnNames };
}
