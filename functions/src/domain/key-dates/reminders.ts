/**
 * The reminder schedule, pure: which emails a signed contract's dates call for and when. A
 * reminder is one (date, occurrence, offset): it is due at 08:00 UTC `offset` days before the
 * occurrence and stays due until that day ends. Reminders that fell due before the schedule last
 * changed (`remindersFrom`: signing, an edit) are never sent, so an edit never fires a burst of old
 * reminders; when a run finds several reminders of one occurrence due at once (the job was down),
 * only the latest is sent and the others are skipped. Two dates falling on the same day of one
 * contract (the first renewal and the end of the initial term) are reminded once.
 */
import type { KeyDate } from '../../../../shared/schemas/key-dates';
import { addDays, dateToEpoch, epochToDate } from './calendar-dates';
import { nextOccurrence, occurrencesBetween } from './occurrences';

export const DAY_MS = 86_400_000;
/** Reminders go out at 08:00 UTC: morning in Europe, overnight in the Americas, before the day's work. */
export const REMINDER_HOUR_UTC = 8;

export interface PlannedReminder {
  /** Stable id: `<keyDateId>#<occurrence>#<offset>`, the claim item's key. */
  reminderId: string;
  keyDate: KeyDate;
  occurrence: string;
  offsetDays: number;
  sendAt: number;
}

export interface ReminderSettings {
  enabled: boolean;
  offsets: readonly number[];
  /** Epoch ms: reminders due before it are not sent. */
  remindersFrom: number;
}

export const sendAtOf = (occurrence: string, offsetDays: number) =>
  dateToEpoch(occurrence) - offsetDays * DAY_MS + REMINDER_HOUR_UTC * 3_600_000;

/** Still worth sending at `now`: the occurrence's day has not ended. */
const beforeDayEnds = (occurrence: string, now: number) => now < dateToEpoch(occurrence) + DAY_MS;

const KIND_ORDER: Record<KeyDate['kind'], number> = {
  'notice-deadline': 0,
  expiration: 1,
  renewal: 2,
  obligation: 3,
  effective: 4,
  other: 5,
};

/** Dates reminded about, one per day of the contract (the first kind in KIND_ORDER wins a shared day). */
function remindable(dates: readonly KeyDate[]): KeyDate[] {
  return dates.filter((d) => d.remind).sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

export interface DueReminders {
  /** To send now, one per occurrence. */
  send: PlannedReminder[];
  /** Due at the same time as a later reminder of their occurrence: recorded as skipped, never sent. */
  superseded: PlannedReminder[];
}

export function dueReminders(dates: readonly KeyDate[], settings: ReminderSettings, now: number): DueReminders {
  const result: DueReminders = { send: [], superseded: [] };
  if (!settings.enabled || settings.offsets.length === 0) return result;
  const maxOffset = Math.max(...settings.offsets);
  const today = epochToDate(now);
  const taken = new Set<string>();
  for (const keyDate of remindable(dates)) {
    for (const occurrence of occurrencesBetween(keyDate, today, addDays(today, maxOffset))) {
      if (!beforeDayEnds(occurrence, now) || taken.has(occurrence)) continue;
      taken.add(occurrence);
      const due = [...settings.offsets]
        .sort((a, b) => a - b)
        .map((offsetDays) => ({
          reminderId: `${keyDate.id}#${occurrence}#${offsetDays}`,
          keyDate,
          occurrence,
          offsetDays,
          sendAt: sendAtOf(occurrence, offsetDays),
        }))
        .filter((r) => r.sendAt <= now && r.sendAt >= settings.remindersFrom);
      const [latest, ...earlier] = due;
      if (latest) {
        result.send.push(latest);
        result.superseded.push(...earlier);
      }
    }
  }
  return result;
}

/**
 * When the job must next look at this contract: the earliest reminder due after `now`; undefined
 * when none is left (every date passed, reminders off). The job's index holds it.
 */
export function nextReminderAt(dates: readonly KeyDate[], settings: ReminderSettings, now: number): number | undefined {
  if (!settings.enabled || settings.offsets.length === 0) return undefined;
  const maxOffsetMs = Math.max(...settings.offsets) * DAY_MS;
  const after = Math.max(now, settings.remindersFrom - 1);
  let best: number | undefined;
  for (const keyDate of remindable(dates)) {
    // Occurrences from today on, until one starts its reminders after the best time found.
    let from = epochToDate(after);
    for (let guard = 0; guard < 1000; guard++) {
      const occurrence = nextOccurrence(keyDate, from);
      if (!occurrence) break;
      if (best !== undefined && dateToEpoch(occurrence) - maxOffsetMs > best) break;
      for (const offset of settings.offsets) {
        const at = sendAtOf(occurrence, offset);
        if (at > after && beforeDayEnds(occurrence, at) && (best === undefined || at < best)) best = at;
      }
      from = addDays(occurrence, 1);
      if (!keyDate.repeats) break;
    }
  }
  return best;
}
