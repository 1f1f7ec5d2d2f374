/**
 * Helpers for the organisation tests: a firm of signed-in users built through the real API
 * (create, invite by email, accept the emailed link), the operator's plan and credits written with
 * the same repositories the CLI uses, and submissions that wait for the analysis job.
 */
import { inject } from 'vitest';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { createCreditsRepo } from '../../../functions/src/adapters/dynamo/credits-repo';
import { createOrganizationsRepo } from '../../../functions/src/adapters/dynamo/organizations-repo';
import type { OrganizationPlan } from '../../../functions/src/domain/organizations/plans';
import type { AnalysisResponse } from '../../../shared/schemas/contracts';
import { firstLink, waitForMail } from '../../support/mailbox';
import { createSignedInUser, type ApiClient, type TestUser, type TestUserOptions } from '../../support/users';
import { sampleText } from '../contracts/helpers';

export function table() {
  const env = inject('cloudEnv');
  return createTable({
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: env.TABLE_NAME!,
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
  });
}

export const organizationsRepo = () => createOrganizationsRepo(table());
export const creditsRepo = () => createCreditsRepo(table());

/** What an operator does with `npm run admin -- org plan|credits`. */
export async function grant(orgId: string, plan: OrganizationPlan, credits?: number): Promise<void> {
  await organizationsRepo().setPlan(orgId, plan);
  if (credits !== undefined) {
    const before = (await creditsRepo().balance(orgId)) ?? 0;
    await creditsRepo().setIf(orgId, credits, before);
  }
}

export const orgBalance = async (orgId: string) => (await creditsRepo().balance(orgId)) ?? NaN;

/** The token of the newest invitation mailed to `email` (the last path segment of the link). */
export async function invitationToken(email: string): Promise<string> {
  const mail = await waitForMail(inject('mailboxUrl'), email, (m) => (m.body.text ?? '').includes('/invite/'));
  const link = firstLink(mail, '/invite/');
  if (!link) throw new Error(`no invitation link mailed to ${email}`);
  return decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
}

export interface Firm {
  orgId: string;
  owner: TestUser;
  members: TestUser[];
}

/** An owner and `size - 1` members who accepted their emailed invitations; plan and credits granted. */
export async function createFirm(
  options: { size?: number; plan?: OrganizationPlan; credits?: number; member?: TestUserOptions } = {},
): Promise<Firm> {
  const owner = await createSignedInUser({ prefix: 'owner', firstName: 'Olivia', lastName: 'Owner' });
  const created = await owner.client.post<{ id: string }>('/api/orgs', { name: 'Ashford & Vane LLP' });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const orgId = created.body.id;
  await grant(orgId, options.plan ?? 'business', options.credits ?? 0);
  const members: TestUser[] = [];
  for (let i = 1; i < (options.size ?? 3); i++) {
    const member = await createSignedInUser({
      prefix: 'member',
      firstName: `Member${i}`,
      lastName: 'Smith',
      ...options.member,
    });
    const invited = await owner.client.post(`/api/orgs/${orgId}/invites`, { email: member.email, role: 'member' });
    if (invited.status !== 201) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
    const accepted = await member.client.post('/api/orgs/invites/accept', {
      token: await invitationToken(member.email),
    });
    if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
    members.push(member);
  }
  return { orgId, owner, members };
}

export const submission = (overrides: Record<string, unknown> = {}) => ({
  contractText: sampleText,
  behalfOf: 'Beta LLC',
  playbookId: 'none',
  additionalInstructions: '',
  ...overrides,
});

export const submit = (client: ApiClient, overrides: Record<string, unknown> = {}) =>
  client.post<{ id?: string; code?: string; message?: string } & Record<string, unknown>>(
    '/api/contract/analyze',
    submission(overrides),
  );

/** Polls an analysis (as `client` sees it) until it is completed or failed. */
export async function waitForAnalysis(client: ApiClient, id: string, timeoutMs = 30_000): Promise<AnalysisResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<AnalysisResponse>(`/api/contract/analysis/${id}`);
    if (res.status !== 200) throw new Error(`analysis ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`analysis ${id} still ${res.body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
