/**
 * The operator's organisation commands as a child process against the test cloud:
 * `org plan <orgId> business|enterprise` and `org credits add|set <orgId> <n>`.
 */
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../support/run-script';
import { createSignedInUser } from '../../support/users';
import { orgBalance, organizationsRepo } from './helpers';

const admin = (...args: string[]) => runScript('scripts/admin/main.ts', args);

describe('operator CLI: organisations', () => {
  it('grants a plan and sets and adds the shared credits; bad input exits 2', async () => {
    const owner = await createSignedInUser({ prefix: 'cli-owner' });
    const orgId = (await owner.client.post<{ id: string }>('/api/orgs', { name: 'Marlow Legal' })).body.id;

    const plan = await admin('org', 'plan', orgId, 'enterprise');
    expect(plan.code).toBe(0);
    expect(plan.stdout).toContain(`org plan: ${orgId} "Marlow Legal": plan=enterprise credits=0`);
    expect((await organizationsRepo().get(orgId))?.plan).toBe('enterprise');

    expect((await admin('org', 'credits', 'set', orgId, '40')).code).toBe(0);
    const add = await admin('org', 'credits', 'add', orgId, '-15');
    expect(add.stdout).toContain('credits=25');
    expect(await orgBalance(orgId)).toBe(25);

    const show = await admin('org', 'show', orgId);
    expect(show.stdout).toContain(`owner  ${owner.email}`);
    expect((await admin('org', 'plan', orgId, 'platinum')).code).toBe(2);
    // Never below 0, nothing changed; an unknown organisation is named.
    const below = await admin('org', 'credits', 'add', orgId, '-26');
    expect([below.code, below.stderr]).toEqual([1, expect.stringContaining('adding -26 would go below 0')]);
    expect(await orgBalance(orgId)).toBe(25);
    const unknown = `org_${ulid()}`;
    const missing = await admin('org', 'credits', 'add', unknown, '5');
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringContaining(`No organisation ${unknown}`)]);
    // Six CLI starts: the tier's generous timeout, not a fixed minute a loaded machine can pass.
  });
});
