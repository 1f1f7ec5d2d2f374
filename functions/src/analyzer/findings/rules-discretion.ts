/**
 * The other side deciding alone what the reviewed side's bargain depends on, in the words the readings
 * (readings.ts) leave without an owner: "Erchonia retains the right, in its sole discretion, to add,
 * delete, upgrade, or modify the Products", "GWG shall be entitled to appoint, in its discretion, an
 * additional bank". "Its" is the subject of the sentence's modal, so the discretion is that party's.
 */
import { PAYMENT_DIRECTION, sentenceAround } from './rule-patterns';
import type { RuleInput } from './rule-types';
import type { Signal } from './readings';
import { ROUTINE_DISCRETION } from './restraints';
import { mentions } from './sides';

/**
 * "in its sole discretion", "at its own and absolute discretion", "in its discretion" (not a reasonable one),
 * and a sole right to decide: "shall have the sole ability to authorize access", "the sole right to determine
 * all pricing".
 */
const ITS_DISCRETION =
  /\b(?:in|at)\s+its\s+(?:(?:sole|absolute|own|unfettered|exclusive|complete|entire)\s+(?:and\s+)?)*discretion\b|\b(?:sole|exclusive|absolute|unilateral)\s+(?:and\s+(?:exclusive|absolute)\s+)?(?:right|ability|authority|power)\s+to\s+(?=(?:\w+\s+){0,2}?(?:determine|decide|approve|authori[sz]e|set|select|designate|establish|accept|reject)\b)/gi;

/**
 * The mechanics of the other side's own protection, whatever its discretion over them: enforcing or
 * prosecuting its rights, defending or settling claims, curing an infringement.
 */
const OWN_PROTECTION =
  /\b(?:registration|beneficiar\w+|infring\w*|prosecut\w*|enforce\w*|patents?|defen[cs]e|defend\w*|settle\w*|claims?|suits?|proceedings|litigation|legal\s+actions?)\b/i;
/**
 * What the other side's discretion decides over when it weighs on the reviewed side: whom it appoints, what
 * it adds, changes or cancels, what it approves, rejects or limits, when it ends, what it sets or requires.
 * Not a favour it may grant ("may, in its sole discretion, agree to construct", "extend the period").
 */
const DECIDES_OVER =
  /\b(?:appoint|add|delete|remove|modify|alter|amend|make\s+changes|change|cancel|authori[sz]e|reject|decline|refuse|approve|disapprove|limit|restrict|reduce|terminate|discontinue|suspend|withhold|determine|decide|make\s+the\s+final\s+decision|allocate|reroute|redirect|convert|host|sell|resell|assume|establish|set|object|require|select|designate|substitute|replace|withdraw|revoke)\b/i;
/** Discretion only over a remedy for the reviewed side's default, over a consent, reasonable, or a redacted term. */
const NOT_UNFETTERED = /\breasonabl[ey]\b|\bevent\s+of\s+default\b|\bbreach\w*|\bconsent\b|\bapproval\b|\[\s*\*/i;
/** Dealing with others in the reviewed side's market is rules-terms.ts's other-may-deal-elsewhere. */
const DEALS_ELSEWHERE =
  /\b(?:appoint|sell|licen[cs]e)\w*\s+(?:\w+\s+){0,4}?(?:other|additional)\s+(?:distributors?|dealers?|resellers?|agents?|licensees?|representatives?)\b|\bto\s+any\s+other\s+(?:persons?|part(?:y|ies)|entit(?:y|ies)|customers?)\b/i;
/** A new subject between the modal and "its": "to be determined by Women.com in its sole discretion". */
const NEW_SUBJECT = /\b(?:by|as|which|that|whom|whether)\b|[.;:]/i;

/**
 * The discretion signal at `at` is written "in its sole discretion" with no party right before it
 * ("STAAR may ... modify the Products on Exhibit A-1 in its sole discretion, and ... will notify
 * Distributor"): the readings then take the party named next as its owner, but "its" is the modal's
 * subject, which otherItsDiscretion reads. "Club in its sole discretion" keeps the party before it.
 */
export function itsDiscretionAt(p: RuleInput, at: number): boolean {
  const before = p.text.slice(Math.max(0, at - 40), at);
  if (!/\b(?:in|at)\s+its\s+(?:\w+\s+(?:and\s+)?)?$/i.test(before)) return false;
  const sides = p.contract.sides;
  return !sides || !mentions(sides, before).some((m) => m.who !== 'none' && m.end >= before.length - 12);
}

/**
 * The other side's discretion written with "its" after the modal it qualifies: the offset of that modal,
 * or -1. The same routine kinds as the discretion signal (its marks, the payment route) are left out.
 */
export function otherItsDiscretion(p: RuleInput): number {
  // Only a modal of the other side can own the discretion.
  if (!p.signals.some((s) => s.who === 'other' && s.kind.includes(':'))) return -1;
  for (const m of p.text.matchAll(ITS_DISCRETION)) {
    const { start, text: sentence } = sentenceAround(p.text, m.index);
    let modal: Signal | undefined;
    for (const s of p.signals) if (s.kind.includes(':') && s.at >= start && s.at < m.index) modal = s;
    if (modal?.who !== 'other' || m.index - modal.end > 80) continue;
    if (NEW_SUBJECT.test(p.text.slice(modal.end, m.index))) continue;
    const decision = p.text.slice(modal.end, m.index + m[0].length + 60);
    if (
      !DECIDES_OVER.test(decision) ||
      DEALS_ELSEWHERE.test(decision) ||
      NOT_UNFETTERED.test(p.text.slice(start, m.index + m[0].length + 60))
    )
      continue;
    if (PAYMENT_DIRECTION.test(sentence) || ROUTINE_DISCRETION.test(sentence) || OWN_PROTECTION.test(sentence))
      continue;
    return modal.at;
  }
  return -1;
}
