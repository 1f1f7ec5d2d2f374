/** How dates and repeats read on the key-date screens ("Thu, Mar 4, 2027", "in 90 days", "every year"). */
import type { Repeats } from '../../../../shared/schemas/key-dates';

export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** Whole days from today (the browser's date) to `iso`. */
export function daysFromToday(iso: string, now = new Date()): number {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - today) / 86_400_000);
}

export function relativeDays(iso: string, now = new Date()): string {
  const days = daysFromToday(iso, now);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

export function describeRepeats(repeats: Repeats | null): string | null {
  if (!repeats) return null;
  if (repeats.every === 1) return `every ${repeats.unit}`;
  return `every ${repeats.every} ${repeats.unit}s`;
}

export const todayIso = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
