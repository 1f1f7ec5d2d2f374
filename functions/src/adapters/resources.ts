/**
 * Shapes of the AWS resources the functions rely on. The CDK app and the local cloud's
 * provisioning both read these, so the emulated table, bucket and queues match production.
 */

/** Single-table design: generic keys, one generic GSI, TTL on `ttl` (epoch seconds). */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  globalSecondaryIndexes: [{ indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' }],
} as const;

/** The analysis queue and its dead-letter queue. */
export const analysisQueueSettings = {
  /** Longer than the consumer's timeout, so a running analysis is not delivered twice. */
  visibilityTimeoutSeconds: 360,
  /** After this many failed receives a message moves to the dead-letter queue. */
  maxReceiveCount: 3,
  retentionSeconds: 4 * 24 * 3600,
  deadLetterRetentionSeconds: 14 * 24 * 3600,
} as const;

/**
 * The extraction queue (long PDF extractions) and its dead-letter queue. The job's timeout
 * (routes.ts: 600 s) fits within the visibility timeout, so a running extraction is not redelivered.
 */
export const extractionQueueSettings = {
  visibilityTimeoutSeconds: 660,
  maxReceiveCount: 3,
  retentionSeconds: 24 * 3600,
  deadLetterRetentionSeconds: 14 * 24 * 3600,
} as const;

/**
 * The webhook queue (organisations' analysis.completed / analysis.failed) and its dead-letter queue.
 * Retries are new messages with a delay (services/webhooks), so maxReceiveCount only counts
 * crashes of the consumer; an event that used up its attempts is sent to the dead-letter queue.
 */
export const webhookQueueSettings = {
  visibilityTimeoutSeconds: 60,
  maxReceiveCount: 5,
  retentionSeconds: 4 * 24 * 3600,
  deadLetterRetentionSeconds: 14 * 24 * 3600,
} as const;

/** Uploads are PUT by the browser through presigned URLs; unprocessed ones expire. */
export const uploadsBucketSettings = {
  /** Abandoned uploads (never processed) are removed after this many days. */
  abandonedUploadExpiryDays: 1,
  /** Prefix for raw uploads; processed originals are kept under `originals/`. */
  uploadPrefix: 'uploads/',
  maxUploadBytes: 25 * 1024 * 1024,
  presignedUrlExpirySeconds: 300,
} as const;
