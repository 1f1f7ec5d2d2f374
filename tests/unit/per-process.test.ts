// The composition roots' build-once helpers (functions/src/adapters/from-config.ts): the account
// service's root awaits the session key, and a failed fetch must not stick for the process's life.
import { describe, expect, it } from 'vitest';
import { perProcess, perProcessAsync } from '../../functions/src/adapters/from-config';

describe('perProcess', () => {
  it('builds once and hands every caller the same value', () => {
    let builds = 0;
    const get = perProcess(() => ({ n: ++builds }));
    expect(get()).toBe(get());
    expect(builds).toBe(1);
  });
});

describe('perProcessAsync', () => {
  it('shares one build between callers that arrive before it settles', async () => {
    let builds = 0;
    const get = perProcessAsync(async () => ({ n: ++builds }));
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(builds).toBe(1);
  });

  it('forgets a failed build, so the next caller builds again and keeps the success', async () => {
    let builds = 0;
    const get = perProcessAsync(async () => {
      builds += 1;
      if (builds === 1) throw new Error('Secrets Manager unavailable');
      return { n: builds };
    });
    await expect(get()).rejects.toThrow('Secrets Manager unavailable');
    const second = await get();
    expect(second).toEqual({ n: 2 });
    expect(await get()).toBe(second);
    expect(builds).toBe(2);
  });
});
