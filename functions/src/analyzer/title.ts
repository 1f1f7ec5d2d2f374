/**
 * The contract's title: a heading line that names the instrument ("Distributor Agreement"), or,
 * where the text reaches us flattened into one line ("Exhibit 10.37 DISTRIBUTORSHIP AGREEMENT THIS
 * DISTRIBUTORSHIP AGREEMENT ..."), the capitalised words that run up to the first word naming an
 * instrument. The snapshot and the summary show it; "no title found" is said only when neither reads.
 */
import { clean, titleCase } from './text';

const TITLE_WORDS =
  /\b(?:AGREEMENT|CONTRACT|LICEN[CS]E|LEASE|ADDENDUM|AMENDMENT|TERMS|ORDER FORM|NDA|MEMORANDUM|STATEMENT OF WORK|DEED|ARRANGEMENT|PLAN)\b/i;

export const NO_TITLE = 'Agreement (no title found)';

/** A heading line of its own that names the instrument. */
function headingLine(head: string): { title: string; start: number } | undefined {
  const re = /^[ \t]*(\S[^\n]{2,110}?)[ \t]*$/gm;
  let m: RegExpExecArray | null;
  let firstCand: { title: string; start: number } | undefined;
  while ((m = re.exec(head)) !== null) {
    const raw = m[1]!.trim();
    // A title line padded to a page width ("Distributor Agreement          083096") reads as one line.
    const t = clean(raw);
    // A running footer ("TruckThat LLC Consulting Agreement Page 1 of 7") is not the title.
    if (/\bpage\s+\d+\s+of\s+\d+\b/i.test(t)) continue;
    if (
      !TITLE_WORDS.test(t) ||
      /confidential treatment|^(?:this|the|by|between|and|source:|exhibit|page)\b/i.test(t) ||
      // A sentence, or a form's field ("Company Products: ... Other Terms (not applicable if blank):").
      /[.;:]$/.test(t) ||
      /^[\w&/ -]{2,40}:\s/.test(t) ||
      t.split(/\s+/).length > 12
    )
      continue;
    if (/\b(?:between|dated|hereby|shall|will)\b/i.test(t)) continue;
    // A filing reference ("JHU Agreement: A29889", "Contract No. 4471") names no instrument.
    if (/\b(?:agreement|contract)\s*(?::|no\.?|number|#)\s*[A-Z]*\d[\w-]*$/i.test(t)) continue;
    if (/^[a-z]/.test(t) || /^how to\b/i.test(t)) continue;
    const cand = { title: t === t.toUpperCase() ? titleCase(t) : t, start: m.index + m[0].indexOf(raw) };
    if (/(?:Agreement|Contract|Licen[cs]e|Lease|Addendum|Amendment|NDA|Terms|Form|Work)\)?$/i.test(t)) return cand;
    firstCand ??= cand;
  }
  return firstCand;
}

/** A word that names the instrument and ends a title. */
const INSTRUMENT =
  /\b(?:AGREEMENT|Agreement|CONTRACT|Contract|LICEN[CS]E|Licen[cs]e|LEASE|Lease|ADDENDUM|Addendum|AMENDMENT|Amendment)\b/g;
/** Words a title never runs back past: the recital's opening, an exhibit label, a party's corporate suffix. */
const STOP =
  /^(?:THIS|This|THE|BETWEEN|Between|BY|AMONG|DATED|Dated|HERETO|VERSION|Version|COPY|Copy|EXHIBIT|Exhibit|SOURCE:?|INC|Inc|LLC|LTD|Ltd|CORP|Corp|CORPORATION|Corporation|INCORPORATED|Incorporated|LIMITED|Limited),?$/;
const CONNECTOR = /^(?:and|of|for|on|to|in|AND|OF|FOR|ON|TO|IN|&|-)$/;

/** The capitalised words right before an instrument word, within the opening of a flattened text. */
function runBack(head: string): { title: string; start: number } | undefined {
  for (const m of head.slice(0, 1500).matchAll(INSTRUMENT)) {
    const before = head.slice(Math.max(0, m.index - 160), m.index);
    // Tokens with the whitespace that follows each, so a paragraph break ends the title.
    const tokens = [...before.matchAll(/(\S+)(\s+)/g)];
    const words: string[] = [];
    for (let i = tokens.length - 1; i >= 0 && words.length < 8; i--) {
      const [, w, gap] = tokens[i]!;
      if (words.length && /\n\s*\n/.test(gap!)) break;
      if (STOP.test(w!) || /[.;:)\]}"”]$/.test(w!) || !(/^[A-Z]/.test(w!) || CONNECTOR.test(w!))) break;
      words.unshift(w!);
    }
    // Neither a connector nor an exhibit's letter ("EXHIBIT D JOINT FILING AGREEMENT") opens a title.
    while (words.length && (CONNECTOR.test(words[0]!) || /^[A-Z\d]$/.test(words[0]!))) words.shift();
    if (words.length === 0) continue;
    // "TRADEMARK LICENSE AGREEMENT": the title runs on to the instrument word that ends it.
    const on = /^(?:agreement|contract)$/i.test(m[0])
      ? null
      : /^(?:[ \t]+(?:and|AND|&|(?!(?:This|THIS|The|THE)\b)[A-Z][\w-]*)){0,3}?[ \t]+(?:AGREEMENT|Agreement|CONTRACT|Contract)\b/.exec(
          head.slice(m.index + m[0].length),
        );
    const title = clean(`${words.join(' ').replace(/,$/, '')} ${m[0]}${on ? on[0] : ''}`);
    return {
      title: title === title.toUpperCase() ? titleCase(title) : title,
      start: m.index - words.join(' ').length - 1,
    };
  }
  return undefined;
}

export function findTitle(text: string): { title: string; start: number } {
  const head = text.slice(0, 4000);
  const line = headingLine(head);
  if (line) return line;
  const run = runBack(head);
  if (run)
    return { ...run, start: Math.max(0, text.indexOf(text.slice(run.start).trimStart().slice(0, 10), run.start - 2)) };
  const pre = /\bThis\s+((?:[A-Z][\w&-]*\s+){0,8}(?:Agreement|Contract|License|Lease|Addendum|Amendment))\b/.exec(head);
  if (pre) return { title: clean(pre[1]!), start: pre.index + 5 };
  return { title: NO_TITLE, start: 0 };
}
