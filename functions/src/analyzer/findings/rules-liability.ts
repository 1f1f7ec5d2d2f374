/**
 * The review's rules on liability caps and exclusions, uncapped carve-outs, indemnities, warranties and disclaimers, insurance, remedies, liquidated damages and service levels: what such clauses say in general, read for the reviewed side.
 * The judge (judge.ts) reads every rule table as one list; explain-liability.ts holds their words.
 */
import {
  absoluteCompliance,
  absoluteNonInfringement,
  soleCauseIndemnity,
  supplierComplianceLimb,
  uncappedCarveOut,
} from './liability-patterns';
import { mutualActivityIndemnity, noRelianceNoWarranty, otherNoRecourse, selfOnlyLimitation } from './liability-reach';
import { mutualCapOnReceiver, mutualExclusionOnReceiver } from './liability-mutual';
import { FEES_BASE, mutualCapOnSupplier } from './liability-supplier';
import type { Rule } from './rule-types';

export const LIABILITY_RULES: readonly Rule[] = [
  // Warranties the reviewed side gives without a knowledge qualifier: it is in breach whenever the
  // statement proves untrue, even for what it could not know (a third party's patent, a foreign law).
  {
    id: 'self-warrants-non-infringement',
    family: 'warranty',
    prior: 1.0,
    severity: 'medium',
    match: (p) => absoluteNonInfringement(p, 'self'),
  },
  {
    id: 'self-warrants-compliance',
    family: 'warranty',
    prior: 0.9,
    severity: 'medium',
    match: (p) => Math.max(absoluteCompliance(p, 'self'), supplierComplianceLimb(p)),
  },
  // An indemnity the other side gives only for losses its cause alone produced.
  {
    id: 'other-indemnity-sole-cause',
    family: 'indemnity',
    prior: 1.1,
    severity: 'medium',
    match: (p) => soleCauseIndemnity(p, 'other'),
  },
  // Claims taken out of the cap (indemnities, named breaches) are uncapped chiefly for the side that
  // supplies, whose indemnities and warranties they are; for the side that claims they are protection.
  {
    id: 'self-uncapped-carve-out',
    family: 'liability-cap',
    prior: 1.0,
    severity: 'medium',
    match: (p) => uncappedCarveOut(p),
  },
  // A mutual indemnity for each side's activities or services, whatever the fault, falls on the side
  // that performs: its activities are the ones that cause third-party claims.
  {
    id: 'self-indemnifies-activities',
    family: 'indemnity',
    prior: 1.3,
    severity: 'medium',
    match: mutualActivityIndemnity,
  },
  // Only the reviewed side must sue within a short period; the other keeps the statutory one.
  {
    id: 'self-short-limitation',
    family: 'remedies',
    prior: 1.2,
    severity: 'medium',
    match: selfOnlyLimitation,
  },
  // The other side answers for nothing under the contract, or only out of named assets (non-recourse):
  // the reviewed side's claims have nothing behind them.
  {
    id: 'other-no-recourse',
    family: 'liability-cap',
    prior: 1.3,
    severity: 'medium',
    despite: ['interpretation'],
    match: otherNoRecourse,
  },
  // A cap or an exclusion written as mutual limits in practice only the claims of the side that pays for what
  // the other supplies: its own exposure is little more than the fees (liability-mutual.ts).
  {
    id: 'mutual-cap-one-sided',
    family: 'liability-cap',
    prior: 1.0,
    severity: 'medium',
    match: mutualCapOnReceiver,
  },
  // The same cap read for the side that supplies: it also limits what the receiving side owes for misusing what
  // it is given, breaching confidence or leaving an indemnity unpaid, unless those claims are carved out.
  // Harsher when the limit is the fees the receiving side pays: its worst exposure is its own price.
  {
    id: 'mutual-cap-limits-supplier',
    family: 'liability-cap',
    prior: 1.0,
    severity: 'medium',
    match: mutualCapOnSupplier,
    harsher: (p) => FEES_BASE.test(p.text),
  },
  {
    id: 'mutual-exclusion-one-sided',
    family: 'liability-cap',
    prior: 1.0,
    severity: 'medium',
    match: mutualExclusionOnReceiver,
  },
  // A no-reliance clause is boilerplate, except where the side that supplies warrants nothing at all.
  {
    id: 'no-reliance-no-warranty',
    family: 'warranty',
    prior: 1.0,
    severity: 'medium',
    despite: ['entire'],
    match: noRelianceNoWarranty,
  },
];
