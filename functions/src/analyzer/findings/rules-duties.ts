/**
 * The review's broadest rules, tried on every passage no narrower rule judges better: a heavy duty of the
 * reviewed side, a restriction on it, and a right of the other side that can hurt it.
 */
import { cue, fam, has, says, saysOtherThan, when } from './rule-kit';
import {
  CHANGES_BEFORE,
  HARMFUL_AFTER,
  HARMFUL_RIGHT,
  DEMANDING,
  LIGHTENED,
  ROUTINE_CONSENT,
  NOT_RESTRICTION,
  UNLAWFUL,
  WEIGHTY,
  weighingDuty,
  REJECT_DEFECTIVE,
  sentenceAround,
  HEAVY_SENTENCE,
} from './rule-patterns';
import type { Rule, RuleInput } from './rule-types';
import { standardGrounds } from './rules-exit';

export const DUTY_RULES: readonly Rule[] = [
  // A plain duty to perform (deliver, report, cooperate) is the bargain, not a risk: only a duty in
  // a family that moves money, rights or exit, or one stated without limit ("any and all"), is raised.
  // Reporting and cooperating are routine unless the duty demands more than the ordinary (all or any
  // and all of something, at the reviewed side's own cost, on the other side's request or to its
  // satisfaction, at all times, a guarantee or a minimum). A duty lightened in its holder's favour (paid
  // when paid, when possible, as it deems reasonable) or one that pays the reviewed side is no burden on it.
  {
    id: 'self-heavy-duty',
    family: 'other',
    prior: 0.3,
    severity: 'low',
    match: heavyDuty,
    // Ranked above the plain duties when its own sentence makes it heavy: without limit, at the reviewed
    // side's cost, at the other side's request or to its satisfaction, a guarantee, a short deadline.
    harsher: (p) => {
      const at = heavyDuty(p);
      return at >= 0 && HEAVY_SENTENCE.test(sentenceAround(p.text, at).text);
    },
  },
  // "Licensee shall not owe any royalty", "UTEK shall not have fiduciary duties", "PPG will not accept
  // claims after 48 hours": a "shall not" that frees the reviewed side of a duty or a claim is a release
  // it holds, not a restriction on it. Market-standard undertakings are no risk either: not to break the
  // law, not to contest the other side's ownership of its own marks, not to bind the other side, not to
  // be treated as its employee, an approval not to be unreasonably withheld, nor what needs a routine
  // consent of the other side (one not to be unreasonably withheld, to settle a claim, to use its name).
  {
    id: 'self-restricted',
    family: 'other',
    prior: 0.4,
    severity: 'low',
    match: (p) =>
      when(
        !UNLAWFUL.test(p.text) && !(has(p, 'other', 'consent') >= 0 && ROUTINE_CONSENT.test(p.text)),
        saysOtherThan(p, 'self', /^(?:mustNot|mayNot):/, NOT_RESTRICTION),
      ),
  },
  // A right of the other side matters when it can hurt the reviewed side: ending, suspending or changing
  // the deal, extending it, refusing, taking, charging or inspecting. Choosing, approving, ordering,
  // reporting or providing within the contract's own frame is a routine permission, no risk by itself;
  // the other side's discretion and consent are judged by other-discretion and other-consent-needed.
  {
    id: 'other-right',
    family: 'other',
    prior: 0.4,
    severity: 'low',
    // Termination for a breach left uncured or on insolvency, where the reviewed side holds its own
    // right, and rejection of defective goods are the market-standard terms.
    match: (p) => {
      const at = otherRight(p);
      if (at < 0) return -1;
      const sentence = sentenceAround(p.text, at).text;
      return REJECT_DEFECTIVE.test(sentence) || (/\bterminat/i.test(sentence) && standardGrounds(p)) ? -1 : at;
    },
  },
];

/** A right of the other side that can hurt the reviewed one: the offset of the first, or -1. */
function otherRight(p: RuleInput): number {
  const at = has(p, 'other', HARMFUL_RIGHT);
  if (at >= 0) return at;
  // "subject to any modifications as may from time to time be made by Lessor": a change the other side makes.
  const changed = p.signals.find(
    (s) =>
      s.who === 'other' && s.kind.startsWith('may:') && CHANGES_BEFORE.test(p.text.slice(Math.max(0, s.at - 60), s.at)),
  );
  return changed ? changed.at : says(p, 'other', HARMFUL_AFTER, /^may:/);
}

function heavyDuty(p: RuleInput): number {
  return when(
    (WEIGHTY.some((f) => fam(p, f)) || cue(p, 'any-and-all', 'all-risk', 'blank', 'redacted')) &&
      !LIGHTENED.test(p.text) &&
      has(p, 'self', 'benefit') < 0,
    weighingDuty(
      p,
      DEMANDING.test(p.text)
        ? /^must:(?:provide|purchase|maintain|comply|notify|cooperate|promote|other)$/
        : /^must:(?:provide|purchase|maintain|comply|promote|other)$/,
    ),
  );
}
