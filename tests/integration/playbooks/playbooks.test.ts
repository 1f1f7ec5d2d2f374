/**
 * Playbooks API through the local cloud: validation with the spec's messages, per-user numeric ids,
 * ordering, ownership (404 for someone else's id on every call), the last used playbook and the
 * user status, and that the analysis job reads exactly what the API writes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../../shared/messages';
import type { Playbook } from '../../../shared/schemas/playbooks';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { createPlaybookLookup } from '../../../functions/src/adapters/dynamo/playbook-lookup';
import { getConfig } from '../../../functions/src/config';
import { ApiClient, createSignedInUser, type TestUser } from '../../support/users';

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    createSignedInUser({ prefix: 'pb-alice' }),
    createSignedInUser({ prefix: 'pb-bob' }),
  ]);
});

const create = (user: TestUser, body: unknown) =>
  user.client.post<Playbook & { message?: string; fields?: Record<string, string> }>('/api/playbooks', body);
const list = async (user: TestUser) => (await user.client.get<Playbook[]>('/api/playbooks')).body;
const status = async (user: TestUser) =>
  (await user.client.get<{ lastUsedPlaybookId: number | null }>('/api/contract/user-status')).body;

describe('playbook validation (docs/product-spec.md section 5 messages)', () => {
  it.each([
    [{ content: 'Require: confidentiality' }, 'name', m.playbookNameRequired],
    [{ name: '   ', content: 'Require: confidentiality' }, 'name', m.playbookNameRequired],
    [{ name: 'x'.repeat(101), content: 'Require: confidentiality' }, 'name', m.playbookNameMax],
    [{ name: 'NDA' }, 'content', m.playbookContentRequired],
    [{ name: 'NDA', content: '' }, 'content', m.playbookContentRequired],
    [{ name: 'NDA', content: 'x'.repeat(10_001) }, 'content', m.playbookContentMax],
  ])('%#: rejects with the field message', async (body, field, message) => {
    const res = await create(alice, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
  });

  it('accepts the limits exactly (100-character name, 10,000-character content) and trims', async () => {
    const res = await create(alice, { name: ` ${'n'.repeat(100)} `, content: 'c'.repeat(10_000) });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('n'.repeat(100));
    expect(res.body.content).toHaveLength(10_000);
    expect((await alice.client.call('DELETE', `/api/playbooks/${res.body.id}`)).status).toBe(200);
  });

  it('validates updates with the same schema', async () => {
    const created = await create(alice, { name: 'Update me', content: 'Focus on: termination' });
    const res = await alice.client.call<{ message: string }>('PUT', `/api/playbooks/${created.body.id}`, {
      name: '',
      content: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(m.playbookNameRequired);
  });
});

describe('playbook lifecycle', () => {
  it('creates playbooks with numeric ids from a per-user counter, distinct under concurrency', async () => {
    const user = await createSignedInUser({ prefix: 'pb-ids' });
    const first = await create(user, { name: 'First', content: 'Require: confidentiality' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: 1, name: 'First', content: 'Require: confidentiality' });
    expect(first.body.createdAt).toBe(first.body.updatedAt);
    const parallel = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(user, { name: `P${i}`, content: 'Focus on: payment' })),
    );
    const ids = parallel.map((r) => r.body.id).sort((a, b) => a - b);
    expect(ids).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    // A deleted id is never reused.
    await user.client.call('DELETE', '/api/playbooks/9');
    expect((await create(user, { name: 'After delete', content: 'x' })).body.id).toBe(10);
  });

  it('lists the caller playbooks newest updated first; an update moves a playbook to the top', async () => {
    const user = await createSignedInUser({ prefix: 'pb-order' });
    expect(await list(user)).toEqual([]);
    const a = (await create(user, { name: 'A', content: 'a' })).body;
    await new Promise((r) => setTimeout(r, 5));
    const b = (await create(user, { name: 'B', content: 'b' })).body;
    expect((await list(user)).map((p) => p.id)).toEqual([b.id, a.id]);
    await new Promise((r) => setTimeout(r, 5));
    const updated = await user.client.call<Playbook>('PUT', `/api/playbooks/${a.id}`, { name: 'A2', content: 'a2' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: a.id, name: 'A2', content: 'a2', createdAt: a.createdAt });
    expect(updated.body.updatedAt > a.updatedAt).toBe(true);
    expect((await list(user)).map((p) => p.name)).toEqual(['A2', 'B']);
    expect((await list(bob)).some((p) => p.id === a.id && p.name === 'A2')).toBe(false);
  });

  it('writes exactly what the analysis job reads (PK=USER#<id>, SK=PLAYBOOK#<n>)', async () => {
    const created = (await create(alice, { name: 'Job reads me', content: 'Governing law: England' })).body;
    const c = getConfig();
    const lookup = createPlaybookLookup(
      createTable({ region: c.region, tableName: c.tableName, endpoint: c.endpoints.dynamodb }),
    );
    expect(await lookup.get(alice.id, created.id)).toEqual({ name: 'Job reads me', content: 'Governing law: England' });
    await alice.client.call('DELETE', `/api/playbooks/${created.id}`);
    expect(await lookup.get(alice.id, created.id)).toBeUndefined();
  });

  it('deletes once; a second delete is a 404', async () => {
    const created = (await create(alice, { name: 'Delete me', content: 'x' })).body;
    expect((await alice.client.call('DELETE', `/api/playbooks/${created.id}`)).status).toBe(200);
    expect((await alice.client.call('DELETE', `/api/playbooks/${created.id}`)).status).toBe(404);
    expect((await list(alice)).some((p) => p.id === created.id)).toBe(false);
  });
});

describe('ownership and ids', () => {
  it('answers 404 for another user playbook on every call and leaves it untouched', async () => {
    const mine = (await create(alice, { name: 'Private', content: 'secret rules' })).body;
    const put = await bob.client.call('PUT', `/api/playbooks/${mine.id}`, { name: 'Hijack', content: 'x' });
    const del = await bob.client.call('DELETE', `/api/playbooks/${mine.id}`);
    const last = await bob.client.post(`/api/playbooks/set-last-used/${mine.id}`);
    expect([put.status, del.status, last.status]).toEqual([404, 404, 404]);
    expect(put.body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(alice)).find((p) => p.id === mine.id)).toMatchObject({
      name: 'Private',
      content: 'secret rules',
    });
    expect((await status(bob)).lastUsedPlaybookId).toBeNull();
  });

  it.each(['abc', '0', '-1', '1.5', '01', '99999999999999999999'])('answers 404 for the id %s', async (id) => {
    expect((await alice.client.call('PUT', `/api/playbooks/${id}`, { name: 'n', content: 'c' })).status).toBe(404);
    expect((await alice.client.call('DELETE', `/api/playbooks/${id}`)).status).toBe(404);
    expect((await alice.client.post(`/api/playbooks/set-last-used/${id}`)).status).toBe(404);
  });

  it('requires a session (401) and a same-origin browser for writes (403)', async () => {
    const anon = new ApiClient();
    expect((await anon.get('/api/playbooks')).status).toBe(401);
    expect((await anon.post('/api/playbooks', { name: 'n', content: 'c' })).status).toBe(401);
    const foreign = await alice.client.post(
      '/api/playbooks',
      { name: 'n', content: 'c' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
  });
});

describe('last used playbook', () => {
  it('sets it, shows it in the user status, clears it with null and when the playbook is deleted', async () => {
    const user = await createSignedInUser({ prefix: 'pb-last' });
    const a = (await create(user, { name: 'A', content: 'a' })).body;
    const b = (await create(user, { name: 'B', content: 'b' })).body;
    expect((await status(user)).lastUsedPlaybookId).toBeNull();

    const set = await user.client.post<{ lastUsedPlaybookId: number | null }>(`/api/playbooks/set-last-used/${a.id}`);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ lastUsedPlaybookId: a.id });
    expect((await status(user)).lastUsedPlaybookId).toBe(a.id);

    expect((await user.client.post('/api/playbooks/set-last-used/null')).body).toEqual({ lastUsedPlaybookId: null });
    expect((await status(user)).lastUsedPlaybookId).toBeNull();

    await user.client.post(`/api/playbooks/set-last-used/${b.id}`);
    // Deleting another playbook keeps it; deleting the last used one clears it.
    await user.client.call('DELETE', `/api/playbooks/${a.id}`);
    expect((await status(user)).lastUsedPlaybookId).toBe(b.id);
    await user.client.call('DELETE', `/api/playbooks/${b.id}`);
    expect((await status(user)).lastUsedPlaybookId).toBeNull();
  });

  it('refuses a deleted playbook id with 404', async () => {
    const user = await createSignedInUser({ prefix: 'pb-last-gone' });
    const a = (await create(user, { name: 'A', content: 'a' })).body;
    await user.client.call('DELETE', `/api/playbooks/${a.id}`);
    expect((await user.client.post(`/api/playbooks/set-last-used/${a.id}`)).status).toBe(404);
    expect((await status(user)).lastUsedPlaybookId).toBeNull();
  });
});
