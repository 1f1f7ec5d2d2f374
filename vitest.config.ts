import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/cdk.out/**', '.local/**'],
    // One local cloud (emulators + API) for the whole run; workers get its URLs through inject().
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/worker-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
