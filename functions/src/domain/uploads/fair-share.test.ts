import { describe, expect, it } from 'vitest';
import { nextTurn } from './fair-share';

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
});
