/**
 * The review's rules on services the reviewed side relies on, read for the reviewed side: the other side bound
 * to maintain, support or host software, a site or a network ("LEADER maintain the software for an additional
 * five years", "HDI shall host and maintain the Site") in a contract that defines no service level at all (no
 * response, fix or restoration times, availability, support hours or service credits).
 * The judge (judge.ts) reads every rule table as one list; explain-service.ts holds their words.
 */
import type { Rule, RuleInput } from './rule-types';
import { sentenceAround } from './rule-patterns';
import { mentions } from './sides';

/**
 * What a service level is made of, anywhere in the contract: named service levels, availability or uptime,
 * response, fix or restoration times, service credits, severity or priority levels, downtime, support hours.
 * A dispute to be resolved or a breach to be cured within days is no service level.
 */
const SERVICE_LEVEL =
  /\b(?:service[-\s]levels?|SLAs?\b|up-?time|availab\w*\s+(?:of|at\s+least|not\s+less\s+than)\s+(?:\w+\s+){0,3}?\(?\d{2}(?:\.\d+)?\s*%|\d{2}(?:\.\d+)?\s*%\s+(?:of\s+the\s+time|availab\w*|up-?time)|response\s+times?|respon(?:d|se)\s+(?:\w+\s+){0,6}?within\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:business\s+|working\s+)?hours|resolution\s+times?|fix\s+times?|(?:correct|fix|repair|restor)\w*\s+(?!(?:\w+\s+){0,3}?(?:dispute|disagreement|default|breach|deficienc|failure|claim|matter))(?:\w+\s+){0,5}?within\s+(?:\w+\s+)?(?:\(\d+\)\s+)?(?:business\s+|working\s+)?(?:hours|days)|service\s+credits?|(?:severity|priority)\s+(?:levels?|[1-4]\b|one|two)|down-?time|(?:24|twenty-four)\s*(?:\(24\)\s*)?hours?\s+(?:a|per)\s+day|24\s*x\s*7|24\/7|seven\s+(?:\(7\)\s+)?days\s+(?:a|per)\s+week|(?:support|help\s*desk|hotline)\s+(?:\w+\s+){0,3}?(?:hours|available\s+(?:from|between|during))|hours\s+of\s+(?:support|coverage))/i;

/** Whether the contract defines any service level (contract-facts.ts reads this once per contract). */
export const definesServiceLevels = (text: string): boolean => SERVICE_LEVEL.test(text);

/**
 * A duty to keep something running for the other party: maintain, support, host or operate software, a site,
 * a platform or a network, or provide maintenance, technical support or hosting.
 */
const SERVICE_DUTY =
  /\b(?:maintain|support|host|operate|provide|perform|render)(s|ing)?\s+(?:(?:and|or)\s+\w+\s+)?(?:\w+\s+){0,3}?(?:software|site|web\s*site|platform|application|network|servers?|hosting|maintenance|(?:technical|customer|product|end[- ]user)\s+support|support\s+services|help\s*desk)\b/gi;
/**
 * Between the bound side and its duty: a modal ("HDI shall host and maintain the Site"), or nothing before a
 * bare verb ("LEADER maintain the software"); never a permission, a negation or a second clause.
 */
const MODAL_GAP =
  /^\s*(?:shall|will|must|agrees?\s+to|undertakes?\s+to|is\s+(?:obligated|required)\s+to)\s+(?:\w+\s+){0,3}?$/i;
const NOT_A_DUTY = /\b(?:not|no|never|may|right|option|cease\w*|discontinu\w*|except)\b/i;
/** "if Garman ceases to support the Software": a condition names the side, it does not bind it. */
const CONDITION = /\b(?:if|unless|should|when|whether|until|in\s+the\s+event(?:\s+that)?)\s+(?:the\s+)?$/i;
/** A recital tells the history ("WHEREAS ... an agreement for LEADER to maintain the software"), not the duty. */
const RECITAL = /\bwhereas\b/i;
/** A definition says what a term means ("\"Hosting Services\" means the services by which HDI shall host ..."), not the duty. */
const DEFINITION = /\b(?:means|shall\s+mean|refers\s+to|is\s+defined\s+as)\b/i;

/**
 * The first passage (in the order the judge reads them) that states the duty, per contract read: one service
 * with no levels is one finding, cited where the contract first binds the other side to it.
 */
const FIRST_DUTY = new WeakMap<object, string>();
/** Kept in confidence, in records or at a place: the software is guarded, not kept running. */
const NOT_SERVICE = /\b(?:confiden\w*|records?|books|insurance|secret|premises)\b/i;
/** A term of years the duty runs for: the longer the reliance, the weightier the missing levels. */
const YEARS =
  /\bfor\s+(?:an?\s+(?:additional\s+|further\s+|initial\s+)?(?:period|term)\s+of\s+|an\s+additional\s+|a\s+further\s+)?(?:\w+(?:-\w+)?\s+)?(?:\(\d+\)\s+)?years?\b/i;

function otherServiceNoLevels(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || p.contract.serviceLevels !== false || p.contract.selfSupplies) return -1;
  SERVICE_DUTY.lastIndex = 0;
  for (let m = SERVICE_DUTY.exec(p.text); m; m = SERVICE_DUTY.exec(p.text)) {
    const { start, end } = sentenceAround(p.text, m.index);
    const sentence = p.text.slice(start, end);
    if (NOT_SERVICE.test(p.text.slice(m.index, end)) || RECITAL.test(sentence) || DEFINITION.test(sentence)) continue;
    const before = p.text.slice(start, m.index);
    const named = mentions(sides, before).filter((x) => x.who !== 'none');
    const subject = named[named.length - 1];
    if (subject?.who !== 'other') continue;
    const gap = before.slice(subject.end);
    // "TouchStar ... provides the related Support Services", "Excite maintains a site": a description, no duty.
    const bare = gap.trim() === '' && !m[1];
    if (!(bare || MODAL_GAP.test(gap)) || NOT_A_DUTY.test(gap) || CONDITION.test(before.slice(0, subject.at))) continue;
    const first = FIRST_DUTY.get(p.contract);
    if (first === undefined) FIRST_DUTY.set(p.contract, p.text);
    else if (first !== p.text) return -1;
    return m.index;
  }
  return -1;
}

export const SERVICE_RULES: readonly Rule[] = [
  {
    id: 'other-service-no-levels',
    family: 'service-levels',
    prior: 0.8,
    severity: 'medium',
    match: otherServiceNoLevels,
    harsher: (p, at) => YEARS.test(sentenceAround(p.text, at).text),
  },
];
