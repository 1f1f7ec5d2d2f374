/**
 * Where a key clause's reference is read: the sentence of its detected span that says most plainly what
 * the clause is (its category's body cues, cues.ts). A detected span often runs over two or three clauses
 * ("11.2 ... may terminate ... 12.1 ... 12.2 ... liability shall not exceed ..."), so neither its first
 * offset nor its middle reliably lies in the clause it is about.
 */
import { CUES, type CategoryCues } from './cues';

const BY_ID = new Map<string, CategoryCues>(CUES.map((c) => [c.id, c]));
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
