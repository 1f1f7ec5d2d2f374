/**
 * Where a key clause's reference is read: the sentence of its detected span that says most plainly what
 * the clause is (its category's body cues, cues.ts). A detected span often runs over two or three clauses
 * ("11.2 ... may terminate ... 12.1 ... 12.2 ... liability shall not exceed ..."), so neither its first
 * offset nor its middle reliably lies in the clause it is about.
 */
import { CUES, type CategoryCues } from './cues';

const BY_ID = new Map<string, CategoryCues>(CUES.map((c) => [c.id, c]));
/** A clause number, then a short title ending in a stop: "5 Confidential Information. ...". */
const RUN_IN_TITLE = /^\s*(?:(?:Section|Article|Clause)\s+)?[\dA-Z]{1,3}(?:\.\d+)*\.?\s+([^.\n]{2,60})\./;
/** A title, not a short sentence ("20.3 The arbitration shall be conducted in English"): few words, no verb of duty. */
const titleLike = (t: string) =>
  t.length <= 80 && t.trim().split(/\s+/).length <= 9 && !/\b(?:shall|will|may|must|agrees?|is|are|be)\b/i.test(t);
/** Sentence ends inside a span: a stop or semicolon before a space. */
const SENTENCE_END = /[.;]\s+/g;

export function keyClauseAt(text: string, category: string, span: { start: number; end: number }): number {
  const middle = span.start + Math.floor((span.end - span.start) / 2);
  const cues = BY_ID.get(category)?.b;
  if (!cues?.length) return middle;
  const body = text.slice(span.start, span.end);
  let best = { score: 0, at: middle };
  let from = 0;
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(body); ; m = SENTENCE_END.exec(body)) {
    const to = m ? m.index + 1 : body.length;
    const sentence = body.slice(from, to);
    let score = 0;
    for (const [re, weight] of cues) if (weight > 0 && re.test(sentence)) score += weight;
    // The first sentence that scores highest: ties go to the earlier, where the clause opens.
    if (score > best.score) best = { score, at: span.start + from + Math.floor(sentence.length / 2) };
    if (!m) break;
    from = m.index + m[0].length;
  }
  return best.at;
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
