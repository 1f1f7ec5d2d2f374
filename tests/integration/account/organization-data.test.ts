/**
 * Deletion inside an organisation (decision 180): a shared contract can be deleted by the member
 * who shared it or by the owner and admins, not by another member; a member's account deletion
 * removes the membership and leaves the organisation's contracts and their key dates with it (its
 * address is taken out of the reminder claims there); a deleted shared contract's key dates go; the
 * owner's account is not deleted while it owns the organisation (the reason is given).
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { keyDatesKey } from '../../../functions/src/adapters/dynamo/key-dates-repo';
import { organisationScope } from '../../../functions/src/domain/owners';
import { accountMessages, contractDeletionMessages } from '../../../shared/account-messages';
import { waitForMail } from '../../support/mailbox';
import { TEST_PASSWORD } from '../../support/users';
import { testTable } from '../key-dates/helpers';
import { createFirm, organizationsRepo, submit, waitForAnalysis } from '../organizations/helpers';

const getItem = async (Key: { PK: string; SK: string }) =>
  (await testTable().doc.send(new GetCommand({ TableName: testTable().name, Key, ConsistentRead: true }))).Item;

describe('personal data in an organisation', () => {
  it(
    'deletes shared contracts by their sharer or an admin only, removes a leaving member, keeps the owner',
    { timeout: 120_000 },
    async () => {
      const { orgId, owner, members } = await createFirm({ size: 3, credits: 5 });
      const [alice, bob] = members as [(typeof members)[0], (typeof members)[0]];
      const byAlice = (await submit(alice.client)).body.id!;
      const byBob = (await submit(bob.client)).body.id!;
      await waitForAnalysis(alice.client, byAlice);
      await waitForAnalysis(bob.client, byBob);
      // The analysis-ready email goes to the member who submitted the shared contract.
      const ready = await waitForMail(
        inject('mailboxUrl'),
        bob.email,
        (m) => m.subject.includes('is ready') && (m.body.text ?? '').includes(`/results/${byBob}`),
      );
      expect(ready.subject).toMatch(/^Your analysis of .+ is ready$/);

      const notYours = await alice.client.call('DELETE', `/api/contract/${byBob}`);
      expect(notYours.status).toBe(403);
      expect(notYours.body).toMatchObject({ message: contractDeletionMessages.notYours });
      // Signed first: its key dates (in the organisation's partition) go with it.
      expect((await alice.client.post(`/api/contract/${byAlice}/signed`, { signedOn: '2026-11-20' })).status).toBe(201);
      expect(await getItem(keyDatesKey(organisationScope(orgId), byAlice))).toBeDefined();
      expect((await alice.client.call('DELETE', `/api/contract/${byAlice}`)).status).toBe(200);
      expect(await getItem(keyDatesKey(organisationScope(orgId), byAlice))).toBeUndefined();
      expect((await bob.client.get(`/api/contract/analysis/${byAlice}`)).status).toBe(404);
      expect((await owner.client.call('DELETE', `/api/contract/${byBob}`)).status).toBe(200);

      // A member leaves by deleting their account: the membership goes, the organisation stays.
      const sharedByAlice = (await submit(alice.client)).body.id!;
      await waitForAnalysis(alice.client, sharedByAlice);
      expect(
        (await alice.client.post(`/api/contract/${sharedByAlice}/signed`, { signedOn: '2026-11-20' })).status,
      ).toBe(201);
      // A reminder of it already sent to Alice (as the reminder job records it).
      const claimKey = { PK: `ORG#${orgId}`, SK: `REMINDER#${sharedByAlice}#expiration#2027-11-20#30` };
      await testTable().doc.send(
        new PutCommand({
          TableName: testTable().name,
          Item: { ...claimKey, status: 'sent', to: alice.email.toLowerCase(), sentAt: Date.now() },
        }),
      );
      expect((await alice.client.call('DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(200);
      expect(await organizationsRepo().getMembership(orgId, alice.id)).toBeUndefined();
      expect((await owner.client.get(`/api/contract/analysis/${sharedByAlice}`)).body).toMatchObject({
        status: 'completed',
      });
      // Its key dates are the organisation's and stay; the claim keeps its state, not Alice's address.
      expect((await owner.client.get(`/api/contract/${sharedByAlice}/key-dates`)).status).toBe(200);
      const claim = await getItem(claimKey);
      expect(claim).toMatchObject({ status: 'sent' });
      expect(claim).not.toHaveProperty('to');

      // The owner is refused, with the reason, and keeps everything.
      const refused = await owner.client.call('DELETE', '/api/account', { password: TEST_PASSWORD });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'ACCOUNT_ERASURE_BLOCKED',
        message: accountMessages.ownsOrganization('Ashford & Vane LLP'),
      });
      expect((await owner.client.get('/api/account')).status).toBe(200);
      expect(await organizationsRepo().getMembership(orgId, owner.id)).toMatchObject({ role: 'owner' });
    },
  );
});
