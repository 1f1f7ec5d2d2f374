/** The organisation calls (teams, API keys, webhook) through the one API client. */
import * as v from 'valibot';
import {
  ApiKeyListSchema,
  CreatedApiKeySchema,
  WebhookSchema,
  type CreateApiKeyRequest,
} from '../../../../shared/schemas/api-keys';
import {
  AcceptInviteResponseSchema,
  CreateOrganizationResponseSchema,
  InvitePreviewSchema,
  OrganizationSchema,
  UsageSchema,
  type InviteRequest,
} from '../../../../shared/schemas/organizations';
import { PlaybookListSchema } from '../../../../shared/schemas/playbooks';
import { ApiError, getJson, requestJson } from '../../lib/api';

const required = <T>(value: T | null): T => {
  if (value === null) throw new ApiError('401: Unauthorized', 401, null);
  return value;
};
const base = (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`;

export const createOrganization = (name: string) =>
  requestJson('POST', '/api/orgs', { body: { name }, schema: CreateOrganizationResponseSchema });
export const fetchOrganization = async (orgId: string) => required(await getJson(base(orgId), OrganizationSchema));
export const fetchUsage = async (orgId: string) => required(await getJson(`${base(orgId)}/usage`, UsageSchema));
export const inviteMember = (orgId: string, invite: InviteRequest) =>
  requestJson('POST', `${base(orgId)}/invites`, { body: invite, schema: v.object({ message: v.string() }) });
export const withdrawInvite = (orgId: string, inviteId: string) =>
  requestJson('DELETE', `${base(orgId)}/invites/${inviteId}`);
export const setMemberRole = (orgId: string, userId: string, role: 'admin' | 'member') =>
  requestJson('PUT', `${base(orgId)}/members/${userId}`, { body: { role } });
export const removeMember = (orgId: string, userId: string) =>
  requestJson('DELETE', `${base(orgId)}/members/${userId}`);
export const previewInvite = (token: string) =>
  requestJson('POST', '/api/orgs/invites/preview', { body: { token }, schema: InvitePreviewSchema });
export const acceptInvite = (token: string) =>
  requestJson('POST', '/api/orgs/invites/accept', { body: { token }, schema: AcceptInviteResponseSchema });

export const fetchSharedPlaybooks = async (orgId: string) =>
  required(await getJson(`${base(orgId)}/playbooks`, PlaybookListSchema));
export const createSharedPlaybook = (orgId: string, playbook: { name: string; content: string }) =>
  requestJson('POST', `${base(orgId)}/playbooks`, { body: playbook });
export const deleteSharedPlaybook = (orgId: string, id: number) =>
  requestJson('DELETE', `${base(orgId)}/playbooks/${id}`);

export const fetchApiKeys = async (orgId: string) =>
  required(await getJson(`${base(orgId)}/api-keys`, ApiKeyListSchema));
export const createApiKey = (orgId: string, request: CreateApiKeyRequest) =>
  requestJson('POST', `${base(orgId)}/api-keys`, { body: request, schema: CreatedApiKeySchema });
export const revokeApiKey = (orgId: string, keyId: string) => requestJson('DELETE', `${base(orgId)}/api-keys/${keyId}`);

export const fetchWebhook = async (orgId: string) => required(await getJson(`${base(orgId)}/webhook`, WebhookSchema));
export const setWebhook = (orgId: string, url: string) =>
  requestJson('PUT', `${base(orgId)}/webhook`, { body: { url }, schema: WebhookSchema });
export const removeWebhook = (orgId: string) => requestJson('DELETE', `${base(orgId)}/webhook`);
