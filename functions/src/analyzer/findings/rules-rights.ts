/**
 * The review's rules on what each side may do beside the deal, read for the reviewed side: the other side
 * free to serve others, the reviewed side's competitors included ("FCC will be permitted during the Term to
 * sell terpene to other parties", "nothing in this Agreement shall limit NCM's ability to contract ... with
 * any Person"); the reviewed side barred from announcing or even acknowledging the deal with no exception for
 * what the law requires; the reviewed side barred from any engagement that would present a "conflict", a
 * standard the other side reads; the reviewed side's one-way promise to do nothing that could harm the other
 * side's reputation; publicity rights of people who are not parties (drivers, players) promised in the deal.
 * The judge (judge.ts) reads every rule table as one list; explain-covenants.ts holds their words.
 */
import { has, says } from './rule-kit';
import type { Rule, RuleInput } from './rule-types';
import { sentenceAround } from './rule-patterns';
import { mentions, sideNamed } from './sides';

/** "will be permitted during the Term to sell terpene to other parties", "shall be able to pursue ... for the account of others". */
const FREE_TO_DEAL =
  /^\s*(?:also\s+)?(?:be\s+)?(?:permitted|free|able|entitled|allowed)\b[^.;]{0,40}?\bto\s+(?:sell|pursue|provide|market|distribute|deal|engage|carry\s+on|compete|represent|act\s+for|license|offer|contract|appoint|solicit)\b[^.;]{0,160}?\b(?:other\s+(?:parties|persons|customers|clients|distributors|companies|entities|businesses)|third\s+parties|any\s+(?:other\s+)?(?:person|third\s+party)|competitors?|competing|for\s+its\s+own\s+account|account\s+of\s+others|similar\s+(?:services|products))\b/i;
/**
 * "may, without obligation to pay DISTRIBUTOR any commission, make direct sales of Products to other customers in
 * the Territory", "the Supplier may sell or supply the Products to end users within USA at anytime" (appointing
 * other distributors is rules-terms.ts's other-may-deal-elsewhere).
 */
const SELLS_DIRECT =
  /^[^.;]{0,100}?\b(?:make\s+direct\s+sales|sell\s+(?:\w+\s+){0,3}directly|provide\s+similar\s+services|(?:sell|supply)\s+(?:or\s+(?:sell|supply)\s+)?(?:the\s+|any\s+)?Products?\b[^.;]{0,30}?\bto\s+(?:end[\s-]?users|customers|(?:any\s+)?third\s+part(?:y|ies))\b)/i;
/** The freedom reaches the reviewed side's own ground: "in the Territory", "within the area where Service Recipient operates", "without obligation to pay DISTRIBUTOR any commission". */
const INTO_OWN_GROUND =
  /\b(?:in|within|into|throughout)\s+(?:the\s+)?(?:Territory|area|region|market)\b|\bwithout\s+(?:any\s+)?(?:obligation|liability|duty)\s+to\s+pay\b[^.;]{0,40}\b(?:commissions?|compensation)\b/i;
/** "UTEK shall not have or be deemed to have, fiduciary obligations": free to put its own interest first. */
const NO_FIDUCIARY = /^\s*(?:not\s+)?(?:have|owe|be\s+deemed\s+to\s+(?:have|owe))\b[^.;]{0,40}?\bfiduciary\b/i;
/** "nothing in this Agreement shall limit or affect (i) NCM's ability to contract": an express freedom. */
const NOTHING_LIMITS =
  /\bnothing\s+(?:in|contained\s+in|herein)\b[^.;]{0,60}?\b(?:restrict|prevent|preclude|prohibit|limit|affect)\w*\s+(?:or\s+\w+\s+)?(?:in\s+any\s+way\s+)?(?:\(i\)\s+)?(?:the\s+(?:right|ability)\s+of\s+)?(?:the\s+)?/gi;
/** What the freed side may do that takes from the reviewed one: serve others, compete, license or develop rival products. */
const RIVAL_BUSINESS =
  /\b(?:compet\w*|similar|identical|other\s+(?:providers?|parties|persons|entities|marks|facilities|customers|distributors|licensees)|third\s+part(?:y|ies)|any\s+(?:other\s+)?(?:person|entity)|develop\w*|commerciali[sz]\w*|licen[cs]\w*|contract\w*\s+(?:directly\s+)?with)\b/i;
/** A passive holding of listed shares, the usual carve-out from a non-compete. */
const INVESTMENT = /\b(?:shares|securities|stock\s+exchange|investment)\b/i;
const EITHER = /^\s*(?:either|each|any|both|the)\s+(?:of\s+the\s+)?part(?:y|ies)\b/i;

function otherFreeToCompete(p: RuleInput): number {
  const free = says(p, 'other', FREE_TO_DEAL, /^(?:must|may):/);
  if (free >= 0) return free;
  const direct = says(p, 'other', SELLS_DIRECT, /^may:/);
  if (direct >= 0) return direct;
  const fiduciary = /fiduciary/i.test(p.text) ? says(p, 'other', NO_FIDUCIARY, /^(?:must|mustNot):/) : -1;
  if (fiduciary >= 0) return fiduciary;
  const sides = p.contract.sides;
  if (!sides || !/\bnothing\b/i.test(p.text)) return -1;
  NOTHING_LIMITS.lastIndex = 0;
  for (let m = NOTHING_LIMITS.exec(p.text); m; m = NOTHING_LIMITS.exec(p.text)) {
    const after = m.index + m[0].length;
    if (EITHER.test(p.text.slice(after, after + 30))) continue;
    const { end } = sentenceAround(p.text, m.index);
    // The freedom itself, up to its proviso ("; provided, however, that ...").
    const rest = p.text.slice(after, end).split(';')[0]!;
    // The side freed is the one named right after the words ("the right of WebMD", "NCM's ability").
    const named = mentions(sides, rest.slice(0, 40)).find((x) => x.who !== 'none' && x.at <= 2);
    // "nothing herein shall prohibit Dassault Systemes, PlanetCAD or any of their affiliates": both sides freed.
    const both = mentions(sides, rest.slice(0, 80)).some((x) => x.who === 'self' || x.who === 'mutual');
    if (named?.who === 'other' && !both && RIVAL_BUSINESS.test(rest) && !INVESTMENT.test(rest)) return m.index;
  }
  return -1;
}

/**
 * A ban on announcing, disclosing or acknowledging the agreement. Without an exception for what the law, a
 * regulator or a stock exchange requires, the bound side must choose between breaching it and breaching the law.
 */
const ANNOUNCE =
  /\b(?:press\s+releases?|public\s+(?:announcements?|statements?|disclosures?)|announce\w*|publicity\s+(?:releases?|statements?)|publici[sz]e\w*|acknowledge\s+the\s+existence|disclose\b[^.;]{0,40}\b(?:the\s+(?:existence|substance|terms)|this\s+agreement))/i;
const LAW_EXCEPTION =
  /\b(?:required|requires?|compelled|necessary|mandated)\b[^.;]{0,80}\b(?:laws?|regulat\w*|rules?|exchanges?|courts?|securities|SEC|listing|legal\w*)\b|\bapplicable\s+(?:laws?|securities|regulat\w*)|\bby\s+law\b|\blegal(?:ly)?\s+(?:required|obligat\w*)|\bsecurities\s+laws?\b/i;
/** A ban the other side bears too ("Neither party shall issue"), or one only the other side bears. */
const BOTH_BOUND = /\b(?:neither|each|either|both)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\s+shall\s+not\b/i;

function selfNoAnnouncement(p: RuleInput): number {
  const m = ANNOUNCE.exec(p.text);
  if (!m || LAW_EXCEPTION.test(p.text) || BOTH_BOUND.test(p.text)) return -1;
  const { start, end } = sentenceAround(p.text, m.index);
  const bans = p.signals.filter((s) => s.at >= start && s.at < end && /^(?:mustNot|must):/.test(s.kind));
  if (p.signals.some((s) => (s.who === 'other' || s.who === 'mutual') && /^mustNot:/.test(s.kind))) return -1;
  // The reviewed side's promise that governs the announcement words: the last before them in their sentence.
  const own = bans.filter((s) => s.at < m.index).pop();
  // The reviewed side's own promise not to, also where the negation follows the modal ("shall in no way disclose").
  if (
    own?.who !== 'self' ||
    !(/^mustNot:/.test(own.kind) || /^\s*in\s+no\s+way\b/i.test(p.text.slice(own.end, own.end + 20)))
  )
    return -1;
  // With the reviewed side's own approval as the condition, the reading of who is bound is not to be trusted.
  return has(p, 'self', 'consent') >= 0 ? -1 : own.at;
}

/**
 * The reviewed side barred from engagements that "would present a material conflict" (or a conflict of
 * interest) with the other side: an undefined test the other side applies, wider than a non-compete.
 */
const CONFLICT =
  /^[^.;]{0,250}?\b(?:(?:material|actual|potential)\s+conflicts?|conflicts?\s+of\s+interest|would\s+(?:present|create|constitute|give\s+rise\s+to)\s+(?:a\s+|an\s+)?(?:\w+\s+)?conflict)\b/i;
const ENGAGES =
  /^\s*(?:not\b\s*)?,?\s*(?:directly\s+or\s+indirectly\s*,?\s*)?(?:\([^)]{0,80}\)\s*)?(?:engage|provide|perform|enter|accept|undertake|render|work|act)\b/i;

/**
 * The reviewed side's exclusivity held only on a condition of its own performance: "appoints ENVISION as its
 * exclusive distributor ... subject to ENVISION fulfilling the ... best efforts marketing requirements", "The
 * Reseller's exclusive right ... is subject to the Reseller achieving the following milestones", "sole and
 * exclusive agent ... based on minimum annual product purchase requirements". The other side may claim the
 * condition failed and withdraw the exclusivity the reviewed side invested in.
 */
const EXCLUSIVE_ON_CONDITION =
  /\bexclusiv\w*\b[^.;]{0,200}?\b(?:subject\s+to|conditioned\s+(?:up)?on|conditional\s+(?:up)?on|based\s+on|contingent\s+(?:up)?on|so\s+long\s+as|provided\s+that)\s+(?:the\s+)?([^.;]{0,80}?)\b(?:fulfil\w*|meet\w*|achiev\w*|minimum|requirements|targets?|quotas?|performance)\b/i;
/**
 * The offset of an exclusivity `holder` holds only on a condition of its own performance, or -1. For the
 * holder it is a risk (self-exclusivity-conditional); for the side that grants it, the condition is its
 * protection.
 */
export function exclusiveOnCondition(p: RuleInput, holder: 'self' | 'other'): number {
  const sides = p.contract.sides;
  const m = sides && /exclusiv/i.test(p.text) ? EXCLUSIVE_ON_CONDITION.exec(p.text) : null;
  if (!sides || !m) return -1;
  // The exclusivity is the holder's: the party named last before the condition ("appoints the
  // Customer to be the sole and exclusive agent ... based on", "The Reseller's exclusive right ... is subject to").
  const { start } = sentenceAround(p.text, m.index);
  const condition = m.index + m[0].length - m[1]!.length - (/\w+$/.exec(m[0])?.[0].length ?? 0);
  if (sideNamed(sides, p.text.slice(start, condition - 1), 'last') !== holder) return -1;
  // The condition is on the holder's own performance (or on nobody named).
  const on = mentions(sides, m[1]!).filter((x) => x.who !== 'none');
  return on.every((x) => x.who === holder) ? m.index : -1;
}

/**
 * A promise not to do anything that could hurt the other side's name or standing: "not commit any action or
 * omission to act which could adversely affect PROVIDER, its name, reputation or ability to conduct its
 * business", "agrees to act in good faith so as to not harm the business reputation of the Company". The test
 * is what might harm, judged by the side protected, and it reaches ordinary conduct (competing, complaining,
 * suing), not only statements. Marks and logos used as the licence allows are the trademark rules' concern.
 */
const HARMS_STANDING =
  /\b(?:not|never|nor|refrain\s+from)\b[^.;]{0,140}?\b(?:adversely\s+affect|harm|damage|injure|impair|disparage|malign|denigrate|discredit|tarnish|(?:reflect|bear)\s+(?:poorly|unfavou?rably|adversely|negatively)\s+(?:up)?on)\w*\b[^.;]{0,100}?\b(?:reputation|good\s+name|goodwill\s+of)\b/i;
const MARKS_USED = /\b(?:trade\s*marks?|service\s+marks?|marks|logos?|trade\s+names?)\b/i;

/** The reviewed side alone bound by a promise not to harm the other side's reputation: its offset, or -1. */
function selfGuardsReputation(p: RuleInput): number {
  const m = HARMS_STANDING.exec(p.text);
  if (!m) return -1;
  const { text: sentence, start } = sentenceAround(p.text, m.index);
  if (MARKS_USED.test(sentence)) return -1;
  // The promise that governs the words: the last duty before them in their sentence, the reviewed side's own.
  const own = p.signals.filter((s) => s.at >= start && s.at < m.index && /^(?:must|mustNot):/.test(s.kind)).pop();
  if (own?.who !== 'self') return -1;
  // A promise each side makes protects both alike.
  return p.signals.some((s) => (s.who === 'other' || s.who === 'mutual') && /^(?:must|mustNot):/.test(s.kind))
    ? -1
    : own.at;
}

/**
 * Publicity rights of people who are not parties promised as part of the deal: "All Sabco drivers, while under
 * contract with Team SABCO, shall allow their likeness, voice, picture and signature to be used", "making
 * available ... the name, voice, picture, portrait, likeness ... of each driver", "the approvals to be sought from
 * the drivers and other Team members shall include the right to use their name, likeness". The drivers, players
 * or performers are not bound by the agreement: the side that promises their rights answers for people it cannot
 * bind, and the side that pays for them holds rights that end when a person leaves or refuses.
 */
const LIKENESS = /\blikeness(?:es)?\b/i;
const NON_PARTY_PERSONS =
  /\b(?:(?:all|each|every|any|its|their|the)\s+(?:[A-Z][\w&.-]*\s+)?(?:drivers?|players?|athletes?|riders?|performers?|team\s+members?|crew\s+members?)|drivers|players|athletes|riders|performers|team\s+members|crew\s+members)\b/;
const MADE_AVAILABLE =
  /\b(?:allow|permit|mak(?:e|ing)\s+available|approvals?|consents?|releases?|procure|cause)\b[^.;]{0,200}?\b(?:use|used|using)\b|\b(?:use|used)\b[^.;]{0,60}?\blikeness/i;
/** "this Agreement does not grant it any rights with respect to the name, likeness ... of any player": no promise. */
const NOT_GRANTED =
  /\b(?:does\s+not|do\s+not|shall\s+not|will\s+not|no)\s+(?:grant|convey|include|rights?|use|identify)\b/i;

function nonPartyLikeness(p: RuleInput): number {
  const l = LIKENESS.exec(p.text);
  if (!l) return -1;
  const sentence = sentenceAround(p.text, l.index);
  const persons = NON_PARTY_PERSONS.exec(sentence.text);
  if (!persons || !MADE_AVAILABLE.test(sentence.text) || NOT_GRANTED.test(sentence.text)) return -1;
  // The people are a party's own defined name ("the Driver" as a party): its own grant, judged elsewhere.
  const sides = p.contract.sides;
  if (sides && mentions(sides, persons[0]).some((x) => x.who === 'self' || x.who === 'other')) return -1;
  return l.index;
}

export const RIGHTS_RULES: readonly Rule[] = [
  {
    id: 'other-free-to-compete',
    family: 'exclusivity',
    prior: 0.8,
    severity: 'medium',
    match: otherFreeToCompete,
    // Free to sell into the reviewed side's own territory or area, or to its customers with no commission:
    // the distributor competes with its supplier on its own ground.
    harsher: (p, at) => INTO_OWN_GROUND.test(sentenceAround(p.text, at).text),
  },
  {
    id: 'self-exclusivity-conditional',
    family: 'exclusivity',
    prior: 0.9,
    severity: 'medium',
    match: (p) => exclusiveOnCondition(p, 'self'),
  },

  {
    id: 'self-no-announcement',
    family: 'confidentiality',
    prior: 0.8,
    severity: 'medium',
    match: selfNoAnnouncement,
    harsher: (p) => /\backnowledge\s+the\s+existence\b/i.test(p.text),
  },
  {
    id: 'self-guards-reputation',
    family: 'other',
    prior: 0.8,
    severity: 'medium',
    match: selfGuardsReputation,
  },
  {
    id: 'non-party-likeness',
    family: 'licence-scope',
    prior: 1.1,
    severity: 'medium',
    match: nonPartyLikeness,
  },
  {
    id: 'self-conflict-restriction',
    family: 'non-compete',
    prior: 0.9,
    severity: 'medium',
    match: (p) => {
      if (!/conflict/i.test(p.text)) return -1;
      for (const s of p.signals)
        if (
          s.who === 'self' &&
          /^mustNot:/.test(s.kind) &&
          ENGAGES.test(p.text.slice(s.end, s.end + 120)) &&
          CONFLICT.test(p.text.slice(s.end, s.end + 300))
        )
          return s.at;
      return -1;
    },
  },
];
