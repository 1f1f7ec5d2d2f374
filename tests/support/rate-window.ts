/**
 * Fixed-window rate limits (functions/src/domain/accounts/rate-limits.ts) start a new count at every
 * multiple of the window. A test that makes N calls and expects the N-th refused would fail by
 * chance whenever a window boundary fell between its calls, more often on a loaded machine. This
 * runs such an attempt again, once, when a boundary passed during it, in a window with room for
 * it: twice the first attempt's duration, or it waits for the next window to begin. Each attempt
 * must use fresh subjects (a new user or address), so the first attempt's calls do not count.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { rateWindow } from '../../functions/src/domain/accounts/rate-limits';

export async function inOneRateWindow<T>(windowSeconds: number, attempt: () => Promise<T>): Promise<T> {
  const windowOf = () => rateWindow({ name: 'test', limit: 1, windowSeconds }, 'test', Date.now());
  const first = windowOf();
  const started = Date.now();
  try {
    const result = await attempt();
    if (windowOf().startsAt === first.startsAt) return result;
  } catch (err) {
    if (windowOf().startsAt === first.startsAt) throw err;
  }
  const took = Date.now() - started;
  const left = windowOf().endsAt * 1000 - Date.now();
  if (left < 2 * took) await sleep(left + 100);
  return attempt();
}
