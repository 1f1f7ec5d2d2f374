/**
 * Engagement events (docs/product-spec.md sections 3 and 7): what the browser sends to POST /api/engagement/track.
 * The schema bounds every field; the server then strips what must never be stored (contract text,
 * passwords, tokens: see functions/src/services/engagement/sanitize.ts).
 */
import * as v from 'valibot';

export const engagementEventTypes = [
  'page_view',
  'feature_usage',
  'contract_upload',
  'contract_analysis',
  'report_download',
  'email_sent',
  'signup',
  'login',
  'payment',
  'error',
] as const;
export type EngagementEventType = (typeof engagementEventTypes)[number];

/** The largest request body the endpoint reads (bytes); anything larger is answered 413. */
export const ENGAGEMENT_MAX_BODY_BYTES = 4096;
export const ENGAGEMENT_MAX_METADATA_KEYS = 20;

const shortText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const metadataValue = v.union([v.pipe(v.string(), v.maxLength(2000)), v.number(), v.boolean(), v.null()]);

export const EngagementEventSchema = v.object({
  eventType: v.picklist(engagementEventTypes),
  /** The path the event happened on (defaults to the current path in the browser). */
  page: v.optional(shortText(300), '/'),
  /** A random UUID kept in browser storage, created once. */
  sessionId: v.pipe(v.string(), v.uuid()),
  component: v.optional(shortText(100)),
  action: v.optional(shortText(100)),
  metadata: v.optional(
    v.pipe(
      v.record(v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/)), metadataValue),
      v.check(
        (m) => Object.keys(m).length <= ENGAGEMENT_MAX_METADATA_KEYS,
        `at most ${ENGAGEMENT_MAX_METADATA_KEYS} metadata keys`,
      ),
    ),
  ),
});
export type EngagementEvent = v.InferInput<typeof EngagementEventSchema>;
export type ParsedEngagementEvent = v.InferOutput<typeof EngagementEventSchema>;
