/**
 * The review's rules on what the reviewed side pays and how: the payment terms, charges and prices
 * the other side controls, minimums and liquidated sums. Part of the commercial table
 * (rules-commercial.ts), in its place there; rules-money.ts holds the payment terms judged on their own.
 */
import { fam, has, re, says } from './rule-kit';
import {
  ANY_AND_ALL_CHARGES,
  AT_OPTION,
  LONG_PAYMENT,
  MINIMUM,
  PAID_ON_CONDITION,
  PAY_CONDITION,
  PAY_OPEN_TERMS,
  PRICE_AT_ONCE,
  PRICE_OPEN,
  SHORT_PAYMENT,
  onlySelfSupplies,
  onlyOtherPays,
} from './rule-patterns';
import type { Rule } from './rule-types';
import { PAID_AFTER_COLLECTION } from './money-patterns';
import { liquidatedOnSelf } from './money-liquidated';
import { INCREASE_LIMITED, otherChangesPrice, PRICE_CHANGEABLE, sellerNamed } from './money-prices';
import { minimumBinds, PAY_PENALTY, paysAfter, paysOn } from './rules-money';

const MAY_CHARGE =
  /^\s*(?:[\w,]+\s+){0,5}?(?:charge|invoice|bill)\b(?!\s+(?:users|customers|subscribers|end[\s-]+users|third\s+parties|the\s+public|its\s+(?:customers|users)))/i;
/** A grant held on a minimum: "based on", "subject to", "conditioned on" minimum purchases. */
const GRANT_ON_MINIMUM = new RegExp(
  `\\b(?:based\\s+(?:up)?on|subject\\s+to|conditioned\\s+(?:up)?on|contingent\\s+(?:up)?on)\\s+(?:the\\s+)?(?:[\\w-]+\\s+){0,3}?(?:${MINIMUM.source})`,
  'i',
);
/**
 * "solely responsible for any and all taxes, Social Security contributions ... applicable to such compensation":
 * a contractor's own taxes on what it is paid are the ordinary term of an independent engagement, not a charge
 * taken on for others.
 */
const OWN_INCOME_TAXES =
  /\btax(?:es)?\b[^.;]{0,160}?\b(?:applicable\s+to|on|upon|in\s+respect\s+of|with\s+respect\s+to|arising\s+from)\s+(?:such|its|his|her|their|the)\s+(?:[\w-]+\s+)?(?:compensation|remuneration|income|earnings|fees|payments\s+received)\b/i;
const LATE_OR_CONDITIONED = new RegExp(`${LONG_PAYMENT.source}|${PAY_CONDITION.source}`, 'i');

export const PAYMENT_RULES: readonly Rule[] = [
  // Money
  // A plain duty to pay is the bargain; the payment terms a lawyer raises (in advance, with no refund,
  // with penalties) are judged in rules-money.ts. What is left here is a payment at rates the other
  // side may revise or a tariff "as in effect from time to time", one made without set-off, one due in
  // under 30 days, and "any and all" charges, royalties or taxes the reviewed side bears for others.
  {
    id: 'self-pays',
    family: 'payment',
    prior: 0.6,
    severity: 'medium',
    match: (p) =>
      Math.max(
        paysOn(p, 'self', PAY_OPEN_TERMS),
        paysOn(p, 'self', SHORT_PAYMENT),
        paysOn(p, 'self', ANY_AND_ALL_CHARGES, /^must:bear$/, OWN_INCOME_TAXES),
      ),
    harsher: (p) => PAY_PENALTY.test(p.text),
  },
  {
    id: 'other-pays-late',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    // "payment will be made by Reseller within 5 days of receipt of payment": a passive payment reads as
    // the payer's duty of no class, so its sentence must speak of payment.
    // "Referral Fees will be paid within thirty (30) days of the collection of receivables": a passive
    // payment with no payer named is the other side's where it is the paying side.
    match: (p) =>
      Math.max(
        paysAfter(p, 'other', LATE_OR_CONDITIONED),
        paysOn(p, 'other', PAID_ON_CONDITION, /^must:other$/),
        onlyOtherPays(p) ? paysOn(p, 'none', PAID_AFTER_COLLECTION, /^must:/) : -1,
      ),
  },
  {
    id: 'other-may-charge',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    // "may charge a fee", "may invoice additional fees": not "may compensate the Distributor" (a payment to
    // the reviewed side) nor a charge to users or customers of the other side's own service.
    match: (p) => says(p, 'other', MAY_CHARGE, /^may:pay$/),
  },
  {
    id: 'other-may-withhold',
    family: 'payment',
    prior: 1.2,
    severity: 'high',
    match: (p) => has(p, 'other', /^may:suspend$/),
  },
  {
    id: 'other-may-change-price',
    family: 'pricing',
    prior: 1.3,
    severity: 'medium',
    // An increase that takes effect at once, or on orders already accepted, is the sentence to cite.
    match: (p) => {
      const at = fam(p, 'pricing') || fam(p, 'payment') ? otherChangesPrice(p) : -1;
      const atOnce = at >= 0 ? re(p, PRICE_AT_ONCE) : -1;
      return atOnce >= 0 ? atOnce : at;
    },
    // A change without a limit (a cap on the increase, once a year) in its sentence or the ones that follow
    // is the high risk; one the clause bounds ("not ... by more than six percent") is medium, and says so.
    harsher: (p) => !INCREASE_LIMITED.test(p.text) && !INCREASE_LIMITED.test(p.following ?? ''),
  },
  // Open prices hurt the side that buys, not the side that sets them: the seller the sentence names
  // ("sold by SIERRA to ENVISION", "Accuray's then current price lists"), else the contract's supplier.
  {
    id: 'price-open',
    family: 'pricing',
    prior: 0.8,
    severity: 'medium',
    match: (p) => {
      if (!fam(p, 'pricing')) return -1;
      const open = re(p, PRICE_OPEN);
      const at = open >= 0 ? open : re(p, PRICE_CHANGEABLE);
      if (at < 0) return -1;
      const seller = sellerNamed(p, at);
      return seller === 'other' || (seller === undefined && !onlySelfSupplies(p)) ? at : -1;
    },
  },
  // The side bound to reach the minimum, or whose shortfall the other side may treat as a breach: a duty
  // "at Erchonia's option" is that side's right, not its burden.
  {
    id: 'self-minimum-commitment',
    family: 'minimum-commitment',
    prior: 1.2,
    severity: 'high',
    // "appoints the Customer ... exclusive agent ... based on minimum annual product purchase requirements":
    // a grant to the reviewed side held on a minimum binds it as much as a duty does.
    match: (p) =>
      Math.max(
        minimumBinds(p, MINIMUM, AT_OPTION),
        (has(p, 'other', /^must:grant$/) >= 0 || has(p, 'self', /^grantsTo$/) >= 0) && GRANT_ON_MINIMUM.test(p.text)
          ? re(p, MINIMUM)
          : -1,
      ),
  },
  {
    id: 'liquidated-damages',
    family: 'liquidated-damages',
    prior: 1.0,
    severity: 'high',
    match: liquidatedOnSelf,
  },
];
