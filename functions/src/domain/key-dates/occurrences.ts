/**
 * When a tracked date falls: its first date, then (if it repeats) every repeat after it, each
 * computed from the anchor (the first date, or the rule's anchor, see OccurrenceRule) so month ends
 * never drift.
 */
import type { KeyDate } from '../../../../shared/schemas/key-dates';
import { addBusinessDays, addDays, dateToEpoch, shift } from './calendar-dates';

type Dated = Pick<KeyDate, 'date' | 'repeats' | 'rule'>;

/** Most occurrences ever walked for one date (a daily date for 27 years). */
const MAX_STEPS = 10_000;

/** The occurrences in order, from the first date on. */
function* occurrences(entry: Dated): Generator<string> {
  yield entry.date;
  if (!entry.repeats) return;
  const step = { amount: entry.repeats.every, unit: entry.repeats.unit };
  const first = dateToEpoch(entry.date);
  const rule = entry.rule;
  for (let k = 1; k < MAX_STEPS; k++) {
    if (!rule) {
      yield shift(entry.date, step, k);
      continue;
    }
    const end = shift(rule.anchor, step, k);
    const date = rule.businessDays ? addBusinessDays(end, rule.plusDays) : addDays(end, rule.plusDays);
    if (dateToEpoch(date) > first) yield date;
  }
}

/** Every occurrence in [from, to] (inclusive ISO dates), in order. */
export function occurrencesBetween(entry: Dated, from: string, to: string): string[] {
  const lo = dateToEpoch(from);
  const hi = dateToEpoch(to);
  const out: string[] = [];
  for (const date of occurrences(entry)) {
    const t = dateToEpoch(date);
    if (t > hi) break;
    if (t >= lo) out.push(date);
  }
  return out;
}

/** The first occurrence on or after `from`; undefined when the date has passed for good. */
export function nextOccurrence(entry: Dated, from: string): string | undefined {
  const lo = dateToEpoch(from);
  for (const date of occurrences(entry)) if (dateToEpoch(date) >= lo) return date;
  return undefined;
}
