/**
 * Key-dates Lambda:
 *  - POST /api/contract/{id}/signed {signedOn}: mark an analysed contract signed (201; 200 when it
 *    already was); DELETE: mark it not signed (its dates and reminders go);
 *  - GET|PUT /api/contract/{id}/key-dates: its dates (proposed before signing) and the corrections;
 *  - GET /api/key-dates?kind=&contractId=: the coming dates of every signed contract, soonest first;
 *  - GET /api/contract/{id}/calendar.ics: one contract's dates as a calendar file;
 *  - GET|POST|DELETE /api/calendar/feed: the personal calendar feed URL (shown once when created);
 *  - GET /api/calendar/{token}.ics: the feed itself (no session: the secret URL is the key);
 *  - POST /api/reminders/unsubscribe {token, subscribe?}: the emails' one-click unsubscribe.
 * Contract routes answer 404 for someone else's or a missing contract.
 */
import * as v from 'valibot';
import { isValid as isUlid } from 'ulid';
import { keyDateMessages } from '../../../../shared/key-dates-messages';
import {
  KeyDateListQuerySchema,
  MarkSignedSchema,
  UnsubscribeRequestSchema,
  UpdateKeyDatesSchema,
} from '../../../../shared/schemas/key-dates';
import { assertConfigured, getConfig } from '../../config';
import { assertSessionKeyConfigured } from '../core/accounts';
import { requireSession } from '../core/auth';
import { notFound, validationFailed } from '../core/errors';
import { assertSameOrigin, parseBody, type ApiEvent } from '../core/request';
import { json, type HttpResult } from '../core/respond';
import { createHandler } from '../core/router';
import { recordAudit } from '../audit/deps';
import { getKeyDatesServices } from './deps';

assertSessionKeyConfigured();
assertConfigured('the key-dates API', 'uploadsBucket');

const contractIdOf = (event: ApiEvent): string => {
  const id = event.pathParameters?.id ?? '';
  if (!isUlid(id)) throw notFound(keyDateMessages.contractNotFound);
  return id;
};

function calendar(body: string, filename: string, disposition: 'attachment' | 'inline'): HttpResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `${disposition}; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
      // Per-user and secret: never in a shared cache.
      'cache-control': 'private, no-store',
    },
    body,
  };
}

function parseQuery(event: ApiEvent) {
  const params = Object.fromEntries(
    Object.entries(event.queryStringParameters ?? {}).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(KeyDateListQuerySchema, params);
  if (result.success) return result.output;
  throw validationFailed(result.issues[0]?.message ?? 'Invalid request');
}

/** The signed-in caller as the services see it: the account and the organisation it points to. */
async function caller(event: ApiEvent) {
  const { user } = await requireSession(event);
  return { userId: user.id, organizationId: user.organizationId };
}

const mutation = async (event: ApiEvent) => {
  assertSameOrigin(event, getConfig().appOrigin);
  return caller(event);
};

export const handler = createHandler({
  'POST /api/contract/{id}/signed': async (event) => {
    const actor = await mutation(event);
    const { signedOn } = parseBody(event, MarkSignedSchema);
    const result = await getKeyDatesServices().markSigned(actor, contractIdOf(event), signedOn);
    return json(result.created ? 201 : 200, result.view);
  },

  'DELETE /api/contract/{id}/signed': async (event) => {
    const actor = await mutation(event);
    const id = contractIdOf(event);
    await getKeyDatesServices().unsign(actor, id);
    return json(200, await getKeyDatesServices().view(actor, id));
  },

  'GET /api/contract/{id}/key-dates': async (event) => {
    return json(200, await getKeyDatesServices().view(await caller(event), contractIdOf(event)));
  },

  'PUT /api/contract/{id}/key-dates': async (event) => {
    const actor = await mutation(event);
    const input = parseBody(event, UpdateKeyDatesSchema);
    return json(200, await getKeyDatesServices().update(actor, contractIdOf(event), input));
  },

  'GET /api/key-dates': async (event) => {
    return json(200, await getKeyDatesServices().list(await caller(event), parseQuery(event)));
  },

  'GET /api/contract/{id}/calendar.ics': async (event) => {
    const actor = await caller(event);
    const id = contractIdOf(event);
    const ics = await getKeyDatesServices().contractFile(actor, id);
    await recordAudit(actor, {
      kind: 'download',
      contractId: id,
      ownerId: ics.ownerId,
      details: { what: 'calendar', format: 'ics' },
    });
    return calendar(ics.body, ics.filename, 'attachment');
  },

  'GET /api/calendar/feed': async (event) => {
    const { userId } = await requireSession(event);
    return json(200, await getKeyDatesServices().feedStatus(userId));
  },

  'POST /api/calendar/feed': async (event) => {
    const { userId } = await mutation(event);
    return json(201, await getKeyDatesServices().createFeed(userId));
  },

  'DELETE /api/calendar/feed': async (event) => {
    const { userId } = await mutation(event);
    return json(200, await getKeyDatesServices().revokeFeed(userId));
  },

  'GET /api/calendar/{feed}': async (event) => {
    const ics = await getKeyDatesServices().feed(event.pathParameters?.feed ?? '');
    return calendar(ics.body, ics.filename, 'inline');
  },

  'POST /api/reminders/unsubscribe': async (event) => {
    assertSameOrigin(event, getConfig().appOrigin);
    const { token, subscribe } = parseBody(event, UnsubscribeRequestSchema);
    return json(200, await getKeyDatesServices().setReminders(token, subscribe));
  },
});
