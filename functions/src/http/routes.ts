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
import type { FunctionDef } from './function-defs';

export type { FunctionDef, FunctionNeeds } from './function-defs';
export * from './background-functions';

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
