/**
 * Deletion inside an organisation (decision 180): a shared contract can be deleted by the member
 * who shared it or by the owner and admins, not by another member; a member's account deletion
 * removes the membership and leaves the organisation's contracts with it; the owner's account is
 * not deleted while it owns the organisation (the reason is given).
 */
import { describe, expect, it } from 'vitest';
import { accountMessages, contractDeletionMessages } from '../../../shared/account-messages';
import { TEST_PASSWORD } from '../../support/users';
import { createFirm, organizationsRepo, submit, waitForAnalysis } from '../organizations/helpers';

describe('personal data in an organisation', () => {
  it('deletes shared contracts by their sharer or an admin only, removes a leaving member, keeps the owner', { timeout: 120_000 }, async () => {
    const { orgId, owner, members } = await createFirm({ size: 3, credits: 5 });
    const [alice, bob] = members as [(typeof members)[0], (typeof members)[0]];
    const byAlice = (await submit(alice.client)).body.id!;
    const byBob = (await submit(bob.client)).body.id!;
    await waitForAnalysis(alice.client, byAlice);
    await waitForAnalysis(bob.client, byBob);

    const notYours = await alice.client.call('DELETE', `/api/contract/${byBob}`);
    expect(notYours.status).toBe(403);
    expect(notYours.body).toMatchObject({ message: contractDeletionMessages.notYours });
    expect((await alice.client.call('DELETE', `/api/contract/${byAlice}`)).status).toBe(200);
    expect((await bob.client.get(`/api/contract/analysis/${byAlice}`)).status).toBe(404);
    expect((await owner.client.call('DELETE', `/api/contract/${byBob}`)).status).toBe(200);

    // A member leaves by deleting their account: the membership goes, the organisation stays.
    const sharedByAlice = (await submit(alice.client)).body.id!;
    await waitForAnalysis(alice.client, sharedByAlice);
    expect((await alice.client.call('DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(200);
    expect(await organizationsRepo().getMembership(orgId, alice.id)).toBeUndefined();
    expect((await owner.client.get(`/api/contract/analysis/${sharedByAlice}`)).body).toMatchObject({ status: 'completed' });

    // The owner is refused, with the reason, and keeps everything.
    const refused = await owner.client.call('DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_ERASURE_BLOCKED', message: accountMessages.ownsOrganization('Ashford & Vane LLP') });
    expect((await owner.client.get('/api/account')).status).toBe(200);
    expect(await organizationsRepo().getMembership(orgId, owner.id)).toMatchObject({ role: 'owner' });
  });
});
