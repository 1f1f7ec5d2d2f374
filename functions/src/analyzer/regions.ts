/**
 * The two places a contract names its parties and its date: the preamble (title block and opening
 * sentence, up to the recitals) and the signature blocks. Offsets are into the submitted text.
 */

/** Where the recitals or the operative part begin: the preamble ends there. */
const PREAMBLE_END =
  /\bWHEREAS\b|\bRECITALS?\b|\bBACKGROUND\b|\bPRELIMINARY STATEMENTS?\b|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|\bWITNESSES\s+THAT\b|\bNOW,?\s+THEREFORE\b|\bIT IS (?:HEREBY )?AGREED\b|\b(?:the parties|they) (?:hereby )?agree as follows\b|\bAGREED TERMS\b/;

/** The preamble region [0, end): up to the recitals, at most `cap` characters. */
export function preambleEnd(text: string, cap = 8000): number {
  const head = text.slice(0, cap);
  const m = PREAMBLE_END.exec(head);
  return m ? m.index : Math.min(text.length, 3000);
}

/**
 * SEC filing furniture ("Source: ACME INC, 8-K, 6/3/2019", "Exhibit 10.1", page numbers) replaced
 * by spaces so its dates and names are not read as the contract's; offsets are unchanged.
 */
export function maskFurniture(s: string): string {
  return s.replace(/^[ \t]*Source:[^\n]*$|\bSource:\s[^\n]{0,80}?\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/gim, (m) =>
    ' '.repeat(m.length),
  );
}

const COVER_FIELD =
  /(?:^|\n)[ \t]*(?:Territory|(?:Agreement\s+|Initial\s+)?Term|(?:Company\s+)?Products?|Pricing|Price|Telephone|Tel|Phone|Fax|E-?mail|Address|Attention|Attn|Postcode|Zip(?:\s+Code)?|Bank(?:\s+Account)?|Account(?:\s+No\.?)?|Other\s+Terms)\s*:[^\n]*/gi;
/**
 * A cover page's fields other than a party's ("Territory: US Federal Government Civilian and Military
 * Agencies/Customers ... Agreement Term: 1 Year", "Account No.:") name no party: blanked to the end of
 * their line, offsets kept.
 */
export function maskCoverFields(s: string): string {
  return s.replace(COVER_FIELD, (m) => ' '.repeat(m.length));
}

/** Every signature region (several when exhibits carry their own), at most 6. */
export function signatureRegions(text: string): { start: number; end: number }[] {
  const re =
    /\bIN\s+WITNESS\s+(?:WHEREOF|THEREOF)\b|\bEXECUTED\s+(?:as\s+an?\s+agreement|by\s+the\s+parties)\b|\bAGREED\s+AND\s+ACCEPTED\b|\bACCEPTED\s+AND\s+AGREED\b/gi;
  const out: { start: number; end: number }[] = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null && out.length < 6) {
    const last = out[out.length - 1];
    const end = Math.min(text.length, m.index + 15000);
    if (last && m.index <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start: m.index, end });
  }
  if (out.length === 0) {
    const r = signatureRegion(text);
    if (r) out.push(r);
  }
  return out;
}

/** The signature blocks: from the first "IN WITNESS WHEREOF" (or similar) to at most 15,000 chars on. */
export function signatureRegion(text: string): { start: number; end: number } | undefined {
  const re =
    /\bIN\s+WITNESS\s+(?:WHEREOF|THEREOF)\b|\bIN WITNESS\b|\bEXECUTED\s+(?:as\s+an?\s+agreement|by\s+the\s+parties)\b|\bSIGNED\s+(?:by|for\s+and\s+on\s+behalf)\b|\bAGREED\s+AND\s+ACCEPTED\b|\bACCEPTED\s+AND\s+AGREED\b/i;
  const from = Math.floor(text.length * 0.3);
  const m = re.exec(text.slice(from));
  if (!m) {
    // No witness clause: the tail of the document, where short agreements sign.
    const start = Math.max(0, text.length - Math.max(3000, Math.min(6000, Math.floor(text.length * 0.4))));
    return start < text.length ? { start, end: text.length } : undefined;
  }
  const start = from + m.index;
  return { start, end: Math.min(text.length, start + 15000) };
}
