/**
 * The review's rules on the commercial terms: restrictive covenants, IP and licences, money (its
 * own table, rules-payment.ts), the other side's control, assignment, confidentiality, and burdens
 * with no family of their own.
 */
import { both, fam, has, re, says, saysOtherThan } from './rule-kit';
import {
  CONFIDENTIAL_DUTY,
  AUDITED,
  auditorAt,
  ETHICS,
  FORUM,
  INJUNCTION,
  NO_BOND,
  ROUTINE_CONSENT,
  POLICIES,
  otherUnless,
  EXPENSE_APPROVAL,
  PAYMENT_DIRECTION,
  PAID_ENTITLEMENT,
  ROUTINE_ENTITLEMENT,
  selfConsentNear,
  sentenceAround,
} from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import {
  auditNotRoutine,
  CONSENT_ELSEWHERE,
  entitledToAudit,
  selfAssignmentRestricted,
  selfExclusiveDealing,
  ROUTINE_DECISION,
  ROUTINE_DISCRETION,
  selfNonCompete,
  TERMINATION_LEAD_IN,
  BONUS_ENTITLEMENT,
  BARRED_ASSIGNMENT,
  otherWiderAssignment,
  mutualAssignmentBarred,
  OWN_ACTION,
  LAWFUL_RIGHT,
  PLAN_PARTICIPATION,
  REMEDY_ON_FAILURE,
} from './restraints';
import { PAYMENT_RULES } from './rules-payment';
import { exclusiveOnCondition } from './rules-rights';
import { ROUTINE_RIGHT } from './rules-covenant-routine';
import { TERM_RULES } from './rules-terms';
import { DUTY_RULES } from './rules-duties';
import { GRANT_RULES } from './rules-grants';
import { selfHeavyInsurance } from './insurance-scope';
import { AGREE_RULES } from './rules-gap-agree';
import { itsDiscretionAt, otherItsDiscretion } from './rules-discretion';

/** The audit's cost on the reviewed side: its duty to pay or bear it, or costs of the audit borne by it. */
const selfPaysAudit = (p: RuleInput): boolean =>
  has(p, 'self', /^must:(?:pay|bear)$|^expense$/) >= 0 ||
  /\bcosts?\s+of\s+(?:the\s+|such\s+|any\s+)?audit[^.;]{0,80}\b(?:borne|paid|reimbursed)\s+by\b/i.test(p.text);

/** "may change the Designated Support Contact(s)", "may modify or edit the format of the Titles for technical purposes". */
const ROUTINE_CHANGE =
  /^[^.;]{0,60}?\b(?:(?:support|notice|billing|technical|primary|account|designated)\s+)*(?:contacts?|contact\s+persons?|representatives?|addresses|address|addressees?|account\s+managers?|liaisons?|coordinators?)\b(?:\(s\))?|^[^.;]{0,80}?\bfor\s+technical\s+purposes\b/i;

/**
 * "the right to reduce the scope of any obligation imposed on Developer by Section 20.1": a change that can
 * only lighten a duty laid on another (a covenant, a restriction, an obligation "imposed on" it) helps the
 * side that bears it; it is no power over that side's bargain. Lightening one's own obligations is not this.
 */
const ONLY_LIGHTENS =
  /\b(?:reduce|narrow|lessen|shorten|waive)\w*\s+(?:the\s+)?(?:scope|duration|extent|area|term)\s+of\s+(?:any|the|such|each)\s+(?:obligations?\s+imposed\s+on|covenants?|restrictions?)\b/i;

export const COMMERCIAL_RULES: readonly Rule[] = [
  // Restrictive covenants
  {
    id: 'self-exclusive-dealing',
    family: 'exclusivity',
    prior: 1.4,
    severity: 'high',
    match: selfExclusiveDealing,
  },
  {
    id: 'self-non-compete',
    family: 'non-compete',
    prior: 1.4,
    severity: 'high',
    match: selfNonCompete,
  },
  {
    id: 'self-non-solicit',
    family: 'non-solicit',
    prior: 0.9,
    severity: 'medium',
    match: (p) =>
      has(p, 'self', /^mustNot:solicit$/) < 0 || ETHICS.test(p.text) ? -1 : has(p, 'self', /^mustNot:solicit$/),
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
    // Not one held only while the other side performs ("subject to ENVISION fulfilling the ... marketing
    // requirements"): the condition is the grantor's way back.
    match: (p) =>
      has(p, 'other', 'grantsTo') < 0 || exclusiveOnCondition(p, 'other') >= 0
        ? -1
        : both(
            has(p, 'other', 'grantsTo'),
            re(p, /(?<!\bnot\s|non-?\s?)\bexclusive\b(?!\s+(?:remed|jurisdiction|venue|forum|of|owner))/i),
          ),
  },
  ...GRANT_RULES,
  ...PAYMENT_RULES,
  ...TERM_RULES,
  // Control by the other side
  {
    id: 'other-discretion',
    family: 'other',
    prior: 0.9,
    severity: 'medium',
    // Where the payee says payment goes is no discretion over the bargain.
    // Nor its control of its own marks and advertising, the insurer or payment form it accepts, what it
    // reasonably needs for the services, or consent to assignment (the assignment rules judge that).
    // "Erchonia retains the right, in its sole discretion, to ...": "its" names the modal's subject.
    match: (p) => {
      const at = otherUnless(
        p,
        /^discretion$/,
        (sentence, _after, at) =>
          PAYMENT_DIRECTION.test(sentence) || ROUTINE_DISCRETION.test(sentence) || itsDiscretionAt(p, at),
      );
      return at >= 0 ? at : otherItsDiscretion(p);
    },
  },
  {
    id: 'other-consent-needed',
    family: 'other',
    prior: 0.5,
    severity: 'low',
    // A consent "not to be unreasonably withheld" is already what a lawyer would ask for; consent to
    // settle a claim the other side pays for, or to use its name, is market standard, and so is approval
    // of expenses the other side will reimburse. Consent over assignment, a restraint, its advertising or its
    // proprietary information is judged by other rules or routine (restraints.ts).
    match: (p) =>
      has(p, 'self', /^(?:must|mustNot|mayNot):/) >= 0 && !ROUTINE_CONSENT.test(p.text)
        ? otherUnless(p, /^consent$/, (sentence) => EXPENSE_APPROVAL.test(sentence) || CONSENT_ELSEWHERE.test(sentence))
        : -1,
  },
  {
    id: 'other-may-change',
    family: 'other',
    prior: 1.2,
    severity: 'medium',
    // Not a change to its own contacts or notice details, nor to a format for technical purposes.
    match: (p) => (ONLY_LIGHTENS.test(p.text) ? -1 : saysOtherThan(p, 'other', /^may:change$/, ROUTINE_CHANGE)),
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
    // reviewed side's approval; nor its own actions against wrongdoers, its copies of records, remedies or
    // deductions the law gives it, its part in pay plans, or a remedy it holds when the reviewed side fails
    // (restraints.ts).
    match: (p) =>
      otherUnless(
        p,
        /^must:entitled$|^may:entitled$/,
        (sentence, after, at) =>
          PAID_ENTITLEMENT.test(after) ||
          ROUTINE_ENTITLEMENT.test(sentence) ||
          selfConsentNear(p, at) ||
          ROUTINE_DECISION.test(after) ||
          TERMINATION_LEAD_IN.test(after) ||
          BONUS_ENTITLEMENT.test(after) ||
          ROUTINE_RIGHT.test(after) ||
          OWN_ACTION.test(after) ||
          LAWFUL_RIGHT.test(after) ||
          PLAN_PARTICIPATION.test(after) ||
          REMEDY_ON_FAILURE.test(p.text.slice(sentenceAround(p.text, at).start, at)),
      ),
  },
  // An audit whose cost falls on the reviewed side (always, or on any discrepancy) weighs more; one on
  // notice or limited in frequency is routine (restraints.ts).
  {
    id: 'other-may-audit',
    family: 'audit',
    prior: 0.7,
    severity: 'low',
    // The reviewed side's duty to keep or open its records counts; not where it is the one that audits ("PNC ... may enter and audit Supplier's
    // facilities ... PNC will provide notice"): its own duties there go with its own right.
    match: (p) => {
      if (!fam(p, 'audit') || has(p, 'self', /^may:(?:audit|other)$/) >= 0) return -1;
      const at = Math.max(
        auditorAt(p),
        entitledToAudit(p),
        AUDITED.test(p.text) ? has(p, 'self', /^must:(?:maintain|provide|notify)$/) : -1,
      );
      return at >= 0 && auditNotRoutine(p, at) ? at : -1;
    },
    harsher: selfPaysAudit,
  },
  {
    id: 'self-follows-policies',
    family: 'compliance',
    prior: 0.8,
    severity: 'medium',
    match: (p) => (has(p, 'self', /^must:comply$/) < 0 ? -1 : both(has(p, 'self', /^must:comply$/), re(p, POLICIES))),
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
    // With a consent route, and letting the reviewed side assign on a merger or a sale of its business, it is the usual form.
    match: selfAssignmentRestricted,
  },
  {
    id: 'mutual-assignment-barred',
    family: 'assignment',
    prior: 0.7,
    severity: 'medium',
    match: mutualAssignmentBarred,
  },
  {
    id: 'other-may-assign',
    family: 'assignment',
    prior: 0.8,
    severity: 'medium',
    // Not a right to assign that needs the reviewed side's own consent ("Licensee may assign ... to its
    // Affiliates with the prior written consent of the Licensor").
    // Nor a bar read as a right: "Neither this Agreement nor any right hereunder may be assigned by Consultant
    // without the express written consent of Company".
    // A route both sides share with a wider one for the other side alone is its right too (restraints.ts).
    match: (p) => {
      const at = otherUnless(
        p,
        /^may:assign$/,
        (_sentence, _after, at) =>
          selfConsentNear(p, at, true) || BARRED_ASSIGNMENT.test(p.text.slice(sentenceAround(p.text, at).start, at)),
      );
      return at >= 0 ? at : otherWiderAssignment(p);
    },
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
    // Cover the market gives as a matter of course (customary, statutory, the usual limits) is no risk.
    match: selfHeavyInsurance,
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
  ...AGREE_RULES,
  { id: 'forum', family: 'dispute-resolution', prior: 0.2, severity: 'low', match: (p) => re(p, FORUM) },
  {
    id: 'jury-waiver',
    family: 'dispute-resolution',
    prior: 0.05,
    severity: 'low',
    match: (p) => re(p, /\bwaive\w*[^.]{0,60}\b(?:trial\s+by\s+jury|jury\s+trial)/i),
  },
  ...DUTY_RULES,
];
