/**
 * Organisations Lambda: create an organisation, invitations (send, withdraw, preview, accept),
 * members (role, remove, leave), usage, and the shared playbooks. Every `{orgId}` route answers 404
 * to anyone who is not a member (services/organizations/access.ts).
 */
import { isValid as isUlid } from 'ulid';
import { organizationMessages as om } from '../../../../shared/organization-messages';
import {
  CreateOrganizationRequestSchema,
  InviteRequestSchema,
  InviteTokenRequestSchema,
  UpdateMemberRequestSchema,
} from '../../../../shared/schemas/organizations';
import { parsePlaybookId, PlaybookInputSchema } from '../../../../shared/schemas/playbooks';
import { requireManager, requireMembership } from '../../services/organizations';
import { assertSessionKeyConfigured } from '../core/accounts';
import { notFound } from '../core/errors';
import { parseBody, type ApiEvent } from '../core/request';
import { json } from '../core/respond';
import { createHandler } from '../core/router';
import { action, orgIdOf } from './action';
import { apiKeyActions } from './api-keys';
import { getOrganizationServices } from './deps';

assertSessionKeyConfigured();

function playbookIdOf(event: ApiEvent): number {
  const id = parsePlaybookId(event.pathParameters?.id);
  if (id === undefined) throw notFound(om.playbookNotFound);
  return id;
}

const services = getOrganizationServices;

export const handler = createHandler({
  'POST /api/orgs': action(true, async (event, { user }) => {
    const { name } = parseBody(event, CreateOrganizationRequestSchema);
    return json(201, await services().service.create(user, name));
  }),

  'POST /api/orgs/invites/preview': async (event) => {
    const { token } = parseBody(event, InviteTokenRequestSchema);
    return json(200, await services().service.preview(token));
  },

  'POST /api/orgs/invites/accept': action(true, async (event, { user }) => {
    const { token } = parseBody(event, InviteTokenRequestSchema);
    return json(200, await services().service.accept(user, token));
  }),

  'GET /api/orgs/{orgId}': action(false, async (event, { user }) =>
    json(200, await services().service.get(user, orgIdOf(event))),
  ),

  'POST /api/orgs/{orgId}/invites': action(true, async (event, { user }) => {
    const request = parseBody(event, InviteRequestSchema);
    const sent = await services().service.invite(user, orgIdOf(event), request);
    return json(201, { ...sent, message: om.inviteSent(sent.email) });
  }),

  'DELETE /api/orgs/{orgId}/invites/{inviteId}': action(true, async (event, { user }) => {
    const inviteId = event.pathParameters?.inviteId ?? '';
    if (!isUlid(inviteId)) throw notFound('Invitation not found');
    await services().service.revoke(user, orgIdOf(event), inviteId);
    return json(200, { message: 'Invitation withdrawn' });
  }),

  'PUT /api/orgs/{orgId}/members/{userId}': action(true, async (event, { user }) => {
    const { role } = parseBody(event, UpdateMemberRequestSchema);
    const member = await services().service.setRole(user, orgIdOf(event), event.pathParameters?.userId ?? '', role);
    return json(200, { userId: member.userId, role: member.role });
  }),

  'DELETE /api/orgs/{orgId}/members/{userId}': action(true, async (event, { user }) => {
    await services().service.remove(user, orgIdOf(event), event.pathParameters?.userId ?? '');
    return json(200, { message: 'Member removed' });
  }),

  'GET /api/orgs/{orgId}/usage': action(false, async (event, { user }) =>
    json(200, await services().service.usage(user, orgIdOf(event))),
  ),

  'GET /api/orgs/{orgId}/playbooks': action(false, async (event, { user }) => {
    const orgId = orgIdOf(event);
    await requireMembership(services().organizations, orgId, user.id);
    return json(200, await services().playbooks.list(orgId));
  }),

  'POST /api/orgs/{orgId}/playbooks': action(true, async (event, { user }) => {
    const orgId = orgIdOf(event);
    await requireManager(services().organizations, orgId, user.id);
    return json(201, await services().playbooks.create(orgId, parseBody(event, PlaybookInputSchema)));
  }),

  'PUT /api/orgs/{orgId}/playbooks/{id}': action(true, async (event, { user }) => {
    const orgId = orgIdOf(event);
    await requireManager(services().organizations, orgId, user.id);
    return json(
      200,
      await services().playbooks.update(orgId, playbookIdOf(event), parseBody(event, PlaybookInputSchema)),
    );
  }),

  'DELETE /api/orgs/{orgId}/playbooks/{id}': action(true, async (event, { user }) => {
    const orgId = orgIdOf(event);
    await requireManager(services().organizations, orgId, user.id);
    await services().playbooks.remove(orgId, playbookIdOf(event));
    return json(200, { message: 'Playbook deleted successfully' });
  }),

  ...apiKeyActions,
});
