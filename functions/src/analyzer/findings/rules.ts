/**
 * The judgements a reviewing lawyer makes of a passage, for one side: each rule says when it
 * applies (who a promise binds, protects or empowers, in which family, with which cues), how much
 * it weighs before any training (`prior`, on the ranker's log-odds scale), its base severity, and
 * what it does to the reviewed party in words. Rules are written from what clauses of each kind
 * say in general; the trained ranker (ranker.ts) only re-weighs them.
 */
import { both, cue, fam, has, re, saysOtherThan, when } from './rule-kit';
import type { ContractFacts, Rule, RuleInput, Severity } from './rule-types';
import { TERM_RULES } from './rules-terms';
import type { Family } from './topics';

export type { ContractFacts, Rule, RuleInput, Severity };

/** Families whose terms move money, rights or the way out of the contract. */
const WEIGHTY: readonly Family[] = [
  'renewal',
  'minimum-commitment',
  'warranty',
  'ip-ownership',
  'compliance',
  'audit',
  'assignment',
  'payment',
  'pricing',
  'termination',
  'exclusivity',
  'non-compete',
  'liability-cap',
  'indemnity',
  'insurance',
];
const CONSEQUENTIAL =
  /\b(?:indirect|consequential|incidental|special|punitive|exemplary|lost\s+profits?|loss\s+of\s+(?:profits?|revenue|business|data))\b/i;
// Exclusive dealing, not "cumulative and not exclusive" remedies, exclusive courts or exclusive property.
const EXCLUSIVE =
  /(?<!\bnot\s|\bnon-?\s?)\bexclusive(?:ly)?\b(?!\s+(?:of|remed|jurisdiction|venue|forum|property|owner))|\bsole\s+(?:and\s+exclusive\s+)?(?:source|supplier|distributor|provider)\b|\bonly\s+from\b/i;
const NARROW_INDEMNITY =
  /\bfinal(?:ly)?\s+(?:adjudicat|judg)|\bcopyright\b|\bgross\s+negligence\b|\bwil(?:l)?ful\s+misconduct\b|\bintentional\b/gi;
/**
 * Where an indemnity is narrowed: payable only on a final judgment, for copyright but not patents,
 * or only for gross negligence or wilful misconduct. The same words after "except" or "unless" carve
 * the indemnified side's own fault out of a broad indemnity, which is market standard.
 */
const OTHER_GROUNDS = /\bbreach|(?<!gross\s)\bnegligen|\(ii\)|\bproducts?\b|\bany\s+act\b/i;
function narrowIndemnity(text: string): number {
  NARROW_INDEMNITY.lastIndex = 0;
  for (let m = NARROW_INDEMNITY.exec(text); m; m = NARROW_INDEMNITY.exec(text)) {
    if (/^copyright/i.test(m[0]) && /\bpatent/i.test(text)) continue;
    // Gross negligence or copyright listed beside other grounds (breach, negligence, the products) is one
    // ground of a broad indemnity.
    if (!/^final/i.test(m[0]) && (OTHER_GROUNDS.test(text) || (!/^copyright/i.test(m[0]) && /\binfring/i.test(text))))
      continue;
    if (
      /\b(?:except|unless|other\s+than|excluding|exclusive\s+of|not\s+apply)\b[^.;]{0,80}$/i.test(
        text.slice(Math.max(0, m.index - 90), m.index),
      )
    )
      continue;
    return m.index;
  }
  return -1;
}
const REMEDY_LIMIT =
  /\b(?:sole|exclusive)\s+(?:and\s+exclusive\s+)?remed(?:y|ies)\b|\bremed(?:y|ies)\s+(?:shall\s+be\s+|are\s+|is\s+)?limited\s+to\b/i;
const LONG_PAYMENT =
  /\bwithin\s+(?:\w+\s+)?\(?\s*(?:6\d|[7-9]\d|1\d\d)\s*\)?\s*days\b|\b(?:sixty|seventy|ninety|one\s+hundred(?:\s+and)?\s+twenty)\s*(?:\(\d+\)\s*)?days\b/i;
const PAY_CONDITION =
  /\b(?:after|upon|following)\s+(?:its\s+)?(?:actual\s+)?receipt\s+of\s+(?:payment|funds)|\bpay[\s-]+(?:when|if)[\s-]+paid\b|\bnot\s+(?:be\s+)?(?:obligated|required)\s+to\s+pay\b/i;
const BLANK =
  /\bto\s+be\s+(?:mutually\s+)?(?:agreed|determined|negotiated)(?:\s+upon)?\b|\bagree\s+upon\s+appropriate\b|\bwill\s+(?:negotiate|agree)\s+in\s+good\s+faith\b|\benter\s+into\s+a\s+separate\s+agreement\b/i;
const AUTO_RENEW =
  /\b(?:automatically|auto-?)\s*(?:be\s+)?(?:renew|extend)|\b(?:renew|extend)(?:s|ed)?\s+automatically\b|\bshall\s+(?:be\s+)?(?:renewed|extended)\s+(?:automatically|for\s+(?:successive|additional))/i;
const RENEW_AGREE =
  /\brenew\w*[^.;]{0,80}\b(?:mutual(?:ly)?|upon\s+(?:the\s+)?(?:written\s+)?agreement|if\s+both\s+parties|by\s+agreement)|\b(?:mutual(?:ly)?|upon\s+(?:the\s+)?agreement)[^.;]{0,60}\brenew/i;
const IP_VEST =
  /\b(?:shall|will)\s+(?:be\s+(?:and\s+remain\s+)?(?:the\s+)?(?:sole\s+and\s+exclusive\s+|exclusive\s+|sole\s+)?(?:property|owned)|be\s+(?:\w+ly\s+(?:and\s+\w+ly\s+)?)owned|vest|belong)\b|\bwork(?:s)?\s+made\s+for\s+hire\b|\bhereby\s+(?:irrevocably\s+)?assigns?\b/i;
const FORUM =
  /\b(?:exclusive\s+)?jurisdiction\s+of\s+the\s+(?:state\s+|federal\s+)?courts?\b|\barbitration\s+shall\s+(?:be\s+)?(?:held|conducted|take\s+place)\s+in\b|\bvenue\s+(?:shall\s+be|for)\b|\bsubmit\s+to\s+the\s+(?:exclusive\s+)?jurisdiction\b/i;
const POLICIES =
  /\b(?:policies|guidelines|procedures|standards|specifications|rules)\b[^.;]{0,60}\b(?:as\s+(?:amended|updated|modified|changed)|from\s+time\s+to\s+time|in\s+effect)\b/i;
const LIQUIDATED = /\bliquidated\s+damages\b|\bas\s+a\s+penalty\b|\bterminat\w+\s+fee\b|\bbreak\s+fee\b/i;
const MINIMUM =
  /\bminimum\s+(?:annual\s+|quarterly\s+|monthly\s+)?(?:purchase|order|quantit|volume|sales|revenue|fee|royalt|commitment|requirement|performance|goal|target)|\b(?:satisfy|meet|achieve|attain)\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:targets?|quotas?|minimums?)\b|\b(?:forecast|quota|target)s?\b[^.;]{0,60}\b(?:binding|shall|must|fail)|\bat\s+least\s+[\d$]/i;
const SURVIVE_LONG = /\bsurviv\w*[^.;]{0,80}\b(?:perpetuity|indefinitely|perpetual)\b/i;
const INJUNCTION = /\binjunct\w*|\bequitable\s+relief\b|\bspecific\s+performance\b/i;
const NO_BOND = /\bwithout\s+(?:the\s+)?(?:necessity\s+of\s+)?(?:posting|proving)|\bwithout\s+bond\b/i;
const PAYER_QUALIFIED =
  /\bnot\s+(?:reasonably\s+|otherwise\s+)?(?:in\s+)?disputed?\b|\bfor\s+satisfactory\s+(?:performance|completion)|\b(?:pre-?approved|prior\s+(?:written\s+)?approval)\b|\bin\s+the\s+form\s+of\s+(?:unregistered\s+|restricted\s+)?(?:shares|stock|common\s+stock)\b/i;
// "shall, on any breach by Developer, be entitled to terminate", "shall have eighteen (18) months to
// exhaust its inventory", "shall at all times retain full ownership": a right of the subject, no duty.
const ENTITLED =
  /^[^.;]{0,160}?\b(?:be\s+entitled\s+to|have\s+the\s+(?:right|option)|have\s+(?:\w+\s+){0,2}?(?:\(\d+\)\s+)?(?:days|weeks|months|years)\s+(?:\w+\s+)?to\b|retain\s+(?:full\s+|all\s+|sole\s+)?(?:ownership|title|rights?))/i;
const RELEASE =
  /^\s*(?:not\s+)?(?:[\w',]+\s+){0,5}?(?:be\s+owed|be\s+payable|owe\b|accept\s+(?:any\s+)?claims?|have,?\s+(?:any\s+)?(?:fiduciary\s+)?(?:obligations?|dut(?:y|ies)|liabilit))/i;

/**
 * The contract renews automatically, whichever side that hurts: a playbook that refuses automatic
 * renewal asks about the term itself (playbook/checks-terms.ts); the review's rule below judges the side.
 */
export const RENEWS_AUTOMATICALLY: Rule = {
  id: 'auto-renewal',
  family: 'renewal',
  prior: 0.7,
  severity: 'low',
  match: (p) => re(p, AUTO_RENEW),
};

/** The reviewed side supplies what the contract is about and the other side only receives and pays. */
const onlySelfSupplies = (p: RuleInput): boolean => p.contract.selfSupplies && !p.contract.otherSupplies;

/**
 * The rules, most specific first. `prior` was set by hand from how a reviewing lawyer ranks such
 * terms (a one-way exclusion of liability before a notice formality), never from one contract.
 */
export const RULES: readonly Rule[] = [
  // Liability
  {
    id: 'self-unlimited-liability',
    family: 'liability-cap',
    prior: 1.7,
    severity: 'high',
    match: (p) => Math.max(has(p, 'self', 'unlimited'), has(p, 'mutual', 'unlimited')),
  },
  {
    id: 'other-liability-capped',
    family: 'liability-cap',
    prior: 1.6,
    severity: 'high',
    match: (p) => has(p, 'other', 'capped'),
  },
  {
    id: 'other-liability-excluded',
    family: 'liability-cap',
    prior: 1.5,
    severity: 'high',
    match: (p) => when(fam(p, 'liability-cap'), has(p, 'other', 'exculpated')),
    harsher: (p) => !CONSEQUENTIAL.test(p.text) || cue(p, 'any-and-all', 'all-risk'),
  },
  {
    id: 'other-not-responsible',
    family: 'other',
    prior: 1.1,
    severity: 'medium',
    match: (p) => has(p, 'other', 'exculpated'),
  },
  {
    id: 'unassigned-cap',
    family: 'liability-cap',
    prior: 0.5,
    severity: 'medium',
    match: (p) => has(p, 'none', 'capped'),
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
      (p.signals.some((s) => s.who === 'self') || /\byour\b/i.test(p.text)) &&
      !p.signals.some((s) => s.who === 'self' && s.kind === 'exculpated')
        ? re(p, REMEDY_LIMIT)
        : -1,
  },
  // Indemnity
  {
    id: 'self-indemnifies',
    family: 'indemnity',
    prior: 1.5,
    severity: 'high',
    // An indemnity given only for one's own gross negligence or wilful misconduct is a narrow one.
    match: (p) => when(narrowIndemnity(p.text) < 0, has(p, 'self', /^must:indemnify$/)),
    harsher: (p) => !p.contract.otherIndemnifies,
  },
  {
    id: 'other-indemnity-narrow',
    family: 'indemnity',
    prior: 0.8,
    severity: 'medium',
    match: (p) => both(has(p, 'other', 'must:indemnify'), narrowIndemnity(p.text)),
  },
  // Warranty
  {
    id: 'other-disclaims',
    family: 'warranty',
    prior: 1.3,
    severity: 'high',
    match: (p) => has(p, 'other', 'disclaims'),
  },
  {
    // "THE SOFTWARE IS PROVIDED AS IS": a disclaimer without a subject protects whoever supplies.
    id: 'supplier-disclaims',
    family: 'warranty',
    prior: 1.1,
    severity: 'high',
    match: (p) => (p.contract.otherSupplies ? when(fam(p, 'warranty'), has(p, 'none', 'disclaims')) : -1),
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
    match: (p) =>
      has(p, 'other', /^may:terminate$|^must:entitled$/) >= 0 && fam(p, 'termination') ? has(p, 'other', /^may:/) : -1,
    harsher: (p) =>
      cue(p, 'immediately', 'any-time') || (cue(p, 'breach') && !cue(p, 'cure')) || !p.contract.selfMayTerminate,
  },
  {
    id: 'terminate-on-change-of-control',
    family: 'change-of-control',
    prior: 1.6,
    severity: 'medium',
    match: (p) =>
      both(
        has(p, 'other', /^may:terminate$/),
        fam(p, 'change-of-control') ? re(p, /change\s+(?:of|in)\s+(?:the\s+)?control|merger|acqui/i) : -1,
      ),
    harsher: (p) => cue(p, 'immediately'),
  },
  {
    id: 'mutual-termination-convenience',
    family: 'termination',
    prior: 0.4,
    severity: 'low',
    // "at any time if the other party fails to comply" is termination for cause, not at will.
    match: (p) => when(cue(p, 'any-time') && !cue(p, 'breach'), has(p, 'mutual', /^may:terminate$/)),
  },
  {
    id: 'self-duties-on-termination',
    family: 'termination',
    prior: 0.5,
    severity: 'low',
    match: (p) => (fam(p, 'termination') ? has(p, 'self', /^must(?:Not)?:(?!other)/) : -1),
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
    match: (p) => when(p.contract.selfSupplies && /\blicen[cs]|\bgrant/i.test(p.text), re(p, SURVIVE_LONG)),
  },
  // Renewal. An automatic renewal binds the side that receives and pays to another term (and its
  // fees) unless it gives notice in time, and leaves the supply it depends on open to the supplier's
  // non-renewal; for the side that supplies it keeps the business running.
  { ...RENEWS_AUTOMATICALLY, match: (p) => (onlySelfSupplies(p) ? -1 : RENEWS_AUTOMATICALLY.match(p)) },
  // Renewal only by agreement hurts the side that depends on the supply, not the side that supplies.
  {
    id: 'renewal-needs-agreement',
    family: 'renewal',
    prior: 0.7,
    severity: 'medium',
    match: (p) => (onlySelfSupplies(p) ? -1 : re(p, RENEW_AGREE)),
  },
  {
    id: 'other-may-renew',
    family: 'renewal',
    prior: 0.8,
    severity: 'medium',
    match: (p) => has(p, 'other', /^may:renew$/),
  },
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
      has(p, 'self', /^mustNot:(?:compete|purchase)$/) >= 0 ||
      (has(p, 'self', /^mustNot:/) >= 0 && fam(p, 'non-compete'))
        ? has(p, 'self', /^mustNot:/)
        : -1,
  },
  {
    id: 'self-non-solicit',
    family: 'non-solicit',
    prior: 0.9,
    severity: 'medium',
    match: (p) => has(p, 'self', /^mustNot:solicit$/),
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
    match: (p) => has(p, 'other', /^may:use$/),
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
  // Money
  {
    id: 'self-pays',
    family: 'payment',
    prior: 0.7,
    severity: 'medium',
    // A payment qualified in the payer's favour (only what it does not dispute, only for performance it
    // finds satisfactory, hours capped or approved first, paid in its own shares) is the payee's risk.
    match: (p) => (PAYER_QUALIFIED.test(p.text) ? -1 : has(p, 'self', /^must:(?:pay|bear)$/)),
    harsher: (p) =>
      cue(p, 'non-refundable', 'all-risk') ||
      /\binterest\b|\blate\s+(?:fee|charge|payment)|\bregardless\s+of\b|\bwhether\s+or\s+not\b/i.test(p.text),
  },
  // The cost of a duty the reviewed side performs; exercising its own right at its own cost (an audit
  // it may make "at DGT's sole expense") is no burden on it.
  {
    id: 'self-bears-expense',
    family: 'payment',
    prior: 0.8,
    severity: 'medium',
    match: (p) => when(has(p, 'self', /^must:/) >= 0, has(p, 'self', 'expense')),
  },
  {
    id: 'other-pays-late',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    match: (p) => both(has(p, 'other', /^must:pay$/), Math.max(re(p, LONG_PAYMENT), re(p, PAY_CONDITION))),
  },
  {
    id: 'other-may-charge',
    family: 'payment',
    prior: 0.9,
    severity: 'medium',
    match: (p) => has(p, 'other', /^may:pay$/),
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
    severity: 'high',
    match: (p) => (fam(p, 'pricing') || fam(p, 'payment') ? has(p, 'other', /^may:change$|^must:change$/) : -1),
  },
  // Open prices hurt the side that buys, not the side that sets them.
  {
    id: 'price-open',
    family: 'pricing',
    prior: 0.8,
    severity: 'medium',
    match: (p) =>
      fam(p, 'pricing') && !onlySelfSupplies(p)
        ? re(
            p,
            /\b(?:pric(?:es?|ing)|fees?|rates?)\b[^.;]{0,80}\b(?:subject\s+to\s+(?:change|adjustment|renegotiation)|may\s+(?:be\s+)?(?:increased|adjusted|changed|revised)|open\s+to\s+renegotiation)/i,
          )
        : -1,
  },
  {
    id: 'self-minimum-commitment',
    family: 'minimum-commitment',
    prior: 1.2,
    severity: 'high',
    match: (p) => (has(p, 'self', /^must:/) >= 0 || has(p, 'other', /^may:terminate$/) >= 0 ? re(p, MINIMUM) : -1),
  },
  {
    id: 'liquidated-damages',
    family: 'liquidated-damages',
    prior: 1.0,
    severity: 'high',
    match: (p) =>
      has(p, 'self', /^must:(?:pay|liable)$/) >= 0 || has(p, 'none', /^must:/) >= 0 ? re(p, LIQUIDATED) : -1,
  },
  ...TERM_RULES,
  // Control by the other side
  {
    id: 'other-discretion',
    family: 'other',
    prior: 0.9,
    severity: 'medium',
    match: (p) => has(p, 'other', 'discretion'),
  },
  {
    id: 'other-consent-needed',
    family: 'other',
    prior: 0.5,
    severity: 'low',
    match: (p) => (has(p, 'self', /^(?:must|mustNot|mayNot):/) >= 0 ? has(p, 'other', 'consent') : -1),
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
    match: (p) => has(p, 'other', /^must:entitled$|^may:entitled$/),
  },
  // An audit whose cost falls on the reviewed side (always, or on any discrepancy) weighs more.
  {
    id: 'other-may-audit',
    family: 'audit',
    prior: 0.7,
    severity: 'low',
    match: (p) =>
      fam(p, 'audit')
        ? Math.max(has(p, 'other', /^may:(?:audit|other|use)$/), has(p, 'self', /^must:(?:maintain|provide|notify)$/))
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
    match: (p) => has(p, 'self', /^(?:mustNot|mayNot):assign$/),
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
    match: (p) => (fam(p, 'confidentiality') ? has(p, 'self', /^(?:must|mustNot):/) : -1),
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
    match: (p) => (onlySelfSupplies(p) && !fam(p, 'renewal') ? -1 : re(p, BLANK)),
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
  {
    id: 'self-heavy-duty',
    family: 'other',
    prior: 0.3,
    severity: 'low',
    match: (p) =>
      when(
        WEIGHTY.some((f) => fam(p, f)) || cue(p, 'any-and-all', 'all-risk', 'blank', 'redacted'),
        saysOtherThan(
          p,
          'self',
          /^must:(?:provide|purchase|maintain|comply|notify|cooperate|promote|other)$/,
          ENTITLED,
        ),
      ),
  },
  // "Licensee shall not owe any royalty", "UTEK shall not have fiduciary duties", "PPG will not accept
  // claims after 48 hours": a "shall not" that frees the reviewed side of a duty or a claim is a release
  // it holds, not a restriction on it.
  {
    id: 'self-restricted',
    family: 'other',
    prior: 0.4,
    severity: 'low',
    match: (p) => saysOtherThan(p, 'self', /^(?:mustNot|mayNot):/, RELEASE),
  },
  // Choosing, approving or specifying within the contract's own frame is no risk by itself; the
  // other side's discretion and consent are judged by other-discretion and other-consent-needed.
  {
    id: 'other-right',
    family: 'other',
    prior: 0.4,
    severity: 'low',
    match: (p) => has(p, 'other', /^may:(?!decide$)/),
  },
];
