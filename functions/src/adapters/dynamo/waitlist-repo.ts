/**
 * Waitlist (access requests): `PK=WAITLIST#<lowercased email>, SK=APPLICATION`, one per email,
 * written with attribute_not_exists so a repeat application is detected without a read. Listed for
 * operators through `GSI1PK=WAITLIST, GSI1SK=<createdAt>`.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { WaitlistApplication } from '../../../../shared/schemas/waitlist';
import { isConditionFailed, type Table } from './client';

const waitlistKey = (lowerEmail: string) => ({ PK: `WAITLIST#${lowerEmail}`, SK: 'APPLICATION' });

export interface WaitlistEntry extends WaitlistApplication {
  createdAt: string;
  /** The signed-in user who applied, when there was one. */
  userId?: string;
}

export function createWaitlistRepo(table: Table) {
  const { doc, name: TableName } = table;
  return {
    /** False when this email has already applied. */
    async add(entry: WaitlistEntry): Promise<boolean> {
      const lower = entry.email.toLowerCase();
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: { ...waitlistKey(lower), entity: 'waitlist', GSI1PK: 'WAITLIST', GSI1SK: `${entry.createdAt}#${lower}`, ...entry, email: lower },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
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

export type WaitlistRepo = ReturnType<typeof createWaitlistRepo>;
