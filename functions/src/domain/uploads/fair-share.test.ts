import { describe, expect, it } from 'vitest';
import { nextTurn, returnedTurn } from './fair-share';

describe('fair turns at the extraction queue', () => {
  it('an idle user waits for nothing; each further job waits for the work queued before it', () => {
    let busy: number | undefined;
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const turn = nextTurn(busy, 1_000, 6_000, 900_000);
      delays.push(turn.delayMs);
      busy = turn.busyUntil;
    }
    expect(delays).toEqual([0, 6_000, 12_000, 18_000, 24_000]);
    // Someone else, at the same moment: their first job waits for nobody.
    expect(nextTurn(undefined, 1_000, 6_000, 900_000).delayMs).toBe(0);
  });

  it('heals with time and never waits longer than the queue allows', () => {
    expect(nextTurn(50_000, 60_000, 6_000, 900_000)).toEqual({ delayMs: 0, busyUntil: 66_000 });
    expect(nextTurn(5_000_000, 0, 6_000, 900_000)).toEqual({ delayMs: 900_000, busyUntil: 906_000 });
  });

  it('a job finished sooner than estimated gives back the rest, never moving the time before now', () => {
    // A 40-page scan estimated at 120 s, read in 50 s: the next upload waits for nothing.
    const { busyUntil } = nextTurn(undefined, 0, 120_000, 900_000);
    expect(returnedTurn(busyUntil, 50_000, 70_000)).toBe(50_000);
    expect(nextTurn(returnedTurn(busyUntil, 50_000, 70_000), 50_000, 6_000, 900_000).delayMs).toBe(0);
    // With a second job queued behind it, that job's share stays reserved.
    expect(returnedTurn(busyUntil + 6_000, 50_000, 70_000)).toBe(56_000);
    expect(returnedTurn(10_000, 50_000, 0)).toBe(50_000);
  });
});
