/**
 * A limit of liability written for both sides, read for the side that supplies (the liability rules of
 * rules-liability.ts): the cap that protects it also limits what the side that receives owes it. What that
 * side can do to the supplier (misuse or redistribute what is licensed, breach confidence, leave an
 * indemnity unpaid) is worth more than the fees it pays, so a lawyer for the supplier carves those claims
 * out of the cap. Every pattern is bounded and compiled once.
 */
import { sentenceAround } from './rule-patterns';

/** The blank space a sentence opens with. */
const lead = (s: string): number => s.length - s.trimStart().length;
import type { RuleInput } from './rule-types';
import { mentions } from './sides';

/**
 * Claims a carve-out keeps outside the cap for the supplier: confidentiality, intellectual property and its
 * misuse, indemnities, or numbered sections ("EXCEPT FOR LIABILITY ARISING UNDER SECTIONS 2.7, 8, 10"), which
 * in practice are those.
 */
const PROTECTED =
  /\b(?:confiden\w*|indemn\w*|infring\w*|intellectual\s+property|proprietary|misappropriat\w*|misuse|trade\s+secrets?|licen[cs]e\s+(?:restrictions|grant|scope)|(?:sections?|articles?|clauses?|paragraphs?)\s+\(?\d)/i;
/** The words that open a carve-out from a cap: "except for", "other than", "excluding", "subject to", "shall not apply to". */
const CARVE_OUT =
  /\b(?:except(?:ing)?|other\s+than|exclud(?:ing|es?)|save\s+(?:for|as)|subject\s+to|(?:shall|will|does|do)\s+not\s+(?:be\s+)?(?:apply|applicable))\b[^.;]{0,200}/gi;

// "PAYMENT OBLIGATIONS, BREACHES OF CONFIDENTIALITY ... ARE EXCLUDED FROM THESE LIMITATIONS OF LIABILITY",
// "shall not be subject to the foregoing limitation": the claims named before the words are left out of the cap.
const LEFT_OUT =
  /\b(?:(?:are|is|shall\s+be|will\s+be)\s+(?:excluded|exempt(?:ed)?)\s+from|(?:shall|will)\s+not\s+be\s+subject\s+to)\s+(?:the\s+|these\s+|this\s+|such\s+|any\s+)?(?:foregoing\s+)?(?:limitations?|caps?|exclusions?)\b/gi;

/** A sentence about a limit of liability (not "including without limitation"). */
const ABOUT_LIMIT =
  /\b(?:limitations?|limits?|caps?|exclusions?)\s+(?:of|on)\s+(?:liabilit|damages)|\bliabilit(?:y|ies)\b[^.;]{0,200}?\b(?:exceed|limited\s+to)\b|\b(?:foregoing|above|these|this|such|said)\s+(?:limitations?|caps?|exclusions?)\b|\b(?:exclude|limit)\s+or\s+(?:limit|exclude)\b|\bwill\s+not\s+apply\s+to\s+limit\b/i;

/**
 * Whether `text` (a passage, or the whole contract) takes the supplier's protected claims out of a cap: a
 * carve-out naming them in a sentence about a limit of liability.
 */
export function carvesOutProtected(text: string): boolean {
  CARVE_OUT.lastIndex = 0;
  for (let m = CARVE_OUT.exec(text); m; m = CARVE_OUT.exec(text))
    if (PROTECTED.test(m[0]) && ABOUT_LIMIT.test(sentenceAround(text, m.index).text)) return true;
  LEFT_OUT.lastIndex = 0;
  for (let m = LEFT_OUT.exec(text); m; m = LEFT_OUT.exec(text))
    if (PROTECTED.test(sentenceAround(text, m.index).text)) return true;
  return false;
}

// "SUCH LIMITATION SHALL BE THE EXTENT OF PCQ OR ABW'S LIABILITY": a sentence that extends a cap the reading
// (readings.ts) found in the sentence before it to the sides it names.
const BOTH_LIABLE =
  /\b(?:(?:each|either|neither)\s+part(?:y|ies)['’]?s?|[\w.&-]+(?:['’]s)?\s+(?:or|and)\s+[\w.&-]+['’]s?)\s+(?:(?:total|aggregate|entire|maximum|cumulative|overall)\s+)*liabilit/i;
const EXTENT = /\bextent\s+of\s+[^.;]{0,40}?\bliabilit/i;
// "IBM's entire liability and MSL's exclusive remedy": one side's liability, the other's remedy.
const ONE_WAY =
  /\bliabilit(?:y|ies)\s+and\s+(?:the\s+)?[\w.&-]+['’]s?\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)remed/i;
// "liability of each Party to the Joint Venture Company shall be limited to contributing ... its registered
// capital", "A PARTY'S LIABILITY IN RELATION TO SERVICES PROVIDED": a limit of a contribution, or of liability for
// the supply alone, does not reach what the receiving side owes.
const NOT_BOTH =
  /\b(?:registered\s+capital|capital\s+contributions?|contributing)\b|\bliabilit(?:y|ies)\s+(?:in\s+relation\s+to|for|arising\s+(?:out\s+of|from))\s+(?:the\s+)?(?:services|products|work)\s+(?:provided|performed|supplied|sold|delivered)\b/i;
// What a cap of each side's liability is measured by when it is what the receiving side pays: its own fees.
export const FEES_BASE =
  /\b(?:fees|charges|amounts?|sums?|royalt\w+|price)\b[^.;]{0,30}?\b(?:actually\s+)?(?:paid|payable|received)\b/i;

/**
 * The sentence of the passage that caps the liability of both sides ("EACH PARTY'S LIABILITY ... SHALL NOT
 * EXCEED", "SUCH LIMITATION SHALL BE THE EXTENT OF PCQ OR ABW'S LIABILITY"), where the side that supplies
 * receives and the contract nowhere keeps its claims for misuse, confidentiality or indemnity outside the cap:
 * the sentence's offset, or -1.
 */
export function mutualCapOnSupplier(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !p.contract.selfSupplies || p.contract.otherSupplies) return -1;
  if (p.contract.capCarvedOut !== false || !/\bliabilit/i.test(p.text) || carvesOutProtected(p.text)) return -1;
  const stops = [...p.text.matchAll(/[.;](?=\s|$)/g)].map((m) => m.index + 1);
  let start = 0;
  for (const end of [...stops, p.text.length]) {
    if (end <= start) continue;
    const sentence = p.text.slice(start, end);
    const from = start;
    start = end;
    if (ONE_WAY.test(sentence) || NOT_BOTH.test(sentence)) continue;
    const caps = p.signals.filter((x) => x.kind === 'capped' && x.at >= from && x.at < end);
    if (caps.some((x) => x.who === 'mutual')) return from + lead(sentence);
    // A cap that names no party, or one extended to both ("PCQ OR ABW'S LIABILITY"), with both sides named as liable.
    if (!caps.some((x) => x.who === 'none') && !EXTENT.test(sentence)) continue;
    const both = BOTH_LIABLE.exec(sentence);
    const who = new Set(both ? mentions(sides, both[0]).map((m) => m.who) : []);
    if (who.has('mutual') || (who.has('self') && who.has('other'))) return from + lead(sentence);
  }
  return -1;
}
