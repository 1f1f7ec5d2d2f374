/**
 * Organisations through the local cloud's HTTP API: creating one, invitations by email (7 days,
 * single use, for the invited address only), roles, and that an organisation is invisible (404) to
 * everyone outside it.
 */
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../../functions/src/domain/accounts/tokens';
import { createInvitesRepo } from '../../../functions/src/adapters/dynamo/invites-repo';
import { organizationMessages } from '../../../shared/organization-messages';
import type { Organization } from '../../../shared/schemas/organizations';
import { createSignedInUser } from '../../support/users';
import { createFirm, grant, invitationToken, table } from './helpers';

describe('organisations', () => {
  it('a user creates one organisation and is its owner; a second is refused', async () => {
    const user = await createSignedInUser({ prefix: 'founder' });
    const created = await user.client.post<{ id: string }>('/api/orgs', { name: '  Hale & Co  ' });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^org_[0-9A-Z]{26}$/);
    const org = await user.client.get<Organization>(`/api/orgs/${created.body.id}`);
    expect(org.body).toMatchObject({ name: 'Hale & Co', plan: 'free', creditsRemaining: 0, role: 'owner' });
    expect(org.body.members.map((m) => m.email)).toEqual([user.email]);
    const status = await user.client.get<{ organization: unknown }>('/api/contract/user-status');
    expect(status.body.organization).toMatchObject({ id: created.body.id, name: 'Hale & Co', role: 'owner' });

    const again = await user.client.post('/api/orgs', { name: 'Second' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(organizationMessages.alreadyInOrganization);
    expect((await user.client.post('/api/orgs', { name: '   ' })).body.message).toBe(organizationMessages.nameRequired);
  });

  it('inviting needs the Business plan; the emailed link adds the invited user once', async () => {
    const owner = await createSignedInUser({ prefix: 'owner' });
    const orgId = (await owner.client.post<{ id: string }>('/api/orgs', { name: 'Quill Partners' })).body.id;
    const invitee = await createSignedInUser({ prefix: 'invitee' });

    const refused = await owner.client.post(`/api/orgs/${orgId}/invites`, { email: invitee.email, role: 'member' });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: 'PLAN_REQUIRED', message: organizationMessages.invitesNeedBusiness });

    await grant(orgId, 'business');
    const sent = await owner.client.post(`/api/orgs/${orgId}/invites`, {
      email: invitee.email.toUpperCase(),
      role: 'admin',
    });
    expect(sent.status).toBe(201);
    const token = await invitationToken(invitee.email);

    const preview = await invitee.client.post('/api/orgs/invites/preview', { token });
    expect(preview.body).toMatchObject({ organizationName: 'Quill Partners', email: invitee.email, role: 'admin' });

    const stranger = await createSignedInUser({ prefix: 'stranger' });
    const wrongPerson = await stranger.client.post('/api/orgs/invites/accept', { token });
    expect(wrongPerson.status).toBe(403);
    expect(wrongPerson.body.message).toBe(organizationMessages.inviteEmailMismatch(invitee.email));

    const accepted = await invitee.client.post('/api/orgs/invites/accept', { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ organizationId: orgId, role: 'admin' });
    // A retry by the same user changes nothing; the link is used up for everyone else.
    expect((await invitee.client.post('/api/orgs/invites/accept', { token })).status).toBe(200);
    expect((await invitee.client.post('/api/orgs/invites/preview', { token })).status).toBe(410);

    const org = await owner.client.get<Organization>(`/api/orgs/${orgId}`);
    expect(org.body.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [invitee.email, 'admin'],
    ]);
    expect(org.body.invites).toEqual([]);
  });

  it('an expired or withdrawn invitation link does not work', async () => {
    const { orgId, owner } = await createFirm({ size: 1 });
    const late = await createSignedInUser({ prefix: 'late' });
    const { token, hash } = newToken();
    const invites = createInvitesRepo(table());
    const sentAt = Date.now() - 8 * 24 * 3600 * 1000;
    await invites.create(
      {
        id: ulid(),
        organizationId: orgId,
        email: late.email,
        role: 'member',
        invitedBy: owner.id,
        invitedByName: 'Olivia Owner',
        createdAt: new Date(sentAt).toISOString(),
        expiresAt: sentAt + 7 * 24 * 3600 * 1000,
      },
      hash,
    );
    const expired = await late.client.post('/api/orgs/invites/accept', { token });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(organizationMessages.inviteInvalid);
    expect(hashToken(token)).toBe(hash);

    const sent = await owner.client.post<{ id: string }>(`/api/orgs/${orgId}/invites`, { email: late.email });
    const fresh = await invitationToken(late.email);
    expect((await owner.client.call('DELETE', `/api/orgs/${orgId}/invites/${sent.body.id}`)).status).toBe(200);
    expect((await late.client.post('/api/orgs/invites/accept', { token: fresh })).status).toBe(410);
  });

  it('members see the organisation; only owners and admins manage it; the owner stays', async () => {
    const { orgId, owner, members } = await createFirm({ size: 3 });
    const [alice, bob] = members as [(typeof members)[0], (typeof members)[0]];
    const seen = await alice.client.get<Organization>(`/api/orgs/${orgId}`);
    expect(seen.status).toBe(200);
    expect(seen.body.role).toBe('member');
    expect(seen.body.members).toHaveLength(3);

    expect((await alice.client.post(`/api/orgs/${orgId}/invites`, { email: 'x@example.com' })).status).toBe(403);
    expect((await alice.client.call('DELETE', `/api/orgs/${orgId}/members/${bob.id}`)).status).toBe(403);
    expect((await owner.client.call('PUT', `/api/orgs/${orgId}/members/${alice.id}`, { role: 'admin' })).status).toBe(
      200,
    );
    // Now an admin: she manages members, but never the owner.
    expect((await alice.client.call('DELETE', `/api/orgs/${orgId}/members/${owner.id}`)).status).toBe(403);
    expect((await alice.client.call('PUT', `/api/orgs/${orgId}/members/${owner.id}`, { role: 'member' })).status).toBe(
      403,
    );
    expect((await alice.client.call('DELETE', `/api/orgs/${orgId}/members/${bob.id}`)).status).toBe(200);
    expect((await bob.client.get(`/api/orgs/${orgId}`)).status).toBe(404);
    const status = await bob.client.get<{ organization: unknown }>('/api/contract/user-status');
    expect(status.body.organization).toBeNull();
  });

  it('every organisation route answers 404 to someone outside the organisation', async () => {
    const { orgId } = await createFirm({ size: 1, plan: 'enterprise' });
    const outsider = await createSignedInUser({ prefix: 'outsider' });
    const paths: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `/api/orgs/${orgId}`],
      ['POST', `/api/orgs/${orgId}/invites`, { email: 'a@example.com' }],
      ['DELETE', `/api/orgs/${orgId}/invites/${ulid()}`],
      ['PUT', `/api/orgs/${orgId}/members/${outsider.id}`, { role: 'admin' }],
      ['DELETE', `/api/orgs/${orgId}/members/${outsider.id}`],
      ['GET', `/api/orgs/${orgId}/usage`],
      ['GET', `/api/orgs/${orgId}/playbooks`],
      ['POST', `/api/orgs/${orgId}/playbooks`, { name: 'X', content: 'Y' }],
      ['PUT', `/api/orgs/${orgId}/playbooks/1`, { name: 'X', content: 'Y' }],
      ['DELETE', `/api/orgs/${orgId}/playbooks/1`],
      ['GET', `/api/orgs/${orgId}/api-keys`],
      ['POST', `/api/orgs/${orgId}/api-keys`, { name: 'CI', scope: 'write' }],
      ['DELETE', `/api/orgs/${orgId}/api-keys/key_${ulid()}`],
      ['GET', `/api/orgs/${orgId}/webhook`],
      ['PUT', `/api/orgs/${orgId}/webhook`, { url: 'https://example.com/hook' }],
      ['DELETE', `/api/orgs/${orgId}/webhook`],
    ];
    for (const [method, path, body] of paths) {
      for (const id of [orgId, `org_${ulid()}`, 'not-an-org']) {
        const res = await outsider.client.call(method, path.replace(orgId, id), body);
        expect([method, path, id, res.status]).toEqual([method, path, id, 404]);
      }
    }
  });
});
