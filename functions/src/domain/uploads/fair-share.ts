/**
 * Fair turns at the extraction queue, by virtual finish time: each user has a time until which their
 * queued work is expected to keep the readers busy. A new job of theirs waits (the message's delay)
 * until that time, and pushes it on by the job's estimated cost. A user who queues five scans gets
 * them one after another; someone else's scan queued meanwhile starts after the first of them, not
 * after all five. An idle user waits for nothing, and the time heals itself: a job that dies leaves
 * nothing to release. A job that finishes sooner than estimated gives back what it did not use, so
 * the owner's next upload does not wait for work that is already done.
 */

/** The delay before a new job's turn and the user's new busy-until time (epoch ms). */
export function nextTurn(
  busyUntil: number | undefined,
  now: number,
  costMs: number,
  maxDelayMs: number,
): { delayMs: number; busyUntil: number } {
  const delayMs = Math.min(Math.max(0, (busyUntil ?? 0) - now), maxDelayMs);
  return { delayMs, busyUntil: now + delayMs + Math.max(0, costMs) };
}

/** The user's busy-until time once a job gives back `unusedMs` of its estimate (never before now). */
export function returnedTurn(busyUntil: number, now: number, unusedMs: number): number {
  return Math.max(now, busyUntil - Math.max(0, unusedMs));
}

/** What a job is expected to cost the readers, per page (a scanned page is read in a few seconds). */
export const EXTRACTION_MS_PER_PAGE = 3_000;

/** A job's estimated cost, the share of the readers' time its turn reserves. */
export const turnCostMs = (pagesTotal: number): number => Math.max(1, pagesTotal) * EXTRACTION_MS_PER_PAGE;

/** SQS delays a message by at most 15 minutes. */
export const MAX_TURN_DELAY_MS = 900_000;
