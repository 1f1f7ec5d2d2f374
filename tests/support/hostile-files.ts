/**
 * Hostile DOCX and PDF files, generated on the spot: the shapes an attacker uses to make a small
 * file cost a lot (deep nesting, millions of empty elements, long runs of spaces, huge images,
 * millions of drawing operators) or to make the Word file we send back invalid or dangerous (ids
 * past 2^53, relationship targets outside the package, DOCTYPEs in any part, macro parts). The
 * fuzzing tests run each against extraction and the redline writer; the hostile-files bench prints
 * how long each takes.
 */
import { strToU8, zipSync, zlibSync, type Zippable } from 'fflate';
import { CONTENT_TYPES, documentXml, p } from './docx-builder';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`;
const EMPTY_DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;

/** A few ordinary clauses, so a redline has something to change. */
export const HOSTILE_BODY_TEXT = [
  'The Supplier shall deliver the goods within thirty days.',
  'Either party may terminate this Agreement on ninety days written notice.',
];
export const hostileBody = HOSTILE_BODY_TEXT.map((t) => p(t)).join('');

export interface PackageParts {
  document?: string;
  contentTypes?: string;
  packageRels?: string;
  documentRels?: string;
  /** Further entries, by name (strings are encoded as UTF-8). */
  extra?: Record<string, string | Uint8Array>;
}

/** A DOCX package; every part can be replaced. Compressed as Word would (level 6). */
export function hostilePackage(parts: PackageParts = {}): Uint8Array {
  const files: Zippable = {
    '[Content_Types].xml': strToU8(parts.contentTypes ?? CONTENT_TYPES),
    '_rels/.rels': strToU8(parts.packageRels ?? PACKAGE_RELS),
    'word/_rels/document.xml.rels': strToU8(parts.documentRels ?? EMPTY_DOCUMENT_RELS),
    'word/document.xml': strToU8(parts.document ?? documentXml(hostileBody)),
  };
  for (const [name, data] of Object.entries(parts.extra ?? {}))
    files[name] = typeof data === 'string' ? strToU8(data) : data;
  return zipSync(files, { level: 6 });
}

/** `depth` nested elements inside a compatibility fallback (which extraction skips), in a paragraph. */
export function deepNestXml(depth: number, tag = 'w:x'): string {
  return `<mc:AlternateContent><mc:Choice Requires="wps"><w:r><w:t>Nested.</w:t></w:r></mc:Choice><mc:Fallback>${`<${tag}>`.repeat(depth)}${`</${tag}>`.repeat(depth)}</mc:Fallback></mc:AlternateContent>`;
}

export const deepNestDocx = (depth: number) =>
  hostilePackage({ document: documentXml(hostileBody + `<w:p>${deepNestXml(depth)}</w:p>`) });

/** comments.xml (which upload never reads) nested `depth` deep, with its relationship. */
export function deepCommentsDocx(depth: number): Uint8Array {
  const comments = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:comments xmlns:w="${W}"><w:comment w:id="0" w:author="A">${'<w:p>'.repeat(depth)}${'</w:p>'.repeat(depth)}</w:comment></w:comments>`;
  return hostilePackage({
    contentTypes: CONTENT_TYPES.replace(
      '</Types>',
      '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/></Types>',
    ),
    documentRels: EMPTY_DOCUMENT_RELS.replace(
      '</Relationships>',
      `<Relationship Id="rId9" Type="${REL}/comments" Target="comments.xml"/></Relationships>`,
    ),
    extra: { 'word/comments.xml': comments },
  });
}

/**
 * A deterministic pseudo-random hex string: noise that keeps a part's compression ratio under the
 * zip-bomb limit (100), as an attacker would, so the part is parsed rather than refused unread.
 */
function noise(seed: number): string {
  let x = (seed * 2654435761) >>> 0;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return (x >>> 0).toString(16).padStart(8, '0');
}

/** `count` empty runs (`<w:r></w:r>`) in one paragraph; every 10th carries a random rsid. */
export function emptyRunsDocx(count: number): Uint8Array {
  const runs: string[] = [];
  for (let i = 0; i < count; i++) runs.push(i % 10 === 0 ? `<w:r w:rsidR="${noise(i)}"></w:r>` : '<w:r></w:r>');
  return hostilePackage({ document: documentXml(hostileBody + `<w:p>${runs.join('')}</w:p>`) });
}

/** `count` one-letter elements (`<a/>` ... `<z/>`, unknown to Word, in random order) in one paragraph. */
export function tinyElementsDocx(count: number): Uint8Array {
  const letters: string[] = [];
  for (let i = 0; i < count; i++)
    letters.push(`<${String.fromCharCode(97 + (Number.parseInt(noise(i).slice(0, 4), 16) % 26))}/>`);
  return hostilePackage({
    document: documentXml(hostileBody + `<w:p>${letters.join('')}</w:p>`).replace(
      '<w:document ',
      '<w:document xmlns="urn:x" ',
    ),
  });
}

/** One paragraph with `count` spaces between two words (a trailing-space pattern backtracks over them). */
export function spacesDocx(count: number): Uint8Array {
  return hostilePackage({ document: documentXml(hostileBody + p(`Padding${' '.repeat(count)}x`)) });
}

/** An earlier revision with the given w:id; past 2^53 Number() rounds it, so "max + 1" collided. */
export function hugeIdDocx(id = '99999999999999999999'): Uint8Array {
  const body =
    `<w:p><w:ins w:id="${id}" w:author="Earlier" w:date="2024-01-01T00:00:00Z"><w:r><w:t>Earlier insertion.</w:t></w:r></w:ins></w:p>` +
    hostileBody;
  return hostilePackage({ document: documentXml(body) });
}

/** The comments relationship pointing at `target` (outside the package, or at the document itself). */
export const commentsTargetDocx = (target: string) => relationshipDocx(`${REL}/comments`, target);
export const RELATIONSHIP_TYPES = {
  comments: `${REL}/comments`,
  attachedTemplate: `${REL}/attachedTemplate`,
  vbaProject: 'http://schemas.microsoft.com/office/2006/relationships/vbaProject',
};

const DOCTYPE = '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd"><!ENTITY lol "lol">]>';
/** The classic entity-expansion bomb, ten levels of ten. */
export const LAUGHS = `<!DOCTYPE x [<!ENTITY l0 "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('')}]>`;
const afterDecl = (xml: string, insert: string) => xml.replace(/^(<\?xml[^>]*\?>)/, `$1${insert}`);
const COMMENTS_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml';

export const DOCTYPE_PARTS = [
  '[Content_Types].xml',
  '_rels/.rels',
  'word/_rels/document.xml.rels',
  'word/document.xml',
  'word/styles.xml',
  'word/comments.xml',
] as const;

/** A DOCTYPE with entity declarations (`doctype`, an external entity by default) in the named part. */
export function doctypeDocx(part: (typeof DOCTYPE_PARTS)[number], doctype = DOCTYPE): Uint8Array {
  switch (part) {
    case '[Content_Types].xml':
      return hostilePackage({ contentTypes: afterDecl(CONTENT_TYPES, doctype) });
    case '_rels/.rels':
      return hostilePackage({ packageRels: afterDecl(PACKAGE_RELS, doctype) });
    case 'word/_rels/document.xml.rels':
      return hostilePackage({ documentRels: afterDecl(EMPTY_DOCUMENT_RELS, doctype) });
    case 'word/document.xml':
      return hostilePackage({
        document: documentXml(
          hostileBody.replace('thirty', 'thirty &lol;'),
          doctype.replace('<!DOCTYPE x', '<!DOCTYPE w:document'),
        ),
      });
    case 'word/styles.xml':
      return hostilePackage({
        documentRels: EMPTY_DOCUMENT_RELS.replace(
          '</Relationships>',
          `<Relationship Id="rId8" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
        ),
        extra: { 'word/styles.xml': `<?xml version="1.0" encoding="UTF-8"?>${doctype}<w:styles xmlns:w="${W}"/>` },
      });
    case 'word/comments.xml':
      return hostilePackage({
        contentTypes: CONTENT_TYPES.replace(
          '</Types>',
          `<Override PartName="/word/comments.xml" ContentType="${COMMENTS_TYPE}"/></Types>`,
        ),
        documentRels: EMPTY_DOCUMENT_RELS.replace(
          '</Relationships>',
          `<Relationship Id="rId9" Type="${REL}/comments" Target="comments.xml"/></Relationships>`,
        ),
        extra: { 'word/comments.xml': `<?xml version="1.0" encoding="UTF-8"?>${doctype}<w:comments xmlns:w="${W}"/>` },
      });
  }
}

/** A package with one further entry (a VBA project by name only, a zip-slip name...). */
export const extraEntryDocx = (name: string, data: string | Uint8Array = '<x/>') =>
  hostilePackage({ extra: { [name]: data } });

/** A relationship from the document of the given type and target (internal unless `external`). */
export function relationshipDocx(type: string, target: string, external = false): Uint8Array {
  return hostilePackage({
    documentRels: EMPTY_DOCUMENT_RELS.replace(
      '</Relationships>',
      `<Relationship Id="rId7" Type="${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/></Relationships>`,
    ),
  });
}

/** A macro-enabled main part with a VBA project, named .docx. */
export function macroDocx(): Uint8Array {
  const types = CONTENT_TYPES.replace(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    'application/vnd.ms-word.document.macroEnabled.main+xml',
  ).replace('</Types>', '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>');
  return hostilePackage({
    contentTypes: types,
    documentRels: EMPTY_DOCUMENT_RELS.replace(
      '</Relationships>',
      `<Relationship Id="rId8" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/></Relationships>`,
    ),
    extra: { 'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1, 2, 3]) },
  });
}

// ---- PDF ----------------------------------------------------------------------------------------

/** A one-page PDF from a content stream and optional page resources, with a correct xref table. */
export function rawPdf(
  content: Uint8Array,
  options: { resources?: string; objects?: { dict: string; stream: Uint8Array }[] } = {},
): Uint8Array {
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Uint8Array | string) => {
    const bytes = typeof b === 'string' ? strToU8(b) : b;
    chunks.push(bytes);
    length += bytes.length;
  };
  const obj = (n: number, body: string, stream?: Uint8Array) => {
    offsets[n] = length;
    push(`${n} 0 obj\n${body}\n`);
    if (stream) {
      push('stream\n');
      push(stream);
      push('\nendstream\n');
    }
    push('endobj\n');
  };
  push('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
  const packed = zlibSync(content, { level: 9 });
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>');
  obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  obj(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << ${options.resources ?? ''} >> >>`,
  );
  obj(4, `<< /Length ${packed.length} /Filter /FlateDecode >>`, packed);
  (options.objects ?? []).forEach((o, i) => obj(5 + i, o.dict.replace('%LENGTH%', String(o.stream.length)), o.stream));
  const count = 5 + (options.objects?.length ?? 0);
  const xref = length;
  push(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let n = 1; n < count; n++) push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A page of `count` one-point rectangles filled at once (no text, so it goes to OCR). */
export function rectanglesPdf(count: number): Uint8Array {
  const unit = strToU8('1 1 1 1 re\n');
  const content = new Uint8Array(unit.length * count + 2);
  for (let i = 0; i < count; i++) content.set(unit, i * unit.length);
  content.set(strToU8('f\n'), unit.length * count);
  return rawPdf(content);
}

/** A page showing one `side` x `side` black-and-white image (no text, so it goes to OCR). */
export function hugeImagePdf(side: number): Uint8Array {
  const pixels = new Uint8Array(Math.ceil(side / 8) * side).fill(0xff);
  const packed = zlibSync(pixels, { level: 6 });
  return rawPdf(strToU8('q 612 0 0 792 0 0 cm /Im1 Do Q\n'), {
    resources: '/XObject << /Im1 5 0 R >>',
    objects: [
      {
        dict: `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 1 /Length %LENGTH% /Filter /FlateDecode >>`,
        stream: packed,
      },
    ],
  });
}

/**
 * A page drawing form XObjects: `forms[0]` is drawn `draws` times from the page, and each form i
 * draws form i + 1 `draws` times; the last holds `ops` rectangles. Forms are objects 5, 6, ...
 */
export function formsPdf(depth: number, draws: number, ops: number, selfDrawing = false): Uint8Array {
  const objects = Array.from({ length: depth }, (_, i) => {
    const last = i === depth - 1;
    const body = last ? `${'1 1 1 1 re\n'.repeat(ops)}f\n${selfDrawing ? '/F0 Do\n' : ''}` : '/F Do\n'.repeat(draws);
    const stream = strToU8(body);
    const resources = last
      ? selfDrawing
        ? '/Resources << /XObject << /F0 5 0 R >> >>'
        : ''
      : `/Resources << /XObject << /F ${6 + i} 0 R >> >>`;
    return { dict: `<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] ${resources} /Length %LENGTH% >>`, stream };
  });
  return rawPdf(strToU8('/F0 Do\n'.repeat(draws)), { resources: '/XObject << /F0 5 0 R >>', objects });
}
