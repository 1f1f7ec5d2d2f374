/**
 * Whether a passage is already made subject to the contract's limit of liability: "Subject to
 * Section 9.1, Supplier shall bear the complete responsibility for a Recall ... and shall indemnify
 * PNC", where section 9.1 is the cap ("The maximum liability of one Party to the other Party ... will
 * be [***] ("Liability Cap")"). Advice to "bring it within the liability cap" is then wrong: it is
 * within it already. Pure: the text and its clause tree in, section numbers out.
 */
import type { Clause } from '../segment';

/** A clause that limits a party's liability to an amount. */
const CAP =
  /\b(?:maximum|aggregate|total|cumulative)\s+(?:amount\s+of\s+)?liability\b|\bliabilit(?:y|ies)\b[^.;]{0,160}\b(?:shall|will|may)\s+(?:not|in\s+no\s+event)\s+exceed\b|\bin\s+no\s+event\s+(?:shall|will)\b[^.;]{0,160}\bliab[^.;]{0,120}\bexceed\b|\bliability\s+cap\b/i;

/** A numbered subsection inside a clause the tree kept whole: "9.1 The maximum liability ...". */
const SUBSECTION = /(?:^|\n)[^\S\n]*(\d+(?:\.\d+)+)\.?\s/g;

/**
 * The numbers of the clauses that cap liability ("9", "12"), and of the numbered subsections within
 * them that do ("9.1" when the clause tree kept section 9 whole), in the order they appear.
 */
export function capSections(text: string, clauses: readonly Clause[]): string[] {
  const out: string[] = [];
  for (const c of clauses) {
    const body = text.slice(c.bodyStart, c.end);
    if (!c.number || !CAP.test(body)) continue;
    out.push(c.number);
    const subs = [...body.matchAll(SUBSECTION)].filter((m) => m[1]!.startsWith(`${c.number}.`));
    subs.forEach((m, i) => {
      const own = body.slice(m.index, subs[i + 1]?.index ?? body.length);
      // Not the carve-out beside it ("9.1.1 The Liability Cap will not apply to ...").
      if (CAP.test(own) && !/\bnot\s+apply\b/i.test(own)) out.push(m[1]!);
    });
  }
  return out;
}

/** "Subject to Section 9.1", "subject to the provisions of Article 12", "Subject to clause 14.2(a)". */
const SUBJECT_TO_SECTION =
  /\bsubject\s+to\s+(?:the\s+(?:terms|provisions|limitations?)\s+(?:of|in|set\s+(?:forth|out)\s+in)\s+)?(?:Sections?|Articles?|Clauses?|paragraphs?)\s+(\d+(?:\.\d+)*)/gi;
/** "subject to the limitations of liability", "subject to the Liability Cap". */
const SUBJECT_TO_THE_CAP =
  /\bsubject\s+to\s+the\s+(?:(?:limitations?|exclusions?)\s+(?:(?:and|or)\s+(?:limitations?|exclusions?)\s+)?(?:of|on)\s+liability|(?:liability\s+)?cap)\b/i;

/**
 * The passage is made subject to a cap: by name, or by the number of a capping section (or of the
 * section that holds it: "Section 9" when 9.1 is the cap).
 */
export function subjectToCap(passage: string, caps: readonly string[]): boolean {
  if (SUBJECT_TO_THE_CAP.test(passage)) return true;
  for (const m of passage.matchAll(SUBJECT_TO_SECTION)) {
    const n = m[1]!;
    if (caps.some((c) => c === n || c.startsWith(`${n}.`))) return true;
  }
  return false;
}
