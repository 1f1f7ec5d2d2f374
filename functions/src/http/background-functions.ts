/**
 * The functions no route calls: SQS consumers, scheduled jobs and SNS subscribers. Part of the one
 * catalogue that routes.ts exports; the CDK app and the local cloud read both the same way.
 */
import { pdfjsAssets } from '../services/extraction/pdfjs-assets';
import type { FunctionDef } from './function-defs';

/** Queues a job can consume (the analysis queue, its dead-letter queue, ...). */
export type JobQueueName = 'analysis' | 'analysisDeadLetter' | 'extraction' | 'extractionDeadLetter' | 'webhooks';

export interface JobFunctionDef extends FunctionDef {
  queue: JobQueueName;
  /**
   * Messages per invocation. 1 for work that can take the function's whole time: each message then
   * has the function's full remaining time as its deadline, and one slow message cannot time out others.
   */
  batchSize: number;
}

/** SQS consumers: each is invoked with an SQSEvent and reports partial batch failures. */
export const jobFunctions = {
  analysis: {
    entry: 'functions/src/jobs/analysis/handler.ts',
    description: 'Runs a submitted contract through the analyzer; marks it completed, or failed and refunded',
    queue: 'analysis',
    batchSize: 1,
    // bucket readwrite: large contract texts are read from S3 and large analyses written there.
    // webhookQueue: an organisation's analysis.completed / analysis.failed event is queued.
    // ses: the "analysis is ready" email.
    needs: { table: 'readwrite', bucket: 'readwrite', bedrock: true, webhookQueue: true, ses: true },
    // Room for a long contract on Bedrock: chunks of 30-90 s each, three at a time, plus a repair round.
    timeoutSeconds: 300,
    memoryMb: 1024,
  },
  analysisDeadLetter: {
    entry: 'functions/src/jobs/dead-letter/handler.ts',
    description: 'Fails and refunds, once, the contract of each dead-lettered analysis message',
    queue: 'analysisDeadLetter',
    batchSize: 10,
    // bucket: the shared job dependencies include the text store (nothing is read from it here).
    needs: { table: 'readwrite', bucket: 'read', webhookQueue: true },
    // Within the dead-letter queue's default 30 s visibility timeout.
    timeoutSeconds: 25,
    memoryMb: 256,
  },
  extraction: {
    entry: 'functions/src/jobs/extraction/handler.ts',
    description:
      'Extracts the text of a scanned or long PDF (text layer, then OCR) with progress; failed with a message when it cannot',
    queue: 'extraction',
    batchSize: 1,
    // bucket readwrite: reads the upload, keeps the original, writes the text; textract: OCR in AWS.
    needs: { table: 'readwrite', bucket: 'readwrite', textract: true },
    // Up to PDF_MAX_PAGES pages; within the extraction queue's 660 s visibility timeout (resources.ts).
    timeoutSeconds: 600,
    // Memory buys CPU for pdf.js (and local OCR); rendering a page for OCR needs room.
    memoryMb: 2048,
    assets: pdfjsAssets,
  },
  extractionDeadLetter: {
    entry: 'functions/src/jobs/extraction-dead-letter/handler.ts',
    description: 'Fails, with a message, the extraction job of each dead-lettered extraction message',
    queue: 'extractionDeadLetter',
    batchSize: 10,
    // bucket readwrite: the abandoned upload is deleted, as a failed inline extraction's is.
    needs: { table: 'readwrite', bucket: 'readwrite' },
    timeoutSeconds: 25,
    memoryMb: 256,
  },
  webhooks: {
    entry: 'functions/src/jobs/webhooks/handler.ts',
    description:
      "Delivers organisations' signed webhook events; failed attempts come back delayed, the last goes to the dead-letter queue",
    queue: 'webhooks',
    batchSize: 1,
    // webhookQueue: the next attempt is queued with a delay; an exhausted event goes to the DLQ.
    needs: { table: 'readwrite', webhookQueue: true },
    // One request of at most 10 s; within the webhook queue's 60 s visibility timeout (resources.ts).
    timeoutSeconds: 30,
    memoryMb: 256,
  },
} as const satisfies Record<string, JobFunctionDef>;

export interface ScheduledFunctionDef extends FunctionDef {
  /** Invoked every this many minutes (EventBridge rate; an interval in the local cloud). */
  everyMinutes: number;
}

/** Functions run on a schedule rather than by a route or a queue. */
export const scheduledFunctions = {
  sweeper: {
    entry: 'functions/src/jobs/sweeper/handler.ts',
    description: 'Fails and refunds, once, contracts that no delivery will finish (lease expired, never taken over)',
    everyMinutes: 5,
    needs: { table: 'readwrite', bucket: 'read', webhookQueue: true },
    timeoutSeconds: 60,
    memoryMb: 256,
  },
  reminders: {
    entry: 'functions/src/jobs/reminders/handler.ts',
    description: 'Emails the key-date reminders that are due (notice deadlines, expirations), each at most once',
    // Hourly: reminders are due at 08:00 UTC on their day, and stay due until the day ends.
    everyMinutes: 60,
    needs: { table: 'readwrite', ses: true },
    // Within the claims' 15-minute lease (services/reminders/run.ts), so a claim that old is a dead run's.
    timeoutSeconds: 300,
    memoryMb: 256,
  },
} as const satisfies Record<string, ScheduledFunctionDef>;

export type ScheduledFunctionName = keyof typeof scheduledFunctions;

export type JobFunctionName = keyof typeof jobFunctions;

/** Functions invoked by an SNS topic the stack creates (infra/lib/mail-feedback.ts); none run locally, where there is no SNS. */
export const notificationFunctions = {
  mailFeedback: {
    entry: 'functions/src/jobs/mail-feedback/handler.ts',
    description: 'SES bounce and complaint notifications: marks the addresses undeliverable (suppression list)',
    needs: { table: 'readwrite' },
    timeoutSeconds: 30,
    memoryMb: 256,
  },
} as const satisfies Record<string, FunctionDef>;
