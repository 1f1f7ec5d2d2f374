/**
 * A term of the deal left for the parties to agree later: "for a consideration to be mutually agreed",
 * "the Parties shall enter into a separate commercial supply agreement", "Minimum Performance won't be
 * determined until ... clearance is obtained". An agreement to agree binds nobody to any particular term, so
 * the side that needs the term (the one to receive the supply, the rights or the price) cannot rely on it.
 * Open terms that are the ordinary machinery of a contract are not such a gap: an arbitrator the parties are
 * to choose, work orders and statements of work under a framework, the talks severability or a dispute
 * calls for, an addition either side may decline, and what one side alone is to determine.
 * COMMERCIAL_RULES (rules-commercial.ts) carries the rule into the judge; explain-gaps.ts holds its words.
 */
import { fam } from './rule-kit';
import { BLANK, OPTIONAL_LATER, onlySelfSupplies, sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';

/**
 * The later agreement itself: a binding promise to negotiate or sign a separate or definitive agreement
 * ("the Parties shall, in good faith, negotiate the terms ... and enter into a definitive non-exclusive
 * supply agreement"). Whatever it is to settle is left open whole.
 */
const SEPARATE_AGREEMENT =
  /\b(?:shall|will|must|agrees?\s+to),?\s+(?:(?:in\s+good\s+faith|promptly|thereafter|then),?\s+)?(?:negotiate|enter\s+into|execute|conclude)\b[^.;]{0,200}?\b(?:a|an|the)\s+(?:separate|definitive|further|formal|long[\s-]term)\s+(?:written\s+)?(?:[\w-]+\s+){0,3}?agreements?\b/i;
/** A term that "won't be determined until" an event, or that the parties are to meet "in good faith to set". */
const LATER_TERM =
  /(?:won['’]t|will\s+not|shall\s+not)\s+be\s+(?:determined|set|established|agreed)\s+until\b|\bin\s+good\s+faith\s+to\s+(?:set|establish|agree\s+(?:on|upon)|determine)\b/i;
/**
 * What makes an open term part of the bargain rather than a detail of performance (a format, a URL, a date,
 * a place): the price and what is paid for it, the scope, the quantities and targets, the rights.
 */
const CORE_TERM =
  /\b(?:price|pricing|fees?|compensation|consideration|royalt\w*|remuneration|payments?|charges?|(?<!frequency\s)rates?|profits?|revenue\s+share|scope|minimum|targets?|performance\s+goals|quotas?|quantit(?:y|ies)|amount|volumes?|supply|licen[cs]e\s+terms|exclusivity)\b/i;
/** "the value of such interest is to be determined under this Agreement": settled by the agreement's own formula. */
const BY_FORMULA = /^\s*(?:under|in\s+accordance\s+with|pursuant\s+to|as\s+(?:provided|set\s+(?:forth|out)))\b/i;

const OPEN_TERM = new RegExp(`${BLANK.source}|${SEPARATE_AGREEMENT.source}|${LATER_TERM.source}`, 'gi');

/**
 * Open terms that are the contract's ordinary machinery, or that no side must take up: the arbitrator or
 * expert to be chosen, orders and statements of work under a framework, severability's substitute term, talks
 * to resolve a dispute, an optional or possible addition.
 */
const MACHINERY =
  /\b(?:arbitrators?|mediators?|umpire|appraisers?|independent\s+expert|invalid|illegal|unenforceable|severab\w*|possible|potential|neither\s+party\s+(?:shall|will)\s+be\s+(?:obligated|obliged|required)|no\s+obligation\s+to\s+enter)\b|\bmay\s+(?:(?:mutually|jointly)\s+)?(?:agree|negotiate|enter\s+into|execute)\b|\b(?:resolv|settl)\w*\b[^.;]{0,40}\b(?:disputes?|controvers\w*|differences|disagreements?|claims?)\b|\b(?:disputes?|controvers\w*|disagreements?)\s+(?:arising|between|under|regarding|relating|concerning)\b/i;
/** The open term is an order or a statement of work under the framework: "pursuant to a statement of work (including a budget) to be agreed". */
const ORDER_BEFORE = /\b(?:statements?\s+of\s+work|work\s+orders?|purchase\s+orders?|SOWs?)\b[^.;]{0,60}$/i;
/** An extra the reviewed side may ask for or decline: "If Sonos requests an extension ...", "an additional fee (to be determined)". */
const ON_REQUEST =
  /\b(?:if|should|in\s+the\s+event(?:\s+that)?)\s+[^,;]{0,60}?\b(?:requests?|agrees?\s+that|required\s+by)\b|\bmay\s+(?:also\s+)?request\b|\b(?:upon|any)\s+(?:[\w.&-]+['’]s\s+)?(?:reasonable\s+)?(?:written\s+)?request\b|\boptional\b|\boption\s+to\b|\badditional\s+(?:fees?|charges?|services?|sessions?)\b/i;
/**
 * Not a term left open at all: a document signed together with this one ("enter into a separate Share
 * Purchase Agreement ... at the same time"), or records kept "to enable the royalties ... to be determined".
 */
const NOT_OPEN =
  /\b(?:at\s+the\s+same\s+time|simultaneously|concurrently|contemporaneously)\b|\b(?:enable|sufficient\s+detail)\b[^.;]{0,300}\bto\s+be\s+(?:determined|calculated|verified)\b/i;
/** "to be determined by HealthGate", "to be determined by the Development Committee": one side's or a body's call, not an agreement. */
const DECIDED_BY_ONE = /\bto\s+be\s+determined\s+by\s+(?!(?:the\s+|both\s+|each\s+of\s+the\s+)?parties\b|mutual)/i;

function openTermAt(p: RuleInput): number {
  // The side that only supplies needs no later agreement to be protected, save on renewal (it wants the term).
  if (onlySelfSupplies(p) && !fam(p, 'renewal')) return -1;
  OPEN_TERM.lastIndex = 0;
  for (let m = OPEN_TERM.exec(p.text); m; m = OPEN_TERM.exec(p.text)) {
    const { text: sentence, start } = sentenceAround(p.text, m.index);
    // "Should Licensee agree to be the vendor for an Additional Title, ... will negotiate in good faith".
    if (OPTIONAL_LATER.test(sentence) || MACHINERY.test(sentence) || DECIDED_BY_ONE.test(sentence)) continue;
    if (ON_REQUEST.test(sentence) || NOT_OPEN.test(sentence)) continue;
    if (ORDER_BEFORE.test(p.text.slice(start, m.index))) continue;
    if (SEPARATE_AGREEMENT.test(m[0])) return m.index;
    // An open price, scope or quantity, named in the clause that leaves it open.
    const end = m.index + m[0].length;
    if (BY_FORMULA.test(p.text.slice(end, end + 40))) continue;
    if (CORE_TERM.test(p.text.slice(Math.max(start, m.index - 60), end + 60))) return m.index;
  }
  return -1;
}

export const AGREE_RULES: readonly Rule[] = [
  {
    id: 'agreement-to-agree',
    family: 'other',
    prior: 0.6,
    severity: 'medium',
    match: openTermAt,
  },
];
