/**
 * Users. Items:
 *   PK=USER#<id>        SK=PROFILE  the account (GSI1PK=USERS, GSI1SK=<createdAt> lists users for operators)
 *   PK=EMAIL#<lower>    SK=EMAIL    the uniqueness claim on an email, pointing at the user id
 * dynalite has no TransactWriteItems, so sign-up claims the email first (attribute_not_exists) and
 * only then writes the user; a failed user write releases the claim.
 */
import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EmailPreferences } from '../../../../shared/schemas/account';
import { isConditionFailed, type Table } from './client';
import type { Role, Plan, User, EmailClaim, UsersRepo } from '../repositories/users';
export type { Role, Plan, User, EmailClaim, UsersRepo } from '../repositories/users';

const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });
const emailKey = (lowerEmail: string) => ({ PK: `EMAIL#${lowerEmail}`, SK: 'EMAIL' });
/**
 * A deleted account's free-allowance claim, kept as a one-way fingerprint (sha256, base64url) of
 * the mailbox so the address cannot collect the free analysis again (adapters/personal-data).
 */
export const freeAllowanceUsedKey = (fingerprint: string) => ({ PK: `FREEUSED#${fingerprint}`, SK: 'FREEUSED' });

function toUser(item: Record<string, unknown> | undefined): User | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, ...rest } = item;
  return rest as unknown as User;
}

export function createUsersRepo(table: Table): UsersRepo {
  const { doc, name: TableName } = table;

  const update = async (
    id: string,
    expression: string,
    values: Record<string, unknown>,
    names?: Record<string, string>,
  ) => {
    try {
      const out = await doc.send(
        new UpdateCommand({
          TableName,
          Key: userKey(id),
          UpdateExpression: expression,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: values,
          ...(names ? { ExpressionAttributeNames: names } : {}),
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toUser(out.Attributes);
    } catch (err) {
      if (isConditionFailed(err)) return undefined;
      throw err;
    }
  };

  const repo = {
    /** Claims an email for a user id; false when someone already holds it. */
    async claimEmail(lowerEmail: string, userId: string, now: number): Promise<boolean> {
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: { ...emailKey(lowerEmail), userId, claimedAt: now },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async getEmailClaim(lowerEmail: string): Promise<EmailClaim | undefined> {
      const out = await doc.send(new GetCommand({ TableName, Key: emailKey(lowerEmail), ConsistentRead: true }));
      return out.Item ? { userId: String(out.Item.userId), claimedAt: Number(out.Item.claimedAt) } : undefined;
    },

    /** Releases a claim, only if it still points at this user id. */
    async releaseEmail(lowerEmail: string, userId: string): Promise<void> {
      try {
        await doc.send(
          new DeleteCommand({
            TableName,
            Key: emailKey(lowerEmail),
            ConditionExpression: 'userId = :u',
            ExpressionAttributeValues: { ':u': userId },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    /** Writes a new user; the id must be fresh (ULID). */
    async create(user: User): Promise<void> {
      await doc.send(
        new PutCommand({
          TableName,
          Item: { ...userKey(user.id), GSI1PK: 'USERS', GSI1SK: user.createdAt, ...user },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
    },

    async getById(id: string): Promise<User | undefined> {
      const out = await doc.send(new GetCommand({ TableName, Key: userKey(id), ConsistentRead: true }));
      return toUser(out.Item);
    },

    async getByEmail(lowerEmail: string): Promise<User | undefined> {
      const claim = await repo.getEmailClaim(lowerEmail);
      return claim ? repo.getById(claim.userId) : undefined;
    },

    /**
     * Marks the email verified and grants the free allowance once: the grant is conditional on
     * freeCreditsGrantedAt being absent, so repeated verifications (a second link, an operator's
     * `verify`) never add credits twice. Returns the user, or undefined if unknown.
     */
    async markVerified(id: string, freeCredits: number, now: number): Promise<User | undefined> {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: userKey(id),
            UpdateExpression:
              'SET isVerified = :t, verifiedAt = :at, freeCreditsGrantedAt = :now ADD creditsRemaining :n',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(freeCreditsGrantedAt)',
            ExpressionAttributeValues: {
              ':t': true,
              ':at': new Date(now).toISOString(),
              ':now': now,
              ':n': freeCredits,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toUser(out.Attributes);
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      // Already granted (or unknown user): only make sure the flag is set.
      return update(id, 'SET isVerified = :t', { ':t': true });
    },

    /** Remembers a successful sign-in (the welcome toast says "Welcome back" only after the first). */
    async recordSignIn(id: string, now: number): Promise<void> {
      await update(id, 'SET lastSignInAt = :now', { ':now': now });
    },

    /**
     * Claims the free allowance of a normalised mailbox (domain/accounts/email.ts normalizeMailbox)
     * for a user: true when this user holds it (now or already), false when another account does.
     * Item `PK=FREECLAIM#<mailbox>`, `SK=FREECLAIM`.
     */
    async claimFreeAllowance(mailbox: string, userId: string, now: number): Promise<boolean> {
      const fingerprint = createHash('sha256').update(mailbox).digest('base64url');
      const used = await doc.send(new GetCommand({ TableName, Key: freeAllowanceUsedKey(fingerprint) }));
      if (used.Item) return false;
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: { PK: `FREECLAIM#${mailbox}`, SK: 'FREECLAIM', userId, claimedAt: now },
            ConditionExpression: 'attribute_not_exists(PK) OR userId = :u',
            ExpressionAttributeValues: { ':u': userId },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    /** New password; clears needsReset and revokes every session created before `now`. */
    setPassword(id: string, passwordHash: string, now: number): Promise<User | undefined> {
      return update(id, 'SET passwordHash = :h, needsReset = :f, sessionsValidFrom = :now', {
        ':h': passwordHash,
        ':f': false,
        ':now': now,
      });
    },

    /** Replaces a hash made with older parameters (after a successful login). */
    rehashPassword(id: string, passwordHash: string): Promise<User | undefined> {
      return update(id, 'SET passwordHash = :h', { ':h': passwordHash });
    },

    setCredits(id: string, credits: number): Promise<User | undefined> {
      return update(id, 'SET creditsRemaining = :c', { ':c': credits });
    },

    setPlan(id: string, plan: Plan): Promise<User | undefined> {
      return update(id, 'SET subscriptionType = :p', { ':p': plan });
    },

    setRole(id: string, role: Role): Promise<User | undefined> {
      return update(id, 'SET #role = :r', { ':r': role }, { '#role': 'role' });
    },

    /** Flags the account: sign-in answers needsReset until the password is reset; sessions end now. */
    forceReset(id: string, now: number): Promise<User | undefined> {
      return update(id, 'SET needsReset = :t, sessionsValidFrom = :now', { ':t': true, ':now': now });
    },

    changePassword(id: string, passwordHash: string): Promise<User | undefined> {
      return update(id, 'SET passwordHash = :h, needsReset = :f', { ':h': passwordHash, ':f': false });
    },

    setEmailPreferences(id: string, preferences: EmailPreferences): Promise<User | undefined> {
      return update(id, 'SET emailPreferences = :p', { ':p': preferences });
    },
  };
  return repo;
}
