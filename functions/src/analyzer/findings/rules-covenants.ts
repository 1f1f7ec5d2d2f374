/**
 * The review's rules on confidentiality, IP ownership and licence scope, exclusivity, non-compete and non-solicit, governing law and disputes, data protection: what such clauses say in general, read for the reviewed side.
 * The judge (judge.ts) reads every rule table as one list; explain-covenants.ts holds their words.
 */
import { placesIn } from './homes';
import { fam, re } from './rule-kit';
import type { Rule, RuleInput } from './rule-types';
import { mentions, type Who } from './sides';
import { US_STATES } from '../places';

/** Boilerplate kinds a dispute clause carries without being boilerplate ("construed", "interpretation"). */
const DISPUTE_DESPITE = ['interpretation', 'waiver-clause', 'survival'] as const;

/**
 * Arbitral institutions, each under one key whatever it is called: a clause naming two of them (disputes
 * to one centre under another's rules) is the classic defective clause. The ICDR is the AAA's international
 * arm; UNCITRAL rules are made to be administered by any institution, so they are no second institution.
 */
const INSTITUTIONS: readonly [string, RegExp][] = [
  ['icc', /\bInternational\s+Chamber\s+of\s+Commerce\b|\bICC\b/g],
  [
    'aaa',
    /\bAmerican\s+Arbitration\s+Association\b|\bAAA\b|\bInternational\s+Cent(?:er|re)\s+for\s+Dispute\s+Resolution\b|\bICDR\b/g,
  ],
  ['jams', /\bJAMS\b/g],
  ['hkiac', /\bHong\s+Kong\s+International\s+Arbitration\s+Cent(?:er|re)\b|\bHKIAC\b/g],
  ['siac', /\bSingapore\s+International\s+Arbitration\s+Cent(?:er|re)\b|\bSIAC\b/g],
  ['lcia', /\bLondon\s+Court\s+of\s+International\s+Arbitration\b|\bLCIA\b/g],
  ['cietac', /\bChina\s+International\s+Economic\s+and\s+Trade\s+Arbitration\s+Commission\b|\bCIETAC\b/g],
  ['scc', /\bStockholm\s+Chamber\s+of\s+Commerce\b|\bSCC\b/g],
  ['wipo', /\bWIPO\s+(?:Arbitration|Mediation)|\bWorld\s+Intellectual\s+Property\s+Organi[sz]ation\s+Arbitration/g],
];

/** The sentence of the passage that names two arbitral institutions: its offset, or -1. */
function mixedInstitutions(text: string): number {
  if (!/arbitra/i.test(text)) return -1;
  let from = 0;
  for (const sentence of text.split(/(?<=\.)\s+(?=[A-Z(\d])/)) {
    const at = text.indexOf(sentence, from);
    from = at + sentence.length;
    const keys = INSTITUTIONS.filter(([, r]) => {
      r.lastIndex = 0;
      return r.test(sentence);
    });
    // "the AAA or JAMS shall designate a mediator" names two bodies for one task: no clash of rules.
    if (keys.length >= 2 && /arbitra/i.test(sentence) && /\brules\b/i.test(sentence) && !/\bmediat/i.test(sentence))
      return at;
  }
  return -1;
}

/**
 * A mediator's or conciliator's view that becomes binding unless a party acts in time: the non-binding
 * step turns into a decision by silence.
 */
const MEDIATION_DEEMED =
  /\b(?:mediator|conciliator)['’]?s?\s+(?:opinion|recommendation|proposal|decision|view|determination)[^.;]{0,80}?\b(?:deemed|binding|final)\b|\b(?:opinion|recommendation|proposal)\s+of\s+the\s+(?:mediator|conciliator)[^.;]{0,80}?\b(?:deemed|binding|final)\b/i;

/** The reviewed side's signal of `kind` in the sentence that holds offset `at` (before it, same sentence). */
function inSentence(p: RuleInput, who: Who, kind: RegExp, at: number): number {
  const start = Math.max(0, p.text.lastIndexOf('. ', at) + 1, p.text.lastIndexOf('; ', at) + 1);
  const end = (() => {
    const e = p.text.indexOf('. ', at);
    return e < 0 ? p.text.length : e;
  })();
  for (const s of p.signals) if (s.who === who && kind.test(s.kind) && s.at >= start && s.at < end) return s.at;
  return -1;
}

/**
 * A short window to raise a dispute or an objection: "shall give written demand of dispute within 10 days
 * of the due date", "must notify Airspan in writing within twenty-five (25) days ... of the reason for such
 * dispute". Thirty days or less to object is a time bar a lawyer raises for the side that has to object,
 * unless the other side has the same window (each party's disputes of the other's statements).
 */
const DISPUTE_WITHIN =
  /\b(?:disput\w*|objections?|object|contest\w*|challeng\w*)\b[^.;]{0,120}?\bwithin\s+([\w\s()-]{1,30}?)\s*(?:calendar\s+|business\s+|working\s+)?days?\b|\bwithin\s+([\w\s()-]{1,30}?)\s*(?:calendar\s+|business\s+|working\s+)?days?\b[^.;]{0,120}?\b(?:disput\w*|objections?)\b/gi;
/** The raising party's own act: "Distributor must notify", "shall give ... written demand", "shall submit". */
const RAISES =
  /^\s*(?:\w+\s+){0,3}?(?:give|provide|notify|submit|send|deliver|raise|make|assert|file|dispute|object)\b/i;
const NUMBER_WORDS: Record<string, number> = {
  five: 5,
  seven: 7,
  ten: 10,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};
/** The number of a period as written: "10", "ten (10)", "fifteen". */
function count(words: string): number | undefined {
  const d = /\d{1,3}/.exec(words);
  if (d) return Number(d[0]);
  const w = /^[a-z]+/i.exec(words.trim());
  return w ? NUMBER_WORDS[w[0].toLowerCase()] : undefined;
}
/** Who raises the dispute: the side whose duty to give notice is nearest the dispute words, in their sentence. */
function raiser(p: RuleInput, at: number, end: number): Who | undefined {
  const start = Math.max(0, p.text.lastIndexOf('. ', at) + 1, p.text.lastIndexOf('; ', at) + 1);
  const stop = p.text.indexOf('. ', end);
  let best: { who: Who; d: number } | undefined;
  for (const s of p.signals) {
    if (s.who !== 'self' && s.who !== 'other') continue;
    if (!/^must:/.test(s.kind) || s.at < start || (stop >= 0 && s.at >= stop)) continue;
    if (!RAISES.test(p.text.slice(s.end, s.end + 60))) continue;
    const d = Math.abs(s.at - at);
    if (!best || d < best.d) best = { who: s.who, d };
  }
  return best?.who;
}
function shortDisputeWindow(p: RuleInput): number {
  if (!/\bwithin\b/i.test(p.text)) return -1;
  let mine = -1;
  let theirs = false;
  DISPUTE_WITHIN.lastIndex = 0;
  for (let m = DISPUTE_WITHIN.exec(p.text); m; m = DISPUTE_WITHIN.exec(p.text)) {
    const n = count(m[1] ?? m[2]!);
    if (n === undefined || n > 30) continue;
    const who = raiser(p, m.index, m.index + m[0].length);
    if (who === 'self' && mine < 0) mine = m.index;
    if (who === 'other') theirs = true;
  }
  return theirs ? -1 : mine;
}

/**
 * A confidentiality duty of the other side measured only by how it treats its own information ("in the same
 * manner as ABW deals with its own proprietary information"), with no floor of reasonable care: the reviewed
 * side's information is as safe as the other side's habits.
 */
const OWN_STANDARD =
  /\b(?:same|similar|equivalent)\s+(?:manner|degree(?:\s+of\s+care)?|care|standard|level(?:\s+of\s+care)?|measures|precautions)\b[^.;]{0,100}?\b(?:its|their|his|her)\s+own\b|\bas\s+(?:it|they|\w+)\s+(?:deals\s+with|treats|protects|holds|keeps)\s+(?:its|their)\s+own\b/i;
const CARE_FLOOR =
  /\b(?:not\s+less\s+than|no\s+less\s+than|at\s+(?:a\s+)?(?:minimum|least))\s+(?:a\s+)?(?:commercially\s+)?reasonabl|\bbut\s+(?:in\s+no\s+event|not|never)\s+less\b|\breasonable\s+(?:degree\s+of\s+)?care\b/i;
function otherCareAsOwn(p: RuleInput): number {
  if (!fam(p, 'confidentiality') && !/\btrade\s+secrets?\b|\bproprietary\b/i.test(p.text)) return -1;
  const m = OWN_STANDARD.exec(p.text);
  if (!m || CARE_FLOOR.test(p.text)) return -1;
  // "Each of GSK and Theravance shall keep ...": a standard both sides accept is no one-way weakness.
  const sentence = p.text.slice(Math.max(0, p.text.lastIndexOf('. ', m.index) + 1), m.index);
  if (/\b(?:each|both|either|neither|mutual(?:ly)?)\b/i.test(sentence)) return -1;
  return inSentence(p, 'other', /^(?:must|mustNot):/, m.index) >= 0 ? m.index : -1;
}

/**
 * The reviewed side bound by agreements the other side makes with others: "agreed to be bound by any
 * confidentiality agreement entered into by UTEK with any third party". Terms it has not seen and cannot
 * negotiate bind it.
 */
const BOUND_BY_OTHERS =
  /\bbe\s+bound\s+by\s+(?:any|all|each|the\s+terms\s+of\s+(?:any|all))\s+(?:[\w-]+\s+){0,3}?(?:agreements?|undertakings?|obligations?|arrangements?)\s+(?:\w+\s+)?(?:entered\s+into|signed|executed|made|concluded)\s+by\b/i;
function selfBoundByOthers(p: RuleInput): number {
  const m = /\bbound\s+by\b/i.test(p.text) ? BOUND_BY_OTHERS.exec(p.text) : null;
  if (!m) return -1;
  const by = p.text.slice(m.index + m[0].length, m.index + m[0].length + 60);
  const start = Math.max(0, p.text.lastIndexOf('. ', m.index) + 1);
  if (!p.signals.some((s) => s.who === 'self' && s.at >= start && s.at < m.index)) return -1;
  // The agreements are the other side's: its name follows "by" (the reviewed side's own agreements bind it anyway).
  return /^\s*(?:the\s+)?(?:[A-Z][\w&.-]*\s*){1,4}/.test(by) &&
    !/^\s*(?:the\s+)?(?:parties|either|each|both)\b/i.test(by)
    ? m.index
    : -1;
}

/**
 * A sentence that chooses where disputes are heard: a venue, courts of or in a place, a submission to a
 * jurisdiction, an arbitration held or seated somewhere. "any court having jurisdiction" to enter an award,
 * or a party "incorporated in a Canadian jurisdiction", names no forum.
 */
const FORUM_WORDS =
  /\b(?:venue|seat|place\s+of\s+(?:jurisdiction|arbitration)|courts?\s+(?:of|in|located|sitting)|(?:exclusive|non-exclusive)\s+jurisdiction|jurisdiction\s+of|submit\w*\s+to\s+(?:the\s+)?(?:\w+\s+)?jurisdiction|arbitration\b[^.;]{0,120}\b(?:held|conducted|seated|located|take\s+place)\s+in|(?:held|conducted|heard|resolved|litigated|brought|instituted|settled)\s+(?:\w+\s+){0,6}?in\s+(?:the\s+)?(?:[A-Z]|state|federal|courts?))|\bforum\b(?!\s+Place)/i;
/** What a forum decides: disputes, claims, actions, an arbitration. */
const DISPUTE_NOUN =
  /\b(?:disputes?|claims?|actions?|suits?|proceedings?|controvers\w*|arbitrat\w*|litigat\w*|venue)\b/i;
/**
 * Not a choice of forum: a party's incorporation, the conflict-of-laws proviso, a notice address, and where an
 * award or judgment may be entered or enforced (that lets the winner collect, wherever it is).
 */
const NOT_FORUM =
  /\b(?:organi[sz]ed|incorporated|existing|registered|formed)\b|\bconflicts?\s+of\s+laws?\b|\bIf\s+to\b|\bAttention\b|\bjudge?ments?\b[^.;]{0,80}\b(?:entered|enforced|enforceable)\b|\b(?:entered|enforced)\s+in\s+any\s+court\b|\bduly\s+authori[sz]ed\b|\bvalid\s+and\s+binding\b|\benforceable\s+against\b/i;
const FORUM_SENTENCE = {
  test: (s: string) => FORUM_WORDS.test(s) && DISPUTE_NOUN.test(s) && !NOT_FORUM.test(s),
  exec: (s: string) => FORUM_WORDS.exec(s),
};
/** A sentence that chooses the law: "governed by the laws of the State of Virginia", "German law applies". */
const LAW_WORDS =
  /\bgovern\w*\b[^.;]{0,80}\blaws?\b|\blaws?\s+of\b[^.;]{0,60}\b(?:shall\s+)?(?:govern|appl(?:y|ies))\b|\b\w+\s+law\s+(?:shall\s+)?appl(?:y|ies)\b/i;

const STATES = new Set(US_STATES.map((x) => x.toLowerCase()));
/** The countries of a set of places (a US state brings the United States with it). */
const countriesOf = (s: ReadonlySet<string>) => new Set([...s].filter((x) => !STATES.has(x)));

interface Away {
  at: number;
  /** The forum is in another country than the reviewed side's. */
  foreign: boolean;
}

/**
 * The first sentence of the passage (of those `words` picks) that puts disputes or the
 * law at the other side's home and not at the reviewed side's: in the other side's state or country, or
 * in its country when that is not the reviewed side's (`foreign`). A neutral place is no one's home.
 */
function awayFromHome(
  p: RuleInput,
  words: { test: (s: string) => boolean; exec: (s: string) => { index: number } | null },
  passageWords: RegExp,
): Away | undefined {
  const h = p.contract.homes;
  // Most passages name no forum or law: the whole passage is tested once before its sentences are read.
  if (!h || h.self.size === 0 || h.other.size === 0 || !passageWords.test(p.text)) return undefined;
  const selfCountries = countriesOf(h.self);
  const otherCountries = countriesOf(h.other);
  let from = 0;
  for (const sentence of p.text.split(/(?<=[.;])\s+/)) {
    const at = p.text.indexOf(sentence, from);
    from = at + sentence.length;
    if (!words.test(sentence)) continue;
    const places = placesIn(sentence);
    if (places.size === 0 || [...places].some((x) => h.self.has(x) && x !== 'united states')) continue;
    const countries = countriesOf(places);
    const foreign = selfCountries.size > 0 && countries.size > 0 && ![...countries].some((c) => selfCountries.has(c));
    const theirs = [...places].some((x) => h.other.has(x) && (x !== 'united states' || foreign));
    // The citation anchors on the forum or law words, not on a heading the sentence runs on from.
    if (theirs || (foreign && [...countries].some((c) => otherCountries.has(c))))
      return { at: at + (words.exec(sentence)?.index ?? 0), foreign };
  }
  return undefined;
}

/**
 * What the agreement creates: work product, deliverables, developments, improvements, inventions, works in
 * progress, translations, and IP "created", "developed" or "arising" under it.
 */
const CREATED =
  /\b(?:developed|created|conceived|generated|produced|invented|authored|derived|arising|resulting|improvements?|modifications?|enhancements?|derivative\s+works?|deliverables?|work\s+product|inventions?|innovations?|developments?|translat\w+|adaptations?|works?\s+in\s+progress|during\s+the\s+(?:project|term))\b/i;
/** Ownership that lands on the party named next: "shall be exclusively and solely owned by", "shall vest in", "is the property of". */
const VESTS_IN =
  /\b(?:shall|will|is|are)\s+(?:automatically\s+)?(?:be\s+)?(?:and\s+remain\s+)?(?:\w+ly\s+(?:and\s+\w+ly\s+)?)?(?:owned\s+by|(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?property\s+of|vest(?:ed)?\s+in|belong\s+to)\s+(?:the\s+)?/gi;
/** A present assignment: "hereby assigns to", "hereby transfers and assigns to", "shall assign to". */
const ASSIGNS_TO =
  /\b(?:hereby|shall|will|agrees?\s+to)\s+(?:irrevocably\s+)?(?:transfers?\s+and\s+)?assigns?\s+(?:and\s+transfers?\s+)?(?:to\s+)?(?:the\s+)?/gi;

/** Ownership that passes only once the creator is paid protects the creator. */
const PAID_FIRST =
  /\b(?:upon|after|following|subject\s+to)\s+(?:the\s+)?(?:receipt\s+of\s+)?(?:full\s+|final\s+)?payment\b|\b(?:has|have)\s+been\s+paid\b|\bpaid\s+in\s+full\b|\bto\s+the\s+extent\b[^.;]{0,120}\bpaid\b/i;
const BROAD = /\brelat(?:ed|ing|es)\s+to\b|\bin\s+connection\s+with\b|\bregardless\s+of\b/i;
/** "created by", "developed solely or jointly by", "made by or for": the party named next is a creator. */
const BY_BEFORE =
  /\b(?:created|developed|made|conceived|authored|prepared|produced|generated|invented|written|designed|discovered)\b[^.;]{0,40}\bby\s+(?:or\s+(?:for|on\s+behalf\s+of)\s+)?(?:the\s+)?(?:[\w-]+\s+or\s+(?:the\s+)?)?$|\bwhether\s+(?:being\s+)?(?:developed|created)[^.;]{0,30}\bby\s+(?:the\s+)?(?:[\w\s-]{1,40}\s+or\s+)?(?:the\s+)?$/i;
/** Work made to order for the paying side: deliverables, work product, custom or developed software. */
const CUSTOM_WORK = /\b(?:deliverables?|work\s+product|custom\w*|developed\s+software|paid\s+for)\b/i;

/**
 * What the reviewed side creates or pays for under the agreement owned by the other side: "all Intellectual
 * Property created by Company ... shall be owned by Reed's", "regardless of whether developed by Service
 * Provider or Service Recipient, shall be exclusively and solely owned by Service Provider", "Diplomat hereby
 * transfers and assigns to Tadeo". The other side's own developments staying its own is no risk: the reviewed
 * side must be named as a creator in the sentence, assign it, or be the side that supplies the work.
 */
function createdVestsInOther(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !/\b(?:owned|property|vest|belong|assign)/i.test(p.text) || !CREATED.test(p.text)) return -1;
  if (/\bgoodwill\b|\bjointly\s+owned\b/i.test(p.text)) return -1;
  const ms = mentions(sides, p.text);
  const named = (from: number) => ms.find((m) => m.at >= from && m.at - from <= 2);
  for (const r of [VESTS_IN, ASSIGNS_TO]) {
    r.lastIndex = 0;
    for (let m = r.exec(p.text); m; m = r.exec(p.text)) {
      const to = named(m.index + m[0].length);
      if (to?.who !== 'other') continue;
      const start = Math.max(0, p.text.lastIndexOf('. ', m.index) + 2);
      const stop = p.text.indexOf('. ', m.index);
      const sentence = p.text.slice(start, stop < 0 ? p.text.length : stop);
      if (!CREATED.test(sentence) || PAID_FIRST.test(sentence)) continue;
      const before = p.text.slice(start, m.index);
      // The reviewed side creates it ("created by Company", "by Service Provider or Service Recipient") or
      // assigns it ("Diplomat hereby transfers and assigns to Tadeo").
      const creator =
        ms.some(
          (x) =>
            x.who === 'self' &&
            x.at >= start &&
            x.at < m!.index &&
            BY_BEFORE.test(p.text.slice(Math.max(start, x.at - 60), x.at)),
        ) ||
        (r === ASSIGNS_TO &&
          ms.some((x) => x.who === 'self' && x.at >= start && m!.index - x.end < 40 && x.end <= m!.index));
      // Or it pays for work the other side supplies and keeps ("even if paid for by Customer").
      const buyer = p.contract.selfPays && p.contract.otherSupplies && CUSTOM_WORK.test(sentence);
      if (!creator && !buyer) continue;
      // A side paid to create (a consultant, a developer) assigning what it is paid for is the bargain;
      // only a reach beyond it ("related to", "in connection with", "regardless of") is its risk.
      const paidCreator = creator && p.contract.otherPays && p.contract.selfSupplies;
      if (!paidCreator || BROAD.test(before)) return start;
    }
  }
  return -1;
}

/**
 * The other side free to deal with others: "may ... provide similar services to any other third party within
 * the area where Service Recipient operates", "may make direct sales of Products to other customers in the
 * Territory", "shall be able to pursue ... for the account of others". The reviewed side competes with its own
 * counterparty, and any exclusivity or minimum it carries is not matched.
 */
/** The forum judgement of a passage, read once for the rule's match and its severity. */
const FORUM_READ = new WeakMap<RuleInput, Away | undefined>();
function forumAway(p: RuleInput): Away | undefined {
  if (!FORUM_READ.has(p)) FORUM_READ.set(p, awayFromHome(p, FORUM_SENTENCE, FORUM_WORDS));
  return FORUM_READ.get(p);
}

export const COVENANTS_RULES: readonly Rule[] = [
  // Disputes: a clause that may not work, or that turns a non-binding step into a decision by silence.
  {
    id: 'arbitration-mixed-institutions',
    family: 'dispute-resolution',
    prior: 1.0,
    severity: 'medium',
    despite: DISPUTE_DESPITE,
    match: (p) => mixedInstitutions(p.text),
  },
  {
    id: 'mediation-deemed-binding',
    family: 'dispute-resolution',
    prior: 0.8,
    severity: 'medium',
    despite: DISPUTE_DESPITE,
    match: (p) => (/mediat|conciliat/i.test(p.text) ? re(p, MEDIATION_DEEMED) : -1),
  },
  {
    id: 'self-short-dispute-window',
    family: 'dispute-resolution',
    prior: 1.0,
    severity: 'medium',
    despite: ['notices'],
    match: shortDisputeWindow,
  },
  // Where disputes are heard and which law applies, against where each side is at home.
  {
    id: 'forum-away-from-home',
    family: 'dispute-resolution',
    // A forum in the other side's state is a note; in its country, foreign to the reviewed side, it weighs more.
    prior: 0.28,
    severity: 'low',
    despite: DISPUTE_DESPITE,
    match: (p) => forumAway(p)?.at ?? -1,
    harsher: (p) => forumAway(p)?.foreign ?? false,
  },
  {
    id: 'law-away-from-home',
    family: 'governing-law',
    prior: 0.3,
    severity: 'low',
    despite: DISPUTE_DESPITE,
    // Another state's law is familiar enough to a lawyer of the same country: only a foreign law is raised.
    match: (p) => {
      const a = /\blaws?\b/i.test(p.text) ? awayFromHome(p, LAW_WORDS, LAW_WORDS) : undefined;
      return a?.foreign ? a.at : -1;
    },
  },
  // IP
  {
    id: 'created-ip-to-other',
    family: 'ip-ownership',
    prior: 1.2,
    severity: 'high',
    match: createdVestsInOther,
  },
  // Confidentiality
  {
    id: 'other-care-as-own',
    family: 'confidentiality',
    prior: 0.9,
    severity: 'medium',
    match: otherCareAsOwn,
  },
  {
    id: 'self-bound-by-others-agreements',
    family: 'confidentiality',
    prior: 1.0,
    severity: 'medium',
    match: selfBoundByOthers,
  },
];
