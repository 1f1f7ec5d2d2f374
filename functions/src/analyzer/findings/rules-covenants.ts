/**
 * The review's rules on confidentiality, IP ownership and licence scope, exclusivity, non-compete and non-solicit, governing law and disputes, data protection: what such clauses say in general, read for the reviewed side.
 * The judge (judge.ts) reads every rule table as one list; explain-covenants.ts holds their words.
 */
import { fam, re } from './rule-kit';
import type { Rule, RuleInput } from './rule-types';
import type { Who } from './sides';

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
  const m = BOUND_BY_OTHERS.exec(p.text);
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
    match: (p) => re(p, MEDIATION_DEEMED),
  },
  {
    id: 'self-short-dispute-window',
    family: 'dispute-resolution',
    prior: 1.0,
    severity: 'medium',
    despite: ['notices'],
    match: shortDisputeWindow,
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
