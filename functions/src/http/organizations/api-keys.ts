/** The organisations Lambda's integration routes, API keys and the webhook (owners and admins of Enterprise organisations). */
import { CreateApiKeyRequestSchema, WebhookRequestSchema } from '../../../../shared/schemas/api-keys';
import { parseBody } from '../core/request';
import { json } from '../core/respond';
import type { Action } from '../core/router';
import { getOrganizationServices } from './deps';
import { action, orgIdOf } from './action';

export const apiKeyActions: Record<string, Action> = {
  'GET /api/orgs/{orgId}/webhook': action(false, async (event, { user }) =>
    json(200, await getOrganizationServices().webhook.get(user, orgIdOf(event))),
  ),

  'PUT /api/orgs/{orgId}/webhook': action(true, async (event, { user }) => {
    const { url } = parseBody(event, WebhookRequestSchema);
    return json(200, await getOrganizationServices().webhook.set(user, orgIdOf(event), url));
  }),

  'DELETE /api/orgs/{orgId}/webhook': action(true, async (event, { user }) => {
    await getOrganizationServices().webhook.remove(user, orgIdOf(event));
    return json(200, { message: 'Webhook removed' });
  }),

  'GET /api/orgs/{orgId}/api-keys': action(false, async (event, { user }) =>
    json(200, await getOrganizationServices().apiKeys.list(user, orgIdOf(event))),
  ),

  'POST /api/orgs/{orgId}/api-keys': action(true, async (event, { user }) => {
    const request = parseBody(event, CreateApiKeyRequestSchema);
    return json(201, await getOrganizationServices().apiKeys.create(user, orgIdOf(event), request));
  }),

  'DELETE /api/orgs/{orgId}/api-keys/{keyId}': action(true, async (event, { user }) => {
    await getOrganizationServices().apiKeys.revoke(user, orgIdOf(event), event.pathParameters?.keyId ?? '');
    return json(200, { message: 'API key revoked' });
  }),
};
