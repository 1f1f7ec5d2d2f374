/**
 * What the whole contract gives each side, read once from every passage's signals: a rule judges
 * an indemnity as one-way, or a termination right as unmatched, against these facts.
 */
import { segment, type Clause } from '../segment';
import type { ContractFacts } from './rules';
import type { Signal } from './readings';
import type { Sides } from './sides';
import { homes } from './homes';
import { indemnityLists } from './indemnity-scope';
import { survivalGaps } from './survival-gaps';
import { capSections } from './cap-sections';
import { lastingFunctionWarranty } from './rules-scope';
import { definesServiceLevels } from './rules-service';
import { carvesOutProtected } from './liability-supplier';
import { INJUNCTION } from './rule-patterns';

/**
 * Roles that supply what a contract is about; their counterparts receive and pay. "Company" names a
 * party, not what it does: a Company faces a Lessor as often as a Distributor.
 */
const SUPPLIER =
  /\b(?:licensor|provider|supplier|seller|vendor|manufacturer|developer|contractor|consultant|lessor|transporter|producer|publisher)\b/i;
const RECIPIENT =
  /\b(?:licensee|customer|client|buyer|purchaser|distributor|reseller|lessee|shipper|subscriber|dealer)\b/i;

/** Whether a side supplies: its role says so, or it makes more promises to provide than the other. */
function supplies(
  role: string | undefined,
  otherRole: string | undefined,
  provides: number,
  otherProvides: number,
): boolean {
  if (role && RECIPIENT.test(role)) return false;
  if (otherRole && RECIPIENT.test(otherRole)) return true;
  if (role && SUPPLIER.test(role) && !(otherRole && SUPPLIER.test(otherRole))) return true;
  if (otherRole && SUPPLIER.test(otherRole) && !(role && SUPPLIER.test(role))) return false;
  return provides > otherProvides + 1;
}

const PROVIDE = /^must:(?:provide|grant)$|^grantsTo$/;
/** Somewhere the contract returns money paid ahead: "a refund of all prepaid fees", "repay ... fees paid in advance", "a pro rata refund". */
const REFUNDS_PREPAID =
  /\b(?:refund|repa(?:y|id)|reimburse|return)\w*\b[^.;]{0,100}?\b(?:pre-?paid|unused|unearned|paid\s+in\s+advance|unexpired|pro[\s-]?rata)\b|\b(?:pre-?paid|unused|unearned)\b[^.;]{0,80}?\b(?:refund|repa(?:y|id)|reimburs|returned)|\bpro[\s-]?rata\s+refund/i;
const roleOf = (p: { role?: string; aliases: string[]; name: string } | undefined) => p?.role ?? p?.aliases[0];

export function contractFacts(
  passages: readonly {
    signals: readonly Signal[];
    families?: readonly string[];
    cues?: readonly string[];
    start?: number;
    end?: number;
  }[],
  sides?: Sides,
  text?: string,
  clauses?: readonly Clause[],
): ContractFacts {
  const any = (who: 'self' | 'other' | 'mutual', re: RegExp) =>
    passages.some((p) => p.signals.some((s) => s.who === who && re.test(s.kind)));
  const mutualIndemnity = any('mutual', /^must:indemnify$/);
  const otherIndemnifies = mutualIndemnity || any('other', /^must:indemnify$/);
  // A side given a right in a passage that speaks of injunctive or equitable relief.
  const enjoins = (who: 'self' | 'other' | 'mutual') =>
    text !== undefined &&
    passages.some(
      (p) =>
        p.start !== undefined &&
        p.signals.some((s) => s.who === who && /^(?:may|must):entitled$|^may:/.test(s.kind)) &&
        INJUNCTION.test(text.slice(p.start, p.end)),
    );
  const count = (who: 'self' | 'other', re: RegExp) =>
    passages.reduce((n, p) => n + p.signals.filter((s) => s.who === who && re.test(s.kind)).length, 0);
  return {
    otherIndemnifies,
    selfIndemnifies: mutualIndemnity || any('self', /^must:indemnify$/),
    selfMayTerminate: any('self', /^may:terminate$/) || any('mutual', /^may:terminate$/),
    selfMayExitAtWill: passages.some(
      (p) =>
        !!p.cues?.includes('any-time') &&
        !p.cues.includes('breach') &&
        p.signals.some((s) => (s.who === 'self' || s.who === 'mutual') && s.kind === 'may:terminate'),
    ),
    otherMayTerminate: any('other', /^may:terminate$/) || any('mutual', /^may:terminate$/),
    otherMayAssign: any('other', /^may:assign$/),
    selfMayAssign: any('self', /^may:assign$/) || any('mutual', /^may:assign$/),
    otherCapped: any('other', /^capped$/) || any('mutual', /^capped$/),
    selfCapped: any('self', /^capped$/) || any('mutual', /^capped$/),
    otherSupplies: supplies(roleOf(sides?.other), roleOf(sides?.self), count('other', PROVIDE), count('self', PROVIDE)),
    selfSupplies: supplies(roleOf(sides?.self), roleOf(sides?.other), count('self', PROVIDE), count('other', PROVIDE)),
    selfPays: count('self', /^must:pay$/) > count('other', /^must:pay$/),
    otherPays: count('other', /^must:pay$/) > count('self', /^must:pay$/),
    otherWarrants: any('other', /^(?:must:warrant|warrants)$/),
    // A duty of confidence the other side (or each side) bears too: the reviewed side's own is then the
    // market-standard half of a mutual obligation, not a one-way burden.
    otherKeepsConfidential: passages.some(
      (p) =>
        !!p.families?.includes('confidentiality') &&
        p.signals.some((s) => (s.who === 'other' || s.who === 'mutual') && /^(?:must|mustNot):/.test(s.kind)),
    ),
    ...(text !== undefined ? { refundsPrepaid: REFUNDS_PREPAID.test(text) } : {}),
    ...(text !== undefined && sides ? { homes: homes(text, sides), sides } : {}),
    ...(text !== undefined ? { serviceLevels: definesServiceLevels(text) } : {}),
    ...(text !== undefined ? { capCarvedOut: carvesOutProtected(text) } : {}),
    ...(text !== undefined ? { otherAloneEnjoins: enjoins('other') && !enjoins('self') && !enjoins('mutual') } : {}),
    ...(text !== undefined ? { selfIndemnityLists: indemnityLists(passages, text, otherIndemnifies) } : {}),
    ...(text !== undefined ? { survivalGaps: survivalGaps(passages, text, clauses) } : {}),
    ...(text !== undefined ? { capSections: capSections(text, clauses ?? segment(text)) } : {}),
    ...(text !== undefined
      ? {
          otherWarrantsFunction: passages.some(
            (p) =>
              p.start !== undefined &&
              p.signals.some((s) => s.who === 'other' && /^(?:must:warrant|warrants)$/.test(s.kind)) &&
              lastingFunctionWarranty(text.slice(p.start, p.end)),
          ),
        }
      : {}),
  };
}
