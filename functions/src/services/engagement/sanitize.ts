/**
 * What an engagement event may carry into storage. The schema (shared/schemas/engagement.ts) bounds
 * sizes; this removes what must never be stored even if a page sends it by mistake: contract text,
 * passwords, tokens and secrets (by key name), query strings and fragments of paths, and the
 * one-time tokens inside /email-verified/<token> and /reset-password/<token>, and record ids
 * (contract ids in /results/<id>, in metadata): events are anonymous analytics, tied to no account
 * or contract, so deleting an account or a contract leaves nothing of it here. Pure.
 */
import type { ParsedEngagementEvent } from '../../../../shared/schemas/engagement';

/** Metadata keys never stored, whatever their value. */
const FORBIDDEN_KEY =
  /pass(word)?|token|secret|auth|cookie|session_?key|api_?key|card|cvc|contract_?text|^text$|content|body/i;
/** Longest metadata string kept (an error stack is cut here). */
export const MAX_STORED_STRING = 500;
/** A ULID (contract ids, upload ids): replaced by `:id`. */
const RECORD_ID = /\b[0-9A-HJKMNP-TV-Z]{26}\b/g;
/** Path segments after these are one-time tokens. */
const TOKEN_ROUTES = ['/email-verified/', '/reset-password/'];

export function sanitizePage(page: string): string {
  let path = page.split(/[?#]/, 1)[0] ?? '/';
  if (!path.startsWith('/')) path = '/';
  for (const prefix of TOKEN_ROUTES) {
    if (path.startsWith(prefix) && path.length > prefix.length) path = `${prefix}:token`;
  }
  return path.replace(RECORD_ID, ':id').slice(0, 300);
}

function cleanString(value: string): string {
  // Bearer tokens, JWTs and long opaque strings in error messages are cut out too.
  return value
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted]')
    .replace(/\b(sk|rk|whsec|pk)_[A-Za-z0-9_]+/g, '[redacted]')
    .replace(RECORD_ID, ':id')
    .slice(0, MAX_STORED_STRING);
}

export interface SanitizedEvent {
  eventType: ParsedEngagementEvent['eventType'];
  page: string;
  sessionId: string;
  component?: string;
  action?: string;
  metadata?: Record<string, string | number | boolean | null>;
  /** Keys removed, for the log line (never their values). */
  stripped: string[];
}

export function sanitizeEvent(event: ParsedEngagementEvent): SanitizedEvent {
  const stripped: string[] = [];
  let metadata: SanitizedEvent['metadata'];
  if (event.metadata) {
    metadata = {};
    for (const [key, value] of Object.entries(event.metadata)) {
      if (FORBIDDEN_KEY.test(key)) {
        stripped.push(key);
        continue;
      }
      metadata[key] = typeof value === 'string' ? cleanString(value) : value;
    }
  }
  return {
    eventType: event.eventType,
    page: sanitizePage(event.page),
    sessionId: event.sessionId,
    ...(event.component ? { component: cleanString(event.component) } : {}),
    ...(event.action ? { action: cleanString(event.action) } : {}),
    ...(metadata && Object.keys(metadata).length ? { metadata } : {}),
    stripped,
  };
}
