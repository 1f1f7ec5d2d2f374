/**
 * Sign-in identity: the email claim (`EMAIL#<email>`), sessions (GSI1 `USER#<id>` / `SESSION#`),
 * one-time tokens (GSI1 `USER#<id>` / `TOKEN#`) and the free-allowance claim of the mailbox. The
 * claim is replaced by a one-way fingerprint, so a deleted account's address cannot collect the
 * free analysis again while nothing readable of it is kept (users-repo claimFreeAllowance).
 */
import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeMailbox } from '../../domain/accounts/email';
import type { DataKind } from '../../services/personal-data/data-kind';
import { freeAllowanceUsedKey } from '../dynamo/users-repo';
import { keyOf } from './table-tools';
import type { PersonalDataStores } from './stores';

export function identityKind({ table }: PersonalDataStores): DataKind {
  const sessionsOf = (userId: string) => table.queryAll({ index: 'GSI1', pk: `USER#${userId}`, skPrefix: 'SESSION#' });
  return {
    name: 'sign-in identity',

    async eraseAccount({ userId, email }) {
      const mailbox = normalizeMailbox(email);
      const fingerprint = createHash('sha256').update(mailbox).digest('base64url');
      await table.raw.doc.send(
        new PutCommand({
          TableName: table.raw.name,
          Item: { ...freeAllowanceUsedKey(fingerprint), entity: 'free-allowance-used' },
        }),
      );
      const [sessions, tokens] = await Promise.all([
        sessionsOf(userId),
        table.queryAll({ index: 'GSI1', pk: `USER#${userId}`, skPrefix: 'TOKEN#' }),
      ]);
      await table.deleteKeys([
        ...sessions.map(keyOf),
        ...tokens.map(keyOf),
        { PK: `FREECLAIM#${mailbox}`, SK: 'FREECLAIM' },
        { PK: `EMAIL#${email}`, SK: 'EMAIL' },
      ]);
    },

    async exportAccount({ userId }, out) {
      const sessions = await sessionsOf(userId);
      out.json(
        'sessions.json',
        sessions.map((s) => ({
          createdAt: new Date(Number(s.createdAt)).toISOString(),
          expiresAt: new Date(Number(s.expiresAt)).toISOString(),
        })),
      );
    },
  };
}
