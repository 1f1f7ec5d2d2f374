/**
 * Reminder claims (docs/data-model.md, "Key dates and reminders"): item `PK=<owner>`,
 * `SK=REMINDER#<contractId>#<keyDateId>#<occurrence>#<offset>`, created with
 * `attribute_not_exists(PK)` before the email is sent, so one run at most sends each reminder.
 */
import { BatchWriteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ownerKey, scopeFromKey, type OwnerScope } from '../../domain/owners';
import type { ClaimResult, NewClaim, ReminderClaim, ReminderClaimsRepo } from '../repositories/reminder-claims';
import { isConditionFailed, type Table } from './client';
import { queryAll } from './query-all';

const prefix = (contractId: string) => `REMINDER#${contractId}#`;
export const reminderClaimKey = (owner: OwnerScope, contractId: string, reminderId: string) => ({
  PK: ownerKey(owner),
  SK: `${prefix(contractId)}${reminderId}`,
});

function toClaim(item: Record<string, unknown> | undefined): ReminderClaim | undefined {
  if (!item) return undefined;
  const { PK, SK: _sk, entity: _e, ...rest } = item;
  const owner = scopeFromKey(String(PK));
  return owner ? ({ ...rest, owner } as ReminderClaim) : undefined;
}

export function createReminderClaimsRepo(table: Table): ReminderClaimsRepo {
  const { doc, name: TableName } = table;
  const get = async (owner: OwnerScope, contractId: string, reminderId: string) =>
    toClaim(
      (
        await doc.send(
          new GetCommand({ TableName, Key: reminderClaimKey(owner, contractId, reminderId), ConsistentRead: true }),
        )
      ).Item,
    );

  return {
    async claim(claim: NewClaim, now, leaseMs, status = 'sending'): Promise<ClaimResult> {
      const { owner, ...fields } = claim;
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...reminderClaimKey(owner, claim.contractId, claim.reminderId),
              entity: 'reminder-claim',
              ...fields,
              status,
              attempts: status === 'sending' ? 1 : 0,
              claimedAt: now,
              leaseUntil: now + leaseMs,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return { kind: 'claimed' };
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      const existing = await get(owner, claim.contractId, claim.reminderId);
      // Deleted between the two calls (the contract was unsigned): nothing to send either way.
      return {
        kind: 'taken',
        existing: existing ?? { ...claim, status: 'skipped', attempts: 0, claimedAt: now, leaseUntil: now },
      };
    },

    async retake(owner, contractId, reminderId, token, now, leaseMs, maxAttempts) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: reminderClaimKey(owner, contractId, reminderId),
            UpdateExpression: 'SET #s = :sending, #t = :token, claimedAt = :now, leaseUntil = :until ADD attempts :one',
            ConditionExpression: '#s = :failed AND attempts < :max',
            ExpressionAttributeNames: { '#s': 'status', '#t': 'token' },
            ExpressionAttributeValues: {
              ':sending': 'sending',
              ':failed': 'failed',
              ':token': token,
              ':now': now,
              ':until': now + leaseMs,
              ':one': 1,
              ':max': maxAttempts,
            },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async settle(owner, contractId, reminderId, token, outcome) {
      const values: Record<string, unknown> = {
        ':status': outcome.status,
        ':token': token,
        ':sending': 'sending',
        ':at': outcome.at,
      };
      const names: Record<string, string> = { '#s': 'status', '#t': 'token' };
      const sets = ['#s = :status', 'settledAt = :at'];
      if (outcome.status === 'sent') sets.push('sentAt = :at');
      for (const field of ['to', 'messageId', 'error'] as const) {
        if (outcome[field] !== undefined) {
          names[`#${field}`] = field;
          values[`:${field}`] = outcome[field];
          sets.push(`#${field} = :${field}`);
        }
      }
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: reminderClaimKey(owner, contractId, reminderId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: '#s = :sending AND #t = :token',
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async markUnconfirmed(owner, contractId, reminderId, now) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: reminderClaimKey(owner, contractId, reminderId),
            UpdateExpression: 'SET #s = :unconfirmed, settledAt = :now',
            ConditionExpression: '#s = :sending AND leaseUntil < :now',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':unconfirmed': 'unconfirmed', ':sending': 'sending', ':now': now },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async listForContract(owner, contractId) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': ownerKey(owner), ':prefix': prefix(contractId) },
        ConsistentRead: true,
      });
      return items.map((item) => toClaim(item)!).filter(Boolean);
    },

    async deleteForContract(owner, contractId) {
      const items = await queryAll(table, {
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': ownerKey(owner), ':prefix': prefix(contractId) },
        ProjectionExpression: 'PK, SK',
        ConsistentRead: true,
      });
      for (let i = 0; i < items.length; i += 25) {
        let requests = items.slice(i, i + 25).map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } }));
        for (let attempt = 0; requests.length > 0; attempt++) {
          if (attempt > 8) throw new Error('BatchWrite kept leaving reminder claims undeleted');
          const out = await doc.send(new BatchWriteCommand({ RequestItems: { [TableName]: requests } }));
          requests = (out.UnprocessedItems?.[TableName] ?? []) as typeof requests;
          if (requests.length > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
        }
      }
      return items.length;
    },
  };
}
