/**
 * The review's rules on service levels and performance standards, read for the reviewed side: the other
 * side's performance measured by its own judgement or an approximation ("as close as possible", "as it deems
 * commercially reasonable", "subject to availability"), and a delivery duty of the reviewed side so short it
 * is a breach waiting to happen ("within three (3) days of the date of the applicable purchase order").
 * The judge (judge.ts) reads every rule table as one list; explain-covenants.ts holds their words.
 */
import { parseNumberWord } from '../text';
import type { Signal } from './readings';
import { AUTHORITY_RULES } from './rules-authority';
import { INTENTION_RULES } from './rules-intentions';
import { SERVICE_RULES } from './rules-service';
import { says } from './rule-kit';
import { sentenceAround } from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { mentions, sideRightAt, type Who } from './sides';

/**
 * A standard of performance that is no standard: the performing side's own view of what is reasonable, an
 * approximation of a date, whatever stock or staff it happens to have, or an express refusal to guarantee
 * any result.
 */
const OWN_STANDARD =
  /\b(?:as\s+close(?:ly)?\s+as\s+(?:possible|practicable)\s+to|subject\s+to\s+(?:the\s+)?(?:availability|stock|its\s+(?:available\s+)?(?:capacity|inventory|resources))|as\s+(?:it|they|\w+)\s+(?:deems?|considers?|determines?|believes?)\s+(?:in\s+its\s+(?:sole\s+)?(?:discretion|judg(?:e)?ment)\s+)?(?:commercially\s+)?(?:reasonable|appropriate|necessary|advisable|practicable)|as\s+reasonably\s+appropriate|(?:dates?|times?|schedules?)\s+(?:are|is|shall\s+be)\s+(?:only\s+)?(?:approximate|estimates?|estimated)|cannot\s+guarantee|good\s+faith\s+efforts\s+to\s+accept)/gi;
/** A severability or interpretation clause ("as close as possible to the invalid provision") binds nobody to perform. */
const NOT_PERFORMANCE =
  /\b(?:provisions?|invalid|unenforceab\w*|interpreted|construed|sever\w*|renegotiat\w*|force\s+majeure)\b/i;
/** A right or an option the words qualify, not a duty. */
const OPTIONAL =
  /\bright\b|\bmay\b|\bentitled\b|\boption\b|\bno\s+obligation\b|\bnot\s+(?:be\s+)?(?:obliged|obligated|required)\b/i;
/** Dates of shipment or delivery, which the supplying side keeps when no party is named. */
const SUPPLY_DATES = /\b(?:ship\w*|deliver\w*|dispatch)\b/i;

function otherOwnStandard(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides) return -1;
  OWN_STANDARD.lastIndex = 0;
  for (let m = OWN_STANDARD.exec(p.text); m; m = OWN_STANDARD.exec(p.text)) {
    const { start, end } = sentenceAround(p.text, m.index);
    const sentence = p.text.slice(start, end);
    if (NOT_PERFORMANCE.test(sentence)) continue;
    // The duty the words qualify: the last promise before them in the sentence.
    const inSentence = p.signals.filter((s) => s.at >= start && s.at < end && /^(?:must|may):/.test(s.kind));
    const before = inSentence.filter((s) => s.at < m!.index);
    const named = mentions(sides, p.text.slice(start, m.index)).filter((x) => x.who !== 'none');
    const duty = before[before.length - 1];
    // "as WGT deems appropriate": the judge named is the side whose performance it is.
    const judge = mentions(sides, m[0]).find((x) => x.who !== 'none');
    if (judge && judge.who !== 'other') continue;
    if (duty) {
      // "shall have the right, but not the obligation, to take such action as ConvergTV deems reasonable":
      // a judgement over a right, not over a duty.
      if (OPTIONAL.test(p.text.slice(duty.end, m.index))) continue;
      if (duty.who === 'other' && /^must:(?!pay$|grant$)/.test(duty.kind)) return m.index;
      continue;
    }
    // No promise before the words: the side named before a refusal to guarantee ("UTEK cannot guarantee
    // results"); the first promise after availability ("Subject to availability of such personnel,
    // Changepoint shall provide"); the supplying side for dates nobody is named for ("Shipping dates are
    // approximate"). A judgement with no duty before it ("Wildform, as it deems necessary, may use") is none.
    if (/^cannot/i.test(m[0])) {
      if (named[named.length - 1]?.who === 'other') return m.index;
      continue;
    }
    if (/^subject/i.test(m[0])) {
      const after = inSentence[0];
      if (after?.who === 'other' && /^must:(?!pay$)/.test(after.kind)) return m.index;
      continue;
    }
    if (/approximate|estimate/i.test(m[0]) && !named.length && p.contract.otherSupplies && SUPPLY_DATES.test(sentence))
      return m.index;
  }
  return -1;
}

/**
 * The reviewed side's duty to ship, deliver or fulfil within days (or hours) of an order or request: "must be
 * made by FCC ... within three (3) days of the date of the applicable purchase order".
 */
const QUICK_DELIVERY =
  /\b(?:ship\w*|deliver\w*|dispatch\w*|fulfil\w*)\b[^.;]{0,120}?\bwithin\s+([\w\s()-]{1,25}?)\s*(?:calendar\s+|business\s+|working\s+)?(days?|hours?)\b[^.;]{0,60}?\b(?:purchase\s+orders?|orders?|requests?)\b/gi;
/** "must be made by FCC": a passive duty binds the party after "by", whoever the sentence named before it. */
const PASSIVE_BY =
  /^\s*(?:be\s+)?(?:\w+ly\s+)?(?:made|shipped|delivered|dispatched|fulfill?ed|effected|performed)\s+by\s+(?:the\s+)?/i;
function bearer(p: RuleInput, s: Signal): Who {
  const by = PASSIVE_BY.exec(p.text.slice(s.end, s.end + 60));
  if (!by || !p.contract.sides) return s.who;
  const from = s.end + by[0].length;
  return sideRightAt(p.contract.sides, p.text, from, 60) ?? s.who;
}
function selfQuickDelivery(p: RuleInput): number {
  if (!/\bwithin\b/i.test(p.text)) return -1;
  QUICK_DELIVERY.lastIndex = 0;
  for (let m = QUICK_DELIVERY.exec(p.text); m; m = QUICK_DELIVERY.exec(p.text)) {
    const n = parseNumberWord(m[1]!);
    const hours = /^hour/i.test(m[2]!);
    if (n === undefined || (hours ? n > 72 : n > 5)) continue;
    const { start, end } = sentenceAround(p.text, m.index);
    const duties = p.signals
      .filter((s) => s.at >= start && s.at < end && /^must:/.test(s.kind))
      .map((s) => bearer(p, s));
    if (duties.includes('self') && !duties.includes('other') && !duties.includes('mutual')) return m.index;
  }
  return -1;
}

/**
 * Orders that bind the other side only once it accepts them: "No purchase order shall be binding upon JRVS
 * until accepted by JRVS in writing", "All Telnet orders of Products are subject to acceptance by Galaxy".
 * With no duty to accept orders that follow the agreement, the reviewed side has no supply commitment to
 * rely on, whatever it commits to buy or resell.
 */
const ORDER_GATE =
  /\b(?:purchase\s+)?orders?\b[^.;]{0,80}?\b(?:(?:shall|will)\s+(?:not\s+)?be\s+(?:binding|effective|deemed\s+(?:to\s+be\s+)?accepted)\b[^.;]{0,40}?\buntil|(?:are|is|shall\s+be|will\s+be)\s+subject\s+to\s+(?:the\s+)?(?:written\s+|final\s+)?acceptance)\b[^.;]{0,80}/gi;
const ACCEPTOR =
  /\b(?:accept\w*|acknowledg\w*|confirm\w*|agreed|binding)\s+(?:in\s+writing\s+)?(?:\([^)]{0,80}\)\s+)?(?:by|upon|on)\s+(?:delivery\s+of\s+)?(?:the\s+)?/gi;
/** A duty to accept what conforms, or acceptance by silence: the gate is no free choice. */
const MUST_ACCEPT =
  /\b(?:shall|will|must)\s+(?:promptly\s+)?(?:accept|be\s+provided|confirm)\b|\bacceptance\s+shall\s+(?:be\s+provided|not\s+be\s+(?:unreasonably\s+)?withheld)|\bnot\s+(?:unreasonably\s+)?(?:reject|refuse|withh[oe]ld)|\bdeemed\s+(?:to\s+have\s+been\s+)?accepted\s+(?:if|unless)\b|\bfailure\s+to\s+(?:reject|respond)/i;

function otherGatesOrders(p: RuleInput): number {
  const sides = p.contract.sides;
  if (!sides || !/\border/i.test(p.text) || MUST_ACCEPT.test(p.text)) return -1;
  ORDER_GATE.lastIndex = 0;
  for (let m = ORDER_GATE.exec(p.text); m; m = ORDER_GATE.exec(p.text)) {
    // The side that accepts is named right after the acceptance ("until accepted by JRVS", "binding upon
    // Supplier", "by delivery of NETGEAR's order acknowledgment"), never the one that takes the order.
    const who = new Set<Who>();
    ACCEPTOR.lastIndex = 0;
    for (let a = ACCEPTOR.exec(m[0]); a; a = ACCEPTOR.exec(m[0])) {
      const from = m.index + a.index + a[0].length;
      const x = sideRightAt(sides, p.text, from, 60);
      if (x) who.add(x);
    }
    if (who.has('other') && who.size === 1) return m.index;
    // "No order shall be binding upon the Parties until agreed in writing by Dong-A and NeuroBo": where only the
    // other side supplies, an order both must agree is one the supplier is free to refuse.
    if (
      (who.has('mutual') || (who.has('other') && who.has('self'))) &&
      p.contract.otherSupplies &&
      !p.contract.selfSupplies
    )
      return m.index;
  }
  return -1;
}

/**
 * The reviewed side bound to its best efforts (or best endeavours) to market, sell or develop the other
 * side's products: the highest standard of effort, which can require it to act against its own commercial
 * interest and spend beyond what the deal returns, judged after the fact by the other side's expectations.
 */
const BEST_EFFORTS_TO_SELL =
  /^\s*(?:\w+\s+){0,2}?(?:use|exert|give|employ|make|devote)\s+(?:its|their|his|her|all)?\s*(?:best|utmost)\s+(?:commercial\s+)?(?:efforts?|endeavou?rs?)\b[^.;]{0,30}?\b(?:to|in)\s+(?:\w+\s+){0,3}?(?:market\w*|promot\w*|sell\w*|sales|develop\w*|distribut\w*|establish\w*|expand\w*|maximi[sz]\w*|solicit\w*|licens\w*|penetrat\w*|generat\w*|increas\w*|target\w*)\b/i;
const MAXIMUM = /\bmaximum\b|\baggressive\w*\b|\butmost\b/i;

export const PERFORMANCE_RULES: readonly Rule[] = [
  {
    id: 'other-own-performance-standard',
    family: 'service-levels',
    prior: 0.9,
    severity: 'medium',
    match: otherOwnStandard,
  },
  {
    id: 'self-quick-delivery',
    family: 'service-levels',
    prior: 0.9,
    severity: 'medium',
    match: selfQuickDelivery,
  },
  {
    id: 'other-gates-orders',
    family: 'service-levels',
    prior: 0.8,
    severity: 'medium',
    match: otherGatesOrders,
  },
  {
    id: 'self-best-efforts',
    family: 'service-levels',
    prior: 0.7,
    severity: 'medium',
    match: (p) =>
      /\b(?:best|utmost)\s+(?:commercial\s+)?(?:effort|endeavou?r)/i.test(p.text)
        ? says(p, 'self', BEST_EFFORTS_TO_SELL, /^must:/)
        : -1,
    harsher: (p) => MAXIMUM.test(p.text),
  },
  ...AUTHORITY_RULES,
  ...INTENTION_RULES,
  ...SERVICE_RULES,
];
