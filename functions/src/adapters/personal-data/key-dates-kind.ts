/**
 * Key dates and reminders of signed contracts (`<owner>` / `KEYDATES#<contractId>`, its reminder
 * claims, its unsubscribe link, and the account's calendar feed). The key-dates feature deletes its
 * own items (services/key-dates/deletion.ts, handed in by the composition root): items outside the
 * owner's partition (the unsubscribe link, the feed's lookup) are found through the record, so this
 * kind runs before `contracts` and `account`. An organisation's signed contracts are the
 * organisation's and stay with it (decision 180); the reminder claims there that recorded the
 * leaving member's address lose it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ownerPk, userScope } from '../../domain/owners';
import type { DataKind } from '../../services/personal-data/data-kind';
import { createKeyDatesRepo } from '../dynamo/key-dates-repo';
import type { PersonalDataStores } from './stores';

/** What the key-dates feature deletes, by owner (a user's or an organisation's id) and contract. */
export interface KeyDatesErasure {
  ofContract(ownerId: string, contractId: string): Promise<unknown>;
  ofAccount(userId: string): Promise<unknown>;
}

export function keyDatesKind({ table }: PersonalDataStores, erase: KeyDatesErasure): DataKind {
  const keyDates = createKeyDatesRepo(table.raw);
  return {
    name: 'key dates and reminders',
    async eraseContract({ ownerId, contract }) {
      await erase.ofContract(ownerId, contract.id);
    },
    async eraseAccount({ userId, email }) {
      await erase.ofAccount(userId);
      const [profile] = await table.queryAll({ pk: `USER#${userId}`, skPrefix: 'PROFILE' });
      if (typeof profile?.organizationId !== 'string') return;
      const claims = await table.queryAll({
        pk: ownerPk(profile.organizationId),
        skPrefix: 'REMINDER#',
        filter: { expression: '#to = :email', values: { ':email': email }, names: { '#to': 'to' } },
      });
      for (const claim of claims) {
        await table.raw.doc.send(
          new UpdateCommand({
            TableName: table.raw.name,
            Key: { PK: claim.PK, SK: claim.SK },
            UpdateExpression: 'REMOVE #to',
            ExpressionAttributeNames: { '#to': 'to' },
          }),
        );
      }
    },
    async exportAccount({ userId }, out) {
      const records = await keyDates.list(userScope(userId));
      out.json(
        'key-dates.json',
        // The unsubscribe token is a credential, not data about the user.
        records.map(({ owner: _owner, unsubscribeToken: _token, ...record }) => record),
      );
    },
  };
}
