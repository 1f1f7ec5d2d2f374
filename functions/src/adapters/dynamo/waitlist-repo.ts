/**
 * Waitlist (access requests): `PK=WAITLIST#<lowercased email>, SK=APPLICATION`, one per email,
 * written with attribute_not_exists so a repeat application is detected without a read. Listed for
 * operators through `GSI1PK=WAITLIST, GSI1SK=<createdAt>`. A signed-in applicant's account holds a
 * pointer to it (`USER#<id>` / `APPLIED#<email>`).
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed, type Table } from './client';
import type { WaitlistEntry, WaitlistRepo } from '../repositories/waitlist';
export type { WaitlistEntry, WaitlistRepo } from '../repositories/waitlist';

const waitlistKey = (lowerEmail: string) => ({ PK: `WAITLIST#${lowerEmail}`, SK: 'APPLICATION' });

export function createWaitlistRepo(table: Table): WaitlistRepo {
  const { doc, name: TableName } = table;
  return {
    /** False when this email has already applied. */
    async add(entry: WaitlistEntry): Promise<boolean> {
      const lower = entry.email.toLowerCase();
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...waitlistKey(lower),
              entity: 'waitlist',
              GSI1PK: 'WAITLIST',
              GSI1SK: `${entry.createdAt}#${lower}`,
              ...entry,
              email: lower,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
      // A signed-in applicant may use another email than the account's: the account keeps a
      // pointer, so deleting the account finds the application (adapters/personal-data).
      if (entry.userId) {
        await doc.send(
          new PutCommand({
            TableName,
            Item: { PK: `USER#${entry.userId}`, SK: `APPLIED#${lower}`, entity: 'waitlist-pointer', email: lower },
          }),
        );
      }
      return true;
    },

    async markNotified(email: string, at: string): Promise<void> {
      await doc.send(
        new UpdateCommand({
          TableName,
          Key: waitlistKey(email.toLowerCase()),
          UpdateExpression: 'SET notifiedAt = :at',
          ExpressionAttributeValues: { ':at': at },
        }),
      );
    },
  };
}
