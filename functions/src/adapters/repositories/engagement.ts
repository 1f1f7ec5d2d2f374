/**
 * The engagement repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/engagement-repo.ts.
 */

export interface ReportDownloadEvent {
  contractId: string;
  format: 'pdf' | 'docx';
  filename: string;
  bytes: number;
  /** Epoch ms. */
  at: number;
}

export interface StoredDownloadEvent extends ReportDownloadEvent {
  eventType: 'report_download';
  userId: string;
}

export interface EngagementRepo {
  recordReportDownload(userId: string, event: ReportDownloadEvent): Promise<void>;
  /** A user's report downloads, newest first. */
  listReportDownloads(userId: string, limit?: number): Promise<StoredDownloadEvent[]>;
}
