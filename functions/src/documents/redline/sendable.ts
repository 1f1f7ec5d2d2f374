/**
 * The last look at a redlined package before it leaves: whatever the original held, the file sent is
 * one Word opens and that carries nothing it should not. Refused (REDLINE_UNSAFE_FILE, nothing sent):
 *  - an entry name that is not a plain part name (`..`, absolute, backslashes, controls, duplicates);
 *  - any XML part (.xml, .rels) that does not parse with the bounded reader, DOCTYPE included, with
 *    one element budget for the whole package;
 *  - macros, a main part that is not a Word document, internal relationships that leave the package
 *    or name nothing (documents/docx/docx-package.ts);
 *  - ids: every id this run issued within Word's signed 32-bit range, distinct, and used by nothing
 *    but its own change or comment (an original's duplicate ids, which Word itself writes for
 *    table-grid changes, are its own business).
 */
import { redlineMessages } from '../../../../shared/redline-messages';
import { AppError } from '../../domain/errors/app-error';
import { checkPackage, isPlainPartName } from '../docx/docx-package';
import { defaultXmlLimits, parseXml, W_NS, type XmlLimits } from '../xml';
import { partText, type DocxPackage } from './package';
import { MAX_WORD_ID } from './revisions';

/** Elements and characters across all XML parts of one package: twice one part's limits. */
export const PACKAGE_BUDGET = { elements: 2 * defaultXmlLimits.maxElements, chars: 2 * defaultXmlLimits.maxChars };

/** Annotation elements whose w:id names one revision. */
const REVISION_ELEMENTS = new Set([
  'ins',
  'del',
  'moveFrom',
  'moveTo',
  'pPrChange',
  'rPrChange',
  'sectPrChange',
  'tblPrChange',
  'tblGridChange',
  'trPrChange',
  'tcPrChange',
  'numberingChange',
  'cellIns',
  'cellDel',
  'cellMerge',
]);

export const unsafeFile = (detail: string) =>
  new AppError(422, 'REDLINE_UNSAFE_FILE', redlineMessages.unsafeOriginal).because(`redline: ${detail}`);

/** Throws REDLINE_UNSAFE_FILE unless `pkg` may be sent; `issued` are the ids this run wrote. */
export function assertSendable(pkg: DocxPackage, issued: readonly string[] = []): void {
  const seen = new Set<string>();
  for (const name of pkg.order) {
    if (!isPlainPartName(name)) throw unsafeFile(`entry name ${JSON.stringify(name)}`);
    if (seen.has(name.toLowerCase())) throw unsafeFile(`entry ${name} twice`);
    seen.add(name.toLowerCase());
  }
  const ours = new Set(issued);
  if (ours.size !== issued.length) throw unsafeFile('an issued id was issued twice');
  for (const id of issued)
    if (!/^\d+$/.test(id) || Number(id) > MAX_WORD_ID) throw unsafeFile(`issued id ${id} outside 32 bits`);

  const budget = { ...PACKAGE_BUDGET };
  const relsParts: string[] = [];
  try {
    for (const name of pkg.order) {
      if (!/\.(xml|rels)$/i.test(name)) continue;
      if (/(^|\/)_rels\/[^/]*\.rels$/i.test(name)) relsParts.push(name);
      const xml = partText(pkg, name) ?? '';
      const limits: XmlLimits = {
        ...defaultXmlLimits,
        maxElements: Math.min(defaultXmlLimits.maxElements, budget.elements),
        maxChars: Math.min(defaultXmlLimits.maxChars, budget.chars),
      };
      budget.elements -= checkIds(name, xml, limits, ours);
      budget.chars -= xml.length;
    }
    checkPackage({ names: pkg.order, text: (name) => partText(pkg, name) }, relsParts);
  } catch (err) {
    if (err instanceof AppError && err.code !== 'REDLINE_UNSAFE_FILE') throw unsafeFile(err.detail ?? err.message);
    throw err;
  }
}

/** Parses one part, checks the uses of the ids this run issued; returns the elements it holds. */
function checkIds(part: string, xml: string, limits: XmlLimits, ours: ReadonlySet<string>): number {
  let elements = 0;
  const revisionIds = new Set<string>();
  const commentIds = new Set<string>();
  const ourUses = new Map<string, number>();
  parseXml(
    xml,
    {
      open(tag) {
        elements += 1;
        if (!W_NS.has(tag.uri)) return;
        const raw = tag.attributes.find((a) => a.local === 'id' && W_NS.has(a.uri))?.value;
        if (raw === undefined) return;
        const id = /^\s*-?\d+\s*$/.test(raw) ? BigInt(raw).toString() : raw;
        if (!ours.has(id)) return;
        if (REVISION_ELEMENTS.has(tag.local)) {
          if (revisionIds.has(id)) throw unsafeFile(`${part}: revision id ${id} used twice`);
          revisionIds.add(id);
        } else if (tag.local === 'comment') {
          if (commentIds.has(id)) throw unsafeFile(`${part}: comment id ${id} used twice`);
          commentIds.add(id);
        }
        {
          const uses = (ourUses.get(id) ?? 0) + 1;
          ourUses.set(id, uses);
          // A change carries its id once; a comment three times in the document (range start and
          // end, reference) and once in comments.xml.
          if (uses > 3) throw unsafeFile(`${part}: issued id ${id} used ${uses} times`);
        }
      },
    },
    part,
    limits,
  );
  return elements;
}
