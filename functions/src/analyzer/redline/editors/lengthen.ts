/**
 * A day-denominated period of a sentence made longer, for the word-level rules (wording-rules.ts): a
 * grace, cure or claim period that runs against the reviewed party.
 */
import type { Ctx } from '../../context';
import type { Sentence } from '../../text';
import { durationsIn, period } from '../wording';

/** A period of notice ("ten days' prior written notice"): the time one side gives before it acts. */
const NOTICE_AFTER = /^['’]?\s*(?:\(\d+\)\s*)?(?:(?:prior|advance|written)\s+)*notice\b/i;

/** A later sentence of the paragraph names the period again ("an extension of such 10-day period"): one edit would leave the two disagreeing. */
function referredBackTo(text: string, from: number, days: number): boolean {
  const rest = text.slice(from, from + 600);
  const para = rest.search(/\n[ \t]*\n/);
  const back = new RegExp(
    String.raw`\b(?:such|said|that|this|the)\s+(?:[a-z]+[\s-]+)?\(?${days}\)?[\s-]*(?:business[\s-]+|calendar[\s-]+)?days?[\s-]+(?:period|window|deadline)\b`,
    'i',
  );
  return back.test(para < 0 ? rest : rest.slice(0, para));
}

/**
 * The first day-denominated period in the sentence shorter than `below`, as a rewrite to `to(value)`;
 * with `notNotice`, never a notice period the reviewed side gives before it acts, which a longer
 * period would only slow down.
 */
export function lengthen(ctx: Ctx, s: Sentence, below: number, to: (n: number) => number, notNotice = false) {
  const d = durationsIn(ctx.text, s.start, s.end).find(
    (x) =>
      (x.unit === 'day' || x.unit === 'business day') &&
      x.value < below &&
      !(notNotice && NOTICE_AFTER.test(ctx.text.slice(x.end, x.end + 40))),
  );
  if (!d || referredBackTo(ctx.text, s.end, d.value)) return undefined;
  const target = to(d.value);
  return {
    d,
    target,
    change: { kind: 'rewrite' as const, start: d.start, end: d.end, rewritten: period(target, 'day', d.raw) },
  };
}
