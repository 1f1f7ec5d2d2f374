/**
 * The review's rules on payment, pricing, minimum commitments, most-favoured terms, acceptance and audit of the reviewed party: what such clauses say in general, read for the reviewed side.
 * The judge (judge.ts) reads every rule table as one list; explain-money.ts holds their words.
 *
 * A duty to pay is the bargain, not a risk: what a lawyer raises is how the payment is made (before
 * anything is delivered, with no refund whatever happens, with penalty interest and collection costs),
 * so each rule reads the sentence of the payment promise for that term.
 */
import { onlySelfSupplies } from './rule-patterns';
import {
  COST_OWN_METHOD,
  FOR_SERVICES,
  otherSetsOff,
  PAID_IN_STOCK,
  PAY_DEFERRED,
  PRICE_FIXED_FOR_TERM,
  PRICE_REOPENED,
  selfPayCutOff,
  STOCK_RIGHT,
} from './money-patterns';
import { has, re } from './rule-kit';
import { MONEY_CONSIDERATION_RULES } from './rules-money-consideration';
import { MONEY_TERMS_RULES } from './rules-money-terms';
import type { Rule, RuleInput } from './rule-types';
import { mentions, type Who } from './sides';

/** Paid before the payer receives or can inspect anything. */
export const PAY_IN_ADVANCE =
  /\bpa(?:y|id|yment)\b[^.;]{0,80}?\b(?:prior\s+to|before)\s+(?:the\s+)?(?:goods\s+leaving|shipment|shipping|dispatch|delivery|printing|production|manufactur)/i;
/**
 * Owed whatever happens, even if the other side does not perform. A "non-refundable" upfront or milestone
 * fee is the market form of a licence payment, not this.
 */
export const PAY_REGARDLESS =
  /\bregardless\s+of\s+(?:whether|the\s+(?:actual|outcome|results?|performance))|\bwhether\s+or\s+not\s+(?:the\s+)?(?:\w+\s+){0,3}(?:held|performed|delivered|used|achieved|provided)\b|\bin\s+no\s+event\s+(?:be\s+)?refund/i;
/** A deposit the payer loses whatever happens: a deposit is held as security and normally comes back. */
export const DEPOSIT_KEPT =
  /\bdeposits?\b[^.;]{0,60}\b(?:is|are|shall\s+be|will\s+be)\s+non-?refundable\b|\bnon-?refundable\s+(?:security\s+)?deposit\b/i;
/** The reviewed party's owners or signatory made personally liable for its debts. */
export const PERSONAL_GUARANTY =
  /\bpersonal(?:ly)?\s+guarant(?:y|ee|or)|\bundersigned\b[^.;]{0,80}\b(?:personally\s+(?:liable|responsible)|guarant(?:y|ee|or))/i;
/** Penalty terms on late payment: interest, late or returned-payment charges, collection costs. */
export const PAY_PENALTY =
  /\binterest\s+(?:at|of|on)\b|\blate\s+(?:payment\s+)?(?:charge|fee|penalt)|\breturned\s+(?:check|cheque|payment)\s+fee|\bcosts?\s+of\s+collect|\bcollection\s+(?:costs?|fees|expenses)|\battorneys?['’]?\s+fees\b[^.;]{0,80}\bcollect/i;

/**
 * A payment that grows with a gross base: a share of all or gross revenues, or of assets, with no cap. A
 * royalty on net sales is the market form of a licence payment, not this.
 */
export const PAY_SHARE =
  /\b(?:\d+(?:\.\d+)?\s*%|percent(?:age)?)[^.;]{0,60}?\bof\s+(?:the\s+)?(?:(?:all|gross|total|aggregate)\s+(?:[\w'’-]+\s+){0,3}?(?:revenues?|receipts|sales|income)|(?:[\w'’-]+\s+){0,3}?net\s+assets)\b/i;
const CAPPED_AMOUNT =
  /\b(?:not\s+(?:to\s+)?exceed|up\s+to\s+a\s+maximum|capped|maximum\s+of|in\s+no\s+event\s+(?:more|greater))/i;

/**
 * A price set by the supplier's own costs: cost plus a margin, or raised by the supplier's actual cost
 * increases. The buyer pays whatever the supplier's accounts say, with no cap or benchmark.
 */
export const COST_PLUS =
  /\bcosts?[\s-]+plus\b|\b(?:actual|its|their|full)\s+costs?\b[^.;]{0,80}\bplus\s+(?:a\s+|an?\s+)?(?:\d+(?:\.\d+)?\s*%|\w+\s+percent|margin|mark-?up|profit)|\bincreases?\s+in\s+(?:the\s+)?(?:\w+['’]s\s+)?costs?\s+of\s+(?:providing|performing|supplying|manufacturing)/i;
/** Orders the buyer cannot cancel or return once placed. */
export const NON_CANCELLABLE =
  /\bnon-?cancell?able\b|\bmay\s+not\s+(?:be\s+)?cancell?ed\b|\bnot\s+(?:be\s+)?subject\s+to\s+cancell?ation\b|\bnon-?returnable\b/i;
const NON_CANCEL_ONLY = /\bnon-?cancell?able\b|\bmay\s+not\s+(?:be\s+)?cancell?ed\b/i;
const NON_RETURN = /\bnon-?returnable\b|\bmay\s+not\s+(?:be\s+)?returned\b/i;
/** Delivery, installation or work taken as complete or accepted by the supplier's act, with no test by the receiver. */
export const DEEMED_DONE =
  /\b(?:shall|will)\s+be\s+deemed\s+(?:to\s+(?:be|have\s+been)\s+)?(?:complete[d]?|properly\s+installed|in\s+good\s+working\s+order)\b/i;
/** Delivery deemed complete when risk passes is the sale's ordinary term; so is completion after acceptance tests. */
const DEEMED_ORDINARY = /\brisk\s+of\s+loss|\btitle\b|\bacceptance\s+tests?\b|\bunless\s+and\s+until\b/i;
/** The reviewed side receives what the contract is about and pays for it; the other side supplies. */
const selfOnlyReceives = (p: RuleInput): boolean => p.contract.otherSupplies && !p.contract.selfSupplies;

/** A sentence's end: not the point of a company suffix ("750,000 shares of Kingdom Connect, Inc. Series A Preferred Stock"). */
const SENTENCE_END = /(?<!\b(?:Inc|Ltd|Corp|Co|LLC|L\.L\.C|N\.V|B\.V|S\.A))\.(?:\s|$)|;\s/;

/**
 * The sentence around a payment promise of `who`: from the last sentence end before the modal's
 * subject to the next one after it (bounded: 400 characters before, 700 after, for the space runs of scanned text).
 */
function paymentSentence(text: string, at: number, end: number): string {
  const before = text.slice(Math.max(0, at - 400), at);
  const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '));
  const after = text.slice(end, end + 700);
  const stop = after.search(SENTENCE_END);
  return before.slice(cut + 1) + text.slice(at, end) + (stop < 0 ? after : after.slice(0, stop));
}

/**
 * The offset of a payment promise of `who` (of kind `kind`) whose own sentence matches `term` and not
 * `unless`, or -1.
 */
/** "FCC shall invoice Flotek", "Dolphin shall charge DGT": the payee's act, read as a payment class by verbs.ts (a passive "must be paid" with no subject is the payment itself). */
const PAYEE_ACT = /^\s*(?:[\w,]+\s+){0,3}?(?:invoice|bill|charge|be\s+(?:billed|invoiced|paid|entitled)|receive)\b/i;

/** A test of a payment's sentence: a pattern, or a pattern with conditions (paidInStock). */
export interface SentenceTest {
  test(sentence: string): boolean;
}

export function paysOn(
  p: RuleInput,
  who: Who,
  term: SentenceTest,
  kind: RegExp = /^must:pay$/,
  unless?: RegExp,
): number {
  for (const s of p.signals) {
    if (s.who !== who || !kind.test(s.kind)) continue;
    if (who !== 'none' && PAYEE_ACT.test(p.text.slice(s.end, s.end + 60))) continue;
    const sentence = paymentSentence(p.text, s.at, s.end);
    if (term.test(sentence) && !unless?.test(sentence)) return s.at;
  }
  return -1;
}

/**
 * The offset of a payment promise of `who` whose own words, after the modal and up to the sentence's end,
 * match `term` ("Dova shall pay ... within sixty (60) days"): a period said of something else in the
 * sentence ("within 60 days of the anniversary ..., MBRK will pay") is not the payment's.
 */
export function paysAfter(p: RuleInput, who: Who, term: RegExp, kind: RegExp = /^must:pay$/): number {
  for (const s of p.signals) {
    if (s.who !== who || !kind.test(s.kind) || PAYEE_ACT.test(p.text.slice(s.end, s.end + 60))) continue;
    const after = p.text.slice(s.end, s.end + 400);
    const stop = after.search(/\.(?:\s|$)|;\s/);
    if (term.test(stop < 0 ? after : after.slice(0, stop))) return s.at;
  }
  return -1;
}

/**
 * Where a minimum (a purchase, sales or payment floor, a binding forecast) binds the reviewed side: a duty
 * of its own whose sentence states the minimum, or a shortfall the other side may treat as a breach or
 * end the agreement for ("shall, at Erchonia's option, be considered a breach" is Erchonia's right; a
 * licence granted "subject to payment of the Annual Minimum Commitment" binds the licensee, not the grantor).
 */
/** "shall have no liability for its failure to pay the Minimum Payment", a "non-binding forecast": no floor at all. */
const NOT_BOUND = /\bno\s+liability\b|\bnot\s+be\s+liable\b|\bnon-?binding\b/i;

const LIABILITY_LIMIT = /\bliabilit\w*\b[^.;]{0,200}?\b(?:limited\s+to|(?:shall|will)\s+not\s+exceed|capped\s+at)\b/i;

export function minimumBinds(p: RuleInput, minimum: RegExp, atOption: RegExp): number {
  for (const s of p.signals) {
    if (
      s.who !== 'self' ||
      !/^must:(?!entitled$|grant$)/.test(s.kind) ||
      atOption.test(p.text.slice(s.end, s.end + 80))
    )
      continue;
    const sentence = paymentSentence(p.text, s.at, s.end);
    // "liability shall be limited to the minimum fees payable by BNL": a cap measured by a minimum, not one.
    if (minimum.test(sentence) && !NOT_BOUND.test(sentence) && !LIABILITY_LIMIT.test(sentence)) return s.at;
  }
  const enforces = p.signals.some(
    (s) => s.who === 'other' && (/^may:terminate$/.test(s.kind) || atOption.test(p.text.slice(s.end, s.end + 80))),
  );
  // The other side's right bites only on a shortfall.
  return enforces && /\bfail/i.test(p.text) ? re(p, minimum) : -1;
}

/** "pay UTEK", "remunerate HGF", "consideration to Provider": a payment whose payee is the reviewed side. */
const PAY_VERB =
  /\b(?:pay|remunerate|compensate|remit\s+to|(?:consideration|compensation|remuneration)\s+(?:to|of|for))\s+(?:to\s+)?(?:the\s+)?/gi;
function paidToSelf(p: RuleInput, term: SentenceTest): number {
  const sides = p.contract.sides;
  if (!sides) return -1;
  PAY_VERB.lastIndex = 0;
  for (let m = PAY_VERB.exec(p.text); m; m = PAY_VERB.exec(p.text)) {
    const end = m.index + m[0].length;
    const first = mentions(sides, p.text.slice(end, end + 80))[0];
    if (first?.at !== 0 || first.who !== 'self') continue;
    if (term.test(paymentSentence(p.text, m.index, end))) return m.index;
  }
  return -1;
}

/**
 * A warrant or option that is the whole consideration ("In consideration for all duties and obligations
 * contained herein, Company shall issue to Consultant a warrant"), not upside on top of a fee ("shall also
 * issue", "in addition").
 */
const WHOLE_CONSIDERATION =
  /\bin\s+consideration\s+(?:for|of)\s+all\b|\bas\s+(?:full|sole|complete|the\s+only)\s+(?:compensation|consideration|payment)\b|\b(?:sole|only)\s+(?:compensation|consideration)\b/i;
/** "for which YGP will pay COMPANY the sum of $1.00 per share": the price of shares bought, not a fee paid in them. */
const BUYS_SHARES = /\bpay\s+(?:[\w.,&-]+\s+){0,3}?(?:the\s+sum\s+of\s+)?(?:US)?\$\s?[\d.,]+\s+per\s+share\b/i;
const ON_TOP = /\balso\b|\bin\s+addition\b|\badditional(?:ly)?\b/i;

/** Shares paid as the fee, not a warrant or option to buy them unless that right is the whole fee. */
const PAID_IN_STOCK_NOT_RIGHT: SentenceTest = {
  test: (sentence) => {
    const m = PAID_IN_STOCK.exec(sentence);
    if (!m || BUYS_SHARES.test(sentence)) return false;
    const isRight = STOCK_RIGHT.test(sentence.slice(Math.max(0, m.index - 60), m.index));
    return !isRight || (WHOLE_CONSIDERATION.test(sentence) && !ON_TOP.test(sentence));
  },
};

/** "Company shall issue to Consultant a warrant": a duty to issue or deliver securities, read as no class by verbs.ts. */
const ISSUES = /^\s*(?:\w+\s+){0,2}?(?:issue|grant|deliver|transfer)\b/i;
function issuesOn(p: RuleInput, term: SentenceTest): number {
  for (const s of p.signals)
    if (s.who === 'other' && s.kind === 'must:other' && ISSUES.test(p.text.slice(s.end, s.end + 40)))
      if (term.test(paymentSentence(p.text, s.at, s.end))) return s.at;
  return -1;
}

/** The reviewed side is paid by the other: a payment promise of the other side, or a payment verb naming it. */
const paidOn = (p: RuleInput, term: SentenceTest): number =>
  Math.max(paysOn(p, 'other', term), issuesOn(p, term), paidToSelf(p, term));

export const MONEY_RULES: readonly Rule[] = [
  // Paying for goods or work before delivery leaves the payer to chase a refund for what never comes or
  // does not conform.
  {
    id: 'self-pays-in-advance',
    family: 'payment',
    prior: 0.8,
    severity: 'medium',
    // "The remaining 50% must be paid prior to the goods leaving the warehouse": a passive payment is the
    // buyer's when the reviewed side only receives.
    match: (p) =>
      Math.max(
        paysOn(p, 'self', PAY_IN_ADVANCE),
        selfOnlyReceives(p) ? paysOn(p, 'none', PAY_IN_ADVANCE, /^must:/) : -1,
      ),
  },
  {
    id: 'self-pays-regardless',
    family: 'payment',
    prior: 1.2,
    severity: 'high',
    // "Sponsor shall make a non-refundable deposit": a deposit the reviewed side makes, or one it pays as the
    // side that only receives.
    match: (p) =>
      Math.max(
        paysOn(p, 'self', PAY_REGARDLESS),
        paysOn(p, 'self', DEPOSIT_KEPT, /^must:/),
        selfOnlyReceives(p) ? re(p, DEPOSIT_KEPT) : -1,
      ),
  },
  // A personal guarantee reaches past the company to its owners: what the company owes, they owe.
  {
    id: 'self-personal-guaranty',
    family: 'payment',
    prior: 1.3,
    severity: 'high',
    // Only a guarantee the reviewed side itself gives, in the words of its promise: which side a guarantee
    // binds is not a matter of roles (a franchisor's form of guarantee binds the franchisee's owners).
    match: (p) => paysAfter(p, 'self', PERSONAL_GUARANTY, /^must:/),
  },
  // Penalty interest and collection costs on the payer are worth noting, not negotiating first.
  {
    id: 'self-pays-penalties',
    family: 'payment',
    prior: 0.6,
    severity: 'low',
    match: (p) => paysOn(p, 'self', PAY_PENALTY),
  },
  // A cost-plus price lets the supplier's own accounts set what the buyer pays.
  {
    id: 'price-cost-plus',
    family: 'pricing',
    prior: 0.8,
    severity: 'medium',
    despite: ['definition'],
    // Or a cost the supplier computes on its own accounting method ("computed based on the methodology
    // used by FCC to account for its inventory"): the buyer cannot check what it pays.
    // Both patterns need the word "cost" (a payment sentence is a part of the passage): without it, neither can match.
    match: (p) =>
      /cost/i.test(p.text) && (selfOnlyReceives(p) || paysOn(p, 'self', COST_PLUS) >= 0)
        ? Math.max(re(p, COST_PLUS), re(p, COST_OWN_METHOD))
        : -1,
  },
  // The buyer is committed to each order once placed, whatever its own demand does; orders the other side
  // pays for are its own.
  {
    id: 'self-orders-non-cancellable',
    family: 'minimum-commitment',
    prior: 0.9,
    severity: 'medium',
    match: (p) =>
      selfOnlyReceives(p) && /\border|\bpurchase|\bproducts?\b/i.test(p.text) && has(p, 'other', /^must:pay$/) < 0
        ? re(p, NON_CANCELLABLE)
        : -1,
    // Neither cancelled nor returned ("non-cancelable, and Products are non-returnable (NC/NR)"): the buyer
    // carries every unit it orders, sold or not.
    harsher: (p) => NON_CANCEL_ONLY.test(p.text) && NON_RETURN.test(p.text),
  },
  // Delivery or completion by the supplier's own act, with no acceptance test, leaves the receiver to
  // pay for what it could not check.
  {
    id: 'deemed-delivered',
    family: 'acceptance',
    prior: 0.9,
    severity: 'medium',
    match: (p) => {
      const at = selfOnlyReceives(p) ? re(p, DEEMED_DONE) : -1;
      return at < 0 || DEEMED_ORDINARY.test(p.text) ? -1 : at;
    },
  },
  // A share of all revenues or assets with no ceiling: the payer's cost grows with the business, whatever
  // the value of what it receives.
  {
    id: 'self-pays-share',
    family: 'pricing',
    prior: 0.7,
    severity: 'medium',
    match: (p) => paysOn(p, 'self', PAY_SHARE, /^must:pay$/, CAPPED_AMOUNT),
  },
  // A fee paid in shares of the payer: the payee carries its liquidity and value risk (unregistered or
  // restricted shares cannot be sold for months or years) instead of receiving cash.
  {
    id: 'self-paid-in-shares',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    match: (p) => (FOR_SERVICES.test(p.text) ? paidOn(p, PAID_IN_STOCK_NOT_RIGHT) : -1),
  },
  // The payer may set its own claims (often undefined costs) off against what it owes the reviewed
  // side: it decides the amount and collects it first.
  {
    id: 'other-may-set-off',
    family: 'payment',
    prior: 1.0,
    severity: 'medium',
    match: otherSetsOff,
  },
  // Paid out of the payer's net income or after its debts, or only years from now: the payee may wait
  // indefinitely and the payer's own accounts decide whether anything is owed.
  {
    id: 'self-paid-deferred',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    match: (p) => paidOn(p, PAY_DEFERRED),
  },
  // The supplier's price reopened at any time or adjusted under the payer's own policies: the payee's
  // revenue has no floor. (The buyer's side of an open price is price-open.)
  {
    id: 'self-price-reopened',
    family: 'pricing',
    prior: 0.9,
    severity: 'medium',
    match: (p) => (onlySelfSupplies(p) ? re(p, PRICE_REOPENED) : -1),
  },
  // A commission or royalty the payee loses on an event it may not control (a tracking failure, the
  // end of the agreement): its earnings stop while the payer keeps the business.
  {
    id: 'self-pay-cut-off',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    match: selfPayCutOff,
  },
  // The supplier's prices frozen for the whole term or years: its own costs may rise while what it is
  // paid may not. (For the buyer a fixed price is a protection.)
  {
    id: 'self-price-fixed',
    family: 'pricing',
    prior: 0.7,
    severity: 'medium',
    match: (p) => (onlySelfSupplies(p) ? re(p, PRICE_FIXED_FOR_TERM) : -1),
  },
  ...MONEY_TERMS_RULES,
  ...MONEY_CONSIDERATION_RULES,
];
