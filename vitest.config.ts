import { defineConfig } from 'vitest/config';
import { testTiers } from './tests/support/tiers';

/**
 * Three tiers, chosen by where a test file lives or how it is named (tests/support/tiers.ts), so a
 * new file lands in its tier without touching this config:
 *   unit         everything else: pure code, no local cloud, no browser (`npm run test:unit`)
 *   integration  tests/integration/** and *.integration.test.ts: against the local cloud
 *   e2e          tests/e2e/** and *.e2e.test.ts: journeys in Chromium against the local cloud
 * `vitest run` runs all three; `--project <tier>` one. Integration and e2e share ONE local cloud
 * per run (tests/support/global-setup.ts); a unit-only run never starts it.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: testTiers(),
  },
});
