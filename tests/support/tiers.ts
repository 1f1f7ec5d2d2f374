/**
 * The test tiers as Vitest projects. A file's tier follows from its path or name alone:
 *   e2e          tests/e2e/**, or a name ending in .e2e.test.ts(x)
 *   integration  tests/integration/**, or a name ending in .integration.test.ts(x): the local
 *                cloud, or a heavy outside program (the LibreOffice checks beside the Word code)
 *   unit         every other *.test.ts(x): no local cloud, no browser, no LibreOffice; a valid function
 *                configuration whose AWS endpoints are a closed port (tests/support/unit-env.ts)
 * All three run in one pool, longest files first, so the browser journeys overlap the rest.
 */
import os from 'node:os';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];
const NEVER = ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.local/**', '.test-data/**'];
export const E2E_FILES = ['tests/e2e/**/*.test.ts', 'tests/e2e/**/*.test.tsx', '**/*.e2e.test.ts', '**/*.e2e.test.tsx'];
export const INTEGRATION_FILES = [
  'tests/integration/**/*.test.ts',
  'tests/integration/**/*.test.tsx',
  '**/*.integration.test.ts',
  '**/*.integration.test.tsx',
];

/** The tiers named with `--project` on this run's command line (none: every tier runs). */
export function selectedTiers(argv: readonly string[] = process.argv): string[] {
  return argv.flatMap((arg, i) => {
    if (arg === '--project') return argv[i + 1] ? [argv[i + 1]!] : [];
    return arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [];
  });
}

/**
 * Files run at once. The journeys and the local cloud mostly wait on each other (a browser, an
 * emulator, a child process), so a 2-core machine keeps busy with 3. The unit tier alone never
 * waits: one file per core, as a third worker only loads every module once more and takes cores
 * from the other two (on 2 cores: 101 s with 3, 85 s with 2). TEST_WORKERS overrides.
 */
export function testWorkers(argv: readonly string[] = process.argv): number {
  const fromEnv = Number(process.env.TEST_WORKERS);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  const cores = os.availableParallelism();
  const tiers = selectedTiers(argv);
  if (tiers.length > 0 && tiers.every((tier) => tier === 'unit')) return Math.max(1, Math.min(4, cores));
  return Math.max(2, Math.min(4, cores + 1));
}

/** One local cloud for the run; every worker of these tiers gets its URLs and environment. */
const withLocalCloud = {
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/worker-env.ts'],
};

export function testTiers(): TestProjectInlineConfiguration[] {
  const shared = {
    environment: 'node',
    pool: 'forks',
    // Files share a worker's module cache: a file then costs its own tests, not another start of
    // the AWS SDK, the analyzer model and React. Tests must not leave global state behind.
    isolate: process.env.TEST_ISOLATE === '1',
    maxWorkers: testWorkers(),
    // Generous: a timeout is there to end a hung test, and a CPU-bound one on a machine shared
    // with other work can take several times its quiet duration.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  } as const;
  return [
    {
      test: {
        ...shared,
        name: 'unit',
        include: TEST_FILES,
        exclude: [...NEVER, ...E2E_FILES, ...INTEGRATION_FILES],
        setupFiles: ['tests/support/unit-env.ts'],
        globalSetup: ['tests/support/synth-dir.ts'],
      },
    },
    {
      test: {
        ...shared,
        ...withLocalCloud,
        name: 'integration',
        include: INTEGRATION_FILES,
        exclude: [...NEVER, ...E2E_FILES],
      },
    },
    {
      test: {
        ...shared,
        ...withLocalCloud,
        name: 'e2e',
        include: E2E_FILES,
        exclude: NEVER,
        // A page under load can take seconds to settle: polls wait as long as a locator does
        // (tests/support/browser.ts), never a fixed 1 s.
        expect: { poll: { timeout: 15_000, interval: 100 } },
      },
    },
  ];
}
