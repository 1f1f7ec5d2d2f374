/**
 * Calendar dates as ISO `YYYY-MM-DD` strings, computed in UTC so a date never shifts with the
 * server's time zone. Month arithmetic clamps to the month's last day (31 January plus one month is
 * 28 or 29 February), and every occurrence of a repeating date is computed from its anchor, never
 * from the previous occurrence, so clamping never drifts (31 January, 28 February, 31 March).
 */
import { isoDateOf, parseIsoDate } from '../../../../shared/iso-date';

export { parseIsoDate };

export type DurationUnit = 'day' | 'business-day' | 'week' | 'month' | 'year';

export interface Duration {
  amount: number;
  unit: DurationUnit;
}

const DAY_MS = 86_400_000;

export const isIsoDate = (text: string): boolean => parseIsoDate(text) !== undefined;

/** Epoch ms of the date's midnight UTC. */
export function dateToEpoch(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

export const epochToDate = isoDateOf;

export function addDays(date: string, days: number): string {
  return epochToDate(dateToEpoch(date) + days * DAY_MS);
}

export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return epochToDate(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}

/** Moves by whole business days (Monday to Friday); public holidays are not known here. */
export function addBusinessDays(date: string, days: number): string {
  let epoch = dateToEpoch(date);
  const step = days < 0 ? -1 : 1;
  for (let left = Math.abs(days); left > 0;) {
    epoch += step * DAY_MS;
    const weekday = new Date(epoch).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return epochToDate(epoch);
}

/** `date` moved by `times` × `duration` (negative to go back). */
export function shift(date: string, duration: Duration, times = 1): string {
  const n = duration.amount * times;
  switch (duration.unit) {
    case 'day':
      return addDays(date, n);
    case 'business-day':
      return addBusinessDays(date, n);
    case 'week':
      return addDays(date, 7 * n);
    case 'month':
      return addMonths(date, n);
    case 'year':
      return addMonths(date, 12 * n);
  }
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToEpoch(to) - dateToEpoch(from)) / DAY_MS);
}

const UNIT_WORDS: Record<DurationUnit, [string, string]> = {
  day: ['day', 'days'],
  'business-day': ['business day', 'business days'],
  week: ['week', 'weeks'],
  month: ['month', 'months'],
  year: ['year', 'years'],
};

/** "90 days", "1 year", "6 months". */
export function describeDuration(duration: Duration): string {
  const [one, many] = UNIT_WORDS[duration.unit];
  return `${duration.amount} ${duration.amount === 1 ? one : many}`;
}
