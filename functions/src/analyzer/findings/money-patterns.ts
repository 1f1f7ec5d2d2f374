/**
 * What the money rules (rules-money.ts) read about the reviewed side as the payee: a fee paid in
 * shares, a right of the payer to set off against what it owes, a payment that waits on the payer's
 * income or stops (after termination, on a failure), and a price the payer may reopen or adjust; and the
 * costs a sentence names as the reviewed side's responsibility (rules-terms.ts, self-bears-costs).
 */
import { onlyOtherPays, sentenceAround } from './rule-patterns';
import type { RuleInput } from './rule-types';
import { mentions, type Who } from './sides';

/**
 * A fee paid in shares rather than cash: unregistered or restricted shares, "in the form of" shares,
 * "payable in" stock, a number of shares of a class of stock. The payee takes the issuer's liquidity
 * and value risk. A warrant or option to buy shares is upside on top of a fee, not this (STOCK_RIGHT).
 */
export const PAID_IN_STOCK =
  /\b(?:unregistered|restricted)\s+(?:[\w-]+\s+){0,2}?(?:shares|stock|securities)\b|\bin\s+the\s+form\s+of\s+(?:[\w-]+\s+){0,4}?(?:shares|stock|equity|securities)\b|\b(?:paid|payable)\s+in\s+(?:[\w-]+\s+){0,3}?(?:shares|stock)\b|\(?\b\d[\d,]*\)?\s+(?:\(\s*[\d,]+\s*\)\s+)?(?:restricted\s+)?shares\s+of\s+(?:the\s+)?(?:[\w.-]+['’]s\s+)?(?:[\w.,&-]+\s+){0,6}?(?:common|preferred|capital)\s+stock\b/i;
/** "warrants to purchase 1,250,000 shares", "options exercisable for": the words before shares that make them a right to buy. */
export const STOCK_RIGHT = /\b(?:warrants?|options?|purchase|acquire|exercis\w*|convert\w*)\b[^.;]{0,40}$/i;
/** The payment is the consideration for work or services, not the price of shares the payee buys. */
export const FOR_SERVICES =
  /\b(?:in\s+consideration\s+(?:for|of)|as\s+(?:full\s+)?(?:compensation|consideration|payment)\s+for|consideration\s+to|compensat\w*|remunerat\w*|fees?)\b/i;
/** A right to set off or offset against amounts owed: "shall be entitled to offset payments", "may set off". */
export const SET_OFF_RIGHT =
  /\b(?:may|can|shall\s+be\s+entitled\s+to|(?:shall\s+)?ha(?:ve|s)\s+the\s+right\s+to|reserves?\s+the\s+right\s+to|is\s+entitled\s+to)\s+(?:[\w-]+\s+){0,2}?(?:set[\s-]?off|offset)\b|\b(?:can|may)\s+be\s+(?:set[\s-]?off|offset)\b/i;
/** "without set-off", "shall not set off", "neither party may set off": a bar, not a right. */
const SET_OFF_BARRED = /\b(?:without|no|not|neither|nor|never)\b[^.;]{0,40}$/i;

/**
 * A payment to the payee that waits on the payer's fortunes: out of its net income or profits, after
 * its debt service, only if and when funds are available, or starting a year or more from now.
 */
export const PAY_DEFERRED =
  /\b(?:out\s+of|from)\s+(?:the\s+)?(?:[\w-]+['’]s\s+)?(?:net\s+|available\s+|distributable\s+|excess\s+)(?:income|profits?|cash(?:\s+flow)?|proceeds|funds)\b|\bafter\s+(?:the\s+)?(?:payment\s+(?:in\s+full\s+)?of\s+)?(?:all\s+)?(?:debt\s+service|senior\s+(?:debt|indebtedness))\b|\bif\s+and\s+(?:only\s+)?(?:when|to\s+the\s+extent)\s+(?:funds|cash|revenues?)\b|\bcommencing\s+(?:\w+\s+)?\(?\d*\)?\s*(?:months|years)\s+after\b/i;

/**
 * A price or fee reopened at any time (renegotiation with no floor or fallback), or adjusted under the
 * payer's own policies, or set by the payer alone.
 */
export const PRICE_REOPENED =
  /\b(?:open|subject)\s+to\s+(?:re-?negotiation|renegotiat\w+)\b|\b(?:may|shall|will)\s+be\s+re-?negotiated\b|\bsubject\s+to\s+(?:adjustment|change|reduction)\s+(?:pursuant\s+to|in\s+accordance\s+with|under)\s+(?:the\s+)?[\w-]+['’]s\s+(?:[\w-]+\s+){0,3}?polic(?:y|ies)\b/i;

/** The words after a party's name that make it the subject of a modal: "GSK shall", "MediaNet Group Technologies shall be". */
const SUBJECT_OF =
  /^\s*(?:[A-Z][\w.&-]*\s+){0,3}(?:\([^)]{0,40}\)\s*)?(?:,\s*)?(?:shall|may|will|can|is|has|reserves|retains)\b/;

/**
 * The last party named as a subject before `at` in the passage ("GSK shall retain its rights against
 * Theravance ... and shall be entitled to set-off": GSK, not the Theravance in between).
 */
export function subjectBefore(p: RuleInput, at: number, window = 240): Who | undefined {
  const sides = p.contract.sides;
  if (!sides) return undefined;
  const from = Math.max(0, at - window);
  const span = p.text.slice(from, at);
  const ms = mentions(sides, span).filter((m) => SUBJECT_OF.test(p.text.slice(from + m.end, from + m.end + 60)));
  return ms[ms.length - 1]?.who;
}

/**
 * The offset of a right of the other side to set off against what it owes, or -1: its name the last
 * party named before the right ("MediaNet shall be entitled to offset payments"), or its discretion
 * governing a passive set-off ("can be offset ... at element 5's own discretion").
 */
export function otherSetsOff(p: RuleInput): number {
  // Every match of SET_OFF_RIGHT holds "off" (set off, set-off, setoff, offset): a passage without it has none.
  if (!/off/i.test(p.text)) return -1;
  const m = SET_OFF_RIGHT.exec(p.text);
  if (!m || SET_OFF_BARRED.test(p.text.slice(Math.max(0, m.index - 60), m.index))) return -1;
  if (/^(?:can|may)\s+be\b/i.test(m[0])) {
    const sides = p.contract.sides;
    const rest = p.text.slice(m.index, m.index + 160);
    const at = /\b(?:at|in)\s+(.{1,60}?)['’]s?\s+(?:sole\s+|own\s+|absolute\s+)?discretion/i.exec(rest);
    if (!at || !sides) return -1;
    return mentions(sides, at[1]!).some((x) => x.who === 'other') ? m.index : -1;
  }
  return subjectBefore(p, m.index) === 'other' ? m.index : -1;
}

/**
 * A payment the payee loses: "no commission shall be paid if ...", "the obligation to remit payment
 * cease 30 days after termination", commissions "charged back" or "forfeited".
 */
const PAY_CUT_OFF =
  /\bno\s+(?:further\s+)?(?:[\w-]+\s+){0,2}?(?:commissions?|compensation|royalt(?:y|ies)|referral\s+fees?)\s+(?:shall|will)\s+be\s+(?:paid|payable|due|owed|earned)\b|\bobligations?\s+to\s+(?:remit|pay|make)\s+(?:any\s+)?(?:payments?|commissions?|royalt\w+|fees)\s+(?:shall\s+|will\s+)?ceases?\b|\b(?:commissions?|compensation|royalt(?:y|ies))\b[^.;]{0,60}\b(?:shall|will)\s+(?:be\s+)?(?:forfeited|reversed|charged\s+back)\b/i;
/** "payable by Ginkgo" names the payer; "payable to VS", "earned by the Agent" the payee. */
const PAYER_NAMED = /\b(?:paid|payable|owed|due)\s+by\s+(?:the\s+)?$/i;
const PAYEE_NAMED = /\b(?:to|earned\s+by|for)\s+(?:the\s+)?$/i;

/**
 * The offset of a payment cut off that the reviewed side would receive, or -1: the sentence names the
 * payee or the payer; failing that, the other side is the paying side of the contract.
 */
export function selfPayCutOff(p: RuleInput): number {
  const m = PAY_CUT_OFF.exec(p.text);
  const sides = p.contract.sides;
  if (!m || !sides) return -1;
  const end = m.index + m[0].length;
  const after = p.text.slice(end, end + 80);
  for (const x of mentions(sides, after)) {
    if (x.who !== 'self' && x.who !== 'other') continue;
    // The words between the cut-off and the name, read with the cut-off's own last words ("payable | by").
    if (x.at > 40 || /[.;]/.test(after.slice(0, x.at))) break;
    const lead = m[0] + after.slice(0, x.at);
    if (PAYER_NAMED.test(lead)) return x.who === 'other' ? m.index : -1;
    if (PAYEE_NAMED.test(lead)) return x.who === 'self' ? m.index : -1;
  }
  return onlyOtherPays(p) ? m.index : -1;
}

/** A cost computed on the supplier's own accounting method ("computed based on the methodology used by FCC"). */
export const COST_OWN_METHOD =
  /\bcosts?\b[^.;]{0,160}?\b(?:computed|calculated|determined|measured)\s+(?:\w+\s+){0,2}?(?:based\s+on|in\s+accordance\s+with|using|under)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:methodolog(?:y|ies)|methods?|accounting\s+(?:practices|policies|methods|systems?)|(?:standard\s+)?cost\s+accounting\s+(?:practices|policies|methods|systems?))\s+(?:\w+\s+)?(?:used|applied|employed|adopted|followed)\s+by\b/i;

/**
 * A payment made only after the payer collects from its customer ("within thirty (30) days of the collection
 * of receivables", "paid when paid"). "Deemed made upon receipt of funds in Airspan's bank" is no condition.
 */
export const PAID_AFTER_COLLECTION =
  /\b(?:within\s+(?:\w+\s+)?\(?\d*\)?\s*days\s+(?:of|after|following)|after|following)\s+(?:its\s+|the\s+)?(?:actual\s+)?(?:receipt|collection)\s+of\s+(?:the\s+)?(?:payments?|funds|receivables|monies|amounts)\b|\bpa(?:y|id)[\s-]+(?:when|if)[\s-]+paid\b/i;

/** Prices held fixed for the whole term or years: "Prices will remain in effect for the period of the initial 5 year term". */
export const PRICE_FIXED_FOR_TERM =
  /\b(?:prices?|pricing|fees?|rates?)\b[^.;]{0,60}\b(?:(?:shall|will)\s+(?:remain|be)\s+(?:in\s+effect|fixed|firm|unchanged|constant)|(?:shall|will)\s+not\s+(?:be\s+)?(?:increased?|changed?|adjusted))\b(?!\s+by\s+more)[^.;]{0,80}\b(?:term|years?)\b/i;

/**
 * Costs every supply or service contract allocates one way or the other as part of the price: carriage,
 * freight, insurance in transit, customs, taxes, bank charges, the auditing side's own audit, its own patent
 * filings, and the expenses a party incurs in its own performance ("incurred by him/her in the performance
 * of this Agreement"). Saying who bears them is the bargain, not a risk a lawyer raises.
 */
const ORDINARY_COST =
  /\b(?:shipping|shipment|freight|transport(?:ation)?|carriage|insurance|customs|duties|taxes|tax|VAT|handling|wire\s+transfers?|bank\s+charges|audits?|inspections?|prosecut\w+|filings?)\b|\bincurred\s+by\s+(?:it|him|her|him\/her|them|itself)\b/i;
/** An open-ended risk taken on ("assumes all responsibility, risk and liability", "sole responsibility for non-payment"). */
const OPEN_RISK = /^\s*(?:[\w,-]+\s+){0,8}?(?:risks?|liabilit(?:y|ies)|losses|non-?payment)\b/i;

/** Whether the words after a cost-bearing modal ("shall bear | all costs of shipping") name an ordinary cost of the bargain. */
export function costIsOrdinary(after: string): boolean {
  const stop = after.search(/\.(?:\s|$)|;\s/);
  const clause = stop < 0 ? after : after.slice(0, stop);
  return !OPEN_RISK.test(clause) && ORDINARY_COST.test(clause);
}

/**
 * A cost or burden put on a party by naming it after the cost: "All staffing ... will be the sole
 * responsibility of HGF", "Any costs or expenses incurred by Club ... with respect to any such recall shall be
 * the sole responsibility of Sponsor", "which fees and commissions shall be the responsibility of certain
 * affiliates of the Seller Trusts". No modal binds the party, so the active reading ("shall bear") misses it.
 */
const RESPONSIBILITY_OF =
  /\b(?:shall|will)\s+be\s+(?:the\s+)?(?:sole\s+|exclusive\s+|full\s+|entire\s+)?(?:financial\s+)?responsibility\s+of\s+(?:the\s+)?(?:certain\s+)?(?:(?:affiliates|members|owners)\s+of\s+(?:the\s+)?)?/gi;
/** What a party can be made to pay for: costs, fees, payments, and the staff whose pay it then carries. */
const COST_SUBJECT =
  /\b(?:costs?|expenses?|fees|charges|commissions|payments?|staffing|personnel|labou?r|salar(?:y|ies)|wages)\b/i;
/** "All costs incurred by DD to deploy its services": the costs of a party's own performance stay its own. */
const INCURRED_BY = /\bincurred\s+by\s+/i;
/**
 * Not a cost put on the party: one carved out of a larger allocation ("shared equally by the Parties, other
 * than travel and lodging for the Sales Representatives which shall be the responsibility of Valeant"), the
 * costs of an action the party brings or controls to protect its own rights, or charges it approves first
 * ("subject to an updated Purchase Order being signed by both parties").
 */
const CARVED_OUT = /\b(?:except|other\s+than|excluding)\b[^.;]*$/i;
const OWN_ACTION = /\b(?:actions?|suits?|proceedings?|litigation|enforcement)\b/i;
const APPROVED_FIRST =
  /\b(?:approved|agreed(?:\s+to)?)\s+(?:\w+\s+)?(?:in\s+advance|in\s+writing|by\s+both)|\bprior\s+(?:written\s+)?(?:approval|consent)|\bsigned\s+by\s+both\b/i;

/**
 * The offset of a cost the sentence makes the reviewed side's responsibility, or -1: the cost is no ordinary
 * one of the bargain (taxes, carriage, its own audit) and not one the reviewed side incurs itself.
 */
export function costMadeSelfs(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !/responsibility\s+of/i.test(p.text)) return -1;
  for (const m of p.text.matchAll(RESPONSIBILITY_OF)) {
    const end = m.index + m[0].length;
    const named = mentions(sides, p.text.slice(end, end + 80))[0];
    if (named?.at !== 0 || named.who !== 'self') continue;
    const sentence = sentenceAround(p.text, m.index);
    const cost = p.text.slice(sentence.start, m.index);
    if (!COST_SUBJECT.test(cost) || ORDINARY_COST.test(cost) || CARVED_OUT.test(cost) || OWN_ACTION.test(cost))
      continue;
    if (APPROVED_FIRST.test(sentence.text)) continue;
    const by = INCURRED_BY.exec(cost);
    if (by && mentions(sides, cost.slice(by.index + by[0].length, by.index + by[0].length + 60))[0]?.who === 'self')
      continue;
    return m.index;
  }
  return -1;
}
