/**
 * The package around the Word document, as Open Packaging Conventions define it: content types,
 * relationships and part names. Upload checks the parts it reads; the redline writer checks the whole
 * package it is about to send (documents/redline/sendable.ts). Refused, whatever the extension says:
 *  - a DOCTYPE or anything that does not parse, in content types and relationships too (xml.ts);
 *  - macros: a macro-enabled main part, a VBA project or its data, ActiveX controls, key-map
 *    customisations, by content type, relationship type or part name, and a template fetched from
 *    another machine (a remote macro-bearing template is a known way in);
 *  - a relationship inside the package whose target leaves it or names no part, an entry name that
 *    is not a plain part name (`../x`, `/x`).
 */
import { extractionFailed } from '../errors';
import { parseXml, type XmlLimits, defaultXmlLimits } from '../xml';

export const CONTENT_TYPES_PART = '[Content_Types].xml';
export const DOCUMENT_PART = 'word/document.xml';
export const DOCUMENT_RELS_PART = 'word/_rels/document.xml.rels';
export const PACKAGE_RELS_PART = '_rels/.rels';

/** What a main document part may be: a document or a template, never their macro-enabled kinds. */
const MAIN_TYPES = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
]);

const MACRO_TYPES = new Set([
  'application/vnd.ms-word.document.macroenabled.main+xml',
  'application/vnd.ms-word.template.macroenabledtemplate.main+xml',
  'application/vnd.ms-office.vbaproject',
  'application/vnd.ms-word.vbadata+xml',
  'application/vnd.ms-word.keymapcustomizations+xml',
  'application/vnd.ms-office.activex+xml',
  'application/vnd.ms-office.activex',
]);

const MACRO_RELATIONSHIPS = [
  '/vbaProject',
  '/wordVbaData',
  '/keyMapCustomizations',
  '/control',
  '/activeXControlBinary',
];

const MACRO_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml|activeX\d*\.(xml|bin)|keyMapCustomizations\.xml)$/i;

export interface ContentTypes {
  /** Lower-case extension -> content type. */
  defaults: Map<string, string>;
  /** Part name (no leading slash, as in the zip) -> content type. */
  overrides: Map<string, string>;
}

export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

const refuse = (reason: 'docx-invalid' | 'docx-macros', detail: string) => extractionFailed(reason, detail);

export function parseContentTypes(xml: string, limits: XmlLimits = defaultXmlLimits): ContentTypes {
  const types: ContentTypes = { defaults: new Map(), overrides: new Map() };
  parseXml(
    xml,
    {
      open(tag) {
        const attr = (name: string) => tag.attributes.find((a) => a.local === name && a.uri === '')?.value;
        if (tag.local === 'Default')
          types.defaults.set((attr('Extension') ?? '').toLowerCase(), (attr('ContentType') ?? '').trim());
        else if (tag.local === 'Override')
          types.overrides.set((attr('PartName') ?? '').replace(/^\//, ''), (attr('ContentType') ?? '').trim());
      },
    },
    CONTENT_TYPES_PART,
    limits,
  );
  return types;
}

/** The content type of a part (an Override, else the Default of its extension). Part names compare case-insensitively. */
export function contentTypeOf(types: ContentTypes, part: string): string | undefined {
  const override =
    types.overrides.get(part) ?? [...types.overrides].find(([name]) => name.toLowerCase() === part.toLowerCase())?.[1];
  if (override !== undefined) return override;
  const ext = part.slice(part.lastIndexOf('.') + 1).toLowerCase();
  return types.defaults.get(ext);
}

export function parseRelationships(xml: string, part: string, limits: XmlLimits = defaultXmlLimits): Relationship[] {
  const out: Relationship[] = [];
  parseXml(
    xml,
    {
      open(tag) {
        if (tag.local !== 'Relationship') return;
        const attr = (name: string) => tag.attributes.find((a) => a.local === name && a.uri === '')?.value ?? '';
        out.push({
          id: attr('Id'),
          type: attr('Type'),
          target: attr('Target'),
          external: attr('TargetMode') === 'External',
        });
      },
    },
    part,
    limits,
  );
  return out;
}

/** The part a relationships part describes: word/_rels/document.xml.rels -> word/document.xml ('' for the package). */
export function sourceOfRels(relsPart: string): string {
  const m = /^(.*?)_rels\/([^/]*)\.rels$/.exec(relsPart);
  return m ? `${m[1]}${m[2]}` : '';
}

/**
 * The zip entry an internal relationship target names, resolved against its source part's folder;
 * undefined when it leaves the package (more `..` than folders) or is not a plain part name.
 */
export function resolveTarget(sourcePart: string, target: string): string | undefined {
  let path: string;
  try {
    path = decodeURI(target.split('#')[0]!);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (path === '' || /[\\\u0000-\u001f]|^[a-z][a-z0-9+.-]*:/i.test(path)) return undefined;
  const base = path.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1);
  const segments = [...base];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.length > 0 ? segments.join('/') : undefined;
}

/**
 * A target on another machine: a web address, a UNC path, or a file: URL with a host. Word records
 * the local template a document was made from (file:///...), which is harmless and common.
 */
export function isRemote(target: string): boolean {
  const t = target.trim().toLowerCase();
  if (/^(https?|ftp|webdav):/.test(t) || t.startsWith('\\\\') || /^\/\/[^/]/.test(t)) return true;
  const file = /^file:\/\/([^/]*)/.exec(t);
  return !!file && file[1] !== '' && file[1] !== 'localhost';
}

/** A plain part name (or folder, ending in '/'): relative, no `.` or `..` segments, no backslash or control character. */
export function isPlainPartName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (name === '' || name.startsWith('/') || /[\\\u0000-\u001f]/.test(name)) return false;
  return !name
    .replace(/\/$/, '')
    .split('/')
    .some((s) => s === '' || s === '.' || s === '..');
}

export interface PackageView {
  /** Every entry name in the archive. */
  names: readonly string[];
  /** The text of a part that was read (content types and relationship parts at least). */
  text(name: string): string | undefined;
}

/**
 * Refuses a package whose content types or given relationship parts do not parse (DOCTYPE
 * included), that carries macros, whose main part is not a Word document, or whose internal
 * relationships leave the package or point at nothing. Returns the content types.
 */
export function checkPackage(
  view: PackageView,
  relsParts: readonly string[],
  limits: XmlLimits = defaultXmlLimits,
): ContentTypes {
  const typesXml = view.text(CONTENT_TYPES_PART);
  if (!typesXml) throw refuse('docx-invalid', `no ${CONTENT_TYPES_PART}`);
  const types = parseContentTypes(typesXml, limits);
  for (const type of [...types.defaults.values(), ...types.overrides.values()]) {
    if (MACRO_TYPES.has(type.toLowerCase())) throw refuse('docx-macros', `content type ${type}`);
  }
  const oddName = view.names.find((name) => !isPlainPartName(name));
  if (oddName !== undefined) throw refuse('docx-invalid', `entry name ${JSON.stringify(oddName)}`);
  const macroPart = view.names.find((name) => MACRO_PART.test(name));
  if (macroPart) throw refuse('docx-macros', `part ${macroPart}`);
  const mainType = contentTypeOf(types, DOCUMENT_PART);
  if (!mainType || !MAIN_TYPES.has(mainType.toLowerCase()))
    throw refuse('docx-invalid', `main part type ${mainType ?? 'missing'}`);
  const names = new Set(view.names.map((n) => n.toLowerCase()));
  for (const relsPart of relsParts) {
    const xml = view.text(relsPart);
    if (xml === undefined) continue;
    const source = sourceOfRels(relsPart);
    for (const rel of parseRelationships(xml, relsPart, limits)) {
      if (MACRO_RELATIONSHIPS.some((suffix) => rel.type.endsWith(suffix)))
        throw refuse('docx-macros', `${relsPart}: relationship ${rel.type}`);
      if (rel.external) {
        if (rel.type.endsWith('/attachedTemplate') && isRemote(rel.target))
          throw refuse('docx-macros', `${relsPart}: template fetched from ${rel.target}`);
        continue;
      }
      const resolved = resolveTarget(source, rel.target);
      if (!resolved || !names.has(resolved.toLowerCase()))
        throw refuse('docx-invalid', `${relsPart}: target ${rel.target} is not a part of the package`);
    }
  }
  return types;
}
