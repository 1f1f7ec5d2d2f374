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
import { inflateSync } from 'node:zlib';
import { extractionFailed } from '../errors';
import { countOperators } from './content-operators';

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
  /**
   * Pages, by object reference ("3 0"), whose content and the forms it draws were all read and show
   * no text (no Tj, TJ, ' or "): pdf.js finds no text in them, so its text pass, a second parse of
   * the page, can be skipped (a scan's page, or a drawing that goes to OCR). Empty when unchecked.
   */
  pagesWithoutText: Set<string>;
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
    return { pageOperators: [], documentOperators: 0, unchecked: true, pagesWithoutText: new Set() };
  }
  if (doc.isEncrypted) return { pageOperators: [], documentOperators: 0, unchecked: true, pagesWithoutText: new Set() };
  const counter = new OperatorCounter(doc, limits);
  const pageOperators: number[] = [];
  const pagesWithoutText = new Set<string>();
  let documentOperators = 0;
  try {
    for (const [i, page] of doc.getPages().entries()) {
      const { operators: ops, maybeText } = counter.page(page);
      if (ops > limits.maxPageOperators)
        throw new TooComplex(`page ${i + 1} draws ${ops}+ operators (limit ${limits.maxPageOperators})`);
      pageOperators.push(ops);
      if (!maybeText) pagesWithoutText.add(`${page.ref.objectNumber} ${page.ref.generationNumber}`);
      documentOperators += ops;
      if (documentOperators > limits.maxDocumentOperators)
        throw new TooComplex(`${documentOperators}+ operators (limit ${limits.maxDocumentOperators})`);
    }
  } catch (err) {
    if (err instanceof TooComplex)
      throw extractionFailed('pdf-too-complex', err.message, filename, limits.maxPageOperators);
    // A page tree pdf-lib cannot walk: pdf.js refuses the file or reads it unchecked.
    return { pageOperators, documentOperators, unchecked: true, pagesWithoutText: new Set() };
  }
  return { pageOperators, documentOperators, unchecked: false, pagesWithoutText };
}

/** What content draws: its operators, and whether it may show text (false only when all of it was read). */
interface Drawn {
  operators: number;
  maybeText: boolean;
}

const NOTHING: Drawn = { operators: 0, maybeText: false };
/** A drawn name pdf-lib cannot resolve to a stream: pdf.js may (pdf-lib is the stricter reader). */
const UNKNOWN: Drawn = { operators: 0, maybeText: true };
const CYCLE: Drawn = { operators: 0, maybeText: true };

/** Operators of pages and of the forms they draw (memoised per form, cycles counted once). */
class OperatorCounter {
  private readonly forms = new Map<string, Drawn>();
  private readonly visiting = new Set<string>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly limits: PdfLimits,
  ) {}

  page(page: PDFPage): Drawn {
    const resources = this.dict(page.node.getInheritableAttribute(PDFName.of('Resources')));
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    let complete = true;
    const chunks = streams.map((s) => {
      const { bytes, whole } = this.decoded(this.doc.context.lookup(s));
      complete &&= whole;
      return bytes;
    });
    const drawn = this.drawn(joinChunks(chunks), resources);
    return { operators: drawn.operators, maybeText: drawn.maybeText || !complete };
  }

  /** Operators of content drawn with `resources`, each form it draws counted in full. */
  private drawn(content: Uint8Array, resources: PDFDict | undefined): Drawn {
    const { operators, drawnNames, showsText } = countOperators(content, this.limits.maxPageOperators + 1);
    let total = operators;
    let maybeText = showsText;
    const xobjects = this.dict(resources?.lookup(PDFName.of('XObject')));
    for (const name of drawnNames) {
      const form = this.form(xobjects?.get(PDFName.of(name)), resources);
      total += form.operators;
      maybeText ||= form.maybeText;
      if (total > this.limits.maxPageOperators) break;
    }
    return { operators: total, maybeText };
  }

  private form(ref: PDFObject | undefined, inherited: PDFDict | undefined): Drawn {
    const key = ref instanceof PDFRef ? ref.toString() : undefined;
    const stream = ref ? this.doc.context.lookup(ref) : undefined;
    if (!(stream instanceof PDFRawStream)) return UNKNOWN;
    // An image, or another kind of XObject: drawn as one operator, no text.
    if (stream.dict.lookup(PDFName.of('Subtype')) !== PDFName.of('Form')) return NOTHING;
    if (key && this.forms.has(key)) return this.forms.get(key)!;
    // A form drawing itself, directly or through others: its operators are counted where it was
    // first drawn; its text is left to pdf.js (a memo made inside the cycle lacks the rest of it).
    if (key && this.visiting.has(key)) return CYCLE;
    if (key) this.visiting.add(key);
    const own = this.dict(stream.dict.lookup(PDFName.of('Resources')));
    const { bytes, whole } = this.decoded(stream);
    const drawn = this.drawn(bytes, own ?? inherited);
    const result = { operators: drawn.operators, maybeText: drawn.maybeText || !whole };
    if (key) {
      this.visiting.delete(key);
      this.forms.set(key, result);
    }
    return result;
  }

  /** A stream's decoded bytes; `whole` is false when it is not a stream or could not all be decoded. */
  private decoded(stream: PDFObject | undefined): { bytes: Uint8Array; whole: boolean } {
    if (!(stream instanceof PDFRawStream)) return { bytes: new Uint8Array(), whole: false };
    let inflated: Uint8Array | undefined;
    try {
      inflated = zlibInflated(stream, this.limits.maxStreamBytes);
    } catch {
      throw new TooComplex(`a content stream over ${this.limits.maxStreamBytes} bytes`);
    }
    if (inflated) return { bytes: inflated, whole: true };
    const chunks: Uint8Array[] = [];
    let total = 0;
    let whole = true;
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
      whole = false;
    }
    // Flate data zlib found damaged: what pdf-lib made of it need not be what pdf.js makes of it.
    if (isPlainFlate(stream)) whole = false;
    return { bytes: chunks.length === 1 ? chunks[0]! : joinChunks(chunks, false), whole };
  }

  private dict(obj: PDFObject | undefined): PDFDict | undefined {
    const resolved = obj instanceof PDFRef ? this.doc.context.lookup(obj) : obj;
    return resolved instanceof PDFDict ? resolved : undefined;
  }
}

const STREAM_SLICE = 256 * 1024;

/**
 * A stream whose one filter is FlateDecode without parameters (nearly every content stream),
 * inflated by zlib: several times faster than pdf-lib's JavaScript inflate, with the same bytes for
 * intact data. Past `maxBytes` zlib stops and throws (code ERR_BUFFER_TOO_LARGE). Damaged data, or
 * any other filter, gives undefined: pdf-lib decodes it as before and keeps what it could read.
 */
export function zlibInflated(stream: PDFRawStream, maxBytes: number): Uint8Array | undefined {
  if (!isPlainFlate(stream)) return undefined;
  try {
    return inflateSync(stream.contents, { maxOutputLength: maxBytes });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw err;
    return undefined; // damaged or truncated
  }
}

function isPlainFlate(stream: PDFRawStream): boolean {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const only = filter instanceof PDFArray && filter.size() === 1 ? filter.lookup(0) : filter;
  return only === PDFName.of('FlateDecode') && !stream.dict.has(PDFName.of('DecodeParms'));
}

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
