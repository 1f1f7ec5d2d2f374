/**
 * The engagement events repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/engagement-events-repo.ts.
 */

export interface StoredEngagementEvent {
  eventType: string;
  page: string;
  sessionId: string;
  component?: string;
  action?: string;
  metadata?: Record<string, string | number | boolean | null>;
  /** Epoch ms. */
  at: number;
}

export interface EngagementEventsRepo {
  record(event: StoredEngagementEvent): Promise<void>;
  /** Events of one UTC day (YYYY-MM-DD) per event type. Operators only: reads every shard of the day. */
  countByType(day: string): Promise<Record<string, number>>;
}
