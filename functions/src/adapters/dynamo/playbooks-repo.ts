/**
 * Playbooks. Item `PK=USER#<userId>, SK=PLAYBOOK#<id>` with `id`, `name`, `content`, `createdAt`,
 * `updatedAt` — exactly the key and attributes the analysis job reads (playbook-lookup.ts).
 * Ids are numbers from a per-user counter on the profile (`ADD playbookSeq :1`, UPDATED_NEW): atomic,
 * never reused (a deleted id stays unused), and no global hot item (docs/DESIGN.md section 5).
 * The user's last used playbook lives on the profile (`lastUsedPlaybookId`).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Playbook, PlaybookFields } from '../../../../shared/schemas/playbooks';
import { isConditionFailed, type Table } from './client';
import { playbookKey } from './playbook-lookup';
import type { PlaybooksRepo } from '../repositories/playbooks';
import { ownerPk } from '../../domain/owners';
export type { PlaybooksRepo } from '../repositories/playbooks';

const profileKey = (userId: string) => ({ PK: ownerPk(userId), SK: 'PROFILE' });

function toPlaybook(item: Record<string, unknown> | undefined): Playbook | undefined {
  if (!item) return undefined;
  return {
    id: Number(item.id),
    name: String(item.name ?? ''),
    content: String(item.content ?? ''),
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? item.createdAt ?? ''),
  };
}

export function createPlaybooksRepo(table: Table): PlaybooksRepo {
  const { doc, name: TableName } = table;

  const repo = {
    /** The next id for this user; undefined when the user does not exist. */
    async nextId(userId: string): Promise<number | undefined> {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: profileKey(userId),
            UpdateExpression: 'ADD playbookSeq :one',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':one': 1 },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return Number(out.Attributes?.playbookSeq);
      } catch (err) {
        if (isConditionFailed(err)) return undefined;
        throw err;
      }
    },

    /** Writes a new playbook under a fresh id (attribute_not_exists guards against a reused id). */
    async create(userId: string, id: number, fields: PlaybookFields, at: string): Promise<Playbook> {
      const playbook: Playbook = { id, name: fields.name, content: fields.content, createdAt: at, updatedAt: at };
      await doc.send(
        new PutCommand({
          TableName,
          Item: { ...playbookKey(userId, id), entity: 'playbook', userId, ...playbook },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return playbook;
    },

    async get(userId: string, id: number): Promise<Playbook | undefined> {
      const out = await doc.send(new GetCommand({ TableName, Key: playbookKey(userId, id), ConsistentRead: true }));
      return toPlaybook(out.Item);
    },

    /** All of a user's playbooks (one partition, `begins_with(SK, 'PLAYBOOK#')`), unordered. */
    async list(userId: string): Promise<Playbook[]> {
      const out: Playbook[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await doc.send(
          new QueryCommand({
            TableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
            ExpressionAttributeValues: { ':pk': ownerPk(userId), ':prefix': 'PLAYBOOK#' },
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        for (const item of page.Items ?? []) out.push(toPlaybook(item)!);
        start = page.LastEvaluatedKey;
      } while (start);
      return out;
    },

    /** Replaces name and content; undefined when there is no such playbook (of this user). */
    async update(userId: string, id: number, fields: PlaybookFields, at: string): Promise<Playbook | undefined> {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: playbookKey(userId, id),
            UpdateExpression: 'SET #n = :name, content = :content, updatedAt = :at',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#n': 'name' },
            ExpressionAttributeValues: { ':name': fields.name, ':content': fields.content, ':at': at },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return toPlaybook(out.Attributes);
      } catch (err) {
        if (isConditionFailed(err)) return undefined;
        throw err;
      }
    },

    /** Deletes; false when there was nothing to delete. */
    async delete(userId: string, id: number): Promise<boolean> {
      const out = await doc.send(
        new DeleteCommand({ TableName, Key: playbookKey(userId, id), ReturnValues: 'ALL_OLD' }),
      );
      return out.Attributes !== undefined;
    },

    /** Sets (or with null clears) the profile's lastUsedPlaybookId. */
    async setLastUsed(userId: string, id: number | null): Promise<boolean> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: profileKey(userId),
            UpdateExpression: 'SET lastUsedPlaybookId = :id',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':id': id },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    /** Clears lastUsedPlaybookId only while it still points at `id` (a deleted playbook). */
    async clearLastUsedIf(userId: string, id: number): Promise<void> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: profileKey(userId),
            UpdateExpression: 'SET lastUsedPlaybookId = :null',
            ConditionExpression: 'lastUsedPlaybookId = :id',
            ExpressionAttributeValues: { ':id': id, ':null': null },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },
  };
  return repo;
}
