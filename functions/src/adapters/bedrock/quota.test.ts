/** Backoff schedule and concurrency budget. */
import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  concurrencyBudget,
  DEFAULT_BACKOFF,
  maxOutputTokensFor,
  minimumWaitMs,
  OUTPUT_TOKENS_PER_SECOND,
  CALL_OVERHEAD_SECONDS,
  tokensReservedPerCall,
} from './quota';

describe('backoff schedule', () => {
  it('doubles its ceiling up to the cap, each wait between half the ceiling and the ceiling', () => {
    const ceilings = [2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    ceilings.forEach((ceiling, i) => {
      expect(backoffDelayMs(i + 1, DEFAULT_BACKOFF, () => 0)).toBe(ceiling / 2);
      expect(backoffDelayMs(i + 1, DEFAULT_BACKOFF, () => 0.999999)).toBeLessThanOrEqual(ceiling);
      expect(backoffDelayMs(i + 1, DEFAULT_BACKOFF, () => 0.999999)).toBeGreaterThan(ceiling * 0.99);
    });
  });

  it('can wait out a per-minute quota: 7 retries wait at least 60 s, well inside a 300 s job', () => {
    expect(minimumWaitMs(7)).toBeGreaterThanOrEqual(60_000);
    expect(minimumWaitMs(6)).toBeLessThan(60_000);
    // Even the longest draws of those 7 retries leave more than half the job for the calls.
    const longest = [1, 2, 3, 4, 5, 6, 7].reduce((t, a) => t + backoffDelayMs(a, DEFAULT_BACKOFF, () => 0.999999), 0);
    expect(longest).toBeLessThanOrEqual(120_000);
  });
});

describe('sizing to the deadline', () => {
  it('picks maxTokens so a call and its repair round end before the job deadline', () => {
    const tokens = maxOutputTokensFor(300);
    expect(tokens % 1024).toBe(0);
    const secondsPerCall = CALL_OVERHEAD_SECONDS + tokens / OUTPUT_TOKENS_PER_SECOND;
    expect(2 * secondsPerCall).toBeLessThanOrEqual(300 - 30);
    // 8,192 (the old default) would not fit: 2 x (15 + 205) s > 270 s.
    expect(tokens).toBeLessThan(8192);
    expect(maxOutputTokensFor(60)).toBe(1024);
  });
});

describe('concurrency budget', () => {
  it('derives consumers and chunk concurrency from the tokens-per-minute quota', () => {
    const perCall = tokensReservedPerCall(20_000, 4_096); // 20,000 + 4,000 + 5 x 4,096
    expect(perCall).toBe(44_480);
    expect(
      concurrencyBudget({
        tokensPerMinute: 200_000,
        chunkTokens: 20_000,
        maxOutputTokens: 4_096,
        chunkConcurrency: 3,
        maxConsumers: 5,
      }),
    ).toEqual({
      callsInFlight: 4,
      chunkConcurrency: 1,
      consumers: 4,
      fits: true,
    });
    expect(
      concurrencyBudget({
        tokensPerMinute: 2_000_000,
        chunkTokens: 20_000,
        maxOutputTokens: 4_096,
        chunkConcurrency: 3,
        maxConsumers: 5,
      }),
    ).toEqual({
      callsInFlight: 44,
      chunkConcurrency: 3,
      consumers: 5,
      fits: true,
    });
  });

  it('never gives fewer analyses or chunks at once for a larger quota, and never more calls than the quota holds', () => {
    let previous = { consumers: 0, chunkConcurrency: 0 };
    // From two calls at once (54,480 tokens each), the least Lambda runs.
    for (let tokensPerMinute = 110_000; tokensPerMinute <= 4_000_000; tokensPerMinute += 10_000) {
      const budget = concurrencyBudget({
        tokensPerMinute,
        chunkTokens: 30_000,
        maxOutputTokens: 4_096,
        chunkConcurrency: 3,
        maxConsumers: 5,
      });
      expect(budget.consumers, `${tokensPerMinute}`).toBeGreaterThanOrEqual(previous.consumers);
      expect(budget.chunkConcurrency, `${tokensPerMinute}`).toBeGreaterThanOrEqual(previous.chunkConcurrency);
      expect(budget.consumers * budget.chunkConcurrency).toBeLessThanOrEqual(budget.callsInFlight);
      previous = budget;
    }
    expect(previous).toMatchObject({ consumers: 5, chunkConcurrency: 3 });
  });

  it('says when the quota is below two calls at once', () => {
    const budget = concurrencyBudget({
      tokensPerMinute: 50_000,
      chunkTokens: 20_000,
      maxOutputTokens: 4_096,
      chunkConcurrency: 3,
      maxConsumers: 5,
    });
    expect(budget).toMatchObject({ callsInFlight: 1, chunkConcurrency: 1, consumers: 2, fits: false });
  });
});
