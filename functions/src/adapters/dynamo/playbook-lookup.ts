/**
 * Read-only view of a user's playbook for the analysis job: `PK=USER#<userId>, SK=PLAYBOOK#<id>`
 * with `name` and `content` (the playbooks feature owns that item; this only reads it). A playbook
 * that does not exist (deleted, or never created) means "no playbook".
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Table } from './client';
import type { PlaybookLookup } from '../repositories/playbook-lookup';
import { ownerPk } from '../../domain/owners';
export type { PlaybookLookup } from '../repositories/playbook-lookup';

export const playbookKey = (userId: string, playbookId: number) => ({
  PK: ownerPk(userId),
  SK: `PLAYBOOK#${playbookId}`,
});

export function createPlaybookLookup(table: Table): PlaybookLookup {
  const { doc, name: TableName } = table;
  return {
    async get(userId: string, playbookId: number): Promise<{ name: string; content: string } | undefined> {
      const out = await doc.send(
        new GetCommand({
          TableName,
          Key: playbookKey(userId, playbookId),
          ProjectionExpression: '#n, content',
          ExpressionAttributeNames: { '#n': 'name' },
        }),
      );
      if (!out.Item || typeof out.Item.content !== 'string') return undefined;
      return { name: String(out.Item.name ?? ''), content: out.Item.content };
    },
  };
}
