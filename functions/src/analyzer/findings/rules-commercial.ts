/**
 * The review's rules on the commercial terms: restrictive covenants, IP and licences, money (its
 * own table, rules-payment.ts), the other side's control, assignment, confidentiality, and burdens
 * with no family of their own.
 */
import { both, cue, fam, has, re, says, saysOtherThan, when } from './rule-kit';
import {
  BLANK,
  CHANGES_BEFORE,
  HARMFUL_AFTER,
  HARMFUL_RIGHT,
  CONFIDENTIAL_DUTY,
  AUDITED,
  auditorAt,
  DEMANDING,
  ETHICS,
  EXCLUSIVE,
  FORUM,
  INJUNCTION,
  IP_VEST,
  LIGHTENED,
  NO_BOND,
  ROUTINE_CONSENT,
  POLICIES,
  NOT_RESTRICTION,
  UNLAWFUL,
  WEIGHTY,
  onlySelfSupplies,
  otherUnless,
  weighingDuty,
  EXPENSE_APPROVAL,
  PAYMENT_DIRECTION,
  REJECT_DEFECTIVE,
  PAID_ENTITLEMENT,
  ROUTINE_ENTITLEMENT,
  selfConsentNear,
  sentenceAround,
  HEAVY_SENTENCE,
  OPTIONAL_LATER,
} from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { EXCEPT_SALE, standardGrounds } from './rules-exit';
import { PAYMENT_RULES } from './rules-payment';
import { TERM_RULES } from './rules-terms';

export const COMMERCIAL_RULES: readonly Rule[] = [
  // Restrictive covenants
  {
    id: 'self-exclusive-dealing',
    family: 'exclusivity',
    prior: 1.4,
    severity: 'high',
    match: (p) =>
      both(
        has(p, 'self', /^must:(?:purchase|provide|compete|other)$|^mustNot:(?:purchase|compete|provide|other)$/),
        re(p, EXCLUSIVE),
      ),
  },
  {
    id: 'self-non-compete',
    family: 'non-compete',
    prior: 1.4,
    severity: 'high',
    match: (p) =>
      !ETHICS.test(p.text) &&
      (has(p, 'self', /^mustNot:(?:compete|purchase)$/) >= 0 ||
        (has(p, 'self', /^mustNot:/) >= 0 && fam(p, 'non-compete')))
        ? has(p, 'self', /^mustNot:/)
        : -1,
  },
  {
    id: 'self-non-solicit',
    family: 'non-solicit',
    prior: 0.9,
    severity: 'medium',
    match: (p) => (ETHICS.test(p.text) ? -1 : has(p, 'self', /^mustNot:solicit$/)),
  },
  // A restriction both sides accept alike is market standard: kept for the redline, below the findings' floor.
  {
    id: 'mutual-restriction',
    family: 'non-compete',
    prior: 0.2,
    severity: 'low',
    match: (p) => has(p, 'mutual', /^mustNot:(?:compete|solicit)$/),
  },
  {
    id: 'other-exclusive-grant',
    family: 'exclusivity',
    prior: 0.8,
    severity: 'medium',
    match: (p) =>
      both(
        has(p, 'other', 'grantsTo'),
        re(p, /(?<!\bnot\s|non-?\s?)\bexclusive\b(?!\s+(?:remed|jurisdiction|venue|forum|of))/i),
      ),
  },
  // IP and licences
  {
    id: 'ip-to-other',
    family: 'ip-ownership',
    prior: 1.3,
    severity: 'high',
    match: (p) =>
      fam(p, 'ip-ownership') &&
      (has(p, 'other', /^must:own$|^may:own$/) >= 0 ||
        has(p, 'other', 'grantsTo') >= 0 ||
        (has(p, 'self', /^must:assign$/) >= 0 && IP_VEST.test(p.text)))
        ? re(p, IP_VEST)
        : -1,
  },
  {
    id: 'self-grants-broad-licence',
    family: 'licence-scope',
    prior: 0.9,
    severity: 'medium',
    match: (p) =>
      when(
        has(p, 'other', 'grantsTo') >= 0 || has(p, 'self', /^must:grant$/) >= 0,
        re(p, /\b(?:perpetual|irrevocable|royalty-?free|fully\s+paid|sub-?licensable|worldwide|unlimited)\b/i),
      ),
  },
  {
    id: 'other-may-use',
    family: 'licence-scope',
    prior: 0.9,
    severity: 'medium',
    // "customers who may include corporations": a list, no use of anything.
    match: (p) =>
      otherUnless(p, /^may:use$/, (sentence) => /\b(?:who|which|that)\s+may\s+(?:also\s+)?include\b/i.test(sentence)),
  },
  {
    id: 'self-licence-limited',
    family: 'licence-scope',
    prior: 0.7,
    severity: 'medium',
    match: (p) =>
      when(has(p, 'self', 'grantsTo') >= 0, re(p, /\bnon-?exclusive|non-?transferable|revocable|limited\b/i)),
  },
  {
    id: 'other-may-revoke',
    family: 'licence-scope',
    prior: 1.0,
    severity: 'medium',
    match: (p) => both(has(p, 'other', /^may:(?:terminate|change|suspend|other)$/), re(p, /\brevok|withdraw/i)),
  },
  ...PAYMENT_RULES,
  ...TERM_RULES,
  // Control by the other side
  {
    id: 'other-discretion',
    family: 'other',
    prior: 0.9,
    severity: 'medium',
    // Where the payee says payment goes is no discretion over the bargain.
    match: (p) => otherUnless(p, /^discretion$/, (sentence) => PAYMENT_DIRECTION.test(sentence)),
  },
  {
    id: 'other-consent-needed',
    family: 'other',
    prior: 0.5,
    severity: 'low',
    // A consent "not to be unreasonably withheld" is already what a lawyer would ask for; consent to
    // settle a claim the other side pays for, or to use its name, is market standard, and so is approval
    // of expenses the other side will reimburse.
    match: (p) =>
      has(p, 'self', /^(?:must|mustNot|mayNot):/) >= 0 && !ROUTINE_CONSENT.test(p.text)
        ? otherUnless(p, /^consent$/, (sentence) => EXPENSE_APPROVAL.test(sentence))
        : -1,
  },
  {
    id: 'other-may-change',
    family: 'other',
    prior: 1.2,
    severity: 'medium',
    match: (p) => has(p, 'other', /^may:change$/),
  },
  {
    id: 'other-may-suspend',
    family: 'other',
    prior: 1.1,
    severity: 'high',
    match: (p) => has(p, 'other', /^may:(?:suspend|refuse)$/),
  },
  {
    id: 'other-may-decide',
    family: 'other',
    prior: 0.4,
    severity: 'medium',
    // Not its right to be paid what it earns, to visit at agreed times, nor one it holds only with the
    // reviewed side's approval.
    match: (p) =>
      otherUnless(
        p,
        /^must:entitled$|^may:entitled$/,
        (sentence, after, at) =>
          PAID_ENTITLEMENT.test(after) || ROUTINE_ENTITLEMENT.test(sentence) || selfConsentNear(p, at),
      ),
  },
  // An audit whose cost falls on the reviewed side (always, or on any discrepancy) weighs more.
  {
    id: 'other-may-audit',
    family: 'audit',
    prior: 0.7,
    severity: 'low',
    // The reviewed side's duty to keep or open its records counts; not where it is the one that audits ("PNC ... may enter and audit Supplier's
    // facilities ... PNC will provide notice"): its own duties there go with its own right.
    match: (p) =>
      fam(p, 'audit') && has(p, 'self', /^may:(?:audit|other)$/) < 0
        ? Math.max(auditorAt(p), AUDITED.test(p.text) ? has(p, 'self', /^must:(?:maintain|provide|notify)$/) : -1)
        : -1,
    harsher: (p) =>
      has(p, 'self', /^must:(?:pay|bear)$|^expense$/) >= 0 ||
      /\bcosts?\s+of\s+(?:the\s+|such\s+|any\s+)?audit[^.;]{0,80}\b(?:borne|paid|reimbursed)\s+by\b/i.test(p.text),
  },
  {
    id: 'self-follows-policies',
    family: 'compliance',
    prior: 0.8,
    severity: 'medium',
    match: (p) => both(has(p, 'self', /^must:comply$/), re(p, POLICIES)),
  },
  {
    id: 'other-soft-promise',
    family: 'service-levels',
    prior: 0.3,
    severity: 'medium',
    match: (p) =>
      p.signals.some((s) => s.who === 'other' && s.soft) || has(p, 'other', /^must:promote$/) >= 0
        ? has(p, 'other', /^must:/)
        : -1,
  },
  {
    id: 'other-injunction',
    family: 'remedies',
    prior: 0.6,
    severity: 'medium',
    match: (p) =>
      has(p, 'other', /^(?:may|must):entitled$/) >= 0 || has(p, 'other', /^may:/) >= 0 ? re(p, INJUNCTION) : -1,
    harsher: (p) => NO_BOND.test(p.text),
  },
  // Assignment
  {
    id: 'self-assignment-restricted',
    family: 'assignment',
    prior: 0.7,
    severity: 'medium',
    // A restriction that lets the reviewed side assign on a merger or a sale of its business is the usual form.
    match: (p) => when(!EXCEPT_SALE.test(p.text), has(p, 'self', /^(?:mustNot|mayNot):assign$/)),
  },
  {
    id: 'other-may-assign',
    family: 'assignment',
    prior: 0.8,
    severity: 'medium',
    match: (p) => has(p, 'other', /^may:assign$/),
  },
  // Confidentiality and data
  {
    id: 'self-confidentiality',
    family: 'confidentiality',
    prior: 0.4,
    severity: 'low',
    // The reviewed side's own duty about confidential information, where the other side bears none (a
    // mutual duty is market standard), not another duty of the same passage (an indemnity beside it)
    // nor its ownership of information declared its own.
    match: (p) =>
      fam(p, 'confidentiality') && !p.contract.otherKeepsConfidential
        ? says(p, 'self', CONFIDENTIAL_DUTY, /^(?:must|mustNot):(?!own$|entitled$)/)
        : -1,
  },
  // Burdens with no family of their own
  {
    id: 'self-insurance',
    family: 'insurance',
    prior: 0.6,
    severity: 'low',
    match: (p) => (fam(p, 'insurance') ? has(p, 'self', /^must:maintain$/) : -1),
  },
  {
    id: 'self-waives',
    family: 'other',
    prior: 1.0,
    severity: 'medium',
    match: (p) => has(p, 'self', /^must:waive$|^may:waive$/),
  },
  {
    id: 'self-acknowledges',
    family: 'other',
    prior: 0.5,
    severity: 'low',
    match: (p) => has(p, 'self', /^must:acknowledge$/),
  },
  // A term left to a later agreement (a price, a rate, who owns what the work creates) leaves the side
  // that receives and pays committed while the supplier, who holds the goods, the know-how or the asset,
  // keeps its position until it agrees: the gap is the receiving side's risk. A renewal whose price is
  // left open is the supplier's risk too, when the other side can hold it to the renewal.
  {
    id: 'agreement-to-agree',
    family: 'other',
    prior: 0.6,
    severity: 'medium',
    // An addition either side may decline ("Should Licensee agree to be the vendor for an Additional
    // Title, ... will negotiate in good faith") commits nobody to a term left open.
    match: (p) => {
      const at = onlySelfSupplies(p) && !fam(p, 'renewal') ? -1 : re(p, BLANK);
      return at >= 0 && OPTIONAL_LATER.test(sentenceAround(p.text, at).text) ? -1 : at;
    },
  },
  { id: 'forum', family: 'dispute-resolution', prior: 0.2, severity: 'low', match: (p) => re(p, FORUM) },
  {
    id: 'jury-waiver',
    family: 'dispute-resolution',
    prior: 0.05,
    severity: 'low',
    match: (p) => re(p, /\bwaive\w*[^.]{0,60}\b(?:trial\s+by\s+jury|jury\s+trial)/i),
  },
  // A plain duty to perform (deliver, report, cooperate) is the bargain, not a risk: only a duty in
  // a family that moves money, rights or exit, or one stated without limit ("any and all"), is raised.
  // Reporting and cooperating are routine unless the duty demands more than the ordinary (all or any
  // and all of something, at the reviewed side's own cost, on the other side's request or to its
  // satisfaction, at all times, a guarantee or a minimum). A duty lightened in its holder's favour (paid
  // when paid, when possible, as it deems reasonable) or one that pays the reviewed side is no burden on it.
  {
    id: 'self-heavy-duty',
    family: 'other',
    prior: 0.3,
    severity: 'low',
    match: heavyDuty,
    // Ranked above the plain duties when its own sentence makes it heavy: without limit, at the reviewed
    // side's cost, at the other side's request or to its satisfaction, a guarantee, a short deadline.
    harsher: (p) => {
      const at = heavyDuty(p);
      return at >= 0 && HEAVY_SENTENCE.test(sentenceAround(p.text, at).text);
    },
  },
  // "Licensee shall not owe any royalty", "UTEK shall not have fiduciary duties", "PPG will not accept
  // claims after 48 hours": a "shall not" that frees the reviewed side of a duty or a claim is a release
  // it holds, not a restriction on it. Market-standard undertakings are no risk either: not to break the
  // law, not to contest the other side's ownership of its own marks, not to bind the other side, not to
  // be treated as its employee, an approval not to be unreasonably withheld, nor what needs a routine
  // consent of the other side (one not to be unreasonably withheld, to settle a claim, to use its name).
  {
    id: 'self-restricted',
    family: 'other',
    prior: 0.4,
    severity: 'low',
    match: (p) =>
      when(
        !UNLAWFUL.test(p.text) && !(has(p, 'other', 'consent') >= 0 && ROUTINE_CONSENT.test(p.text)),
        saysOtherThan(p, 'self', /^(?:mustNot|mayNot):/, NOT_RESTRICTION),
      ),
  },
  // A right of the other side matters when it can hurt the reviewed side: ending, suspending or changing
  // the deal, extending it, refusing, taking, charging or inspecting. Choosing, approving, ordering,
  // reporting or providing within the contract's own frame is a routine permission, no risk by itself;
  // the other side's discretion and consent are judged by other-discretion and other-consent-needed.
  {
    id: 'other-right',
    family: 'other',
    prior: 0.4,
    severity: 'low',
    // Termination for a breach left uncured or on insolvency, where the reviewed side holds its own
    // right, and rejection of defective goods are the market-standard terms.
    match: (p) => {
      const at = otherRight(p);
      if (at < 0) return -1;
      const sentence = sentenceAround(p.text, at).text;
      return REJECT_DEFECTIVE.test(sentence) || (/\bterminat/i.test(sentence) && standardGrounds(p)) ? -1 : at;
    },
  },
];

/** A right of the other side that can hurt the reviewed one: the offset of the first, or -1. */
function otherRight(p: RuleInput): number {
  const at = has(p, 'other', HARMFUL_RIGHT);
  if (at >= 0) return at;
  // "subject to any modifications as may from time to time be made by Lessor": a change the other side makes.
  const changed = p.signals.find(
    (s) =>
      s.who === 'other' && s.kind.startsWith('may:') && CHANGES_BEFORE.test(p.text.slice(Math.max(0, s.at - 60), s.at)),
  );
  return changed ? changed.at : says(p, 'other', HARMFUL_AFTER, /^may:/);
}

function heavyDuty(p: RuleInput): number {
  return when(
    (WEIGHTY.some((f) => fam(p, f)) || cue(p, 'any-and-all', 'all-risk', 'blank', 'redacted')) &&
      !LIGHTENED.test(p.text) &&
      has(p, 'self', 'benefit') < 0,
    weighingDuty(
      p,
      DEMANDING.test(p.text)
        ? /^must:(?:provide|purchase|maintain|comply|notify|cooperate|promote|other)$/
        : /^must:(?:provide|purchase|maintain|comply|promote|other)$/,
    ),
  );
}
