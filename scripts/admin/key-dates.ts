/**
 * Operator commands of key dates and the audit trail:
 *  - `reminders run [--now <ISO time>]`: runs the reminder job as of that time (default: now) with the
 *    functions' own code; safe to run while the schedule also runs (each reminder goes out once);
 *  - `audit verify <email>`: walks the account's audit chain (and its organisation's) and names the
 *    first entry that does not verify. Exit 1 when a chain is broken.
 */
import { systemClock } from '../../functions/src/adapters/clock';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { auditStores } from '../../functions/src/adapters/dynamo/audit-log-repo';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { reminderJobFrom } from '../../functions/src/jobs/reminders/deps';
import { normalizeEmail } from '../../functions/src/domain/accounts/email';
import { ownerLabel, userScope, type OwnerScope } from '../../functions/src/domain/owners';
import { createAuditService } from '../../functions/src/services/audit';
import { DUMMY_CREDENTIALS } from '../local-cloud/provision';
import type { AdminConfig } from './config';

export const KEY_DATES_USAGE = `  reminders run [--now <ISO time>] [--email <email>]
                             Send the key-date reminders due at that time (default now), each once;
                             with --email, only that account's contracts
  audit verify <email>       Verify the account's hash-chained audit trail; names the first bad entry`;

export class KeyDatesUsageError extends Error {}
export class ChainBrokenError extends Error {}

const RUN_USAGE = 'Expected: reminders run [--now <ISO time>] [--email <email>]';

export function parseRunArgs(args: string[]): { now?: number; email?: string } {
  const out: { now?: number; email?: string } = {};
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new KeyDatesUsageError(RUN_USAGE);
    if (flag === '--now' && out.now === undefined) {
      const at = Date.parse(value);
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(at))
        throw new KeyDatesUsageError(`Not an ISO time: ${value}`);
      out.now = at;
    } else if (flag === '--email' && out.email === undefined) out.email = emailArg(value);
    else throw new KeyDatesUsageError(RUN_USAGE);
  }
  return out;
}

function emailArg(value: string): string {
  const email = normalizeEmail(value);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new KeyDatesUsageError(`Not an email address: ${value}`);
  return email;
}

export async function remindersCommand(args: string[], config: AdminConfig): Promise<string> {
  const [sub, ...rest] = args;
  if (sub !== 'run') throw new KeyDatesUsageError(RUN_USAGE);
  const { now, email } = parseRunArgs(rest);
  const { mail } = config;
  if (!mail.appOrigin)
    throw new KeyDatesUsageError('APP_ORIGIN must be set (the links in reminder emails point there)');
  if (mail.local) {
    // The emulators take any key; the SDK's default chain still wants one.
    process.env.AWS_ACCESS_KEY_ID ??= DUMMY_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY ??= DUMMY_CREDENTIALS.secretAccessKey;
  }
  const run = reminderJobFrom({
    region: mail.region,
    tableName: config.table.tableName,
    endpoints: { dynamodb: config.table.endpoint, ses: mail.sesEndpoint },
    sesFromAddress: mail.sesFromAddress,
    sesConfigurationSet: mail.sesConfigurationSet,
    appOrigin: mail.appOrigin,
  });
  let owner: OwnerScope | undefined;
  if (email) {
    const user = await createUsersRepo(createTable(config.table)).getByEmail(email);
    if (!user) throw new Error(`No account with email ${email} (${config.target})`);
    owner = userScope(user.id);
  }
  const result = await run({ ...(now === undefined ? {} : { now }), ...(owner ? { owner } : {}) });
  const at = new Date(now ?? Date.now()).toISOString();
  return `reminders run as of ${at}${email ? ` for ${email}` : ''} (${config.target}): ${result.contracts} contracts due, ${result.sent} sent, ${result.skipped} skipped, ${result.suppressed} suppressed, ${result.failed} refused, ${result.unconfirmed} unconfirmed, ${result.errors} errors`;
}

export async function auditCommand(args: string[], config: AdminConfig): Promise<string> {
  const [sub, address, ...rest] = args;
  if (sub !== 'verify' || !address || rest.length) throw new KeyDatesUsageError('Expected: audit verify <email>');
  const email = emailArg(address);
  const table = createTable(config.table);
  const user = await createUsersRepo(table).getByEmail(email);
  if (!user) throw new Error(`No account with email ${email} (${config.target})`);
  const audit = createAuditService({ ...auditStores(table), clock: systemClock, logger: { error: () => undefined } });
  const lines: string[] = [];
  let broken = false;
  for (const owner of await audit.ownersOf({ userId: user.id })) {
    const result = await audit.verify(owner);
    if (result.ok) lines.push(`audit verify ${ownerLabel(owner)} (${email}): ${result.entries} entries, chain intact`);
    else {
      broken = true;
      lines.push(
        `audit verify ${ownerLabel(owner)} (${email}): BROKEN at entry ${result.failure!.seq} of ${result.entries}: ${result.failure!.reason}`,
      );
    }
  }
  if (broken) throw new ChainBrokenError(lines.join('\n'));
  return lines.join('\n');
}
