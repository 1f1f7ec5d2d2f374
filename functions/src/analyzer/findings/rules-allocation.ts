/**
 * The review's rules on how the contract allocates risk and the way out: liability, indemnity,
 * warranty, termination, survival and renewal (rules.ts puts them first, most specific first).
 */
import { both, cue, fam, has, re, when } from './rule-kit';
import {
  CONSEQUENTIAL,
  RENEWS_AUTOMATICALLY,
  RENEW_AGREE,
  SURVIVE_LONG,
  narrowIndemnity,
  onlySelfSupplies,
} from './rule-patterns';
import { remediesLimitedAt } from './remedy-holder';
import { broadDisclaimer, capOf, exclusionOf, notAnswerable, totalDisclaimer, unownedCap } from './liability-patterns';
import { selfIndemnity } from './indemnity-scope';
import type { Rule } from './rule-types';
import { forCause, receives, renewalLocksIn, standardGrounds } from './rules-exit';
import { otherEntitledToEnd, otherExitAt, otherExitHarsher, selfEndingBurden } from './rules-exit-grounds';
import { otherListedExit, shortEvergreen } from './rules-exit-terms';

export const ALLOCATION_RULES: readonly Rule[] = [
  // Liability
  {
    id: 'self-unlimited-liability',
    family: 'liability-cap',
    prior: 1.7,
    severity: 'high',
    // Uncapped liability on both sides is a risk for the side that supplies or indemnifies, whose
    // exposure is the larger; for the side that pays and claims it is the protection a cap would take away.
    match: (p) =>
      Math.max(
        has(p, 'self', 'unlimited'),
        p.contract.selfSupplies || (p.contract.selfIndemnifies && !p.contract.otherIndemnifies)
          ? has(p, 'mutual', 'unlimited')
          : -1,
      ),
  },
  {
    id: 'other-liability-capped',
    family: 'liability-cap',
    prior: 1.6,
    severity: 'high',
    match: (p) => capOf(p, 'other'),
  },
  // An exclusion, also one worded as a limit ("liability is limited to gross negligence", "is excluded").
  {
    id: 'other-liability-excluded',
    family: 'liability-cap',
    prior: 1.5,
    severity: 'high',
    match: (p) => (fam(p, 'liability-cap') ? exclusionOf(p, 'other') : -1),
    harsher: (p) => !CONSEQUENTIAL.test(p.text) || cue(p, 'any-and-all', 'all-risk'),
  },
  {
    id: 'other-not-responsible',
    family: 'other',
    prior: 1.1,
    severity: 'medium',
    match: (p) => notAnswerable(p, 'other'),
  },
  {
    id: 'unassigned-cap',
    family: 'liability-cap',
    prior: 0.5,
    severity: 'medium',
    // A cap that names no party limits chiefly the claims of the side that pays: the supplier's own
    // exposure is what it caps.
    match: (p) => (onlySelfSupplies(p) ? -1 : unownedCap(p)),
  },
  {
    id: 'mutual-cap',
    family: 'liability-cap',
    prior: 0.2,
    severity: 'low',
    match: (p) => (p.contract.selfIndemnifies ? has(p, 'mutual', 'capped') : -1),
  },
  // Not where the same passage excludes the reviewed party's own liability: then the limited
  // remedies are the other side's ("IN NO EVENT SHALL COMPANY BE LIABLE ... AND DISTRIBUTOR'S REMEDIES
  // SHALL BE LIMITED TO REPAIR OR REPLACEMENT", read for the Company).
  {
    id: 'self-remedies-limited',
    family: 'remedies',
    prior: 1.4,
    severity: 'high',
    match: (p) =>
      p.signals.some((s) => s.who === 'self' && s.kind === 'exculpated')
        ? -1
        : remediesLimitedAt(p, p.signals.some((s) => s.who === 'self') || /\byour\b/i.test(p.text)),
  },
  // Indemnity
  {
    id: 'self-indemnifies',
    family: 'indemnity',
    prior: 1.5,
    severity: 'high',
    // Not one given only for gross negligence or wilful misconduct, nor the mutual one for each side's own
    // fault (indemnity-scope.ts).
    match: selfIndemnity,
    harsher: (p) => !p.contract.otherIndemnifies,
  },
  {
    id: 'other-indemnity-narrow',
    family: 'indemnity',
    prior: 0.8,
    severity: 'medium',
    match: (p) =>
      has(p, 'other', 'must:indemnify') < 0 ? -1 : both(has(p, 'other', 'must:indemnify'), narrowIndemnity(p.text)),
  },
  // Warranty
  // A disclaimer of every warranty by a side that gives none elsewhere, or of title and
  // non-infringement (liability-patterns.ts); the implied warranties disclaimed beside express ones
  // are market standard.
  {
    id: 'other-disclaims',
    family: 'warranty',
    prior: 1.3,
    severity: 'medium',
    match: (p) => broadDisclaimer(p, 'other'),
    harsher: (p) => totalDisclaimer(p, 'other') >= 0,
  },
  {
    // "THE SOFTWARE IS PROVIDED AS IS": a disclaimer without a subject protects whoever supplies.
    id: 'supplier-disclaims',
    family: 'warranty',
    prior: 1.1,
    severity: 'medium',
    match: (p) => (p.contract.otherSupplies && fam(p, 'warranty') ? broadDisclaimer(p, 'none') : -1),
    harsher: (p) => totalDisclaimer(p, 'none') >= 0,
  },
  {
    id: 'self-warrants',
    family: 'warranty',
    prior: 0.6,
    severity: 'medium',
    match: (p) => has(p, 'self', /^must:warrant$/),
    harsher: (p) => /\bwill\s+not\s+(?:violate|infringe)|\bany\s+(?:third\s+party|person)/i.test(p.text),
  },
  // Termination
  {
    id: 'other-may-terminate',
    family: 'termination',
    prior: 1.5,
    severity: 'medium',
    // Where the reviewed side has a termination right of its own, the other side's right for a breach left
    // uncured after notice, or on the reviewed side's insolvency, is the market-standard term.
    // Death, disability, a defined Cause or an end of access only are grounds of every personal-services
    // agreement; a right whose modal stands far from its verb ("shall, in the event of ..., be entitled to
    // terminate") is a right all the same.
    // A ground listed as an item that names the other side ("(3) By the Company, at its option, if ...")
    // is its right too, though the lead-in sits in another passage.
    match: (p) => {
      if (!fam(p, 'termination')) return otherListedExit(p);
      if (standardGrounds(p)) return -1;
      if (has(p, 'other', /^may:terminate$|^must:entitled$/) >= 0) return otherExitAt(p) ?? has(p, 'other', /^may:/);
      const at = otherEntitledToEnd(p);
      return at >= 0 ? at : otherListedExit(p);
    },
    // Which case it is goes into the finding's words (explain.ts).
    harsher: (p, at) =>
      otherExitHarsher(
        p,
        at,
        cue(p, 'immediately', 'any-time') || (cue(p, 'breach') && !cue(p, 'cure')) || !p.contract.selfMayTerminate,
      ),
  },
  {
    id: 'terminate-on-change-of-control',
    family: 'change-of-control',
    prior: 1.6,
    severity: 'medium',
    match: (p) =>
      fam(p, 'change-of-control') && has(p, 'other', /^may:terminate$/) >= 0
        ? both(has(p, 'other', /^may:terminate$/), re(p, /change\s+(?:of|in)\s+(?:the\s+)?control|merger|acqui/i))
        : -1,
    harsher: (p) => cue(p, 'immediately'),
  },
  {
    id: 'mutual-termination-convenience',
    family: 'termination',
    prior: 0.4,
    severity: 'low',
    // "at any time if the other party fails to comply" or "becomes insolvent" is termination for cause,
    // not at will. The side that supplies keeps its own way out; the side that receives is judged by
    // mutual-termination-at-will.
    match: (p) =>
      when(
        cue(p, 'any-time') && !cue(p, 'breach') && !onlySelfSupplies(p) && !forCause(p),
        has(p, 'mutual', /^may:terminate$/),
      ),
  },
  {
    id: 'self-duties-on-termination',
    family: 'termination',
    prior: 0.5,
    severity: 'low',
    match: (p) => (fam(p, 'termination') ? selfEndingBurden(p) : -1),
  },
  {
    id: 'self-escrow',
    family: 'ip-ownership',
    prior: 0.8,
    severity: 'medium',
    match: (p) => (/\bescrow\b/i.test(p.text) ? has(p, 'self', /^must:/) : -1),
  },
  // Licences that survive for ever bind the side that granted them.
  {
    id: 'perpetual-survival',
    family: 'termination',
    prior: 0.9,
    severity: 'medium',
    despite: ['survival'],
    match: (p) => (p.contract.selfSupplies && /\blicen[cs]|\bgrant/i.test(p.text) ? re(p, SURVIVE_LONG) : -1),
  },
  // Renewal. An automatic renewal binds the side that receives and pays to another term (and its
  // fees) unless it gives notice in time, and leaves the supply it depends on open to the supplier's
  // non-renewal; for the side that supplies or is paid it keeps the business running, and where neither
  // side is the receiving one it binds both alike. One the paying side cannot stop by its own notice
  // keeps it paying term after term.
  // An evergreen of a year or less that either party may stop by notice is the market-standard renewal.
  {
    ...RENEWS_AUTOMATICALLY,
    match: (p) => (receives(p) && !shortEvergreen(p) ? RENEWS_AUTOMATICALLY.match(p) : -1),
    harsher: (p) => p.contract.selfPays && renewalLocksIn(p.text),
  },
  // Renewal only by agreement hurts the side that receives the supply (or, where the roles do not tell,
  // pays for it); where neither side does, it binds both alike.
  {
    id: 'renewal-needs-agreement',
    family: 'renewal',
    prior: 0.7,
    severity: 'medium',
    match: (p) => (receives(p) ? re(p, RENEW_AGREE) : -1),
  },
  {
    id: 'other-may-renew',
    family: 'renewal',
    prior: 0.8,
    severity: 'medium',
    match: (p) => has(p, 'other', /^may:renew$/),
  },
];
