/**
 * The review's rules on termination and cure, renewal and notice, change of control and assignment: what such clauses say in general, read for the reviewed side.
 * The judge (judge.ts) reads every rule table as one list; explain-exit.ts holds their words.
 */
import { NUM, parseNumberWord } from '../text';
import { both, cue, has, re, says } from './rule-kit';
import { sentenceAround, onlySelfSupplies } from './rule-patterns';
import { broadCause } from './rules-exit-grounds';
import type { Rule, RuleInput } from './rule-types';
import { mentions } from './sides';

/**
 * What a change of control sets off: a right to terminate or to refuse consent, a deemed assignment,
 * a release (of source code, of a guarantee), a breach. A clause listed under a termination heading
 * ("(b) By the Company if: there is an unacceptable change in the control ...") states its trigger alone.
 */
const CONTROL_CONSEQUENCE =
  /\bterminat|\bcancel|\bconsent|\bapprov|\bdeemed\b|\brelease|\bfirst\s+refusal|\bvoid\b|\bbreach|\bdefault|\bassign|\bfee\b|\bif:/i;
const LIST_ITEM = /^\W{0,3}(?:\(?(?:[a-z]|[ivx]{1,4}|\d{1,2}(?:\.\d{1,2}){0,3})[.)]|\d{1,2}(?:\.\d{1,2}){1,3}\s)/i;
/** The reviewed side receives what the contract is about; where the roles do not tell, the side that pays. */
export const receives = (p: RuleInput): boolean =>
  p.contract.selfSupplies !== p.contract.otherSupplies
    ? p.contract.otherSupplies
    : p.contract.selfPays && !p.contract.otherPays;

/**
 * Termination grounds a lawyer accepts when both sides have a way out (or, for a breach, when the cure
 * period runs thirty days or more, whatever the reviewed side's own rights): a breach left uncured after
 * notice, insolvency or ceasing business, or an injunction for infringement that stops the deal. Not
 * where the passage also lets the other side leave at will, or on a shortfall against a target, a
 * change of control, competition or its own discretion.
 */
export const INSOLVENCY =
  /\binsolven|\bbankrupt|\breceiver(?:ship)?\b|\bliquidat|\bwinding[\s-]up|\bdissolution|\bbenefit\s+of\s+creditors|\bceases?\s+to\s+(?:do|carry\s+on|conduct)\s+(?:its\s+|their\s+)?business\b/i;
/** An injunction against the use or sale of what the reviewed side supplies: the deal cannot go on. */
export const ENJOINED = /\benjoined\b[^.;]{0,80}\b(?:infring|using|use|sale|selling)/i;
const OTHER_GROUNDS =
  /\bany\s+time\b|\bwithout\s+(?:a\s+|any\s+)?(?:further\s+)?cure|\b(?:less|fewer)\s+than\b|\bminimum|\bquota|\bforecast|\btarget|\bchange\s+(?:of|in)\s+(?:the\s+)?control|\bcompet|\bdiscretion/i;
/** A cure period of thirty days or more: "such breach is not remedied within thirty (30) days after ... notice". */
const CURE_DAYS = new RegExp(
  String.raw`\b(?:cured?|remed(?:y|ied)|rectif\w*)\b[^.;]{0,40}?\bwithin\s+(${NUM})\s*(?:calendar\s+|business\s+)?days\b`,
  'i',
);
const longCure = (text: string): boolean => {
  const m = CURE_DAYS.exec(text);
  return !!m && (parseNumberWord(m[1]!) ?? 0) >= 30;
};
export const standardGrounds = (p: RuleInput): boolean =>
  (p.contract.selfMayTerminate || longCure(p.text)) &&
  !cue(p, 'any-time') &&
  !OTHER_GROUNDS.test(p.text) &&
  ((cue(p, 'breach') && (cue(p, 'cure') || /\brectif/i.test(p.text))) ||
    ((INSOLVENCY.test(p.text) || ENJOINED.test(p.text)) && !cue(p, 'breach')));

/** A restriction on assignment that lets the bound side assign on a merger or a sale of its business. */
export const EXCEPT_SALE =
  /\bexcept\b[^.;]{0,160}\b(?:merger|consolidation|acqui\w+|sale\s+of\s+(?:all\s+or\s+)?substantially\s+all|successor|reorgani[sz]ation)/i;

/** A trigger judged by the other side's own view of the new owners weighs more. */
const SUBJECTIVE =
  /\bunacceptable\b|\bunsuitable\b|\b(?:sole|absolute)\s+(?:and\s+absolute\s+)?discretion\b|\bin\s+any\s+other\s+manner\b/i;
/**
 * Not a trigger: a carve-out that lets the side assign on its own sale ("except any assignment ... as a
 * result of a merger"), a change of control that is "not deemed an assignment", a definition ("Change of
 * Control" means), a table of contents, a standstill (which protects the side it restrains investors
 * from buying), or the side's own right to terminate on its own sale.
 */
const NOT_A_TRIGGER =
  /\bnot\s+(?:be\s+)?(?:considered|deemed|treated\s+as|construed\s+as|constitute)\b|^\W{0,3}(?:\(?[a-z0-9]{1,4}[.)]\s*)?(?:for\s+(?:the\s+)?purposes?\s+of\s+this\s+\w+,?\s+)?["“][^"”]{1,60}["”]\s+(?:shall\s+)?(?:mean|means)\b|(?:\b\d{1,2}\.\d{1,2}\s+[A-Z][\w ,]{0,60}){3}|\bstandstill\b|\blimitations?\s+on\s+(?:the\s+)?(?:purchase|acquisition)/i;
function controlTrigger(p: RuleInput, who: 'self' | 'mutual'): number {
  // The operative sentence rather than its heading ("Termination for Change of Control of PB. SFJ may ..."):
  // the last mention of the change in the passage.
  let at = -1;
  for (const s of p.signals) if (s.who === who && s.kind === 'controlChange') at = s.at;
  if (at < 0 || !(CONTROL_CONSEQUENCE.test(p.text) || LIST_ITEM.test(p.text))) return -1;
  if (EXCEPT_SALE.test(p.text) || NOT_A_TRIGGER.test(p.text) || has(p, 'self', /^may:terminate$/) >= 0) return -1;
  return at;
}

/**
 * A waiver of compensation when the agreement ends: no indemnity for goodwill, lost prospective profits,
 * investments or stock. The side that built the market (a distributor, licensee or reseller) carries it.
 */
const NO_TERMINATION_COMPENSATION =
  /\b(?:compensation|indemnit\w*|reimbursement|damages)\b[^.]{0,240}?\b(?:goodwill|prospective\s+(?:profits?|sales)|anticipated\s+(?:profits?|sales)|investments?|expenditures?)\b/i;

/**
 * An automatic renewal the reviewed side cannot stop on its own: its only exception is no notice of
 * non-renewal ("unless superseded by future agreements"), or takes both parties ("unless the Parties
 * confirm, in writing, the termination").
 */
const OPT_OUT = /\bnotice|\bnotif|\bnon-?renew|\bnot\s+(?:to\s+)?(?:be\s+)?renew|\belect|\bterminat/i;
const JOINT_OPT_OUT = /\bunless\s+(?:both\s+|the\s+|all\s+(?:the\s+)?)parties\b/i;
export const renewalLocksIn = (text: string): boolean =>
  JOINT_OPT_OUT.test(text) || (/\bunless\b/i.test(text) && !OPT_OUT.test(text));

/**
 * A right of either party to leave at will: "Either party may terminate ... without cause", "can be
 * terminated at any time at the discretion of either party". Not a ground that depends on the other
 * party ("if the other party becomes insolvent"), a termination by agreement, or "termination for any
 * reason" in a clause on the effects of termination.
 */
const EITHER_MAY_BE_TERMINATED =
  /\b(?:may|can)\s+be\s+(?:terminated|cancell?ed)\b[^.;]{0,80}\b(?:by|of)\s+either\s+party\b/i;
const NOT_AT_WILL =
  /\bif\s+(?:either|the\s+other|such\s+other|a)\s+party\b|\bby\s+mutual\b|\bby\s+(?:written\s+)?agreement\b/i;
/**
 * A right to terminate on notice alone, its notice limb closed before any ground: "may terminate this
 * Agreement prior to expiration of the Term: (i) upon thirty (30) days prior written notice, or (ii) ...".
 * "upon thirty days notice if the other party breaches" names a ground and is not one.
 */
const NOTICE_ONLY_LIMB =
  /\bmay\s+terminate\b[^.;]{0,100}?(?:\((?:i|a|1)\)\s*)?(?:upon|on|by\s+giving|with)\s+(?:at\s+least\s+|not\s+less\s+than\s+)?(?:[\w-]+\s+){0,2}?\(?\d{1,3}\)?\s*(?:calendar\s+)?days['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice(?:\s+to\s+the\s+other(?:\s+party)?)?\s*(?:,\s*or\b|;|\.(?!\w))/i;
const SOLE_DISCRETION =
  /\b(?:sole|absolute)\s+(?:and\s+absolute\s+)?discretion,?\s+(?:determines|decides|believes|considers|deems)\b|\b(?:determines|decides|believes|considers|deems)\s+in\s+its\s+(?:sole|absolute)\s+discretion\b/i;
/** The right rests on a ground that depends on the other party (its insolvency, its failure) or on agreement. */
export const forCause = (p: RuleInput): boolean => INSOLVENCY.test(p.text) || NOT_AT_WILL.test(p.text);
/** "notice must be given by either party of their intention to terminate relations due to any reason other than breach". */
const ANY_REASON_BUT_BREACH = /\b(?:due\s+to|for)\s+any\s+reason\s+other\s+than\s+(?:a\s+)?(?:breach|default)\b/i;
/** A notice counted, with its unit or without it (a reader takes it as days): "with a sixty (60) written notice". */
const COUNTED_NOTICE = new RegExp(
  String.raw`\b${NUM}(?:\s*(?:days?|weeks?|months?)['’]?)?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b`,
  'i',
);
function mutualAtWill(p: RuleInput): number {
  // "Either party may terminate this Agreement ...: (i) upon thirty (30) days prior written notice, or (ii)
  // immediately ... if the other party becomes insolvent": the notice limb needs no ground, whatever the others say.
  const limb = NOTICE_ONLY_LIMB.exec(p.text);
  if (limb && !cue(p, 'mutual-agreement')) {
    const s = p.signals.find((x) => x.who === 'mutual' && x.kind === 'may:terminate' && x.at >= limb.index);
    if (s && s.at < limb.index + limb[0].length) return s.at;
  }
  if (forCause(p) || cue(p, 'mutual-agreement')) return -1;
  if (cue(p, 'any-time') && !cue(p, 'breach'))
    return Math.max(has(p, 'mutual', /^may:terminate$/), re(p, EITHER_MAY_BE_TERMINATED));
  // A ground the terminating party judges for itself ("whenever the notifying Party in its sole
  // discretion determines that the continuation ... will damage its reputation"), beside a breach
  // ground or not, is a way out at will; a conditional right exercised "in its sole discretion" is not.
  const at = has(p, 'mutual', /^may:terminate$/);
  if (at >= 0 && SOLE_DISCRETION.test(p.text.slice(at))) return at;
  // A way out at will named by what it leaves out: the mutual promise in the same sentence.
  const m = ANY_REASON_BUT_BREACH.exec(p.text);
  if (!m) return -1;
  const { start, end, text } = sentenceAround(p.text, m.index);
  const s = /\bterminat/i.test(text)
    ? p.signals.find((x) => x.who === 'mutual' && x.at >= start && x.at < end)
    : undefined;
  return s ? s.at : -1;
}

/** "CONSULTANT shall be required to repay ADAMS GOLF for that period of the Agreement not performed". */
const REPAYS =
  /^\s*(?:be\s+(?:required|obliged|obligated)\s+to\s+|agree\s+to\s+)?(?:repay|refund|pay\s+back|return\s+(?:all|any|the)\s+(?:fees|compensation|amounts|monies|sums|payments|advances))\b/i;

/** "XACCT shall also have the right not to renew", "may elect not to extend", "may decline to renew". */
const NOT_RENEW =
  /^[^.;]{0,60}?\b(?:right|option|elect|choose|decide|entitled)\s+(?:\w+\s+){0,2}?not\s+to\s+(?:renew|extend)|^\s*(?:\w+\s+)?(?:decline|refuse)\s+(?:to\s+)?(?:renew|extend)/i;

/**
 * A way out limited to listed causes: "This Agreement may be terminated only: (a) ... for substantial
 * breach", "shall be entitled to terminate this Agreement only after DGT fails to meet a material
 * obligation", "may only be terminated by mutual agreement". Not a partial termination ("only with
 * respect to the affected Product") or a limit on when a notice takes effect.
 */
const ONLY_EXIT =
  /\b(?:terminat\w*|cancel+\w*)(?:\s+(?:this|the)\s+(?:agreement|contract|engagement))?\s+only\b(?!\s+(?:as\s+to|with\s+respect|in\s+respect|to\s+the\s+extent|in\s+part|as\s+provided\s+in\s+this|provided))|\bonly\s+(?:be\s+)?(?:terminat|cancel)\w*(?:\s+(?:this|the)\s+(?:agreement|contract|engagement)\b|\s*[:(]|\s+(?:if|upon|on|after|for|by|in|due|with)\b)/i;
/** The agreement ends with no party named as the one ending it: "This Agreement may be terminated only:". */
const PASSIVE_EXIT =
  /\b(?:agreement|contract)\s+(?:may|shall|can|will)\s+(?:only\s+)?be\s+(?:terminated|cancell?ed)\b/i;
/**
 * The agreement's own exit: "This Agreement may be terminated only", "terminate this Agreement only after".
 * Not a person's engagement ("The Consultant's engagement may be terminated only as follows"): limits on
 * ending it protect the one engaged.
 */
const THE_AGREEMENT = /\b(?:agreement|contract)\b(?!['’]s)/i;
/** "The initial term ... shall, unless sooner terminated by consent of all parties, expire in five (5) years". */
const CONSENT_EXIT =
  /\bunless\s+(?:sooner\s+|earlier\s+|otherwise\s+)?(?:terminated|cancell?ed)\s+(?:\w+\s+){0,2}?by\s+(?:the\s+)?(?:mutual\s+)?(?:written\s+)?(?:consent|agreement)\s+of\s+(?:all|both|the)\s+(?:parties|partners)\b(?![^.;]{0,20}\bor\s+(?:pursuant|in\s+accordance|as\s+provided|under))/i;
/** Not the agreement's exit: an insurance policy "cancelable only upon 10 days written notice", an amendment clause. */
const NOT_AN_EXIT = /\bpolic(?:y|ies)\b|\b(?:amended|modified|changed|waived|discharged)\b/i;
/**
 * The limited way out is the reviewed side's own ("Dolphin shall be entitled to terminate ... only
 * after"); where it is both sides' or nobody's ("This Agreement may be terminated only:"), the side
 * that supplies carries it: it must go on supplying on the agreed terms with no way to leave.
 */
function onlyExit(p: RuleInput): number {
  if (p.contract.selfMayExitAtWill || cue(p, 'any-time') || NOT_AN_EXIT.test(p.text)) return -1;
  const at = re(p, ONLY_EXIT);
  if (at < 0) return p.contract.selfMayTerminate || receives(p) ? -1 : re(p, CONSENT_EXIT);
  let who: string | undefined;
  for (const s of p.signals) if (/^(?:may|must):/.test(s.kind) && s.at <= at && at - s.at < 100) who = s.who;
  if (who === 'self' && !/\bengagement\b/i.test(p.text.slice(Math.max(0, at - 60), at))) return at;
  // Both sides' exit ("either party may terminate only"), or the agreement's with no party named
  // ("This Agreement may be terminated only:"); never a subject the reading could not place.
  const shared = who === 'mutual' || PASSIVE_EXIT.test(p.text);
  return shared && !receives(p) && THE_AGREEMENT.test(p.text.slice(Math.max(0, at - 60), at + 60)) ? at : -1;
}

/**
 * Every right of the reviewed side ends the moment the agreement does: "all further rights and
 * obligations of the parties shall cease", "the immediate revocation of all authority vested in the
 * Company ... to order, accept or pay for any Equipment". Not where the passage gives a run-off: a
 * sell-off period, the right to fill orders or dispose of stock, a transition, a carve-out for existing
 * customers and ongoing sales, or a period after which the rights end ("Upon expiration of such 90-day period").
 */
const RIGHTS_END =
  /\ball\s+(?:further\s+|other\s+)?(?:rights|authority)\b[^.;]{0,80}?\b(?:shall|will)\s+(?:\w+\s+){0,2}?(?:cease|terminate|end|be\s+revoked)\b|\b(?:immediate|automatic)\s+revocation\s+of\s+(?:all\s+)?(?:authority|rights)\b/i;
const RUN_OFF =
  /\bsell[\s-]?off|\bwind[\s-]?down|\brun[\s-]?off|\bdispose\s+of|\bsell\s+(?:its\s+|any\s+)?(?:remaining|existing)|\binventor|\bstock\s+on\s+hand|\btransition|\bpending\s+orders|\borders\s+(?:accepted|placed)\b|\bcontinue\s+to\s+(?:sell|distribute|use)|\bongoing\s+(?:sales|orders)|\bexisting\s+customers|\bcustomers\s+of\s+the\s+\w+\s+existing|\bsuch\s+(?:\d+[-\s]day\s+|notice\s+)?period/i;

/**
 * The rights that end are the reviewed side's: named ("all rights granted to Agent shall immediately
 * cease"), the authority it held, or the parties' alike where the reviewed side is left with most of the
 * duties ("except that Distributor shall not be relieved of its obligation to pay"). Not rights granted
 * by it or held by the other side, nor a mutual wind-up that binds both.
 */
function selfRightsEnd(p: RuleInput): number {
  const m = RIGHTS_END.exec(p.text);
  if (!m || !p.contract.sides) return -1;
  const named = mentions(p.contract.sides, m[0]);
  const by = /\bgranted\s+by\s+/i.exec(m[0]);
  const granter = by ? named.find((x) => x.at >= by.index + by[0].length) : undefined;
  if (granter?.who === 'self') return -1;
  const whose = named.find((x) => x.who === 'self' || x.who === 'other')?.who;
  if (whose === 'other') return -1;
  if ((whose === 'self' && !named.some((x) => x.who === 'other')) || /\brevocation\b/i.test(m[0])) return m.index;
  // Paying what is owed is no burden of the ending; the duties to stop, return or keep selling are.
  const duties = (who: 'self' | 'other') =>
    p.signals.filter((x) => x.who === who && x.at > m.index && /^(?:must|mustNot):(?!pay)/.test(x.kind)).length;
  return duties('self') > duties('other') && !/\beach\s+party\s+shall\b/i.test(p.text) ? m.index : -1;
}

/** "Licensee shall immediately ... cease all use of the Permitted Activity": the reviewed side must stop at once. */
const STOP_AT_ONCE =
  /^[^.;]{0,60}?\bimmediately\b[^.;]{0,60}?\b(?:cease|discontinue|stop)\w*\s+(?:all\s+|any\s+)?(?:further\s+)?(?:use|using|sell|sale|distribut|market|promot|offer)/i;

/**
 * A long fixed term: "shall continue for a primary term of ten years", "the initial term of this
 * Agreement shall be seven (7) years". The years are read from words or digits.
 */
const TERM_YEARS =
  /\b(?:(?:initial|primary|original)\s+term|term\s+of\s+(?:this\s+)?(?:agreement|contract)|(?:continue|remain)\s+in\s+(?:full\s+)?(?:force|effect)|shall\s+continue)\b[^.;]{0,80}?\b(five|six|seven|eight|nine|ten|fifteen|twenty|\d{1,2})\s*(?:\(\d{1,2}\)\s*)?(?:full\s+)?(?:contract\s+|calendar\s+)?years?\b/i;
/** A duty that runs "during the term of this Agreement and for five (5) years thereafter" is no term of the agreement. */
const TAIL_PERIOD = /\b(?:during|for)\s+the\s+term\s+of\s+this\s+(?:agreement|contract)\s+and\b/i;
/** The term runs seven years or more and the reviewed side has no right to end it on any ground. */
function longLockIn(p: RuleInput): number {
  const m = TERM_YEARS.exec(p.text);
  if (!m || /\bextend|\brenew/i.test(m[0]) || TAIL_PERIOD.test(p.text)) return -1;
  const years = parseNumberWord(m[1]!) ?? 0;
  return years >= 7 && !p.contract.selfMayTerminate ? m.index : -1;
}

const NOT_A_CLAWBACK = /\badvances?\b|\bsubscri|\binfring|\bIPR\b|\bwarrant/i;

export const EXIT_RULES: readonly Rule[] = [
  // Change of control of the reviewed side: the other side may walk away, refuse consent or take a
  // release when the reviewed side is sold, merged or changes owners.
  {
    id: 'self-change-of-control',
    family: 'change-of-control',
    prior: 1.3,
    severity: 'medium',
    match: (p) => controlTrigger(p, 'self'),
    harsher: (p) => SUBJECTIVE.test(p.text) || cue(p, 'immediately'),
  },
  // The same trigger for either party: it falls on whichever side is sold, which a side that may be
  // acquired (a growing distributor, a licensee fund) must weigh.
  {
    id: 'mutual-change-of-control',
    family: 'change-of-control',
    prior: 0.9,
    severity: 'medium',
    match: (p) => controlTrigger(p, 'mutual'),
    harsher: (p) => SUBJECTIVE.test(p.text),
  },
  // Either party may leave at will: the side that receives the supply or built the market under the
  // agreement loses it whenever the other side chooses.
  {
    id: 'mutual-termination-at-will',
    family: 'termination',
    prior: 1.1,
    severity: 'medium',
    match: (p) => (receives(p) ? mutualAtWill(p) : -1),
    harsher: (p) => !cue(p, 'period') && !COUNTED_NOTICE.test(p.text),
  },
  // The other side alone may let the agreement lapse: the side that depends on the supply or the
  // market it built cannot count on the next term.
  {
    id: 'other-may-refuse-renewal',
    family: 'renewal',
    prior: 1.1,
    severity: 'medium',
    match: (p) => (receives(p) ? says(p, 'other', NOT_RENEW) : -1),
  },
  // Money the reviewed side must give back when the agreement ends.
  {
    id: 'self-repays-on-termination',
    family: 'termination',
    prior: 1.3,
    severity: 'medium',
    // Not an advance against royalties or fees not yet earned, money held for subscribers in an offering,
    // or the refund a supplier owes as its remedy for an infringing or defective product: returning those
    // is the bargain.
    match: (p) =>
      /\bterminat|\bcancel/i.test(p.text) && !NOT_A_CLAWBACK.test(p.text) ? says(p, 'self', REPAYS, /^must:/) : -1,
    harsher: (p) => /\bfor\s+any\s+reason|\beither\s+party|\bwhatever\s+the\s+reason/i.test(p.text),
  },
  // The reviewed side may leave only for the listed causes or by everyone's consent: no way out for
  // convenience, a change in its business or the other side's decline, however long the term runs.
  {
    id: 'self-exit-only-for-cause',
    family: 'termination',
    prior: 1.0,
    severity: 'medium',
    match: onlyExit,
    harsher: (p) => !p.contract.selfMayTerminate,
  },
  // The side that receives or distributes loses every right at once: no time to sell its stock,
  // finish the orders it placed or move its customers.
  {
    id: 'self-rights-end-at-once',
    family: 'termination',
    prior: 0.9,
    severity: 'medium',
    match: (p) =>
      receives(p) && /\bterminat|\bexpir/i.test(p.text) && !RUN_OFF.test(p.text)
        ? Math.max(
            selfRightsEnd(p),
            // Both sides must stop using each other's marks at once: a mutual wind-up.
            says(p, 'other', STOP_AT_ONCE, /^must:/) >= 0 ? -1 : says(p, 'self', STOP_AT_ONCE, /^must:/),
          )
        : -1,
    harsher: (p) => cue(p, 'immediately'),
  },
  // The reviewed side supplies its own services and may be dismissed for a "Cause" defined openly or
  // reaching any breach, however minor.
  {
    id: 'self-cause-broad',
    family: 'termination',
    prior: 1.1,
    severity: 'medium',
    match: broadCause,
  },
  // The side that pays for the supply is bound for a long fixed term with no way out: its charges run
  // whatever its needs become.
  {
    id: 'long-term-no-exit',
    family: 'termination',
    prior: 0.9,
    severity: 'medium',
    match: (p) => (receives(p) || (p.contract.selfPays && !p.contract.selfSupplies) ? longLockIn(p) : -1),
  },
  {
    id: 'no-termination-compensation',
    family: 'termination',
    prior: 1.2,
    severity: 'medium',
    match: (p) => (onlySelfSupplies(p) ? -1 : noCompensationAt(p)),
  },
];

/** A waiver or exculpation in a passage that denies compensation on termination: its offset, or -1 (the pattern is read only when there is one). */
function noCompensationAt(p: RuleInput): number {
  const at = Math.max(
    has(p, 'self', /^(?:mayNot|mustNot):|^must:waive$/),
    has(p, 'mutual', 'exculpated'),
    has(p, 'none', 'exculpated'),
    has(p, 'other', 'exculpated'),
  );
  return at < 0
    ? -1
    : both(at, /\bterminat|\bexpir|\bnon-?renew/i.test(p.text) ? re(p, NO_TERMINATION_COMPENSATION) : -1);
}
