/**
 * A firm's shared playbooks: owners and admins keep them, every member lists them and reviews with
 * them (the analysis checks the shared rules and names the playbook), an edit reaches the next
 * review, and someone outside the firm can neither read them nor use one by its id.
 */
import { describe, expect, it } from 'vitest';
import type { Analysis } from '../../../shared/schemas/analysis';
import type { Playbook } from '../../../shared/schemas/playbooks';
import { createSignedInUser, type ApiClient } from '../../support/users';
import { createFirm, submit, waitForAnalysis } from './helpers';

async function analysedWith(
  client: ApiClient,
  playbookId: number,
  scope: 'organization' | 'personal',
): Promise<Analysis> {
  const submitted = await submit(client, { playbookId, playbookScope: scope });
  expect(submitted.status).toBe(201);
  const done = await waitForAnalysis(client, submitted.body.id!);
  expect(done.status).toBe('completed');
  return JSON.parse(done.analysis!) as Analysis;
}

const playbookLines = (analysis: Analysis) =>
  (analysis.playbook_review?.rules_checked ?? []).filter((c) => c.source === 'playbook').map((c) => [c.line, c.status]);

describe('shared playbooks', () => {
  it('the owner keeps them, every member reviews with them, outsiders cannot', async () => {
    const { orgId, owner, members } = await createFirm({ size: 3, credits: 5 });
    const [alice, bob] = members as [(typeof members)[0], (typeof members)[0]];
    const created = await owner.client.post<Playbook>(`/api/orgs/${orgId}/playbooks`, {
      name: 'Firm standard',
      content: 'governing law: New York',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;

    // Both members see it; a member may not add or change one.
    for (const member of [alice, bob]) {
      const listed = await member.client.get<Playbook[]>(`/api/orgs/${orgId}/playbooks`);
      expect(listed.body.map((p) => p.name)).toEqual(['Firm standard']);
    }
    expect(
      (await alice.client.post(`/api/orgs/${orgId}/playbooks`, { name: 'Mine', content: 'prohibit: auto-renewal' }))
        .status,
    ).toBe(403);
    expect(
      (await alice.client.call('PUT', `/api/orgs/${orgId}/playbooks/${id}`, { name: 'Changed', content: 'x' })).status,
    ).toBe(403);

    // Bob reviews with it: the shared rule is checked and the summary names the playbook.
    const first = await analysedWith(bob.client, id, 'organization');
    expect(playbookLines(first)).toEqual([['governing law: New York', 'violated']]);
    expect(first.dashboard_executive_summary.overall_context.summary).toContain('Playbook “Firm standard”');

    // The owner edits it; Alice's next review uses the new rule.
    expect(
      (
        await owner.client.call('PUT', `/api/orgs/${orgId}/playbooks/${id}`, {
          name: 'Firm standard',
          content: 'governing law: Delaware',
        })
      ).status,
    ).toBe(200);
    const second = await analysedWith(alice.client, id, 'organization');
    expect(playbookLines(second)).toEqual([['governing law: Delaware', 'satisfied']]);

    // Outside the firm: the list is not found, and the id used as a shared playbook applies nothing.
    const outsider = await createSignedInUser({ prefix: 'outsider', credits: 1 });
    expect((await outsider.client.get(`/api/orgs/${orgId}/playbooks`)).status).toBe(404);
    const foreign = await analysedWith(outsider.client, id, 'organization');
    expect(playbookLines(foreign)).toEqual([]);
    expect(foreign.dashboard_executive_summary.overall_context.summary).not.toContain('Firm standard');
  }, 90_000);
});
