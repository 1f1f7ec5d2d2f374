/**
 * The one catalogue of API routes and Lambda functions.
 *
 * Both the CDK app (infra/) and the local API Gateway adapter (scripts/local-cloud/) read this
 * table, so a route exists in the local cloud exactly when it exists in AWS. Paths use API Gateway
 * HTTP API syntax: `{name}` for a path parameter, `{proxy+}` for a greedy tail.
 */

import { reportFontAssets } from '../adapters/fonts/manifest';
import { pdfjsAssets } from '../services/extraction/pdfjs-assets';
import { apiOperations } from '../../../shared/schemas/api-v1';

/** What a function may touch; the CDK app turns this into least-privilege IAM grants. */
export interface FunctionNeeds {
  table?: 'read' | 'readwrite';
  bucket?: 'read' | 'readwrite';
  /** Sends to the analysis queue. */
  queue?: boolean;
  /** Sends to the extraction queue (long PDF extractions). */
  extractionQueue?: boolean;
  ses?: boolean;
  bedrock?: boolean;
  textract?: boolean;
  /** Signs or verifies session cookies: reads the signing key secret (SESSION_KEY_SECRET_ARN). */
  sessionKey?: boolean;
  /** Takes payments: reads the Stripe keys secret (STRIPE_SECRET_ID) and gets PAYMENT_* settings. */
  payments?: boolean;
  /** Reads the SES sending quota (the email test tool's connection check). */
  sesQuota?: boolean;
  /** Sends to the webhook queue and its dead-letter queue (organisations' analysis events). */
  webhookQueue?: boolean;
}

export interface FunctionDef {
  /** Handler file, relative to the repository root; it exports `handler`. */
  entry: string;
  description: string;
  needs: FunctionNeeds;
  /** Seconds; API functions stay under API Gateway's 30 s integration limit. */
  timeoutSeconds?: number;
  memoryMb?: number;
  /**
   * Files or folders read at run time, relative to the repository root (e.g.
   * `node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf`). esbuild bundles JavaScript only, so the
   * CDK app copies these to `assets/<same path>` next to the bundle; adapters/assets.ts finds them
   * there or, from source, under the repository root.
   */
  assets?: readonly string[];
}

export const apiFunctions = {
  session: {
    entry: 'functions/src/http/session/handler.ts',
    description: 'Sign-up, sign-in, sign-out, user status, email verification and password reset',
    needs: { table: 'readwrite', ses: true, sessionKey: true },
  },
  contracts: {
    entry: 'functions/src/http/contracts/handler.ts',
    description: 'Contract submission (credit charge + analysis enqueue) and analysis status',
    needs: { table: 'readwrite', bucket: 'readwrite', queue: true, sessionKey: true },
  },
  outreach: {
    entry: 'functions/src/http/outreach/handler.ts',
    description: 'Waitlist applications, refer-a-friend and credit top-up requests (SES)',
    needs: { table: 'readwrite', ses: true, sessionKey: true },
  },
  uploads: {
    entry: 'functions/src/http/uploads/handler.ts',
    description:
      'Presigned DOCX/PDF upload URLs, inline text extraction (DOCX, short PDF text layer), extraction jobs and their status',
    // table readwrite: requireSession reads and refreshes the session; processing is rate limited per
    // user; extraction jobs are recorded. extractionQueue: scanned or long PDFs go to the extraction job.
    needs: { table: 'readwrite', bucket: 'readwrite', extractionQueue: true, sessionKey: true },
    // Inline extraction is only DOCX and short text-layer PDFs; stay well under API Gateway's 30 s.
    timeoutSeconds: 29,
    memoryMb: 2048,
    // pdf.js CMaps, standard fonts and WASM decoders.
    assets: pdfjsAssets,
  },
  library: {
    entry: 'functions/src/http/library/handler.ts',
    description: 'Contract library: analysed contracts (paged, filtered, searched) and one contract text',
    // bucket read: contract texts over 300 KB live in S3.
    needs: { table: 'readwrite', bucket: 'read', sessionKey: true },
  },
  playbooks: {
    entry: 'functions/src/http/playbooks/handler.ts',
    description: 'Playbooks: list, create, update, delete, last used, export and import',
    needs: { table: 'readwrite', sessionKey: true },
  },
  reports: {
    entry: 'functions/src/http/reports/handler.ts',
    description: 'PDF and Word analysis report downloads (paid plans)',
    // table readwrite: requireSession refreshes the session and a download is recorded as an event;
    // bucket read: analyses over 350 KB live in S3. Memory buys CPU for font subsetting.
    needs: { table: 'readwrite', bucket: 'read', sessionKey: true },
    memoryMb: 1024,
    // DejaVu Sans and Noto Sans JP, embedded in the PDF report.
    assets: reportFontAssets,
  },
  redline: {
    entry: 'functions/src/http/redline/handler.ts',
    description: 'AI redline: suggested edits for an analysed contract (stored once) and the redlined Word download',
    // table readwrite: the redline is stored on the contract and requireSession refreshes the session;
    // bucket readwrite: large texts, analyses and redlines live in S3, uploaded originals are read;
    // bedrock: the redline provider when MODEL_PROVIDER is bedrock.
    needs: { table: 'readwrite', bucket: 'readwrite', bedrock: true, sessionKey: true },
    timeoutSeconds: 29,
    memoryMb: 1024,
  },
  negotiation: {
    entry: 'functions/src/http/negotiation/handler.ts',
    description:
      "The other side's changes: the answer Word file, the decisions recorded with it, and the comparison of drafts",
    // table readwrite: requireSession refreshes the session; bucket readwrite: their file (original or
    // comparison) is read, decisions are remembered under the contract's negotiation prefix.
    needs: { table: 'readwrite', bucket: 'readwrite', sessionKey: true },
    timeoutSeconds: 29,
    memoryMb: 1024,
  },
  payments: {
    entry: 'functions/src/http/payments/handler.ts',
    description:
      'Credit packages, Stripe Checkout sessions, the signed payment webhook, fix-payment and payment status',
    needs: { table: 'readwrite', sessionKey: true, payments: true },
  },
  engagement: {
    entry: 'functions/src/http/engagement/handler.ts',
    description: 'Engagement events from the browser (unauthenticated, size- and rate-limited, TTL)',
    needs: { table: 'readwrite' },
  },
  emailTest: {
    entry: 'functions/src/http/email-test/handler.ts',
    description: 'Email test tool for administrators: SES check, test email, sample verification email',
    needs: { table: 'readwrite', ses: true, sesQuota: true, sessionKey: true },
  },
  account: {
    entry: 'functions/src/http/account/handler.ts',
    description:
      'Account page (summary, password, email preferences), data export, and deletion of a contract or the account with all their data',
    // readwrite on both: deletion removes the user's items and objects; the export is read whole,
    // and when large it is put in the bucket for a short-lived download link.
    needs: { table: 'readwrite', bucket: 'readwrite', sessionKey: true },
    timeoutSeconds: 29,
    // The export's zip is built in memory (uploaded files included).
    memoryMb: 2048,
  },
  keyDates: {
    entry: 'functions/src/http/key-dates/handler.ts',
    description:
      'Signed contracts and their key dates, corrections, calendars (.ics, personal feed) and the reminders unsubscribe link',
    // bucket read: analyses and contract texts over 350 / 300 KB live in S3 (dates are derived from them).
    needs: { table: 'readwrite', bucket: 'read', sessionKey: true },
  },
  audit: {
    entry: 'functions/src/http/audit/handler.ts',
    description:
      "The hash-chained audit trail: one contract's entries and the whole chain as JSON with its verification",
    needs: { table: 'readwrite', sessionKey: true },
  },
  organizations: {
    entry: 'functions/src/http/organizations/handler.ts',
    description: 'Organisations: create, invitations (SES), members and roles, usage, shared playbooks, API keys',
    needs: { table: 'readwrite', ses: true, sessionKey: true },
  },
  publicApi: {
    entry: 'functions/src/http/api-v1/handler.ts',
    description:
      'The public API (/api/v1, Bearer API keys of Enterprise organisations): uploads, submit, status and analysis, reports, redline',
    // The app's services for the key's organisation: uploads (presigned PUTs; scanned or long PDFs to
    // the extraction queue), submission (queue), reports (fonts, S3 analyses), redline (bedrock when
    // MODEL_PROVIDER is bedrock; originals in S3). No session key: never cookies.
    needs: { table: 'readwrite', bucket: 'readwrite', queue: true, extractionQueue: true, bedrock: true },
    timeoutSeconds: 29,
    memoryMb: 1024,
    assets: reportFontAssets,
  },
  notFound: {
    entry: 'functions/src/http/not-found/handler.ts',
    description: 'Answers every undeclared /api path with a 404 JSON error',
    needs: {},
  },
} as const satisfies Record<string, FunctionDef>;

export type ApiFunctionName = keyof typeof apiFunctions;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  fn: ApiFunctionName;
}

/** Declared API routes. The catch-all must stay last: the local adapter matches in order. */
export const apiRoutes: readonly RouteDef[] = [
  { method: 'GET', path: '/api/contract/user-status', fn: 'session' },
  { method: 'POST', path: '/api/contract/user', fn: 'session' },
  { method: 'POST', path: '/api/contract/verify-email', fn: 'session' },
  { method: 'POST', path: '/api/email/resend-verification', fn: 'session' },
  { method: 'POST', path: '/api/auth/login', fn: 'session' },
  { method: 'POST', path: '/api/auth/logout', fn: 'session' },
  { method: 'POST', path: '/api/email/request-reset', fn: 'session' },
  { method: 'POST', path: '/api/auth/reset-password', fn: 'session' },
  { method: 'POST', path: '/api/auth/reset-password/check', fn: 'session' },
  { method: 'POST', path: '/api/contract/analyze', fn: 'contracts' },
  { method: 'GET', path: '/api/contract/analysis/{id}', fn: 'contracts' },
  { method: 'POST', path: '/api/waitlist/apply', fn: 'outreach' },
  { method: 'POST', path: '/api/email/refer-friend', fn: 'outreach' },
  { method: 'POST', path: '/api/email/notify-low-credits', fn: 'outreach' },
  { method: 'POST', path: '/api/upload', fn: 'uploads' },
  { method: 'POST', path: '/api/upload/pdf', fn: 'uploads' },
  { method: 'POST', path: '/api/upload/process', fn: 'uploads' },
  { method: 'POST', path: '/api/upload/process-pdf', fn: 'uploads' },
  { method: 'GET', path: '/api/upload/extraction/{id}', fn: 'uploads' },
  { method: 'GET', path: '/api/contract/user-contracts', fn: 'library' },
  { method: 'GET', path: '/api/contract/user-contracts/{id}', fn: 'library' },
  { method: 'GET', path: '/api/playbooks', fn: 'playbooks' },
  { method: 'POST', path: '/api/playbooks', fn: 'playbooks' },
  { method: 'GET', path: '/api/playbooks/export', fn: 'playbooks' },
  { method: 'POST', path: '/api/playbooks/import', fn: 'playbooks' },
  { method: 'POST', path: '/api/playbooks/set-last-used/{playbookId}', fn: 'playbooks' },
  { method: 'PUT', path: '/api/playbooks/{id}', fn: 'playbooks' },
  { method: 'DELETE', path: '/api/playbooks/{id}', fn: 'playbooks' },
  { method: 'POST', path: '/api/pdf/generate-report', fn: 'reports' },
  { method: 'POST', path: '/api/docx/generate-report', fn: 'reports' },
  { method: 'GET', path: '/api/payments/packages', fn: 'payments' },
  { method: 'POST', path: '/api/payments/create-checkout-session', fn: 'payments' },
  { method: 'POST', path: '/api/payments/webhook', fn: 'payments' },
  { method: 'POST', path: '/api/payments/fix-payment', fn: 'payments' },
  { method: 'GET', path: '/api/payments/status/{id}', fn: 'payments' },
  { method: 'POST', path: '/api/engagement/track', fn: 'engagement' },
  { method: 'GET', path: '/api/email/test-access', fn: 'emailTest' },
  { method: 'GET', path: '/api/email/smtp-check', fn: 'emailTest' },
  { method: 'POST', path: '/api/email/test-email', fn: 'emailTest' },
  { method: 'POST', path: '/api/email/test-verification', fn: 'emailTest' },
  { method: 'POST', path: '/api/contract/redline/{id}', fn: 'redline' },
  { method: 'POST', path: '/api/docx/generate-redlined-report/{id}', fn: 'redline' },
  { method: 'POST', path: '/api/docx/generate-response/{id}', fn: 'negotiation' },
  { method: 'GET', path: '/api/contract/{id}/decisions', fn: 'negotiation' },
  { method: 'GET', path: '/api/docx/comparison/{id}', fn: 'negotiation' },
  { method: 'GET', path: '/api/account', fn: 'account' },
  { method: 'POST', path: '/api/account/password', fn: 'account' },
  { method: 'PUT', path: '/api/account/email-preferences', fn: 'account' },
  { method: 'GET', path: '/api/account/export', fn: 'account' },
  { method: 'DELETE', path: '/api/account', fn: 'account' },
  { method: 'DELETE', path: '/api/contract/{id}', fn: 'account' },
  { method: 'POST', path: '/api/contract/{id}/signed', fn: 'keyDates' },
  { method: 'DELETE', path: '/api/contract/{id}/signed', fn: 'keyDates' },
  { method: 'GET', path: '/api/contract/{id}/key-dates', fn: 'keyDates' },
  { method: 'PUT', path: '/api/contract/{id}/key-dates', fn: 'keyDates' },
  { method: 'GET', path: '/api/contract/{id}/calendar.ics', fn: 'keyDates' },
  { method: 'GET', path: '/api/key-dates', fn: 'keyDates' },
  // The literal feed routes before the token route: the local adapter matches in order.
  { method: 'GET', path: '/api/calendar/feed', fn: 'keyDates' },
  { method: 'POST', path: '/api/calendar/feed', fn: 'keyDates' },
  { method: 'DELETE', path: '/api/calendar/feed', fn: 'keyDates' },
  { method: 'GET', path: '/api/calendar/{feed}', fn: 'keyDates' },
  { method: 'POST', path: '/api/reminders/unsubscribe', fn: 'keyDates' },
  { method: 'GET', path: '/api/contract/{id}/audit', fn: 'audit' },
  { method: 'GET', path: '/api/audit/export', fn: 'audit' },
  { method: 'POST', path: '/api/orgs', fn: 'organizations' },
  { method: 'POST', path: '/api/orgs/invites/preview', fn: 'organizations' },
  { method: 'POST', path: '/api/orgs/invites/accept', fn: 'organizations' },
  { method: 'GET', path: '/api/orgs/{orgId}', fn: 'organizations' },
  { method: 'POST', path: '/api/orgs/{orgId}/invites', fn: 'organizations' },
  { method: 'DELETE', path: '/api/orgs/{orgId}/invites/{inviteId}', fn: 'organizations' },
  { method: 'PUT', path: '/api/orgs/{orgId}/members/{userId}', fn: 'organizations' },
  { method: 'DELETE', path: '/api/orgs/{orgId}/members/{userId}', fn: 'organizations' },
  { method: 'GET', path: '/api/orgs/{orgId}/usage', fn: 'organizations' },
  { method: 'GET', path: '/api/orgs/{orgId}/playbooks', fn: 'organizations' },
  { method: 'POST', path: '/api/orgs/{orgId}/playbooks', fn: 'organizations' },
  { method: 'PUT', path: '/api/orgs/{orgId}/playbooks/{id}', fn: 'organizations' },
  { method: 'DELETE', path: '/api/orgs/{orgId}/playbooks/{id}', fn: 'organizations' },
  { method: 'GET', path: '/api/orgs/{orgId}/api-keys', fn: 'organizations' },
  { method: 'POST', path: '/api/orgs/{orgId}/api-keys', fn: 'organizations' },
  { method: 'DELETE', path: '/api/orgs/{orgId}/api-keys/{keyId}', fn: 'organizations' },
  { method: 'GET', path: '/api/orgs/{orgId}/webhook', fn: 'organizations' },
  { method: 'PUT', path: '/api/orgs/{orgId}/webhook', fn: 'organizations' },
  { method: 'DELETE', path: '/api/orgs/{orgId}/webhook', fn: 'organizations' },
  // Every operation of the public API, from the table its OpenAPI document is generated from.
  ...apiOperations.map((op): RouteDef => ({ method: op.method, path: op.path, fn: 'publicApi' })),
  { method: 'ANY', path: '/api/{proxy+}', fn: 'notFound' },
];

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
