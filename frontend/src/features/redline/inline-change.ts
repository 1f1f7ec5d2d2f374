/**
 * How one modification reads inline: the words kept, the words struck through and the words added.
 * A replacement shows only the words that differ (common leading and trailing words stay plain).
 */
import { modificationKind, type RedlineModification } from '../../../../shared/schemas/redline';

export type ChangePart = { kind: 'same' | 'del' | 'ins'; text: string };

const tokens = (s: string) => s.match(/\s+|[^\s]+/g) ?? [];

export function inlineChange(m: RedlineModification): { parts: ChangePart[]; newParagraph: boolean } {
  const kind = modificationKind(m);
  const added = m.modified_text ?? '';
  if (kind === 'delete') return { parts: [{ kind: 'del', text: m.original_text ?? '' }], newParagraph: false };
  if (kind === 'insert')
    return {
      parts: [
        { kind: 'same', text: `…${m.insert_after ?? ''}` },
        { kind: 'ins', text: added },
      ],
      newParagraph: false,
    };
  if (kind === 'add_clause') return { parts: [{ kind: 'ins', text: added }], newParagraph: true };
  const a = tokens(m.original_text ?? '');
  const b = tokens(added);
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let q = 0;
  while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q]) q++;
  const parts: ChangePart[] = [
    { kind: 'same', text: a.slice(0, p).join('') },
    { kind: 'del', text: a.slice(p, a.length - q).join('') },
    { kind: 'ins', text: b.slice(p, b.length - q).join('') },
    { kind: 'same', text: a.slice(a.length - q).join('') },
  ];
  const kept = parts.filter((x) => x.text !== '');
  // A replacement reads "old new": a space between the struck and the added words.
  const out = kept.flatMap((x, i) =>
    x.kind === 'ins' && kept[i - 1]?.kind === 'del' ? [{ kind: 'same' as const, text: ' ' }, x] : [x],
  );
  return { parts: out, newParagraph: false };
}
