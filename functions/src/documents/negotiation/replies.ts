/**
 * Our comment as a reply to theirs: anchored around the same passage, and threaded under their comment
 * in word/commentsExtended.xml (w15:paraIdParent, the way Word records replies), which is created
 * (with its content type and relationship) or appended to.
 */
import { attrOf, isWEl, parseDom, serializeDom, walk, type XElement } from '../docx/docx-dom';
import { W_NS } from '../xml';

const W14 = 'http://schemas.microsoft.com/office/word/2010/wordml';
const W15 = 'http://schemas.microsoft.com/office/word/2012/wordml';
const EXTENDED_TYPE = 'http://schemas.microsoft.com/office/2011/relationships/commentsExtended';
const EXTENDED_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.commentsExtended+xml';

/**
 * Their comment's anchors in the document: the range start and end, else the reference run. Our
 * reply is anchored around them (CommentWriter.anchor puts its range outside first and last).
 */
export function replyAnchors(body: XElement, commentId: string): { first: XElement; last: XElement } | undefined {
  let start: XElement | undefined;
  let end: XElement | undefined;
  let reference: XElement | undefined;
  walk(body, (el) => {
    if (attrOf(el, 'id') !== commentId) return;
    const local = W_NS.has(el.uri) ? el.local : '';
    if (local === 'commentRangeStart') start = el;
    else if (local === 'commentRangeEnd') end = el;
    else if (local === 'commentReference' && isWEl(el.parent, 'r')) reference = el.parent;
  });
  const first = start ?? reference ?? end;
  const last = end ?? reference ?? start;
  return first && last ? { first, last } : undefined;
}

export interface Thread {
  parentCommentId: string;
  replyCommentId: string;
}

/** A w14:paraId not used in the part (8 hex digits below 0x80000000, as Word requires). */
function paraIds(xml: string): () => string {
  const used = new Set(Array.from(xml.matchAll(/w14:paraId="([0-9A-Fa-f]{8})"/g), (m) => m[1]!.toUpperCase()));
  let n = 0x10000000;
  return () => {
    while (used.has(n.toString(16).toUpperCase().padStart(8, '0'))) n++;
    const id = n.toString(16).toUpperCase().padStart(8, '0');
    used.add(id);
    n++;
    return id;
  };
}

/**
 * Gives the last paragraph of each parent and reply comment a w14:paraId (keeping one it has) and
 * returns comments.xml and the pairs to thread.
 */
export function threadComments(
  commentsXml: string,
  threads: readonly Thread[],
): { commentsXml: string; pairs: { paraId: string; parent: string }[] } {
  if (threads.length === 0) return { commentsXml, pairs: [] };
  const doc = parseDom(commentsXml, 'word/comments.xml');
  if (!doc.root.attrs.some((a) => a.name === 'xmlns:w14')) doc.root.attrs.push({ name: 'xmlns:w14', value: W14 });
  const next = paraIds(commentsXml);
  const byId = new Map<string, XElement>();
  for (const c of doc.root.children) if (c.kind === 'el' && isWEl(c, 'comment')) byId.set(attrOf(c, 'id') ?? '', c);
  const paraIdOf = (comment: XElement): string | undefined => {
    const last = comment.children.filter((c): c is XElement => c.kind === 'el' && isWEl(c, 'p')).at(-1);
    if (!last) return undefined;
    const existing = last.attrs.find((a) => a.name === 'w14:paraId');
    if (existing) return existing.value;
    const id = next();
    last.attrs.push({ name: 'w14:paraId', value: id });
    return id;
  };
  const pairs: { paraId: string; parent: string }[] = [];
  for (const t of threads) {
    const parent = byId.get(t.parentCommentId);
    const reply = byId.get(t.replyCommentId);
    if (!parent || !reply) continue;
    const parentPara = paraIdOf(parent);
    const replyPara = paraIdOf(reply);
    if (parentPara && replyPara) pairs.push({ paraId: replyPara, parent: parentPara });
  }
  return { commentsXml: serializeDom(doc), pairs };
}

/** commentsExtended.xml with the reply entries appended (or a new part). */
export function commentsExtendedXml(
  existing: string | undefined,
  pairs: readonly { paraId: string; parent: string }[],
): string {
  const entries = pairs
    .map((p) => `<w15:commentEx w15:paraId="${p.paraId}" w15:paraIdParent="${p.parent}" w15:done="0"/>`)
    .join('');
  if (existing && /<\/w15:commentsEx>\s*$/.test(existing))
    return existing.replace(/<\/w15:commentsEx>\s*$/, `${entries}</w15:commentsEx>`);
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<w15:commentsEx xmlns:w15="${W15}">${entries}</w15:commentsEx>`;
}

/** The commentsExtended part's name, registering it (content type, relationship) when the package has none. */
export function registerCommentsExtended(
  contentTypes: string,
  documentRels: string,
): { contentTypes: string; documentRels: string; part: string } {
  for (const m of documentRels.matchAll(/<Relationship\b[^>]*>/g)) {
    if (m[0].includes(`Type="${EXTENDED_TYPE}"`)) {
      const target = /Target="([^"]+)"/.exec(m[0])?.[1]?.replace(/^\/?word\//, '') ?? 'commentsExtended.xml';
      return { contentTypes, documentRels, part: `word/${target}` };
    }
  }
  const types = /PartName="\/word\/commentsExtended\.xml"/.test(contentTypes)
    ? contentTypes
    : contentTypes.replace(
        /<\/Types>\s*$/,
        `<Override PartName="/word/commentsExtended.xml" ContentType="${EXTENDED_CONTENT_TYPE}"/></Types>`,
      );
  const ids = new Set(Array.from(documentRels.matchAll(/Id="([^"]+)"/g), (m) => m[1]));
  let n = ids.size + 1;
  while (ids.has(`rId${n}`)) n++;
  const rels = documentRels.replace(
    /<\/Relationships>\s*$/,
    `<Relationship Id="rId${n}" Type="${EXTENDED_TYPE}" Target="commentsExtended.xml"/></Relationships>`,
  );
  return { contentTypes: types, documentRels: rels, part: 'word/commentsExtended.xml' };
}
