/**
 * Browser engagement events (POST /api/engagement/track; docs/data-model.md, engagement). Items are
 * append-only and spread over a few partitions per day, `PK=EVENTS#<YYYY-MM-DD>#<shard>`,
 * `SK=<ISO time>#<ulid>`, so a busy day never makes one hot partition; they expire through `ttl`.
 * Operators count a day's events per type with one Query per shard (`npm run admin -- events`).
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Table } from './client';
import type { StoredEngagementEvent, EngagementEventsRepo } from '../repositories/engagement-events';
export type { StoredEngagementEvent, EngagementEventsRepo } from '../repositories/engagement-events';

export const ENGAGEMENT_SHARDS = 8;
export const ENGAGEMENT_RETENTION_DAYS = 90;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function createEngagementEventsRepo(table: Table): EngagementEventsRepo {
  const { doc, name: TableName } = table;
  return {
    async record(event: StoredEngagementEvent): Promise<void> {
      const id = ulid(event.at);
      // The ULID's random tail picks the shard, so writes spread evenly.
      const shard = id.charCodeAt(id.length - 1) % ENGAGEMENT_SHARDS;
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            PK: `EVENTS#${dayOf(event.at)}#${shard}`,
            SK: `${new Date(event.at).toISOString()}#${id}`,
            entity: 'engagement_event',
            ...event,
            ttl: Math.floor(event.at / 1000) + ENGAGEMENT_RETENTION_DAYS * 24 * 3600,
          },
        }),
      );
    },

    /** Events of one UTC day (YYYY-MM-DD) per event type. Operators only: reads every shard of the day. */
    async countByType(day: string): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (let shard = 0; shard < ENGAGEMENT_SHARDS; shard++) {
        let start: Record<string, unknown> | undefined;
        do {
          const out = await doc.send(
            new QueryCommand({
              TableName,
              KeyConditionExpression: 'PK = :pk',
              ExpressionAttributeValues: { ':pk': `EVENTS#${day}#${shard}` },
              ProjectionExpression: 'eventType',
              ExclusiveStartKey: start,
            }),
          );
          for (const item of out.Items ?? []) {
            const type = String(item.eventType);
            counts[type] = (counts[type] ?? 0) + 1;
          }
          start = out.LastEvaluatedKey;
        } while (start);
      }
      return counts;
    },
  };
}
