/**
 * Engagement events recorded by the server (docs/data-model.md, access pattern 18). A report
 * download is item `PK=USER#<userId>, SK=DOWNLOAD#<ISO time>#<ulid>`: a user's downloads are one
 * Query on the user's partition, newest first with ScanIndexForward=false, and no item is ever
 * updated (no hot item). Events expire after two years (TTL).
 */
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { Table } from './client';
import type { ReportDownloadEvent, StoredDownloadEvent, EngagementRepo } from '../repositories/engagement';
export type { ReportDownloadEvent, StoredDownloadEvent, EngagementRepo } from '../repositories/engagement';

const RETENTION_SECONDS = 2 * 365 * 24 * 3600;

export function createEngagementRepo(table: Table): EngagementRepo {
  const { doc, name: TableName } = table;
  return {
    async recordReportDownload(userId: string, event: ReportDownloadEvent): Promise<void> {
      const iso = new Date(event.at).toISOString();
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            PK: `USER#${userId}`,
            SK: `DOWNLOAD#${iso}#${ulid(event.at)}`,
            entity: 'engagement_event',
            eventType: 'report_download',
            userId,
            page: `/results/${event.contractId}`,
            component: 'report_download',
            action: `download_${event.format}`,
            ...event,
            ttl: Math.floor(event.at / 1000) + RETENTION_SECONDS,
          },
        }),
      );
    },

    /** A user's report downloads, newest first. */
    async listReportDownloads(userId: string, limit = 50): Promise<StoredDownloadEvent[]> {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'DOWNLOAD#' },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map((i) => ({
        eventType: 'report_download',
        userId,
        contractId: String(i.contractId),
        format: i.format === 'docx' ? 'docx' : 'pdf',
        filename: String(i.filename),
        bytes: Number(i.bytes),
        at: Number(i.at),
      }));
    },
  };
}
