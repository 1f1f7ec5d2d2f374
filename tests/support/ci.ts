/**
 * Whether this run must have every tool and file a test needs. In CI (`CI=true`, which .ci/run
 * sets, or the older `REQUIRE_BROWSER=1`) a missing Chromium, LibreOffice, poppler or ../shared
 * folder fails the tests that need it: a skip there would hide the gap. On a developer's machine
 * those tests skip with a message instead.
 */
export const requiredInCi = ['true', '1'].includes(process.env.CI ?? '') || process.env.REQUIRE_BROWSER === '1';
