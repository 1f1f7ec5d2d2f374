/**
 * `npm run smoke -- --url https://review.example.com`: the post-deploy check of a live stack (or the
 * local cloud), through the public API only. One line per step (✓/✗, step, ms), then what the run
 * left behind; exit code 0 when every step passed, 1 otherwise, 2 for a usage error.
 *
 *   live stack:  --url https://... --email ops+smoke@example.com --password ...   (a verified account;
 *                or SMOKE_EMAIL / SMOKE_PASSWORD). A paid account downloads the reports; a free one
 *                checks that they are refused.
 *   local cloud: --url http://127.0.0.1:3000 --mailbox http://127.0.0.1:8005/store   (signs up a new
 *                address and follows the verification link from the local SES mailbox)
 */
import { parseArgs } from 'node:util';
import { DEFAULT_FIXTURES_DIR } from './files';
import { runSmoke, type SmokeOptions, type StepResult } from './steps';

const USAGE = `usage: npm run smoke -- --url <site origin> [--email <address> --password <password> | --mailbox <url>]
       [--fixtures <dir>] [--timeout <seconds>]

  --url        the site, e.g. https://review.example.com (the SiteUrl output), or http://127.0.0.1:3000
  --email      a verified account to use (env SMOKE_EMAIL); with --password (env SMOKE_PASSWORD)
  --mailbox    the local SES mailbox store (aws-ses-v2-local /store): sign up a new address instead
  --fixtures   the folder with docx/ and scanned/ (default ${DEFAULT_FIXTURES_DIR})
  --timeout    seconds the analysis may take (default 600)
`;

function usage(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parse(argv: string[], env: NodeJS.ProcessEnv): SmokeOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        mailbox: { type: 'string' },
        fixtures: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return usage((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  if (!values.url || !/^https?:\/\//.test(values.url)) usage('--url <http(s) origin> is required');
  const email = values.email ?? env.SMOKE_EMAIL;
  const password = values.password ?? env.SMOKE_PASSWORD;
  if (Boolean(email) !== Boolean(password)) usage('--email and --password go together');
  if (!email && !values.mailbox) {
    usage(
      'give a verified account (--email/--password) for a live stack, or --mailbox <url> to sign up against the local cloud',
    );
  }
  const timeout = Number(values.timeout ?? '600');
  if (!Number.isFinite(timeout) || timeout <= 0) usage('--timeout must be a number of seconds');
  return {
    url: values.url,
    fixturesDir: values.fixtures ?? DEFAULT_FIXTURES_DIR,
    account: email && password ? { email, password } : undefined,
    mailboxUrl: values.mailbox,
    analysisTimeoutMs: timeout * 1000,
    pollIntervalMs: 3000,
  };
}

const line = (s: StepResult) =>
  `${s.ok ? '✓' : '✗'} ${s.name.padEnd(26)} ${String(s.ms).padStart(7)} ms  ${s.detail}\n`;

const options = parse(process.argv.slice(2), process.env);
process.stdout.write(`Smoke check of ${options.url}\n`);
const result = await runSmoke(options, (step) => process.stdout.write(line(step)));
for (const item of result.remains) process.stdout.write(`- left behind: ${item}\n`);
const failed = result.steps.filter((s) => !s.ok).length;
process.stdout.write(
  result.ok ? `PASS: ${result.steps.length} steps\n` : `FAIL: ${failed} of ${result.steps.length} steps failed\n`,
);
process.exitCode = result.ok ? 0 : 1;
