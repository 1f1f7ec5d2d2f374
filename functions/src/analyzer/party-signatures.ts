/**
 * Parties named in the signature blocks: "For and on behalf of X", or the name on the line just
 * above "By:" (after any title words of the block before it).
 */
import { ROLE_SET, type Raw } from './party-roles';
import { readName } from './party-names';
import { signatureRegions } from './regions';

/**
 * The role a signature block prints on its own line above the name ("DISTRIBUTOR\n\nMOBILEVISION
 * COMMUNICATIONS LTD."), as the contract writes it elsewhere ("Distributor will distribute"): the
 * name's alias, for a form whose preamble names that party only by its role.
 */
function roleAbove(text: string, at: number): string[] {
  const label = /(?:^|\n|\.[ \t]{2,})([A-Z][A-Za-z]{2,20})[ \t]*:?[ \t]*\n\s*$/.exec(
    text.slice(Math.max(0, at - 80), at),
  )?.[1];
  if (!label || !ROLE_SET.has(label.toLowerCase())) return [];
  const written = label.charAt(0) + label.slice(1).toLowerCase();
  return new RegExp(`\\b${written}\\b`).test(text) ? [written] : [];
}

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
      /^(?:WITNESS|WHEREOF|NOW|ATTEST|ACCEPTED|AGREED|SIGNED|NAME|TITLE|DATE|BY|ITS|PRINT|SIGNATURE|IN WITNESS|EXECUTED|APPROVED)\b/i.test(
        run.name,
      ) ||
      // A signatory's office, not a party.
      /^(?:(?:General|Managing|Executive|Sales|Finance)\s+(?:Manager|Director)|(?:Vice\s+)?President|Chief\s+\w+\s+Officer|Secretary|Treasurer|Director|Chairman)$/i.test(
        run.name,
      )
    )
      return;
    if (ROLE_SET.has(run.name.toLowerCase())) return;
    out.push({
      name: run.name,
      aliases: roleAbove(text, sig.start + at + run.at),
      index: sig.start + at + run.at,
      entity: run.entity,
      placeholder: false,
      sure,
    });
  };
  let m: RegExpExecArray | null;
  const behalf = /\bfor\s+and\s+on\s+behalf\s+of\s*:?\s*([^\n]{2,90})/gi;
  while ((m = behalf.exec(s)) !== null) add(m[1], m.index + m[0].indexOf(m[1]!), true);
  // Filings signed without "By:": the name in capitals right before the conformed signature
  // ("ABP TRUST /s/ Adam D. Portnoy (Signature) ... ADAM D. PORTNOY /s/ Adam D. Portnoy").
  // The name starts a capitals run: never inside a longer one cut by the length limit ("VIRTUAL ITEM
  // PROCESSING SYSTEMS INC.  BROKERS ... /s/" must not give "CESSING SYSTEMS INC.").
  const conformed = /(?<![A-Z0-9,&'’-] ?)([A-Z][A-Z0-9.,&'’ -]{2,60}?)\s+\/s\//g;
  while ((m = conformed.exec(s)) !== null) {
    const cand = m[1]!.replace(/^.*\)\s*/, '').trim();
    if (/[a-z]/.test(cand) || !/\s/.test(cand)) continue;
    add(cand, m.index + m[0].indexOf(cand));
  }
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
    cand = cand
      .replace(/^[\s:_-]+/, '')
      .replace(/^(?:ATTEST|Attest|WITNESS|Witness)\b[\s:]*/, '')
      // "DATED: April 8, 2020 SCULPTOR CAPITAL LP": the date of the block before the name.
      .replace(/^(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})\s+/, '');
    if (!cand) continue;
    const at0 = Math.max(0, m.index - 160) + before.lastIndexOf(cand);
    // Two blocks printed side by side: each column's name ("NETZEE, INC.      THE BANKERS BANK").
    const columns = cand.split(/[ \t]{3,}|\t/);
    if (columns.length > 1) for (const c of columns) add(c, at0 + cand.indexOf(c));
    else add(cand, at0);
  }
  return out;
}
