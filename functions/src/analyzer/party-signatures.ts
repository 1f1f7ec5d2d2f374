/**
 * Parties named in the signature blocks: "For and on behalf of X", or the name on the line just
 * above "By:" (after any title words of the block before it).
 */
import { ROLE_SET, type Raw } from './party-roles';
import { readName } from './party-names';
import { signatureRegions } from './regions';

/** Names in the signature blocks: "For and on behalf of X", or the line just above "By:". */
export function fromSignatures(text: string): Raw[] {
  return signatureRegions(text).flatMap((r) => fromSignatureRegion(text, r));
}

function fromSignatureRegion(text: string, sig: { start: number; end: number }): Raw[] {
  const s = text.slice(sig.start, sig.end);
  const out: Raw[] = [];
  const add = (name: string | undefined, at: number, sure = false) => {
    if (!name) return;
    const run = readName(name);
    if (!run || !(sure || run.entity || (run.name === run.name.toUpperCase() && run.name.split(' ').length <= 8)))
      return;
    if (
      /^(?:WITNESS|WHEREOF|NOW|ATTEST|ACCEPTED|AGREED|SIGNED|NAME|TITLE|DATE|BY|ITS|PRINT|SIGNATURE|IN WITNESS|EXECUTED)\b/i.test(
        run.name,
      )
    )
      return;
    if (ROLE_SET.has(run.name.toLowerCase())) return;
    out.push({
      name: run.name,
      aliases: [],
      index: sig.start + at + run.at,
      entity: run.entity,
      placeholder: false,
      sure,
    });
  };
  let m: RegExpExecArray | null;
  const behalf = /\bfor\s+and\s+on\s+behalf\s+of\s*:?\s*([^\n]{2,90})/gi;
  while ((m = behalf.exec(s)) !== null) add(m[1], m.index + m[0].indexOf(m[1]!), true);
  // The name right before "By:" (same line or the line above), after any title words of a previous block.
  const by = /\bBy\s*:/g;
  while ((m = by.exec(s)) !== null) {
    const before = s.slice(Math.max(0, m.index - 160), m.index);
    const lines = before.split('\n').map((l) => l.trim());
    let cand = lines.pop() ?? '';
    if (!cand) cand = lines.filter(Boolean).pop() ?? '';
    cand = cand.replace(
      /^.*\b(?:Officer|President|Director|Manager|Secretary|Treasurer|Counsel|Esq\.?|Partner|Member|Chairman|CEO|CFO|Title|Name|Date|Signature|Its|By|Witness)\b\s*:?\s*(?:\d{1,2}\/\d{1,2}\/\d{2,4})?/i,
      '',
    );
    cand = cand.replace(/[:\s]+$/, '');
    // "MASTER FRANCHISEE: THE GRILLED CHEESE TRUCK, INC." - the role label before the name.
    if (cand.includes(':')) cand = cand.slice(cand.lastIndexOf(':') + 1);
    cand = cand.replace(/^[\s:_-]+/, '').replace(/^(?:ATTEST|Attest|WITNESS|Witness)\b[\s:]*/, '');
    if (cand) add(cand, Math.max(0, m.index - 160) + before.lastIndexOf(cand));
  }
  return out;
}
