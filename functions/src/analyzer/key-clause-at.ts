/**
 * Where a key clause's reference is read: the sentence of its detected span that says most plainly what
 * the clause is (its category's body cues, cues.ts). A detected span often runs over two or three clauses
 * ("11.2 ... may terminate ... 12.1 ... 12.2 ... liability shall not exceed ..."), so neither its first
 * offset nor its middle reliably lies in the clause it is about.
 */
import { CUES, type CategoryCues } from './cues';
import { excerpt, runInHeadings } from './text';

const BY_ID = new Map<string, CategoryCues>(CUES.map((c) => [c.id, c]));
/** A clause number, then a short title ending in a stop: "5 Confidential Information. ...". */
const RUN_IN_TITLE = /^\s*(?:(?:Section|Article|Clause)\s+)?[\dA-Z]{1,3}(?:\.\d+)*\.?\s+([^.\n]{2,60})\./;
/** A title, not a short sentence ("20.3 The arbitration shall be conducted in English"): few words, no verb of duty. */
const titleLike = (t: string) =>
  t.length <= 80 && t.trim().split(/\s+/).length <= 9 && !/\b(?:shall|will|may|must|agrees?|is|are|be)\b/i.test(t);
/**
 * A sentence that sends the reader elsewhere: a definition ("\"Proprietary Information\" shall have the
 * meaning assigned in Section 11") or the list of sections that survive ("Paragraphs 4.1 (License Fee), ...,
 * 9.7 (Indemnification) ... shall survive"). Neither is where the clause is.
 */
const POINTER =
  /\b(?:shall\s+have|has)\s+the\s+meaning\s+(?:assigned|given|set\s+forth|ascribed)|\bas\s+defined\s+in\s+(?:Section|Article|Clause|Exhibit|Schedule)|\b(?:Sections?|Paragraphs?|Articles?|Clauses?)\b[\s\S]{0,500}?\bsurviv/i;
/** Sentence ends inside a span: a stop or semicolon before a space. */
const SENTENCE_END = /[.;]\s+/g;

export function keyClauseAt(text: string, category: string, span: { start: number; end: number }): number {
  const s = cueSentence(text, category, span);
  return s ? s.start + Math.floor((s.end - s.start) / 2) : span.start + Math.floor((span.end - span.start) / 2);
}

interface Scored {
  start: number;
  end: number;
  score: number;
}

/** The sentences of `span` that carry its category's body cues, with the weight of those cues. */
function cueSentences(text: string, category: string, span: { start: number; end: number }): Scored[] {
  const cues = BY_ID.get(category)?.b;
  if (!cues?.length) return [];
  const body = text.slice(span.start, span.end);
  const out: Scored[] = [];
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(body); ; m = SENTENCE_END.exec(body)) {
    const to = m ? m.index + 1 : body.length;
    const sentence = body.slice(from, to);
    let score = 0;
    if (!POINTER.test(sentence)) for (const [re, weight] of cues) if (weight > 0 && re.test(sentence)) score += weight;
    if (score > 0) out.push({ score, start: span.start + from, end: span.start + to });
    if (!m) break;
    from = m.index + m[0].length;
  }
  return out;
}

/** The first of the highest-scoring. */
const strongest = (xs: readonly Scored[]): Scored | undefined =>
  xs.reduce<Scored | undefined>((a, x) => (!a || x.score > a.score ? x : a), undefined);

/**
 * The sentence of `span` its category's body cues favour most (the first of equals, where the clause
 * opens) with the weight of its cues, or undefined when no sentence of it carries one.
 */
export function cueSentence(text: string, category: string, span: { start: number; end: number }): Scored | undefined {
  return strongest(cueSentences(text, category, span));
}

/**
 * The clause's own first line names the category (its heading cues), whether or not the clause tree
 * took the line as a heading: "10 Force Majeure." above "10.1 Neither Party will be liable ...". Among
 * clauses that score alike for a category, the one titled for it is the clause a lawyer means, not an
 * earlier one that mentions it ("2.5 Subject to the occurring of a Force Majeure Event, ...").
 */
export function titledAs(
  text: string,
  clause: { start: number; end: number; heading?: string },
  category: string,
): boolean {
  const heads = BY_ID.get(category)?.h;
  if (!heads?.length) return false;
  const opening = text.slice(clause.start, Math.min(clause.end, clause.start + 120));
  // The number's own title line ("10 Force Majeure."), or a title run into the text ("5 Confidential
  // Information. \"Confidential Information\" means ...").
  const line = opening.split('\n', 1)[0]!;
  const runIn = RUN_IN_TITLE.exec(opening)?.[1] ?? '';
  const title = [clause.heading ?? '', line, runIn].filter((t) => t === clause.heading || titleLike(t)).join(' ');
  return heads.some(([re, weight]) => weight > 0 && re.test(title));
}

/**
 * The passage a key clause found by the rule cues quotes: the section of `clause` that holds the
 * sentence its category's cues favour (`at`: the middle of that sentence, where its number is read, as for
 * keyClauseAt). In text flattened from a PDF
 * one clause of the tree can be a whole page of run-in sections ("7. Trademarks. ... 8. Warranty
 * Disclaimer. ... the Company shall indemnify ..."), whose opening is not the clause. A section longer
 * than `max` is quoted from that sentence (or from its own start, when the sentence is near it), never
 * past the next section.
 */
export function cueClauseSpan(
  text: string,
  category: string,
  clause: { start: number; bodyStart: number; end: number },
  max: number,
): { start: number; end: number; at: number } {
  const scored = cueSentences(text, category, { start: clause.bodyStart, end: clause.end });
  if (!scored.length) return { ...excerpt(text, clause.start, clause.end, max), at: clause.start };
  // The sections run into the clause, and the one whose sentences carry the most cue weight (the first of equals).
  const bounds = [clause.start, ...runInHeadings(text, clause.start, clause.end).map((h) => h.at), clause.end];
  let best = { from: clause.start, to: clause.end, weight: 0 };
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [from, to] = [bounds[k]!, bounds[k + 1]!];
    const weight = scored.reduce((n, x) => n + (x.start >= from && x.start < to ? x.score : 0), 0);
    if (weight > best.weight) best = { from, to, weight };
  }
  const { from, to } = best;
  const s = strongest(scored.filter((x) => x.start >= from && x.start < to))!;
  // The cues read sentences split at semicolons too: the quotation opens where the whole sentence does.
  let opening = from;
  for (const m of text.slice(from, s.start + 1).matchAll(/[.!?]["”')\]]?\s+(?=[A-Z("“])/g))
    opening = from + m.index + m[0].length;
  const start = to - from <= max || opening - from < max / 2 ? from : opening;
  return { ...excerpt(text, start, to, max), at: s.start + Math.floor((s.end - s.start) / 2) };
}
