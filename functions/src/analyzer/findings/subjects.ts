/**
 * Who a sentence's modal binds: the party named last before it, unless that name is an object ("sold to
 * Buyer"), a possessor of the agreement's subject, or a new subject opens after it. readings.ts reads the
 * promises; this module only finds their subjects.
 */
import type { Mention, Who } from './sides';

export const lastBefore = (ms: Mention[], i: number, window: number): Mention | undefined => {
  let best: Mention | undefined;
  for (const m of ms) {
    if (m.end > i) break;
    if (i - m.end <= window) best = m;
  }
  return best;
};
export const firstAfter = (ms: Mention[], i: number, window: number): Mention | undefined =>
  ms.find((m) => m.at >= i && m.at - i <= window);

/** A fragment boundary (sentence end, semicolon, colon) between a and b breaks a subject chain. */
export function crosses(s: string, a: number, b: number): boolean {
  return /[;:]|\.\s/.test(s.slice(a, b));
}

/**
 * A party named after a preposition is an object, not the subject: in "Products sold to Buyer shall not be
 * adulterated", "all payments to Licensor shall be made in dollars" and "any sum due VIP hereunder will be due and
 * payable" nothing binds the Buyer, the Licensor or VIP.
 * "by" is left out: the agent of a passive ("Products made by Seller shall conform") is the one it binds.
 */
const OBJECT_BEFORE = /\b(?:to|from|for|with|against|towards?|unto|due)\s+(?:the\s+)?$/i;

/** "Subject to Transporter's Tariff, this Agreement shall be effective": the agreement, not a party, is the subject. */
const AGREEMENT_SUBJECT = /,\s*(?:this|the)\s+(?:Agreement|Amendment|Contract)\s+$/i;

/**
 * "as Customer's sole remedy and eGain's sole liability, the monthly fee payable ... shall be reduced": after
 * the party's phrase a comma opens a new subject, a thing ("the monthly fee"), which the modal binds.
 */
const NEW_SUBJECT = /,\s+(?:the|this|that|such|any|all|no)\s+[^,;]*$/i;

/**
 * "naming Nantz as an insured party, requiring that the insurer shall not terminate ... such", "agrees that
 * the prices shall not be increased": a "that" clause opens with a thing or another person as its subject,
 * which the modal binds. Not after a warranty or an undertaking: in "Garman warrants that the Software shall
 * perform" the party answers for what it warrants.
 */
const THAT_THING =
  /(?<!\b(?:warrants?|represents?|guarantees?|ensures?|undertakes?|covenants?|procures?)\s+)\bthat\s+(?:the|its|their|such|any|each|all|no)\s+[^,;]*$/i;

/** ", but the Earned Royalties shall not be reduced": a contrasting clause opens with a thing as its subject. */
const BUT_THING = /[,;]?\s+but\s+(?:the|such|any|all|no)\s+[^,;]*$/i;

/**
 * The prepositions that, beside OBJECT_BEFORE's, make a name the object of an opening phrase set off by a
 * comma ("by Dong-A,", "upon request of Buyer,"), though not of a name running straight on into the modal.
 */
const PHRASE_ONLY_OBJECT = /\b(?:by|of|upon|on|at)\s+(?:the\s+)?$/i;
/**
 * "GWG, after consultation with the Trust Advisors, shall be entitled to appoint", "Exact, after having
 * considered ... the advice and input from Pfizer, will have": the party named last is the object of a phrase
 * set off by commas; the modal binds the party named right before that phrase.
 */
const INTERJECTION =
  /^\s*,\s*(?:after|upon|following|having|in|with|without|subject|acting|on|at|by|through|pursuant)\b[^;:]*,\s*$/i;
function interjected(s: string, ms: Mention[], object: Mention, i: number): Who {
  if (!/^\s*,\s*$/.test(s.slice(object.end, i))) return 'none';
  for (let k = ms.indexOf(object) - 1; k >= 0; k--) {
    const m = ms[k]!;
    if (object.at - m.end > 160 || crosses(s, m.end, i)) break;
    if (m.who === 'none' || OBJECT_BEFORE.test(s.slice(Math.max(0, m.at - 12), m.at))) continue;
    return INTERJECTION.test(s.slice(m.end, i)) ? m.who : 'none';
  }
  return 'none';
}

export function subjectAt(s: string, ms: Mention[], i: number, window = 140): Who {
  const m = lastBefore(ms, i, window);
  if (!m || crosses(s, m.end, i)) return 'none';
  if (OBJECT_BEFORE.test(s.slice(Math.max(0, m.at - 12), m.at))) return interjected(s, ms, m, i);
  const between = s.slice(m.end, i);
  if (
    AGREEMENT_SUBJECT.test(between) ||
    NEW_SUBJECT.test(between) ||
    BUT_THING.test(between) ||
    THAT_THING.test(between)
  )
    return 'none';
  // "taxes ... shall be paid by Company and shall not be deducted": the agent of one passive is not the
  // subject of the next; the thing paid is.
  if (/\bby\s+(?:the\s+)?$/i.test(s.slice(Math.max(0, m.at - 8), m.at)) && /^\s*(?:and|or)\s*$/i.test(between))
    return 'none';
  // "NVOS and HGF covenant and agree": both sides together; but in "after giving notice to ABW, PCQ may
  // terminate" the first name is the object of a phrase and the second alone is the subject.
  const prev = ms[ms.indexOf(m) - 1];
  if (prev && prev.who !== m.who && /^\s*(?:,|and|&)\s*$/i.test(s.slice(prev.end, m.at))) {
    const lead = s.slice(Math.max(0, prev.at - 12), prev.at);
    // "Unless otherwise agreed in writing by Dong-A, NeuroBo shall pay": a comma after the object of an
    // opening phrase ends that phrase too.
    if (OBJECT_BEFORE.test(lead) || (/^\s*,\s*$/.test(s.slice(prev.end, m.at)) && PHRASE_ONLY_OBJECT.test(lead)))
      return m.who;
    return 'mutual';
  }
  return m.who;
}
