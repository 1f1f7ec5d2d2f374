import { describe, expect, it } from 'vitest';
import { rateRules, rateWindow, retryAfterSeconds } from './rate-limits';

describe('rate-limit windows', () => {
  const rule = rateRules.loginFailuresPerAccountAddress;

  it('share one counter within a window and start a new one after it', () => {
    const t0 = 1_700_000_100_000 - (1_700_000_100_000 % (rule.windowSeconds * 1000));
    const a = rateWindow(rule, 'a@example.com', t0 + 1000);
    const b = rateWindow(rule, 'a@example.com', t0 + rule.windowSeconds * 1000 - 1);
    const c = rateWindow(rule, 'a@example.com', t0 + rule.windowSeconds * 1000);
    expect(a).toEqual(b);
    expect(c.startsAt).toBe(a.endsAt);
  });

  it('tell the client how long to wait', () => {
    const w = rateWindow(rule, 'x', 1_700_000_000_000);
    expect(retryAfterSeconds(w, w.startsAt * 1000)).toBe(rule.windowSeconds);
    expect(retryAfterSeconds(w, w.endsAt * 1000 + 5000)).toBe(1);
  });
});
