/**
 * `npm run lighthouse [-- --url <origin> --mailbox <url>] [--preset mobile|desktop|both] [--pages landing,review,results] [--details] [--json dir]`: Lighthouse
 * performance, accessibility and best-practices scores for the landing, review and results pages
 * (goal 95 or more each), in Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 * Without --url it starts its own local cloud on free ports (build the SPA first: npm run
 * build:web); a fresh user is signed up, verified, signed in and has one fixture contract analysed,
 * so the review and results pages are measured signed in. Not part of `npm test`: scores depend on
 * the machine; this prints them and never fails on a score.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { cloudArgs, fixtureText, signedInUser, startOrUseCloud } from './journey-cloud';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const GOAL = 95;

const argv = process.argv.slice(2);
const presetArg = argv.includes('--preset') ? argv[argv.indexOf('--preset') + 1] : 'both';
const presets = presetArg === 'both' ? ['mobile', 'desktop'] : [presetArg!];

/** A Lighthouse table row in one line: the node's selector and label, and the row's figures. */
function describeItem(item: unknown): string {
  const row = item as { node?: { selector?: string; nodeLabel?: string }; score?: number; items?: unknown[] };
  if (row.items) return (row.items as unknown[]).map(describeItem).join(' | ');
  const figures = Object.entries(row)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => `${k} ${Math.round((v as number) * 1000) / 1000}`)
    .join(', ');
  return `${row.node?.selector ?? ''} "${(row.node?.nodeLabel ?? '').slice(0, 60)}" ${figures}`.trim();
}

const cloud = await startOrUseCloud(cloudArgs(argv));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
let below = 0;
try {
  const user = await signedInUser(cloud, { analyse: fixtureText(), behalfOf: 'Ingram Micro' });
  const pages: [string, string, boolean][] = [
    ['landing', '/', false],
    ['review', '/contract-review', true],
    ['results', `/results/${user.contractId}`, true],
  ];
  // `--pages landing,results` measures only those (quicker while working on one page).
  const only = argv.includes('--pages') ? argv[argv.indexOf('--pages') + 1]!.split(',') : undefined;
  if (only) pages.splice(0, pages.length, ...pages.filter(([name]) => only.includes(name)));
  console.log(`Lighthouse ${presets.join(' + ')} against ${cloud.url} (goal ${GOAL} each)`);
  console.log(`${'page'.padEnd(9)} ${'preset'.padEnd(8)} ${CATEGORIES.map((c) => c.padStart(15)).join('')}`);
  for (const preset of presets) {
    for (const [name, route, signedIn] of pages) {
      const result = await lighthouse(
        `${cloud.url}${route}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(signedIn ? { extraHeaders: { Cookie: user.cookie } } : {}),
        },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      // `--json <dir>`: the whole report of each run, to read every audit's details.
      if (argv.includes('--json') && result) {
        const dir = argv[argv.indexOf('--json') + 1]!;
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, `${name}-${preset}.json`), JSON.stringify(result.lhr));
      }
      const categories = result?.lhr.categories ?? {};
      const scores = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
      below += scores.filter((s) => s < GOAL).length;
      console.log(`${name.padEnd(9)} ${preset.padEnd(8)} ${scores.map((s) => String(s).padStart(15)).join('')}`);
      if (argv.includes('--details')) {
        for (const audit of Object.values(result?.lhr.audits ?? {})) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
            console.log(`    ${audit.id}: ${audit.displayValue ?? ''} (${Math.round((audit.score ?? 0) * 100)})`);
            // An accessibility failure names its elements.
            if (audit.scoreDisplayMode === 'binary') {
              const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
              for (const item of items.slice(0, 3)) console.log(`      ${describeItem(item)}`);
            }
          }
        }
        // What moved and what was painted last: the elements behind the CLS and LCP figures.
        for (const id of ['layout-shifts', 'largest-contentful-paint-element']) {
          const items = (result?.lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
          for (const item of items.slice(0, 5)) console.log(`    ${id}: ${describeItem(item)}`);
        }
      }
    }
  }
  console.log(below === 0 ? `All scores ${GOAL} or more.` : `${below} score(s) below ${GOAL}.`);
} finally {
  await chrome.kill();
  await cloud.stop();
}
