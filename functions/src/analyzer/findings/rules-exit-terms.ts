/**
 * More of the review's judgements on the way out, read for the reviewed side: a renewal any lawyer
 * accepts, termination grounds written as list items ("(3) By the Company, at its option, if ..."),
 * and a morals clause that lets the other side end a personal-services deal on its own view of the
 * reviewed side's reputation, an agreement that falls with another one, and remedies that reach
 * consequential and punitive damages. The judge (judge.ts) reads this table with the others; explain-exit.ts
 * holds the words.
 */
import { NUM, parseNumberWord } from '../text';
import { onlySelfSupplies, sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { ENJOINED, INSOLVENCY } from './rules-exit';
import { mentions } from './sides';

/** "unless either party notifies the other", "provided neither party gives notice", "unless terminated by either party". */
const EITHER_STOPS =
  /\bunless\s+(?:either|any|one)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bprovided\s+(?:that\s+)?(?:neither|either)\s+party\b[^.;]{0,60}\bnotice|\bunless\s+(?:sooner\s+|earlier\s+|otherwise\s+)?terminated\s+by\s+either\s+party\b/i;
/** The length of each renewal: "for successive one (1) year periods", "for monthly periods", "each year". */
const RENEWAL_PERIOD =
  /\b(?:renew|extend)\w*\b[^.;]{0,120}?(?:\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\s*(?:\(\d{1,2}\)\s*)?[\s-]?(year|month)s?\b|\b(?:annual|yearly|monthly|month[\s-]to[\s-]month)\b|\beach\s+(?:year|month)\b)/i;
/** A renewal on conditions ("provided that: (a) Distributor has made all Guaranteed Minimum Purchases"). */
const CONDITIONED = /\bprovided\s+(?:that\s+)?(?![^.;]{0,20}\b(?:neither|either)\s+party)|\bagreed\b|\bmutual/i;
/** The window for a notice of non-renewal: "at least ninety (90) days prior to the end of the then-current term". */
const NOTICE_WINDOW = new RegExp(
  String.raw`\b(${NUM})\s*(days?|months?)\b[^.;]{0,30}?\b(?:prior|before|in\s+advance|notice)`,
  'i',
);
/**
 * An evergreen either party may stop: renewal for a year or less at a time "unless either party
 * notifies the other ... at least thirty (30) days before the expiration". Each side can leave at the
 * end of every short term, which is the market-standard renewal. Not a renewal for long periods, one on
 * conditions, or one whose notice window runs three months or more for a side with no other way out:
 * it must decide long before the term ends or stay bound for another one.
 */
export function shortEvergreen(p: RuleInput): boolean {
  const m = RENEWAL_PERIOD.exec(p.text);
  if (!m || !EITHER_STOPS.test(p.text) || CONDITIONED.test(p.text)) return false;
  const w = NOTICE_WINDOW.exec(p.text.slice(m.index));
  const days = w ? (parseNumberWord(w[1]!) ?? 0) * (/^month/i.test(w[2]!) ? 30 : 1) : 0;
  if (days >= 90 && !p.contract.selfMayExitAtWill) return false;
  if (!m[1]) return true;
  const n = parseNumberWord(m[1]) ?? 99;
  return m[2]!.toLowerCase() === 'year' ? n <= 1 : n <= 12;
}

/**
 * A termination ground listed as an item that names the side holding the right: "(3) By the
 * Company, at its option, if at least two Milestones ... are not achieved within 12 months",
 * "(3) by Hydraspin, if Distributor fails to satisfy the Performance Thresholds". The lead-in
 * ("This Agreement will terminate upon the following:") often sits in a passage of its own.
 */
const LISTED_BY = /(?:^|[\s;:,])\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)]\s*by\s+/gi;
const GROUND =
  /^\s*,?\s*(?:at\s+its\s+(?:sole\s+)?(?:option|election|discretion),?\s*)?(?:immediately,?\s*)?(?:in\s+writing,?\s*)?(?:upon\s+(?:[\w*[\]-]+\s+){0,4}?(?:written\s+)?notice[^;,]{0,40}?\s)?(?:if|in\s+the\s+event|should|upon\s+the\s+occurrence)\b/i;
/**
 * A ground any lawyer accepts: insolvency or ceasing business, an injunction that stops the deal, or a
 * breach left uncured after notice.
 */
const CURED = /\b(?:not|fails\s+to\s+be)\s+(?:cured|remedied)\b|\bfails\s+to\s+(?:cure|remedy)\b|\bcure\s+period\b/i;
export function otherListedExit(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !p.contract.otherMayTerminate) return -1;
  for (const m of p.text.matchAll(LISTED_BY)) {
    const from = m.index + m[0].length;
    const rest = p.text.slice(from, from + 400);
    const holder = mentions(sides, rest.slice(0, 60))[0];
    if (holder?.who !== 'other' || holder.at > 4) continue;
    const after = rest.slice(holder.end);
    if (!GROUND.test(after)) continue;
    // The item runs to the next item or the end of its sentence.
    const next = /;|\.\s|\s\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s/i.exec(after);
    const ground = next ? after.slice(0, next.index) : after;
    const standard =
      INSOLVENCY.test(ground) || ENJOINED.test(ground) || (/\bbreach|\bdefault/i.test(ground) && CURED.test(ground));
    if (!standard || !p.contract.selfMayTerminate) return m.index + m[0].length - 3;
  }
  return -1;
}

/**
 * A morals clause: the other side may end the deal if the reviewed side's conduct brings it (or the
 * other side) into "public disrepute, contempt, scandal or ridicule" or "offends the community". The
 * test is the other side's view of a reputation, not a conviction or a breach, and the side who
 * supplies its own name or services carries it. Not a clause both sides give alike.
 */
const MORALS =
  /\b(?:into\s+(?:public\s+)?(?:disrepute|scandal|ridicule|hatred|contempt)|disreput|scandalous|(?:insults?|offends?|shocks?)\s+(?:or\s+(?:offends?|insults?)\s+)?(?:the\s+)?(?:community|public))/i;
/** The reviewed side's own acts ("commits any act which brings him into public disrepute"). */
const CONDUCT = /\bcommit|\bengag|\bconduct|\bbehavio|\binvolved\b|\bstatements?\b/i;
/** A licensee's duty not to tarnish the licensed marks is a covenant on use of the marks, not a morals clause. */
const MARKS = /\btrade\s*marks?\b|\bmarks\b|\bgoodwill\b|\blogos?\b/i;
const BOTH_BOUND = /\beither\s+party\b|\bthe\s+other\s+party\b|\beach\s+party\b|\bneither\s+party\b/i;
const JUDGED_BY_OTHER =
  /\bin\s+(?:the\s+)?(?:sole\s+|reasonable\s+|good\s+faith\s+)?(?:opinion|judgment|discretion|determination)\b|\blikely\s+to\b|\bmay\s+(?:tend\s+to\s+)?(?:bring|reflect)/i;
function moralsClause(p: RuleInput): number {
  if (!onlySelfSupplies(p) || !p.contract.otherMayTerminate || !p.contract.sides) return -1;
  const m = MORALS.exec(p.text);
  if (!m) return -1;
  const sentence = sentenceAround(p.text, m.index);
  if (BOTH_BOUND.test(sentence.text) || !CONDUCT.test(sentence.text) || MARKS.test(sentence.text)) return -1;
  // Whose conduct: the side named last before the words, when the sentence names one, is the reviewed side.
  const actor = mentions(p.contract.sides, p.text.slice(sentence.start, m.index)).at(-1);
  return actor && actor.who !== 'self' ? -1 : m.index;
}

/**
 * Another agreement named by its title ("the Supply Agreement", "the Manufacturing and Distribution
 * Agreement"): not the agreement's own term, nor a master or original agreement this one only carries out
 * or amends (a statement of work or an amendment ends with its master as a matter of structure).
 */
const OTHER_AGREEMENT = String.raw`(?:[Tt]he|[Tt]hat|[Ss]uch|[Aa]ny|[Ee]ach|[Aa]n?)\s+(?!(?:Term|Master|Original|Underlying|Principal|Existing|Prior|Amended)\b)(?:applicable\s+|relevant\s+|related\s+)?[A-Z][\w&-]*\s+(?:(?:[A-Z][\w&-]*|and|of|&)\s+){0,5}Agreements?\b`;
/** "this Agreement shall automatically terminate upon termination of the Supply Agreement for any reason". */
const ENDS_WITH = new RegExp(
  String.raw`\b(?:[Tt]his|[Tt]he)\s+Agreement\s+(?:shall|will)\s+(?:(?:automatically|immediately|also|simultaneously|thereupon|forthwith|and)\s+)*(?:terminate|expire|be\s+(?:automatically\s+)?terminated|end|cease)\b[^.;]{0,80}?\b(?:upon|on|if|in\s+the\s+event\s+(?:of|that)|with|concurrently\s+with|at\s+the\s+same\s+time\s+as|as\s+of)\s+(?:the\s+)?(?:any\s+)?(?:effective\s+date\s+of\s+(?:the\s+)?)?(?:expiration\s+or\s+)?(?:termination|expiration|expiry|rescission)\s+(?:or\s+\w+\s+)?(?:\([^)]{0,30}\)\s+)?of\s+${OTHER_AGREEMENT}`,
);
/** "Either party may terminate this Agreement upon written notice if the Manufacturing and Distribution Agreement terminates". */
const MAY_END_WITH = new RegExp(
  String.raw`\bmay\s+(?:immediately\s+)?terminate\s+this\s+Agreement\b[^.;]{0,100}?\b(?:(?:if|in\s+the\s+event(?:\s+that)?|upon|on)\s+${OTHER_AGREEMENT}\s+(?:terminat(?:es|ed|ion)|expir(?:es|ed|ation|y)|is\s+(?:terminated|rescinded)|has\s+been\s+terminated|shall\s+(?:terminate|expire))|(?:upon|on|following)\s+(?:the\s+)?(?:termination|expiration|expiry)\s+of\s+${OTHER_AGREEMENT})`,
);

/**
 * The agreement ends, or may be ended, because another agreement does. What the reviewed side receives
 * under this one, and what it has put into it, then falls with an event under the other (a termination for
 * convenience or breach there, its expiry) that it may not control. Both sides carry it where it ends on
 * its own or either party may end it; a right the reviewed side alone holds is its own way out.
 */
function endsWithAnother(p: RuleInput): number {
  // Every match names an agreement: a passage without the word has none.
  if (!/Agreement/.test(p.text)) return -1;
  const auto = ENDS_WITH.exec(p.text);
  if (auto) return auto.index;
  const right = MAY_END_WITH.exec(p.text);
  if (!right) return -1;
  let holder: string | undefined;
  for (const s of p.signals) if (s.kind === 'may:terminate' && s.at <= right.index + 3) holder = s.who;
  return holder === 'self' ? -1 : right.index;
}

/**
 * Remedies that reach damages a lawyer expects excluded: "in addition to any and all other remedies ...,
 * including without limitation, the recovery of direct, indirect, incidental, consequential and/or punitive
 * damages". Not an exclusion of the same damages ("shall not be liable for", "waives", "in no event").
 */
const DAMAGES_WIDENED =
  /\b(?:recover(?:y|ies)?|award(?:ed)?|entitled\s+to)\b[^.;]{0,80}?\b(?:consequential|punitive|exemplary)\b[^.;]{0,40}?\bdamages\b/i;
const NEGATED = /\b(?:no|not|neither|nor|never|waives?|waived|exclud\w*|disclaim\w*|except|other\s+than)\b/i;

/**
 * The other side may recover consequential or punitive damages from the reviewed side. Whose remedy: the
 * side the sentence names; where it names none ("available to it"), the side that alone is given
 * injunctive relief, whose remedies the sentence adds to.
 */
function damagesWidened(p: RuleInput): number {
  const sides = p.contract.sides;
  const m = sides && /damages/i.test(p.text) ? DAMAGES_WIDENED.exec(p.text) : null;
  if (!sides || !m) return -1;
  const sentence = sentenceAround(p.text, m.index);
  if (NEGATED.test(sentence.text.slice(0, m.index - sentence.start + m[0].length))) return -1;
  const named = new Set(mentions(sides, sentence.text).map((x) => x.who));
  if (named.has('other') && !named.has('self')) return m.index;
  return named.size === 0 && p.contract.otherAloneEnjoins ? m.index : -1;
}

export const EXIT_TERMS_RULES: readonly Rule[] = [
  {
    id: 'other-recovers-punitive',
    family: 'remedies',
    prior: 0.9,
    severity: 'medium',
    match: damagesWidened,
  },
  {
    id: 'ends-with-other-agreement',
    family: 'termination',
    prior: 0.6,
    severity: 'medium',
    match: endsWithAnother,
  },
  {
    id: 'self-morals-clause',
    family: 'termination',
    prior: 1.2,
    severity: 'medium',
    match: moralsClause,
    harsher: (p) => JUDGED_BY_OTHER.test(p.text),
  },
];
