/**
 * The redline of a contract, stored on the contract item (`PK=USER#<userId>, SK=CONTRACT#<id>`):
 * `redlineMetadata` inline, or `redlineKey` (S3) when the item would outgrow DynamoDB's 400 KB,
 * plus `redlineProvider`, `redlineModel`, `redlineGeneratedAt`. Written once: the condition keeps
 * the first redline, so a second or concurrent generation never replaces it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed, type Table } from './client';
import { contractKey } from './contract-keys';
import type { StoredRedlineFields, RedlineStore } from '../repositories/redline-store';
export type { StoredRedlineFields, RedlineStore } from '../repositories/redline-store';

export function createRedlineStore(table: Table): RedlineStore {
  const { doc, name: TableName } = table;
  return {
    /** False when the contract already has a redline (or is missing, or not completed). */
    async save(userId: string, contractId: string, fields: StoredRedlineFields): Promise<boolean> {
      const values: Record<string, unknown> = {
        ':content': fields.redlineMetadata ?? fields.redlineKey,
        ':provider': fields.provider,
        ':model': fields.model ?? null,
        ':at': fields.generatedAt,
        ':completed': 'completed',
      };
      const field = fields.redlineMetadata ? 'redlineMetadata' : 'redlineKey';
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: contractKey(userId, contractId),
            UpdateExpression: `SET ${field} = :content, redlineProvider = :provider, redlineModel = :model, redlineGeneratedAt = :at`,
            ConditionExpression:
              'attribute_exists(PK) AND #s = :completed AND attribute_not_exists(redlineMetadata) AND attribute_not_exists(redlineKey)',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
  };
}
