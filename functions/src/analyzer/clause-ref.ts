/**
 * The clause a citation names: the innermost clause of the clause tree, or, where the tree of a
 * flattened text finds no numbered clause there, the number the cited sentence opens with or runs
 * under. Findings, redline edits and playbook verdicts cite through it, so each names the clause a
 * lawyer can find ("Section 8.2", never "Preamble" for the body of the contract).
 */
import type { Ctx } from './context';
import type { Clause } from './segment';

/** The innermost clause holding offset `at` (clauses are in document order, parents first). */
export function clauseAt(ctx: Ctx, at: number): Clause | undefined {
  let found: Clause | undefined;
  for (const c of ctx.clauses) {
    if (c.start > at) break;
    if (at < c.end) found = c;
  }
  return found;
}

/**
 * The number a cited sentence carries itself ("COVENANTS BY THE CUSTOMER 4.1 Compliance with Local
 * Laws ... The Customer covenants"), which the clause tree of a flattened text can miss: the
 * sentence's own number is the one a lawyer finds, so it names the clause.
 */
const OWN_NUMBER = /^(?:[A-Z][A-Z ,&/'’-]{2,60}?\s+)?(\d{1,2}(?:\.\d{1,3}){1,2})\.?\s+[A-Z(“"]/;
const PART = /^((?:Exhibit|Schedule|Annex|Appendix|Attachment)\s+[\w.-]+,\s+)/;

/**
 * A clause number opening a sentence or line before the citation ("8.2 By Channel Partner.",
 * "Section 7.2. Indemnification Procedure."): a dotted number, a number with its point, or one
 * named as a section, before a capital or a name written with a small first letter ("6.2 eGain warrants"). A cross-reference inside a sentence ("under Section 5.1 hereof") is not one.
 */
const NUMBER_BEFORE =
  /(?:^|[.;:)]\s+|\n\s*)(?:(?:Section|SECTION|Article|ARTICLE|Clause)\s+(\d{1,2}(?:\.\d{1,3}){0,2})|(\d{1,2}(?:\.\d{1,3}){1,2})|(\d{1,2})\.)\.?\s+(?=[A-Z(“"]|[a-z]{1,2}[A-Z])/g;

/**
 * A dotted clause number running on after a heading ("11. Term and Termination 11.1 This Agreement"),
 * not a cross-reference ("under Section 11.1", "in 11.1 and 11.2") nor a filing's exhibit number
 * ("Exhibit 6.1 DISTRIBUTOR AGREEMENT" heading a flattened text).
 */
const DOTTED_HEADING =
  /(?<!\b(?:[Ss]ections?|[Cc]lauses?|[Aa]rticles?|[Pp]aragraphs?|[Ee]xhibits?|EXHIBITS?|[Ss]chedules?|SCHEDULES?|[Aa]nnex|ANNEX|[Aa]ppendix|APPENDIX|and|or|to|of|in|under|with|per|see|than|&)\s)\b(\d{1,2}\.\d{1,3}(?:\.\d{1,3})?)\.?\s+(?=[A-Z(“"])/g;

/**
 * The last clause number before `start` within the clause that holds it. Inside a numbered clause
 * only a dotted number or a named section counts ("6.3 Audit." read inside what the tree took for
 * Section 1.4): a numbered list of the clause's own ("1. ... 2. ...") is not a clause number. With
 * `pageNumbers`, a bare number alone on its line is not one either.
 */
function numberBefore(
  text: string,
  from: number,
  start: number,
  dottedOnly: boolean,
  reach = 2000,
  pageNumbers = false,
): { at: number; n: string } | undefined {
  let last: { at: number; n: string } | undefined;
  // The window keeps the cited sentence's first letter: a number right before it is followed by one.
  const base = Math.max(from, start - reach);
  const window = text.slice(base, start + 1);
  for (const m of window.matchAll(NUMBER_BEFORE)) {
    // Across pages a number alone on its line ("5.", then the filing's source line) numbers the page.
    const page = pageNumbers && m[3] !== undefined && /^\.\s*\n/.test(m[0].slice(m[0].lastIndexOf(m[3]) + m[3].length));
    const n = m[1] ?? m[2] ?? (dottedOnly || page ? undefined : m[3]);
    if (n) last = { at: m.index, n };
  }
  for (const m of window.matchAll(DOTTED_HEADING)) if (!last || m.index > last.at) last = { at: m.index, n: m[1]! };
  return last && { at: base + last.at, n: last.n };
}

/**
 * The lettered item (and roman sub-item) that the cited sentence runs under after its clause number
 * ("10. Indemnification. (a) Kubient agrees ... ; (iv) Kubient's breach"): "(a)(iv)" of Section 10,
 * not the "(c)" that opened the run of text before "10.".
 */
const ITEM_BEFORE = /(?:^|[.;:]\s+(?:and\s+|or\s+)?|\n\s*)\(([a-z]{1,2}|[ivx]{1,4})\)\s+(?=[A-Z“"])/g;
const ROMAN = /^[ivx]+$/;

function itemAfter(text: string, from: number, start: number): string {
  let letter = '';
  let roman = '';
  // The cited sentence may open with its own marker ("(b) Kubient represents"): it is read too.
  for (const m of text.slice(from, start + 8).matchAll(ITEM_BEFORE)) {
    if (ROMAN.test(m[1]!)) roman = `(${m[1]})`;
    else [letter, roman] = [`(${m[1]})`, ''];
  }
  return letter + roman;
}

const escaped = (n: string) => n.replace(/\./g, '\\.');

/** A page that opens a part of its own: a capitals heading or an exhibit's label, not a section's next page. */
const OWN_PART =
  /^\s*(?:(?:EXHIBIT|Exhibit|SCHEDULE|Schedule|ANNEX|Annex|APPENDIX|Appendix|ATTACHMENT|Attachment)\b|[A-Z][A-Z&,'’-]+\s+[A-Z][A-Z&,'’-]+\b)/;

/**
 * A heading between a sentence's words ("... either\n\neGAIN COMMUNICATIONS CORPORATION\n\nHOSTING
 * AGREEMENT\n\nby speaking ..."): the words before it, past any other header line, end mid-sentence.
 */
function cutsSentence(text: string, clause: Clause): boolean {
  const before = text
    .slice(Math.max(0, clause.start - 300), clause.start)
    .replace(/(?:\s*\n(?:(?![a-z]{2})[^\n])*)*\s*$/, '')
    .slice(-1);
  return /[a-z,]/.test(before) && /^\s*[a-z]/.test(text.slice(clause.bodyStart, clause.bodyStart + 20));
}

export function citedClause(ctx: Ctx, start: number): Clause | undefined {
  const clause = clauseAt(ctx, start);
  if (!clause) return clause;
  // An item the tree could not place under a numbered clause ("Item (c)") is read like an unnumbered one.
  const loose = clause.kind === 'item' && clause.label.startsWith('Item ');
  const unnumbered = clause.kind === 'preamble' || clause.kind === 'paragraph' || loose;
  // A running header the tree took for a heading ("HOSTING AGREEMENT" at a page break inside 6.1): it
  // cuts a sentence, which goes on in small letters after it.
  const header = clause.kind === 'heading' && !clause.number && cutsSentence(ctx.text, clause);
  const own = OWN_NUMBER.exec(ctx.text.slice(start, start + 100))?.[1];
  // A loose item runs under the number before it ("6. Term ... (c) Upon termination"), and the text
  // after a running header under the clause it interrupts: read back past its start. So does a page of
  // text flattened from a PDF that goes on with the section the page before left open ("(b) Indemnity by
  // Consultant. ..." under 9.7), unless it opens a part of its own ("STATEMENT OF WORK", "Exhibit B").
  const pageGoesOn = clause.kind === 'paragraph' && !OWN_PART.test(ctx.text.slice(clause.start, clause.start + 80));
  const from = loose || header || pageGoesOn ? Math.max(0, clause.start - 2000) : clause.start;
  const before = own
    ? undefined
    : numberBefore(ctx.text, from, start, !unnumbered, header ? start - from : 2000, pageGoesOn);
  const n = own ?? before?.n;
  if (!n || clause.number === n || new RegExp(`\\b${escaped(n)}\\b`).test(clause.ref)) return clause;
  const part = PART.exec(clause.label)?.[1] ?? '';
  // The item marker that opened the loose item comes before the number, so it belongs to the clause
  // before; only an item opened after the number is this clause's own.
  const item = loose && before ? itemAfter(ctx.text, before.at, start) : '';
  return { ...clause, ref: `${part}Section ${n}${item}` };
}

/** The reference of the clause holding offset `at`, for a citation: "General" outside every clause. */
export function clauseRefAt(ctx: Ctx, at: number): string {
  return citedClause(ctx, at)?.ref ?? 'General';
}
