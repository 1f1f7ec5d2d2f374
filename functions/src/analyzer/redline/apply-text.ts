/**
 * The accepted text of a redline: what the contract reads like once the given modifications are
 * accepted (plain text; the Word engine does the same on the document). Used to check proposals
 * and to show a change in context.
 */
import { modificationKind, type RedlineModification } from '../../../../shared/schemas/redline';
import { rangeOf } from './accept';

export function applyToText(text: string, modifications: readonly RedlineModification[]): string {
  const edits = modifications.map((m) => {
    const range = rangeOf(text, m);
    if (typeof range === 'string')
      throw new Error(`cannot place modification (${range}): ${m.original_text ?? m.insert_after}`);
    const kind = modificationKind(m);
    if (kind === 'insert') return { at: range.end, end: range.end, put: m.modified_text ?? '' };
    if (kind === 'add_clause') {
      const nl = text.indexOf('\n', range.end);
      const at = nl < 0 ? text.length : nl;
      return { at, end: at, put: `\n${m.modified_text ?? ''}` };
    }
    return { at: range.start, end: range.end, put: kind === 'delete' ? '' : (m.modified_text ?? '') };
  });
  edits.sort((a, b) => b.at - a.at || b.end - a.end);
  let out = text;
  for (const e of edits) out = out.slice(0, e.at) + e.put + out.slice(e.end);
  return out;
}
