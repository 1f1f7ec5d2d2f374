/**
 * Clause-sized units: the contract split into sentences (numbered headings kept with the sentence
 * they introduce, very long sentences cut at semicolons), each with exact offsets into the text.
 * The learned model scores units, so a detected clause's span is the sentence that carries it.
 * Linear time; every pattern is bounded.
 */
export interface Unit {
  start: number;
  end: number;
  /**
   * Where the sentence itself starts when short pieces (a heading, a clause number) were merged
   * into the front of it; absent otherwise.
   */
  body?: number;
}

const MIN_UNIT = 90;
const MAX_UNIT = 1200;
/** Abbreviations whose period never ends a sentence. */
const ABBREV =
  /(?:\b(?:inc|ltd|co|corp|no|nos|sec|secs|art|arts|para|st|mr|mrs|ms|dr|jr|sr|vs|viz|etc|e\.g|i\.e|u\.s|n\.a|s\.a|l\.p|l\.l\.c|approx|dept|est|fig|pp|ex|cf)\.|\b[A-Za-z]\.|\b\d+(?:\.\d+)*\.)$/i;

/** Raw sentence boundaries: after . ! ? (not an abbreviation or a section number) or at a blank line. */
function boundaries(text: string, from: number, to: number): number[] {
  const cuts: number[] = [];
  const re = /[.!?]["'”’)\]]*\s+(?=["“([]?[A-Z0-9(])|\n[ \t]*\n\s*|;\s*\n\s*/g;
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null && m.index < to) {
    const end = m.index + m[0].length;
    if (text[m.index] === '.') {
      const before = text.slice(Math.max(from, m.index - 12), m.index + 1);
      if (ABBREV.test(before)) continue;
    }
    cuts.push(Math.min(end, to));
  }
  return cuts;
}

/** Cuts an over-long piece at the semicolon or comma nearest its middle, recursively. */
function cutLong(text: string, s: number, e: number, out: Unit[]): void {
  if (e - s <= MAX_UNIT) {
    out.push({ start: s, end: e });
    return;
  }
  const mid = (s + e) >> 1;
  let best = -1;
  for (const sep of [';', ',', ' ']) {
    for (let d = 0; d < (e - s) / 2 - 100; d++) {
      if (text[mid + d] === sep) {
        best = mid + d + 1;
        break;
      }
      if (text[mid - d] === sep) {
        best = mid - d + 1;
        break;
      }
    }
    if (best > 0) break;
  }
  if (best <= s || best >= e) best = mid;
  cutLong(text, s, best, out);
  cutLong(text, best, e, out);
}

/** Trims whitespace at both ends of [s, e). */
function trim(text: string, s: number, e: number): [number, number] {
  while (s < e && /\s/.test(text[s]!)) s++;
  while (e > s && /\s/.test(text[e - 1]!)) e--;
  return [s, e];
}

const SMALL_WORDS = new Set(['of', 'and', 'the', 'to', 'for', 'in', 'on', 'or', 'a', 'an', 'by', 'with']);

/** A clause number and heading ("8. NON-COMPETITION", "1.2 Fees and Payment."), not a short sentence. */
function headingLike(s: string): boolean {
  const ws = s.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  return ws.length <= 10 && ws.every((w) => /^[A-Z]/.test(w) || SMALL_WORDS.has(w));
}

/** The units of text[from, to), in order, non-overlapping, each trimmed and non-empty. */
export function splitUnits(text: string, from = 0, to = text.length): Unit[] {
  const pieces: [number, number][] = [];
  let s = from;
  for (const c of [...boundaries(text, from, to), to]) {
    const [a, b] = trim(text, s, c);
    if (b > a) pieces.push([a, b]);
    s = c;
  }
  // Merge short pieces (headings, numbering, fragments) into the next piece, the last into the previous.
  const merged: [number, number, number?][] = [];
  let pending: [number, number, number?] | null = null;
  for (const p of pieces) {
    const cur: [number, number, number?] = pending
      ? headingLike(text.slice(pending[0], p[0]))
        ? [pending[0], p[1], p[0]]
        : [pending[0], p[1]]
      : p;
    if (cur[1] - cur[0] < MIN_UNIT) pending = cur;
    else {
      merged.push(cur);
      pending = null;
    }
  }
  if (pending) {
    const last = merged[merged.length - 1];
    if (last && pending[1] - pending[0] < MIN_UNIT / 2) last[1] = pending[1];
    else merged.push(pending);
  }
  const out: Unit[] = [];
  for (const [a, b, body] of merged) {
    const first = out.length;
    cutLong(text, a, b, out);
    if (body !== undefined && body < out[first]!.end) out[first]!.body = body;
  }
  return out;
}

/**
 * An entry of a table of contents without dot leaders: a clause number and heading, then its page
 * ("7.1 Term of Agreement 49", "Section 3.01. License Grants 4"), followed by the next entry or the
 * end. Bounded: the heading is at most 80 characters, on one line.
 */
const CONTENTS_ENTRY =
  /(?:\b\d{1,2}(?:\.\d{1,2})+\.?|\b(?:Section|SECTION|Article|ARTICLE)\s+[\dIVX]{1,5}\.?)\s+[A-Z][^.;:\n]{1,80}?\s\d{1,3}(?=\s+(?:\d{1,2}(?:\.\d{1,2})+|Section|SECTION|Article|ARTICLE|Schedule|SCHEDULE|Exhibit|EXHIBIT)\b|\s*$)/g;

/** A filing's source line and page numbers (canCarryClause); bounded to one line. */
const PAGE_FURNITURE = /\bSource:[^\n]{0,200}|\bPage \d{1,4} of \d{1,4}\b/g;

/** A word of running text (canCarryClause). */
const RUNNING_WORD = /\b[a-z]{2,}\b/gi;

/**
 * Whether a unit can carry a clause: signature blocks, tables of contents, separator lines and
 * redaction runs cannot, whatever words they share with one (compared with a rare category's few
 * expert clauses, such a block is otherwise sometimes nearer one of them than to anything else).
 */
export function canCarryClause(text: string): boolean {
  if (/\.{6,}|(?:\. ){5,}|…{2,}/.test(text)) return false;
  // A table of contents whose entries run on without dot leaders ("7.1 Term 49 7.2 Renewal 50 ...").
  if ((text.match(CONTENTS_ENTRY)?.length ?? 0) >= 3) return false;
  // The execution clause ("IN WITNESS WHEREOF…", "By signing this Order Form…") only introduces signatures.
  if (/^\W*(?:IN WITNESS WHEREOF|By signing\b)/i.test(text)) return false;
  const fields = text.match(/\b(?:By|Name|Title|Date|Its|Address|Attn|Attention|Signature|Witness)\s*:/gi)?.length ?? 0;
  if (fields >= 2 || (fields >= 1 && /_{5,}/.test(text))) return false;
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) | 32; // A-Z folded onto a-z
    if (c >= 97 && c <= 122) letters++;
  }
  if (letters < 0.5 * text.length) return false;
  // A clause says something: at least six words of running text (counted up to six), not counting a
  // filing's page furniture ("Source: ACME INC, 8-K, 6/3/2019", "Page 2 of 18"), which otherwise makes a
  // running header or a lone heading look like a sentence.
  const said = text.replace(PAGE_FURNITURE, ' ');
  RUNNING_WORD.lastIndex = 0;
  let words = 0;
  while (words < 6 && RUNNING_WORD.exec(said)) words++;
  return words >= 6;
}
