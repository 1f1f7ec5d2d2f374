/** Shared by the risk rules: sentences of clauses in given categories, with who bears each. */
import { clauseSentences, clausesWith, subjectOf, type Ctx, type Who } from '../context';
import type { Clause } from '../segment';
import type { Sentence } from '../text';

export interface Hit {
  clause: Clause;
  s: Sentence;
  who: Who;
}

export function scan(ctx: Ctx, cats: string[], pattern: RegExp, verb: RegExp): Hit[] {
  const hits: Hit[] = [];
  for (const c of clausesWith(ctx, ...cats)) {
    for (const s of clauseSentences(ctx, c)) {
      if (!pattern.test(s.text)) continue;
      hits.push({ clause: c, s, who: subjectOf(ctx, s.text, verb) });
    }
  }
  return hits;
}

/** Readable names of the liability-cap carve-out keys (risks/liability.ts). */
export const CARVE_LABEL: Record<string, string> = {
  indemnif: 'indemnities',
  confidential: 'confidentiality breaches',
  'gross negligence': 'gross negligence',
  'wil[l]?ful': 'wilful misconduct',
  fraud: 'fraud',
  infring: 'IP infringement',
  data: 'data breaches',
};
export const at = (h: Hit) => ({ clause: h.clause, start: h.s.start, end: h.s.end });
