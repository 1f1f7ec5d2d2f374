/**
 * Rules for terms that excuse the other side or shift a cost onto the reviewed one, read from who
 * the modal binds and the words right after it: "Cremer shall not be obliged to deliver", "Company
 * shall not be in default by reason of any failure ... if such failure results from ...",
 * "Company shall be responsible for all costs". Kept apart from rules.ts, which holds the families
 * every review judges first; the judge (judge.ts) reads both lists as one.
 */
import { cue, fam, has, says, when } from './rule-kit';
import type { Rule } from './rule-types';
import { costIsOrdinary, costMadeSelfs } from './money-patterns';
import { COMMITMENT_RULES, FAIR_LIMIT, NO_DUTY_TO_PERFORM } from './rules-commitments';
import { ACCOMMODATES_REQUEST } from './rules-efforts';
import { sentenceAround } from './rule-patterns';

/** "shall not be obliged to", "In no event shall Cisco be obligated to": the duty is optional. */
const NOT_OBLIGED =
  /^\s*(?:[A-Z][\w'’.&-]*\s+){0,4}?(?:not\s+)?(?:be\s+)?(?:obliged|obligated|required|bound|under\s+(?:any|no)\s+obligation)(?:\s+(?:under|by|pursuant\s+to)\s+this\s+[Aa]greement)?\s+to\b/;
/** A subjective test for the excuse ("that Cisco believes, in good faith"): harder to challenge. */
const SUBJECTIVE =
  /\bbelieves?\b|\bin\s+its\s+(?:sole\s+)?(?:opinion|judg(?:e)?ment)\b|\bsole\s+(?:and\s+absolute\s+)?discretion\b/i;
/** Events outside a party's control that excuse performance. */
const FORCE_MAJEURE =
  /\bforce\s+majeure\b|\bbeyond\s+(?:its|their|the)\s+(?:reasonable\s+)?control\b|\bacts?\s+of\s+god\b|\b(?:strikes?|embargo(?:es)?|shortages?\s+of)\b/i;
/** The excuse itself: deferring, being excused, not being in default or liable for the failure. */
const EXCUSED =
  /^\s*(?:not\s+)?(?:be\s+)?(?:entitled\s+to\s+|have\s+the\s+right\s+to\s+|to\s+)?(?:defer|suspend|delay|postpone|be\s+excused|excused|(?:be\s+)?(?:in\s+default|deemed\s+(?:to\s+be\s+)?in\s+(?:default|breach)|(?:held\s+)?liable|responsible\s+for\s+(?:any\s+)?(?:failure|delay)))\b/;
/** A clause about both sides alike is market standard, not a one-way excuse. */
const BOTH_SIDES =
  /\b(?:either|neither|each|any)\s+(?:of\s+the\s+)?part(?:y|ies)\b|\bthe\s+parties\b|\bboth\s+parties\b/i;
/**
 * Whether the sentence at `at` excuses one side only for such events: it names them, and neither it
 * nor another sentence of the passage that speaks of such events is about both sides. A notices or
 * entire-agreement clause run into the same passage does not count ("1.Dolphin shall be entitled to
 * defer any obligation hereunder in the event of force majeure ...; 2.Any notice ... 4.This is the
 * entire Agreement between the parties").
 */
function excusesOneSide(text: string, at: number): boolean {
  const own = sentenceAround(text, at).text;
  if (!FORCE_MAJEURE.test(own)) return false;
  return ![own, ...text.split(/(?<=[.;])\s+/).filter((x) => FORCE_MAJEURE.test(x))].some((x) => BOTH_SIDES.test(x));
}
/** The boilerplate a one-way excuse is read through: the excuse is no standard term, whatever clause shares its passage. */
const ONE_WAY_DESPITE = [
  'force-majeure',
  'entire',
  'interpretation',
  'notices',
  'counterparts',
  'severability',
  'headings',
  'waiver-clause',
  'amendment',
  'survival',
];
/** "responsible for all costs relating to", "bear sole responsibility for non-payment", "assume all expenses". */
const SELF_COSTS =
  /^\s*(?:be\s+)?(?:solely\s+|fully\s+|exclusively\s+)?(?:(?:responsible|liable)\s+for|bear(?:\s+(?:sole|full|all)\s+responsibility\s+for)?|assumes?)\s+(?:[\w,-]+\s+){0,4}?(?:costs?|expenses?|fees|charges|taxes|duties|non-?payment|losses|risks?|liabilit(?:y|ies))\b/i;
const OPEN_ENDED = /\brisks?\b|\bliabilit|\bnon-?payment\b|\blosses\b|\bdevelopment\b/i;
const ALL = /\b(?:all|any\s+and\s+all|sole(?:ly)?|entire)\b/i;

/** "reserves the right to reject orders in whole or in part": the other side may refuse what it is asked for. */
const REJECT =
  /^\s*(?:(?:have|has)\s+the\s+right\s+to\s+|be\s+entitled\s+to\s+)?(?:reject|refuse|decline|not\s+accept)\b/i;
const DEFECTIVE = /\bdefect|\bnon-?conform|\bfails?\s+to\s+conform|\bdamaged\b/i;
const MOST_FAVOURED =
  /\bmost\s+favou?red\b|\bno\s+less\s+favou?rable\b|\bno\s+(?:higher|greater)\s+than\s+(?:the\s+)?(?:lowest|best|those)\b|\bbest\s+price\b/i;
/** The other side's main performance: supplying, delivering, making available, accepting orders. */
const PERFORM = /^must:(?:provide|other|comply|maintain|decide|promote)$/;

/**
 * The other side's freedom to deal with others: to sell, appoint, license or serve other distributors,
 * customers or third parties ("NETGEAR may appoint other distributors", "Team shall have the right to
 * solicit and enter into sponsorships with other parties"), which thins what the reviewed side receives.
 */
const ELSEWHERE =
  /^[^.;]{0,160}?\b(?:(?:other|another|additional)\s+(?:distributors?|dealers?|resellers?|agents?|licensees?|sponsors?|suppliers?|providers?|manufacturers?|customers?|clients?|parties|party|persons?|companies|entities|institutions?|sources?|business(?:es)?|ventures?)|third\s+part(?:y|ies)|(?:customers|clients|purchasers)\s+other\s+than|directly\s+to\b[^.;]{0,40}\bcustomers|appoint\b[^.;]{0,30}?\b(?:additional|another|other|new|any)\b)/i;
const TERRITORY = /\bterritor(?:y|ies|ial)\b/i;
const DEALS = /^may:(?:compete|grant|solicit|promote|provide|maintain)$/;
/** A right with no verb class of its own deals elsewhere only when other business follows it closely ("may turn to third parties"). */
const ELSEWHERE_NEAR = /^[^.;]{0,40}?\b(?:other\s+business\w*|third\s+part(?:y|ies))\b/i;

export const TERM_RULES: readonly Rule[] = [
  ...COMMITMENT_RULES,
  {
    id: 'other-not-obliged',
    family: 'other',
    prior: 1.2,
    severity: 'medium',
    match: (p) => {
      const at = says(p, 'other', NOT_OBLIGED, /^may:refuse$/);
      if (at >= 0) return at;
      // "shall have no obligation to provide": read as a duty of the other side, it frees it from one.
      for (const x of p.signals) {
        if (x.who !== 'other' || !/^must:/.test(x.kind)) continue;
        const after = p.text.slice(x.end, x.end + 200);
        if (NO_DUTY_TO_PERFORM.test(after) && !FAIR_LIMIT.test(/^[^.;]*/.exec(after)![0])) return x.at;
      }
      return -1;
    },
    harsher: (p) => SUBJECTIVE.test(p.text),
  },
  {
    id: 'one-way-force-majeure',
    family: 'other',
    prior: 1.2,
    severity: 'medium',
    despite: ONE_WAY_DESPITE,
    match: (p) => {
      // Both readings below are of a signal of the other side.
      if (!p.signals.some((s) => s.who === 'other') || !FORCE_MAJEURE.test(p.text)) return -1;
      const exculpated = has(p, 'other', 'exculpated');
      const at = exculpated >= 0 ? exculpated : says(p, 'other', EXCUSED);
      return when(at >= 0 && excusesOneSide(p.text, at), at);
    },
  },
  {
    id: 'self-bears-costs',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    // Not an ordinary cost of the bargain (carriage, taxes, its own audit or expenses): money-patterns.ts.
    match: (p) => {
      for (const x of p.signals) {
        if (x.who !== 'self' || !/^must:/.test(x.kind)) continue;
        const after = p.text.slice(x.end, x.end + 200);
        if (SELF_COSTS.test(after) && !costIsOrdinary(after)) return x.at;
      }
      // Or the cost is the sentence's subject and the reviewed side is named as its bearer.
      return costMadeSelfs(p);
    },
    // Open-ended risk or liability (not a known cost such as shipping) is the harsher case.
    // A cost named as the reviewed side's is judged on its own sentence, not on what else the passage allocates.
    harsher: (p, at) => {
      const text = costMadeSelfs(p) === at ? sentenceAround(p.text, at).text : p.text;
      return ALL.test(text) && OPEN_ENDED.test(text) && !cue(p, 'reasonable');
    },
  },
  {
    id: 'other-may-reject',
    family: 'other',
    prior: 0.9,
    severity: 'medium',
    // Rejecting defective or non-conforming goods is the ordinary acceptance right, not a risk.
    match: (p) => {
      const at = says(p, 'other', REJECT, /^may:/);
      return at < 0 ? -1 : when(!DEFECTIVE.test(p.text), at);
    },
  },
  {
    // "The Provider shall undertake commercially reasonable efforts to provide the Services": no firm duty.
    id: 'other-efforts-only',
    family: 'service-levels',
    prior: 0.8,
    severity: 'medium',
    match: (p) => {
      const s = p.signals.find(
        (x) =>
          x.who === 'other' &&
          x.soft &&
          PERFORM.test(x.kind) &&
          !ACCOMMODATES_REQUEST.test(p.text.slice(x.end, x.end + 200)),
      );
      return s ? s.at : -1;
    },
  },
  {
    id: 'self-deemed-assent',
    family: 'acceptance',
    prior: 0.9,
    severity: 'medium',
    match: (p) => has(p, 'self', 'deemed'),
  },
  {
    id: 'other-may-deal-elsewhere',
    family: 'exclusivity',
    prior: 0.5,
    severity: 'medium',
    // Selling, appointing or serving elsewhere takes from the reviewed side where the deal is about a
    // territory or exclusivity; other business right after the modal ("may have other business
    // interests", "may turn to third parties") anywhere. With its approval required, the reviewed side
    // keeps control.
    match: (p) => {
      if (has(p, 'self', 'consent') >= 0) return -1;
      const at = fam(p, 'exclusivity') || TERRITORY.test(p.text) ? says(p, 'other', ELSEWHERE, DEALS) : -1;
      return at >= 0 ? at : says(p, 'other', ELSEWHERE_NEAR, /^may:other$/);
    },
  },
  {
    // "prices no less favourable than those offered to any other customer": a most-favoured promise.
    id: 'self-most-favoured',
    family: 'most-favoured',
    prior: 1.0,
    severity: 'medium',
    match: (p) => {
      const at = has(p, 'self', /^must:/);
      return at < 0 ? -1 : when(MOST_FAVOURED.test(p.text), at);
    },
  },
];
