/**
 * The operator's credit commands (docs/credits.md, "Operator credits"):
 *  - credits add <email> <n>: one atomic ADD (n may be negative), refused if the balance would go below 0;
 *  - credits set <email> <n>: reads the balance, then sets it on condition that it is unchanged
 *    (retried a few times when a charge or refund lands in between), never a blind overwrite;
 *  - refund <contract-id> [<email>]: fails a stuck contract (pending, or processing with an expired
 *    lease) and refunds its credit, or finishes the refund of a failed one; at most once, never for a
 *    completed contract. With the owner's email it is one GetItem; without, the owner is found by a
 *    Scan of the table (an operator's one-off read; pass the email on a large table).
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { systemClock } from '../../functions/src/adapters/clock';
import { createTable, type TableSettings } from '../../functions/src/adapters/dynamo/client';
import { createContractsRepo } from '../../functions/src/adapters/dynamo/contracts-repo';
import { createCreditsRepo } from '../../functions/src/adapters/dynamo/credits-repo';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { normalizeEmail } from '../../functions/src/domain/accounts/email';
import { createSettlement } from '../../functions/src/services/contracts';

export class CreditsUsageError extends Error {}
export class CreditsCommandError extends Error {}

export const CREDITS_USAGE = `  credits add <email> <n>    Add n credits atomically (negative n removes; never below 0)
  credits set <email> <n>    Set the balance to n (conditional on the balance read; retried if it moved)
  refund <contract-id> [<email>]
                             Fail a stuck contract and refund its credit once (or finish a failed one's refund)`;

const MAX_CREDITS = 1_000_000;
const SET_ATTEMPTS = 5;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function wholeNumber(value: string | undefined, allowNegative: boolean): number {
  const pattern = allowNegative ? /^-?\d+$/ : /^\d+$/;
  if (!value || !pattern.test(value) || Math.abs(Number(value)) > MAX_CREDITS) {
    throw new CreditsUsageError(
      `Credits must be a whole number from ${allowNegative ? -MAX_CREDITS : 0} to ${MAX_CREDITS}, got: ${value ?? ''}`,
    );
  }
  return Number(value);
}

function emailOf(value: string | undefined): string {
  const email = normalizeEmail(value ?? '');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CreditsUsageError(`Not an email address: ${value ?? ''}`);
  return email;
}

async function userIdOf(table: ReturnType<typeof createTable>, email: string, target: string): Promise<string> {
  const user = await createUsersRepo(table).getByEmail(email);
  if (!user) throw new CreditsCommandError(`No account with email ${email} (${target})`);
  return user.id;
}

/** `credits add|set <email> <n>`; returns the line to print. */
export async function creditsCommand(args: string[], settings: TableSettings, target: string): Promise<string> {
  const [mode, rawEmail, rawN, ...rest] = args;
  if ((mode !== 'add' && mode !== 'set') || rest.length > 0 || rawN === undefined) {
    throw new CreditsUsageError('Expected: credits add <email> <n> | credits set <email> <n>');
  }
  const email = emailOf(rawEmail);
  const n = wholeNumber(rawN, mode === 'add');
  const table = createTable(settings);
  const userId = await userIdOf(table, email, target);
  return changeCredits(table, userId, email, mode, n);
}

/**
 * Adds to or sets the balance of an account, a user's or an organisation's (both are one item
 * with `creditsRemaining`, docs/credits.md); `label` names it in the printed line.
 */
export async function changeCredits(
  table: ReturnType<typeof createTable>,
  userId: string,
  label: string,
  mode: 'add' | 'set',
  n: number,
): Promise<string> {
  const email = label;
  const credits = createCreditsRepo(table);

  if (mode === 'add') {
    const out = await credits.add(userId, n);
    if (out.kind === 'noUser') throw new CreditsCommandError(`Account ${email} disappeared while updating`);
    if (out.kind === 'refused')
      throw new CreditsCommandError(
        `Refused: ${email} has ${out.creditsRemaining} credits; adding ${n} would go below 0`,
      );
    return `credits add: ${email}: ${n >= 0 ? '+' : ''}${n} -> credits=${out.creditsRemaining}`;
  }
  for (let attempt = 1; attempt <= SET_ATTEMPTS; attempt++) {
    const before = await credits.balance(userId);
    if (before === undefined) throw new CreditsCommandError(`Account ${email} disappeared while updating`);
    const out = await credits.setIf(userId, n, before);
    if (out.kind === 'done') return `credits set: ${email}: ${before} -> credits=${n}`;
    if (out.kind === 'noUser') throw new CreditsCommandError(`Account ${email} disappeared while updating`);
  }
  throw new CreditsCommandError(
    `The balance of ${email} kept changing (charges or refunds in flight); nothing was set. Try again, or use credits add.`,
  );
}

/** The owner of a contract id: one GetItem with the email, a Scan without. */
async function ownerOf(
  table: ReturnType<typeof createTable>,
  contractId: string,
  email: string | undefined,
  target: string,
): Promise<string | undefined> {
  if (email) return userIdOf(table, email, target);
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await table.doc.send(
      new ScanCommand({
        TableName: table.name,
        FilterExpression: 'SK = :sk',
        ExpressionAttributeValues: { ':sk': `CONTRACT#${contractId}` },
        ProjectionExpression: 'userId',
        ExclusiveStartKey,
      }),
    );
    const found = out.Items?.[0];
    if (found) return String(found.userId);
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return undefined;
}

/** `refund <contract-id> [<email>]`; returns the line to print. */
export async function refundCommand(args: string[], settings: TableSettings, target: string): Promise<string> {
  const [contractId, rawEmail, ...rest] = args;
  if (!contractId || rest.length > 0) throw new CreditsUsageError('Expected: refund <contract-id> [<email>]');
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/i.test(contractId)) throw new CreditsUsageError(`Not a contract id: ${contractId}`);
  const id = contractId.toUpperCase();
  const table = createTable(settings);
  const userId = await ownerOf(table, id, rawEmail === undefined ? undefined : emailOf(rawEmail), target);
  const contracts = createContractsRepo(table);
  const contract = userId ? await contracts.get(userId, id, { consistent: true }) : undefined;
  if (!userId || !contract)
    throw new CreditsCommandError(`No contract ${id}${rawEmail ? ` of ${rawEmail}` : ''} (${target})`);

  const { giveUp } = createSettlement({
    contracts,
    credits: createCreditsRepo(table),
    clock: systemClock,
    log: silent,
  });
  const outcome = await giveUp(userId, id, { kind: 'abandoned', now: Date.now() }, 'operator refund');
  if (outcome.kind === 'failed') {
    return outcome.refunded
      ? `refund: contract ${id} is failed; 1 credit refunded to its owner`
      : `refund: contract ${id} is failed and was already refunded; nothing to do`;
  }
  switch (outcome.status) {
    case 'completed':
      throw new CreditsCommandError(
        `Contract ${id} completed: a completed analysis is never refunded (use credits add for a goodwill credit)`,
      );
    case 'processing':
      throw new CreditsCommandError(`Contract ${id} is being analysed (its lease has not expired); try again later`);
    default:
      throw new CreditsCommandError(`Contract ${id} is ${outcome.status}; nothing refunded`);
  }
}
