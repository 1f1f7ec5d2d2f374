/**
 * What makes a way out, a duty on termination or a definition of "Cause" worth a lawyer's note, read
 * for the reviewed side: the grounds every personal-services agreement carries, a right whose modal
 * stands far from its verb, what the reviewed side owes because the agreement ends beyond the ordinary
 * wind-down, and a "Cause" that reaches any breach. The exit rules (rules-exit.ts, rules-allocation.ts)
 * use them.
 */
import { says } from './rule-kit';
import { onlySelfSupplies, sentenceAround } from './rule-patterns';
import type { RuleInput } from './rule-types';
import { mentions } from './sides';

/**
 * Grounds every personal-services agreement carries: a person's death, disability or incapacity, or a
 * defined "Cause" or "Good Reason" (where the risk, if any, is in how the term is defined). Not where the
 * same sentence also lets the other side leave without cause or at its discretion, or (beside incapacity)
 * for any breach, which the cure rules judge.
 */
const PERSONAL_GROUND =
  /\bdeath\b|\bdies\b|\bdisabilit|\bdisabled\b|\bincapacit|\bunable\s+to\s+(?:perform|play|render|work)\b/i;
const DEFINED_CAUSE = /\bfor\s+["“]?(?:Cause|Good\s+Reason)\b/;
const AT_WILL_WORDS = /\bwithout\s+(?:cause|reason)|\b(?:any|no)\s+(?:or\s+no\s+)?reason|\bconvenience|\bdiscretion/i;
/** "The Company may terminate all access of the Contractor to the Company's premises": not the agreement. */
const ENDS_ACCESS = /^[^.;]{0,40}?\bterminat\w*\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+)?(?:\w+['’]s\s+)?access\b/i;
/**
 * A person engaged for their own services: a consultant, contractor, executive or adviser, named so by
 * the contract or by the words of the right ("his or her engagement").
 */
const PERSON_ROLE = /\b(?:consultant|contractor|executive|employee|advis[eo]r|professional|talent|artist|player)\b/i;
const PERSONAL_WORDS = /\bhis\s+or\s+her\b|\b(?:his|her)\s+(?:engagement|employment|services)\b|\bresign/i;
/**
 * A person's own right to resign on notice ("The Contractor may terminate this Agreement and his or her
 * engagement for any reason at any time upon providing 30 days advance notice"), where the side that
 * engaged it may itself end the engagement at will: no one can be held to personal services, and the
 * notice gives time to replace them.
 */
function personResigns(p: RuleInput, sentence: { text: string; start: number; end: number }): boolean {
  const other = p.contract.sides?.other;
  const person =
    PERSONAL_WORDS.test(sentence.text) || (!!other && PERSON_ROLE.test([other.role, ...other.aliases].join(' ')));
  // The engaging side's own way out at will: anywhere in the contract, or beside this right in the
  // same clause ("(c) ... the Company gives CONSULTANT written notice of termination for any or no reason").
  const engagerAtWill =
    p.contract.selfMayExitAtWill ||
    AT_WILL_WORDS.test(p.text.slice(0, sentence.start) + ' ' + p.text.slice(sentence.end));
  return (
    engagerAtWill && person && /\bnotice\b/i.test(sentence.text) && !/\bbreach|\bdefault|\bfail/i.test(sentence.text)
  );
}

/**
 * The lead-in of a list of grounds, with none of its own: "(c) Tadeo shall have the right (but not the
 * obligation) to terminate this Agreement ... if:", "... upon the occurrence of any of the following:".
 * The grounds stand in the items that follow, each judged where it stands; the lead-in itself says
 * nothing a lawyer would raise unless it lets the right work at once, at will or at discretion.
 */
const LEAD_IN =
  /\b(?:if|upon|on|where|when|in\s+the\s+event(?:\s+(?:of|that))?|as\s+follows|(?:any|either|each|one)\s+(?:or\s+more\s+)?of\s+the\s+following(?:\s+[\w-]+){0,3}(?:\s+\([^()]{0,60}\))?)\s*:\s*$/i;
const LEAD_IN_HARSH =
  /\bimmediate|\bforthwith\b|\bany\s+time\b|\bwithout\s+(?:any\s+)?(?:cause|reason|notice)|\bconvenience\b|\bdiscretion\b|\bany\s+(?:or\s+no\s+)?reason\b/i;
const bareLeadIn = (sentence: string): boolean => LEAD_IN.test(sentence.trim()) && !LEAD_IN_HARSH.test(sentence);

/**
 * The other side's first termination right in the passage that rests on no such ground (the sentence
 * to cite), -1 when every one does, or undefined when the passage gives it no "may terminate".
 */
export function otherExitAt(p: RuleInput): number | undefined {
  let rights = 0;
  for (const s of p.signals) {
    if (s.who !== 'other' || s.kind !== 'may:terminate') continue;
    rights++;
    const around = sentenceAround(p.text, s.at);
    const sentence = around.text;
    const ordinary =
      ENDS_ACCESS.test(p.text.slice(s.at, s.at + 120)) ||
      (around.end >= p.text.trimEnd().length && bareLeadIn(sentence)) ||
      personResigns(p, around) ||
      (!AT_WILL_WORDS.test(sentence) &&
        (DEFINED_CAUSE.test(sentence) || (PERSONAL_GROUND.test(sentence) && !/\bbreach|\bdefault/i.test(sentence))));
    if (!ordinary) return s.at;
  }
  return rights > 0 ? -1 : undefined;
}

/**
 * A right of the other side whose modal stands far from its verb: "VAL shall, in the event of Developer
 * committing any breach ... or for any other reason considered as sufficient, be entitled to terminate".
 */
const ENTITLED_TO_END =
  /^[^.;]{0,200}?\b(?:be\s+entitled|have\s+the\s+(?:right|option))\s+to\s+(?:terminate|cancel)\b/i;
/**
 * A termination event that names the side holding the right: "This Agreement shall be terminated upon
 * the occurrence of any of the following: ... (3) Service Provider exercises the right to terminate this
 * Agreement upon a default by Service Recipient".
 */
const EXERCISES_RIGHT =
  /\b(?:exercises|elects\s+to\s+exercise)\s+(?:the|its|a)\s+right\s+to\s+(?:terminate|cancel)\b/gi;
export function otherEntitledToEnd(p: RuleInput): number {
  const at = says(p, 'other', ENTITLED_TO_END, /^must:/);
  if (at >= 0 || !p.contract.sides) return at;
  for (const m of p.text.matchAll(EXERCISES_RIGHT)) {
    // The side named right before the words is the one holding the right.
    const lead = p.text.slice(Math.max(0, m.index - 60), m.index);
    const holder = mentions(p.contract.sides, lead).at(-1);
    // Listed as an event that ends the agreement ("(3) Service Provider exercises ..."), not a clause
    // about what follows another right ("in the event that ... or Ono exercises its right to terminate").
    const listed = /(?:^|[.;:]|\(\w{1,4}\)|\b\w{1,4}[.)])\s*$/.test(lead.slice(0, holder?.at ?? 0));
    if (holder?.who === 'other' && listed && !/\S/.test(lead.slice(holder.end))) return m.index;
  }
  return -1;
}

/**
 * What the reviewed side must do because the agreement ends, beyond the ordinary wind-down: a payment
 * for the ending itself (severance, a termination payment, the rest of the term's fees, cancellation
 * charges, costs it becomes liable for), buying back stock, or going on performing or helping a
 * successor take over. Returning the other side's materials, ceasing to use its marks, paying what was
 * earned up to the end and completing accepted orders are the ordinary wind-down of any agreement.
 */
const ENDING = /\bterminat|\bexpir|\bcancel|\bnon-?renew/i;
const ENDING_BURDEN =
  /\bpay\b[^.;]{0,80}?\b(?:severance|termination\s+(?:payment|fee|charge)|cancell?ation\s+(?:charge|fee|payment)|lump[\s-]sum|(?:remaining|remainder|balance)\b[^.;]{0,40}\b(?:term|fees|payments|amounts|charges))\b|\b(?:liable|responsible)\s+for\s+(?:any\s+and\s+)?all\b|\bassume\s+(?:full\s+|all\s+)?(?:financial\s+)?(?:responsibility|liability|obligations?)|\breimburse|\bbuy\s*back|\brepurchase|\bpurchase\s+(?:all|any|the)\s+(?:remaining\s+|unsold\s+|existing\s+)?(?:inventory|stock|products)|\bcontinue\s+to\s+(?:pay|provide|supply|perform|render|make|maintain|support|honou?r|be\s+(?:bound|obligated|liable))|\b(?:termination|transition)\s+(?:assistance|services)|\btransition\s+of\b|\borderly\s+(?:transition|assumption|transfer)/i;
/** What was earned up to the end, or performance only through the notice period: the ordinary wind-down. */
const EARNED =
  /\buntil\s+the\s+(?:last\s+day|end|effective\s+date|date)\b|\baccrued|\bearned|\brendered|\bperformed|\bup\s+to\s+(?:and\s+including\s+)?the\s+(?:date|effective)|\bto\s+the\s+date\s+of|\bpro[\s-]?rat|\bprior\s+to\s+(?:the\s+)?(?:date\s+of\s+|effective\s+date\s+of\s+)?(?:such\s+)?termination/i;
export function selfEndingBurden(p: RuleInput): number {
  for (const s of p.signals) {
    if (s.who !== 'self' || !/^must(?:Not)?:(?!other)/.test(s.kind)) continue;
    const sentence = sentenceAround(p.text, s.at);
    // The words this modal governs: up to the sentence's end or the next party's promise.
    const next = p.signals.find((x) => x.at > s.end);
    const after = p.text.slice(s.end, Math.min(sentence.end, s.end + 200, next ? next.at : Infinity));
    if (ENDING.test(sentence.text) && ENDING_BURDEN.test(after) && !EARNED.test(after)) return s.at;
  }
  return -1;
}

/**
 * A definition of "Cause" that reaches further than serious misconduct: an open list ("includes, without
 * limitation"), any breach of any provision however minor, a "prospective" breach, or neglect. It lets
 * the other side end the agreement at once, and often without pay, on grounds it can stretch.
 */
const CAUSE_DEFINED =
  /["“](?:Termination\s+for\s+)?Cause["”]\s+(?:shall\s+)?(?:mean|means|include|includes|shall\s+include)\b/;
const CAUSE_BROAD =
  /\b(?:include|includes|including),?\s+(?:but\s+(?:is\s+|are\s+)?not\s+limited\s+to|without\s+limitation)\b|\bprospective\s+breach|\bneglect\b|(?<!material\s)\bbreach\s+of\s+any\s+(?:provision|term|covenant|obligation)|\bany\s+breach\b/i;
export function broadCause(p: RuleInput): number {
  const m = CAUSE_DEFINED.exec(p.text);
  if (!m || !onlySelfSupplies(p) || !p.contract.sides) return -1;
  const grounds = p.text.slice(m.index);
  // The grounds are the reviewed side's acts: "by CONSULTANT", "the Contractor's commission of".
  const itsActs = mentions(p.contract.sides, grounds).some(
    (x) =>
      x.who === 'self' &&
      (/\bby\s+(?:the\s+)?$/i.test(grounds.slice(0, x.at)) || /^['’]s\b/.test(grounds.slice(x.end))),
  );
  return itsActs && CAUSE_BROAD.test(grounds) ? m.index : -1;
}

// What a termination sentence itself says that makes the right harsh: it takes effect at once, or needs no cause.
const AT_ONCE = /\bimmediate(?:ly)?\s+effect\b|\bimmediately\b|\bforthwith\b|\bwithout\s+(?:prior\s+)?notice\b/i;
// "if Supplier fails to deliver the Ingredients by the delivery date": a failure to perform is a breach.
const BREACH = /\bbreach|\bdefault\b|\bfails?\s+to\b|\bfailure\s+to\b/i;
const CURED = /\b(?:un)?cur(?:e|ed|es|ing)\b|\bremed(?:y|ied)\b/i;
// "as set forth in Section 6.2(a)": the right's terms, a cure period among them, are in another clause.
const ELSEWHERE =
  /\b(?:as\s+set\s+forth\s+in|pursuant\s+to|in\s+accordance\s+with|under)\s+(?:Section|Article|Clause|paragraph)\b/i;
const NO_CAUSE =
  /\bfor\s+any\s+(?:or\s+no\s+)?reason\b|\bwithout\s+(?:any\s+)?cause\b|\bfor\s+convenience\b|\bwith\s+or\s+without\s+cause\b|\bno\s+reason\b/i;

/**
 * Which harsher case the other side's termination right at `at` is, for the finding's words: read from its
 * own sentence first, then from the passage and the contract (a breach ground with no cure, no way out
 * of the reviewed side's own); true when only another sentence of the passage makes it harsh.
 */
export function otherExitHarsher(p: RuleInput, at: number, harsh: boolean): boolean | string {
  if (!harsh) return false;
  const sentence = sentenceAround(p.text, Math.max(0, at)).text;
  if (AT_ONCE.test(sentence)) return 'at-once';
  if (NO_CAUSE.test(sentence)) return 'no-cause';
  if (BREACH.test(sentence) && !ELSEWHERE.test(sentence) && !CURED.test(sentence) && !p.cues.has('cure'))
    return 'no-cure';
  if (!p.contract.selfMayTerminate) return 'no-own-exit';
  return true;
}
