/**
 * Engagement Lambda: POST /api/engagement/track (docs/product-spec.md sections 3 and 7). Unauthenticated (the
 * browser sends no cookies), size-limited before parsing, rate-limited per client address, stored
 * sanitised with a TTL. Answers 202 with no body worth reading: the client only logs failures.
 */
import { ENGAGEMENT_MAX_BODY_BYTES, EngagementEventSchema } from '../../../../shared/schemas/engagement';
import { getConfig } from '../../config';
import { AppError } from '../core/errors';
import { assertSameOrigin, clientIp, parseBody, type ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { getEngagementService as engagement } from './deps';

function bodyBytes(event: ApiEvent): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').length : Buffer.byteLength(event.body, 'utf8');
}

export const handler = createHandler({
  'POST /api/engagement/track': async (event: ApiEvent) => {
    // Another site's page cannot make browsers feed the table.
    assertSameOrigin(event, getConfig().appOrigin);
    if (bodyBytes(event) > ENGAGEMENT_MAX_BODY_BYTES) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `An event may be at most ${ENGAGEMENT_MAX_BODY_BYTES} bytes`);
    }
    const parsed = parseBody(event, EngagementEventSchema);
    await engagement().track(parsed, { clientIp: clientIp(event) });
    return json(202, { received: true });
  },
});
