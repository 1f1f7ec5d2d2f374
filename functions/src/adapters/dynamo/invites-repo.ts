/**
 * Organisation invitations. Items:
 *   PK=INVITE#<sha256(token) b64url> SK=INVITE       what the link stands for; `usedBy` once used; ttl
 *   PK=ORG#<orgId>                  SK=INVITE#<id>   the pending list the admins see (with tokenHash)
 * Using a link is one conditional update (`attribute_not_exists(usedBy) OR usedBy = :me`), so it
 * works for exactly one user; withdrawing deletes both items.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ownerPk } from '../../domain/owners';
import { isConditionFailed, type Table } from './client';
import type { InviteRecord, InvitesRepo } from '../repositories/invites';
export type { InviteRecord, InvitesRepo } from '../repositories/invites';

const tokenKey = (hash: string) => ({ PK: `INVITE#${hash}`, SK: 'INVITE' });
const listKey = (organizationId: string, id: string) => ({ PK: ownerPk(organizationId), SK: `INVITE#${id}` });
/** Kept a day past expiry, so a late click still reads "expired" rather than "invalid". */
const ttlOf = (expiresAt: number) => Math.ceil(expiresAt / 1000) + 24 * 3600;

function toInvite(item: Record<string, unknown> | undefined): InviteRecord | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, entity: _e, ttl: _t, tokenHash: _h, ...rest } = item;
  return rest as unknown as InviteRecord;
}

export function createInvitesRepo(table: Table): InvitesRepo {
  const { doc, name: TableName } = table;

  return {
    async create(invite, tokenHash) {
      const ttl = ttlOf(invite.expiresAt);
      await doc.send(
        new PutCommand({ TableName, Item: { ...tokenKey(tokenHash), entity: 'invite-token', ...invite, ttl } }),
      );
      await doc.send(
        new PutCommand({
          TableName,
          Item: { ...listKey(invite.organizationId, invite.id), entity: 'invite', ...invite, tokenHash, ttl },
        }),
      );
    },

    async getByToken(tokenHash) {
      const out = await doc.send(new GetCommand({ TableName, Key: tokenKey(tokenHash), ConsistentRead: true }));
      return toInvite(out.Item);
    },

    async claim(tokenHash, userId, now) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: tokenKey(tokenHash),
            UpdateExpression: 'SET usedBy = :me, usedAt = :now',
            ConditionExpression:
              'attribute_exists(PK) AND expiresAt > :now AND (attribute_not_exists(usedBy) OR usedBy = :me)',
            ExpressionAttributeValues: { ':me': userId, ':now': now },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async listPending(organizationId, now) {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          FilterExpression: 'expiresAt > :now AND attribute_not_exists(acceptedAt)',
          ExpressionAttributeValues: { ':pk': ownerPk(organizationId), ':prefix': 'INVITE#', ':now': now },
          ConsistentRead: true,
          ScanIndexForward: false,
        }),
      );
      return (out.Items ?? []).map((item) => toInvite(item)!);
    },

    async revoke(organizationId, inviteId) {
      const out = await doc.send(
        new DeleteCommand({ TableName, Key: listKey(organizationId, inviteId), ReturnValues: 'ALL_OLD' }),
      );
      const hash = out.Attributes?.tokenHash;
      if (typeof hash !== 'string') return false;
      await doc.send(new DeleteCommand({ TableName, Key: tokenKey(hash) }));
      return true;
    },

    async markAccepted(organizationId, inviteId) {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: listKey(organizationId, inviteId),
            UpdateExpression: 'SET acceptedAt = :at',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':at': new Date().toISOString() },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },
  };
}
