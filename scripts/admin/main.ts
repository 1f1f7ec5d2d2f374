/**
 * Operator CLI: `npm run --silent admin -- <command>`. Changes accounts through the same users
 * repository the functions use. Exit codes: 0 done, 1 failed (e.g. unknown user), 2 bad usage.
 */
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo, type User } from '../../functions/src/adapters/dynamo/users-repo';
import { normalizeEmail } from '../../functions/src/domain/accounts/email';
import { parseAdminConfig } from './config';
import { CREDITS_USAGE, creditsCommand, CreditsUsageError, refundCommand } from './credits';
import { EVENTS_USAGE, parseEventsArgs, runEvents } from './events';
import { auditCommand, KEY_DATES_USAGE, KeyDatesUsageError, remindersCommand } from './key-dates';
import { ORG_USAGE, orgCommand } from './organizations';

const USAGE = `Usage: npm run --silent admin -- <command> [arguments]

Commands:
${CREDITS_USAGE}
  plan <email> free|paid     Set the subscription plan
  verify <email>             Mark the email verified (grants the free credits if never granted)
  admin <email>              Give the account the admin role
  force-reset <email>        Require a password reset at next sign-in and end all sessions
${EVENTS_USAGE}
${KEY_DATES_USAGE}
${ORG_USAGE}

Environment:
  TABLE_NAME                 Target this table (with AWS credentials) instead of the local cloud
  AWS_ENDPOINT_URL_DYNAMODB  DynamoDB endpoint (default for the local cloud: http://127.0.0.1:$LOCAL_DYNAMODB_PORT)
  LOCAL_DYNAMODB_PORT        Local emulator port when TABLE_NAME is unset (default 8000)
  FREE_CREDITS_ON_VERIFY     Credits granted by verify (default 1)
  APP_ORIGIN, AWS_ENDPOINT_URL_SES, SES_FROM_ADDRESS  For reminders run (local defaults: :3000, :$LOCAL_SES_PORT)`;

class UsageError extends Error {}
class CommandError extends Error {}

const summary = (u: User) =>
  `${u.email}: plan=${u.subscriptionType} credits=${u.creditsRemaining} verified=${u.isVerified} role=${u.role} needsReset=${u.needsReset}`;

function arity(args: string[], n: number, usage: string): void {
  if (args.length !== n) throw new UsageError(`Expected: ${usage}`);
}

function emailArg(value: string | undefined): string {
  const email = normalizeEmail(value ?? '');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`Not an email address: ${value ?? ''}`);
  return email;
}

async function run(argv: string[]): Promise<string> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') return USAGE;

  const config = parseAdminConfig(process.env);
  if (command === 'events') {
    let day: string;
    try {
      day = parseEventsArgs(args);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
    return runEvents(config, day);
  }
  const freeCredits = config.freeCreditsOnVerify;
  // Credit commands live in ./credits.ts (atomic or conditional updates, never a blind overwrite).
  if (command === 'credits') return creditsCommand(args, config.table, config.target);
  if (command === 'refund') return refundCommand(args, config.table, config.target);
  if (command === 'reminders') return remindersCommand(args, config);
  if (command === 'audit') return auditCommand(args, config);
  if (command === 'org') return orgCommand(args, config.table, config.target);

  const validate = (): ((users: ReturnType<typeof createUsersRepo>, id: string) => Promise<User | undefined>) => {
    switch (command) {
      case 'plan': {
        arity(args, 2, 'plan <email> free|paid');
        const plan = args[1];
        if (plan !== 'free' && plan !== 'paid') throw new UsageError(`Plan must be free or paid, got: ${plan ?? ''}`);
        return (users, id) => users.setPlan(id, plan);
      }
      case 'verify':
        arity(args, 1, 'verify <email>');
        return (users, id) => users.markVerified(id, freeCredits, Date.now());
      case 'admin':
        arity(args, 1, 'admin <email>');
        return (users, id) => users.setRole(id, 'admin');
      case 'force-reset':
        arity(args, 1, 'force-reset <email>');
        return (users, id) => users.forceReset(id, Date.now());
      default:
        throw new UsageError(`Unknown command: ${command}`);
    }
  };
  const action = validate();
  const email = emailArg(args[0]);

  const users = createUsersRepo(createTable(config.table));
  const user = await users.getByEmail(email);
  if (!user) throw new CommandError(`No account with email ${email} (${config.target})`);
  const updated = await action(users, user.id);
  if (!updated) throw new CommandError(`Account ${email} disappeared while updating`);
  return `${command}: ${summary(updated)}`;
}

run(process.argv.slice(2)).then(
  (out) => {
    process.stdout.write(out + '\n');
  },
  (err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`admin: ${message}\n`);
    const usage = err instanceof UsageError || err instanceof CreditsUsageError || err instanceof KeyDatesUsageError;
    if (usage) process.stderr.write('Run with --help for usage.\n');
    process.exitCode = usage ? 2 : 1;
  },
);
