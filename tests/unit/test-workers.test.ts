/** How many test files run at once, by the tiers a run names (tests/support/tiers.ts). */
import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectedTiers, testWorkers } from '../support/tiers';

const vitest = ['node', 'vitest.mjs', 'run'];

describe('test workers', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('reads the tiers from --project, in either spelling', () => {
    expect(selectedTiers([...vitest])).toEqual([]);
    expect(selectedTiers([...vitest, '--project', 'unit'])).toEqual(['unit']);
    expect(selectedTiers([...vitest, '--project=integration', '--project', 'e2e'])).toEqual(['integration', 'e2e']);
  });

  it('runs one file per core when only the unit tier runs, one more when tiers that wait run', () => {
    vi.stubEnv('TEST_WORKERS', '');
    vi.spyOn(os, 'availableParallelism').mockReturnValue(2);
    expect(testWorkers([...vitest, '--project', 'unit'])).toBe(2);
    expect(testWorkers([...vitest])).toBe(3);
    expect(testWorkers([...vitest, '--project', 'unit', '--project', 'integration'])).toBe(3);
    vi.spyOn(os, 'availableParallelism').mockReturnValue(16);
    expect(testWorkers([...vitest, '--project', 'unit'])).toBe(4);
    expect(testWorkers([...vitest])).toBe(4);
  });

  it('takes TEST_WORKERS over both', () => {
    vi.stubEnv('TEST_WORKERS', '5');
    expect(testWorkers([...vitest, '--project', 'unit'])).toBe(5);
    expect(testWorkers([...vitest])).toBe(5);
  });
});
