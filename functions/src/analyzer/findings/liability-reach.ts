/**
 * What the liability rules (rules-liability.ts) read about how far an indemnity or a claim reaches:
 * an indemnity triggered by a side's ordinary activity rather than its fault, and a short period
 * within which only one side may sue. Every pattern is bounded and compiled once.
 */
import { sentenceAround } from './liability-patterns';
import type { RuleInput } from './rule-types';
import { mentions, type Who } from './sides';

/** The side named at `at` in the passage (nothing but "the" between), or undefined. */
export function sideAt(p: RuleInput, at: number): Who | undefined {
  if (!p.contract.sides) return undefined;
  const window = p.text.slice(at, at + 120);
  const lead = /^(?:the\s+)?/i.exec(window)?.[0].length ?? 0;
  return mentions(p.contract.sides, window).find((m) => m.at === lead)?.who;
}

/** The side whose name ends right before `at` ("ABW's use"), or undefined. */
function sideBefore(p: RuleInput, at: number): Who | undefined {
  if (!p.contract.sides) return undefined;
  const window = p.text.slice(Math.max(0, at - 120), at);
  const ms = mentions(p.contract.sides, window);
  const last = ms[ms.length - 1];
  return last && last.end === window.length ? last.who : undefined;
}

// What an indemnity is triggered by when it answers for activity rather than fault: a side's activities,
// the services it renders, its use of what it receives, its exercise of the rights granted, or any
// failure to provide the services (whatever its cause). Fault-based triggers (breach, negligence,
// misconduct, infringement) are market standard.
const ACTIVITY =
  /\b(?:aris(?:e|es|ing)|result(?:s|ing)?|in\s+connection\s+with|relat(?:ed|ing)\s+to)\b[^.;]{0,60}?\b(?:(?:each\s+part(?:y|ies)['’]?s?|its|their|[\w.&-]+['’]s?)\s+(?:\w+\s+)?activities|(?:the\s+)?services\s+(?:rendered|performed|provided)\s+by\s+|failure\s+to\s+(?:provide|perform|deliver)\s+(?:the\s+)?services)/i;

/**
 * A mutual indemnity (each side indemnifies the other) that answers for a side's activities or services
 * whatever the fault: the side whose activity it names, or (where it names each side's) the side that
 * performs the contract, carries by far the larger exposure. Its offset when that side is `self`, or -1.
 */
export function mutualActivityIndemnity(p: RuleInput): number {
  for (const s of p.signals) {
    if (s.who !== 'mutual' || !/^must:(?:indemnify|other|cooperate)$/.test(s.kind)) continue;
    const sentence = sentenceAround(p.text, s.at);
    if (!/\bindemni/i.test(sentence) || !/\bharmless\b|\bindemnify\b/i.test(p.text.slice(s.at, s.at + 80))) continue;
    const m = ACTIVITY.exec(sentence);
    if (!m) continue;
    const start = p.text.indexOf(sentence);
    const end = start + m.index + m[0].length;
    const named = /\bby\s+$/i.test(m[0])
      ? sideAt(p, end)
      : /['’]s?\s+(?:\w+\s+)?activities$/i.test(m[0])
        ? sideBefore(p, start + m.index + m[0].search(/['’]s?\s+(?:\w+\s+)?activities$/i))
        : undefined;
    const performs =
      p.contract.selfSupplies || (p.contract.otherPays && !p.contract.selfPays && !p.contract.otherSupplies);
    if (named === 'self' || ((named === undefined || named === 'mutual') && performs)) return s.at;
  }
  return -1;
}

// "No action ... may be brought by Dolphin more than six months after the cause of action has occurred".
const BROUGHT_BY =
  /\b(?:no|any)\s+(?:action|claim|suit|proceeding)s?\b[^.;]{0,200}?\b(?:may|shall|must|can)\s+(?:not\s+)?be\s+(?:brought|commenced|instituted|filed)\s+by\s+/gi;
// "Customer must commence any action within one (1) year after": the claimant bound as the subject.
const MUST_SUE =
  /\b(?:shall|must|will)\s+(?:bring|commence|institute|file)\s+(?:any\s+)?(?:action|claim|suit|proceeding)s?\b/gi;
// Two years or less after the claim arises.
const SHORT_PERIOD =
  /\b(?:more\s+than|later\s+than|after|within|beyond)\s+(?:(?:one|two|three|four|five|six|nine|twelve|eighteen|twenty-four)\s+)?(?:\(\s*\d{1,2}\s*\)\s*|\d{1,2}\s+)?(?:months?|years?|days?)\b/i;
const LONG =
  /\b(?:three|four|five|six|seven|ten)\s+(?:\(\s*\d+\s*\)\s*)?years?\b|\(\s*(?:[3-9]|\d\d)\s*\)\s*years?|\b(?:[3-9]|\d\d)\s+years?\b/i;

/**
 * A contractual limitation period that binds only the reviewed side: it alone must sue within a short
 * time, while the other side keeps the ordinary statutory period. Its offset, or -1.
 */
export function selfOnlyLimitation(p: RuleInput): number {
  if (!/\b(?:action|claim|suit|proceeding)/i.test(p.text)) return -1;
  BROUGHT_BY.lastIndex = 0;
  for (let m = BROUGHT_BY.exec(p.text); m; m = BROUGHT_BY.exec(p.text)) {
    const rest = p.text.slice(m.index + m[0].length, m.index + m[0].length + 200);
    if (sideAt(p, m.index + m[0].length) === 'self' && SHORT_PERIOD.test(rest) && !LONG.test(rest)) return m.index;
  }
  MUST_SUE.lastIndex = 0;
  for (let m = MUST_SUE.exec(p.text); m; m = MUST_SUE.exec(p.text)) {
    const rest = p.text.slice(m.index, m.index + 200);
    const subject = p.signals.find((s) => s.at === m!.index)?.who;
    if (subject === 'self' && SHORT_PERIOD.test(rest) && !LONG.test(rest)) return m.index;
  }
  return -1;
}

// "under no circumstances shall the Trust Advisors be personally liable", "with HGF having no liability in
// relation to the project", "all such recourse being strictly to the Seller Trust Assets": the other side answers
// for nothing under the contract, or only out of named assets.
const PERSONALLY = /^[^.;]{0,60}?\b(?:personally|individually)\s+liable\b/i;
const NO_LIABILITY =
  /^\s*(?:having|has|shall\s+have|will\s+have|bears?|shall\s+bear|will\s+bear)\s+no\s+(?:\w+\s+)?(?:liability|liabilities|responsibility)\s+(?:whatsoever\s+)?(?:in\s+relation\s+to|under|in\s+respect\s+of|with\s+respect\s+to|in\s+connection\s+with|for)\s+(?:this\s+agreement|the\s+(?:project|venture|agreement)|any\s+(?:obligation|liabilit))/i;
const NARROWED =
  /^(?:[^.;]|\.(?=\S)){0,100}?\b(?:for|if|unless|to\s+the\s+extent|due|caused|result\w*|arising|except|with\s+respect|where|until)\b/i;
const RECOURSE =
  /\brecourse\b[^.;]{0,80}?\b(?:limited|solely|strictly|only|exclusively)\b[^.;]{0,30}?\bto\b|\bnon-?\s?recourse\b/gi;

/** The other side is freed of all liability under the contract, or answers only out of named assets: the offset, or -1. */
export function otherNoRecourse(p: RuleInput): number {
  for (const s of p.signals)
    if (s.who === 'other' && /^(?:mustNot:|exculpated)/.test(s.kind) && PERSONALLY.test(p.text.slice(s.at, s.at + 120)))
      return s.at;
  // The side's mentions are read only where the words occur: most passages have neither.
  if (!p.contract.sides || !/\bno\s+(?:\w+\s+)?(?:liabilit|responsibilit)|\brecourse\b/i.test(p.text)) return -1;
  for (const m of mentions(p.contract.sides, p.text))
    if (m.who === 'other') {
      const n = NO_LIABILITY.exec(p.text.slice(m.end, m.end + 160));
      // "shall have no liability under this Agreement for any Non-Complying Product which ...": a narrow exclusion.
      if (n && !NARROWED.test(p.text.slice(m.end + n[0].length, m.end + n[0].length + 100))) return m.at;
    }
  RECOURSE.lastIndex = 0;
  for (let r = RECOURSE.exec(p.text); r; r = RECOURSE.exec(p.text)) {
    const sentence = sentenceAround(p.text, r.index);
    const ms = mentions(p.contract.sides, sentence);
    if (ms.some((x) => x.who === 'other') && !ms.some((x) => x.who === 'self' || x.who === 'mutual')) return r.index;
  }
  return -1;
}

// "neither of them has made any representations with respect to the subject matter of this Agreement ... except
// such representations as are specifically set forth herein", "Neither party shall be liable or bound ... by any
// representations, warranties or covenants ... except as specifically set forth herein": no reliance on anything
// said outside the contract.
const NO_RELIANCE =
  /\b(?:neither|no)\s+(?:of\s+them|part(?:y|ies))\s+(?:has|have|shall\s+be|is)\s+(?:made|given|relied|liable\s+or\s+bound|bound)\b[^.;]{0,80}?\brepresentations?\b/i;

/**
 * A no-reliance clause where the side that supplies gives no express warranty anywhere in the contract:
 * the reviewed side, which receives, then has neither a warranty nor anything said in negotiation to rely
 * on. Its offset, or -1.
 */
export function noRelianceNoWarranty(p: RuleInput): number {
  if (p.contract.otherWarrants || !p.contract.otherSupplies || p.contract.selfSupplies) return -1;
  return NO_RELIANCE.exec(p.text)?.index ?? -1;
}
