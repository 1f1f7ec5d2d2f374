/**
 * One organisation balance for all its members: each analysis of any member is charged exactly
 * once to it while it lasts (then to the member's own credits), under 200 parallel submissions;
 * the shared library and usage per member; removing a member keeps the organisation's contracts.
 */
import { describe, expect, it } from 'vitest';
import type { LibraryPage } from '../../../shared/schemas/library';
import type { Usage } from '../../../shared/schemas/organizations';
import { creditsOf } from '../../support/users';
import { apiCall, createKey } from '../api-v1/helpers';
import { createFirm, orgBalance, submission, submit, waitForAnalysis } from './helpers';

describe('organisation credits', () => {
  it('200 parallel submissions from three members and two API keys are charged exactly once each to the shared balance', async () => {
    const { orgId, owner, members } = await createFirm({
      size: 3,
      plan: 'enterprise',
      credits: 12,
      member: { credits: 0 },
    });
    const keys = [
      await createKey(owner, orgId, 'write', 'Intake'),
      await createKey(owner, orgId, 'write', 'Matter system'),
    ];
    const ownerOwn = await creditsOf(owner.id);
    const callers: Array<() => ReturnType<typeof submit>> = [
      ...[owner, ...members].map((person) => () => submit(person.client)),
      ...keys.map(({ key }) => async () => {
        const res = await apiCall<{ id?: string; code?: string; needsTopup?: boolean }>(
          key,
          'POST',
          '/api/v1/contracts',
          submission(),
        );
        return {
          status: res.status,
          body: res.body as Record<string, unknown> & { id?: string },
          headers: res.headers,
        };
      }),
    ];
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => callers[i % callers.length]!()));
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 402);
    // 12 from the organisation, then the owner's own free credit; members have none of their own.
    expect(accepted).toHaveLength(12 + ownerOwn);
    expect(refused).toHaveLength(200 - accepted.length);
    expect(refused.every((a) => a.body.code === 'INSUFFICIENT_CREDITS' && a.body.needsTopup === true)).toBe(true);
    expect(new Set(accepted.map((a) => a.body.id)).size).toBe(accepted.length);
    expect(await orgBalance(orgId)).toBe(0);
    expect(await creditsOf(owner.id)).toBe(0);
  }, 120_000);

  it('an organisation with credits pays; when it runs out the member pays; the menu says whose', async () => {
    const { orgId, members } = await createFirm({ size: 2, credits: 1, member: { credits: 2 } });
    const member = members[0]!;
    const status = await member.client.get<{ creditsRemaining: number; organization: { creditsRemaining: number } }>(
      '/api/contract/user-status',
    );
    expect(status.body.organization.creditsRemaining).toBe(1);
    expect(status.body.creditsRemaining).toBe(2);

    expect((await submit(member.client)).status).toBe(201);
    expect(await orgBalance(orgId)).toBe(0);
    expect(await creditsOf(member.id)).toBe(2);
    expect((await submit(member.client)).status).toBe(201);
    expect(await creditsOf(member.id)).toBe(1);
  });
});

describe('shared library', () => {
  it('members see shared analyses; personal ones stay personal; a removed member loses access, the contracts stay', async () => {
    const { orgId, owner, members } = await createFirm({ size: 3, credits: 5 });
    const [alice, bob] = members as [(typeof members)[0], (typeof members)[0]];
    const shared = await submit(alice.client, { behalfOf: 'Shared Holdings' });
    const personal = await submit(alice.client, { behalfOf: 'Private Matter', shareWithOrganization: false });
    expect([shared.status, personal.status]).toEqual([201, 201]);
    const sharedId = shared.body.id!;
    expect((await waitForAnalysis(alice.client, sharedId)).status).toBe('completed');
    expect((await waitForAnalysis(alice.client, personal.body.id!)).status).toBe('completed');

    // Bob reads the shared analysis and finds it in the organisation's library, searched.
    expect((await waitForAnalysis(bob.client, sharedId)).status).toBe('completed');
    const library = await bob.client.get<LibraryPage>(
      '/api/contract/user-contracts?scope=organization&q=shared%20holdings',
    );
    expect(library.body.contracts.map((c) => c.id)).toEqual([sharedId]);
    expect((await bob.client.get(`/api/contract/user-contracts/${sharedId}`)).status).toBe(200);
    // Alice's personal contract is hers alone, and not in her own library's shared list.
    expect((await bob.client.get(`/api/contract/analysis/${personal.body.id}`)).status).toBe(404);
    const mine = await alice.client.get<LibraryPage>('/api/contract/user-contracts');
    expect(mine.body.contracts.map((c) => c.id)).toEqual([personal.body.id]);

    // Usage: two completed analyses paid by the organisation, both Alice's, this month.
    const usage = await owner.client.get<Usage>(`/api/orgs/${orgId}/usage`);
    expect(usage.body.months[0]).toMatchObject({
      total: 2,
      members: [{ id: alice.id, name: 'Member1 Smith', count: 2 }],
    });

    // Alice is removed: she loses the organisation's library; the contract stays with it.
    expect((await owner.client.call('DELETE', `/api/orgs/${orgId}/members/${alice.id}`)).status).toBe(200);
    expect((await alice.client.get(`/api/contract/analysis/${sharedId}`)).status).toBe(404);
    expect((await alice.client.get('/api/contract/user-contracts?scope=organization')).status).toBe(404);
    expect((await alice.client.get(`/api/contract/analysis/${personal.body.id}`)).status).toBe(200);
    expect((await bob.client.get(`/api/contract/analysis/${sharedId}`)).status).toBe(200);
    const after = await owner.client.get<Usage>(`/api/orgs/${orgId}/usage`);
    expect(after.body.months[0]!.members).toEqual([{ id: alice.id, name: 'Former member', count: 2 }]);
  }, 90_000);
});
