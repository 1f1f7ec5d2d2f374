/**
 * The review's rule on a right of first refusal, first offer or first negotiation, read for the side that
 * grants it: "Licensor shall give Licensee the first right of negotiation for each Additional Title", "The
 * Manufacturer agrees to offer the Customer the first right of refusal to purchase the intellectual
 * property", "SMBC shall have the right of first refusal to purchase all ... Additional Units", "PFHOF agrees
 * not to grant licenses ... without first offering to the Village Media Company the right of first refusal",
 * "Exact shall first notify Pfizer of such intent ... and Pfizer shall have thirty (30) days".
 * The grantor must come to the holder before it may deal with anyone else: third parties are slower to bid on
 * what the holder may take, and the grantor's sale, licence or new product waits on the holder's answer. The
 * holder is protected, not hurt, so the rule fires only for the grantor.
 * The judge (judge.ts) reads every rule table as one list; explain-first-refusal.ts holds the rule's words.
 */
import type { Rule, RuleInput } from './rule-types';
import { sentenceAround } from './rule-patterns';
import { flip, sideNamed, type Who } from './sides';

/** The preference itself: "right of first refusal", "first right of negotiation", "first opportunity to purchase". */
const FIRST_RIGHT =
  /\b(?:(?:exclusive\s+)?right\s+of\s+first\s+(?:refusal|offer|negotiation)|first\s+right\s+(?:of\s+(?:first\s+)?(?:refusal|negotiation|offer)|to\s+(?:negotiate|purchase|acquire|buy|match))|first\s+(?:option|opportunity)\s+to\s+(?:\w+\s+){0,2}?(?:purchase|buy|acquire|negotiate|licen[cs]e|become|bid|include|participate|match))\b/gi;
/** Granted: "shall give Licensee the", "hereby grants SAP AFRICA the", "without first offering to X the". */
const GRANTED =
  /\b(?:give|gives|giving|grant|grants|granting|offer|offers|offering|afford|affords|provide|provides|extend|extends)\s+(?:to\s+)?([^.;]{0,80}?)\s*(?:a|an|the)\s+(?:exclusive\s+)?$/i;
/** Held: "Anixa has the", "SMBC shall have the", "IBM reserves the", "Licensee shall have the right and a". */
const HELD =
  /\b(?:have|has|hold|holds|retain|retains|reserve|reserves|be\s+entitled\s+to|receive|receives)\s+(?:(?:a|an|the)\s+)?(?:right\s+and\s+(?:a|an|the)\s+|exclusive\s+)?$/i;
/** "shall first offer all Surplus Vehicles ... to SEV", "without first offering such New Product to the Agent". */
const FIRST_OFFER =
  /\b(?:(?:shall|will|must|agrees?\s+to)\s+first\s+offer|without\s+first\s+offering)\b([^.;]{0,160}?)\bto\s+/gi;
/**
 * "Exact shall first notify Pfizer of such intent", "ANTHEMIC will first contact the Sponsor": a first offer
 * written as a notice, when the holder then has a time to take the deal or the grantor may go elsewhere only
 * after it declines (WINDOW, in the words that follow).
 */
const FIRST_NOTICE =
  /\b(?:shall|will|must)\s+first\s+(?:notify|contact|give\s+(?:\w+\s+){0,2}?notice\s+to|provide)\s+/gi;
const WINDOW =
  /\b(?:shall|will)\s+have\s+(?:a\s+right\s*,?\s*)?[^.;]{0,80}?\bto\s+(?:elect|accept|agree|exercise|purchase|acquire|negotiate|obtain|notify\s+\w+\s+of\s+its\s+desire)\b|\bmay\s+turn\s+to\s+third\s+parties\b|\b(?:refuses|declines)\b[^.;]{0,80}\bmay\s+(?:approach|turn|offer|sell|license|contract)\b/i;
/**
 * Not a grant that binds the grantor's business: a definition or list of encumbrances, a representation that
 * none exists, a denial that one is made, the defence of a claim, or a buy-back of leftover inventory on
 * termination (a wind-down term that pays the grantor its cost).
 */
const NOT_A_GRANT =
  /\bmeans\b|\b(?:liens?|encumbrances?|pledges?|security\s+interests?)\b|\bnot\s+(?:be\s+)?subject\s+to\b|\bnot\s+constitute\b|\bno\s+(?:right|person|party)\b|\bdefen[cs]e\b|\b(?:buy\s*-?\s*back|repurchase)\b[^.;]{0,40}\binventor(?:y|ies)\b/i;
/**
 * What the grantor gives a preference over: its equity, its business or its assets as a whole. A buyer of the
 * grantor, or of its stake, must first get past the holder, which chills any sale or financing.
 */
const OVER_THE_BUSINESS =
  /\b(?:stock|shares|equity|securities|units|partnership\s+interests?|(?:all|substantially\s+all)\s+(?:or\s+(?:any|substantially\s+all)\s+(?:part\s+)?)?of\s+(?:the\s+|its\s+)?(?:assets|business)|(?:sale|transfer|disposition)\s+of\s+(?:the\s+|its\s+)?(?:business|company|assets))\b/i;

interface Preference {
  at: number;
  grantor: Who;
  holder: Who;
}

/** "will not have the right of first refusal", "shall not grant ... a right of first offer": no preference is given. */
const NEGATED = /\b(?:not|never|no\s+longer)\s+(?:\w+\s+)?$/i;

/** Who gives and who holds the preference whose words start at `at`, read from the words before them in the sentence. */
function partiesOf(p: RuleInput, at: number): Preference | undefined {
  const sides = p.contract.sides!;
  const { start } = sentenceAround(p.text, at);
  const before = p.text.slice(start, at);
  const granted = GRANTED.exec(before);
  if (granted && !NEGATED.test(before.slice(0, granted.index))) {
    const holder = sideNamed(sides, granted[1]!, 'last');
    const grantor = sideNamed(sides, before.slice(0, granted.index), 'last');
    return holder && grantor ? { at, grantor, holder } : undefined;
  }
  const held = HELD.exec(before);
  if (granted || !held || NEGATED.test(before.slice(0, held.index))) return undefined;
  const holder = sideNamed(sides, before.slice(0, held.index), 'last');
  return holder ? { at, grantor: flip(holder), holder } : undefined;
}

/** Every preference the passage grants, with its grantor and holder. */
function preferences(p: RuleInput): Preference[] {
  const out: Preference[] = [];
  const sides = p.contract.sides;
  if (!sides || !/\bfirst\b/i.test(p.text)) return out;
  FIRST_RIGHT.lastIndex = 0;
  for (let m = FIRST_RIGHT.exec(p.text); m; m = FIRST_RIGHT.exec(p.text)) {
    if (NOT_A_GRANT.test(sentenceAround(p.text, m.index).text)) continue;
    const found = partiesOf(p, m.index);
    if (found) out.push(found);
  }
  // A first offer or notice: the holder is named right after the words, the grantor last before them.
  for (const [re, needsWindow] of [
    [FIRST_OFFER, false],
    [FIRST_NOTICE, true],
  ] as const) {
    re.lastIndex = 0;
    for (let m = re.exec(p.text); m; m = re.exec(p.text)) {
      const { start, text } = sentenceAround(p.text, m.index);
      const after = m.index + m[0].length;
      if (NOT_A_GRANT.test(text) || (needsWindow && !WINDOW.test(p.text.slice(after, after + 600)))) continue;
      const holder = sideNamed(sides, p.text.slice(after, after + 60), 'first');
      const grantor = sideNamed(sides, p.text.slice(start, m.index), 'last');
      if (holder && grantor) out.push({ at: m.index, grantor, holder });
    }
  }
  return out;
}

/** The offset of a preference the reviewed side gives the other side alone, or -1. */
function selfGrantsFirstRight(p: RuleInput): number {
  const mine = preferences(p).find((x) => x.grantor === 'self' && x.holder === 'other');
  return mine ? mine.at : -1;
}

export const FIRST_REFUSAL_RULES: readonly Rule[] = [
  {
    id: 'self-grants-first-right',
    family: 'exclusivity',
    prior: 0.9,
    severity: 'medium',
    match: selfGrantsFirstRight,
    harsher: (p, at) => OVER_THE_BUSINESS.test(sentenceAround(p.text, at).text),
  },
];
