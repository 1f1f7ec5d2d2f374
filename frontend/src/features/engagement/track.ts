/**
 * Engagement events (docs/product-spec.md sections 3 and 7): POST /api/engagement/track without cookies. Sending
 * never disturbs the page: failures are only logged. The session id is a random UUID kept in
 * browser storage, created once. Never put contract text, passwords or tokens in `metadata` (the
 * server strips such keys anyway).
 */
import type { EngagementEvent, EngagementEventType } from '../../../../shared/schemas/engagement';

export const ENGAGEMENT_SESSION_KEY = 'engagementSessionId';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function engagementSessionId(): string {
  try {
    let id = localStorage.getItem(ENGAGEMENT_SESSION_KEY);
    if (!id) {
      id = randomId();
      localStorage.setItem(ENGAGEMENT_SESSION_KEY, id);
    }
    return id;
  } catch {
    return randomId(); // storage blocked: one id per event is still better than none
  }
}

type Metadata = NonNullable<EngagementEvent['metadata']>;

export interface TrackInput {
  eventType: EngagementEventType;
  page?: string;
  component?: string;
  action?: string;
  metadata?: Metadata;
}

export function trackEvent(input: TrackInput): void {
  const event: EngagementEvent = {
    ...input,
    page: input.page ?? window.location.pathname,
    sessionId: engagementSessionId(),
  };
  try {
    void fetch('/api/engagement/track', {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(event),
    })
      .then((res) => {
        if (!res.ok) console.warn(`Engagement event not recorded (${res.status})`);
      })
      .catch((err: unknown) => console.warn('Engagement event not recorded', err));
  } catch (err) {
    console.warn('Engagement event not recorded', err);
  }
}

/** The library and feature events of docs/product-spec.md section 7 (feature_usage with a component and action). */
export const trackFeature = (component: string, action: string, metadata?: Metadata) =>
  trackEvent({ eventType: 'feature_usage', component, action, ...(metadata ? { metadata } : {}) });
