/** Portable playbooks: export document, import into another account (new ids), validation and caps. */
import { beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '../../../shared/messages';
import {
  PLAYBOOK_EXPORT_FORMAT,
  type Playbook,
  type PlaybookExport,
  type PlaybookImportResult,
} from '../../../shared/schemas/playbooks';
import { createSignedInUser, type TestUser } from '../../support/users';

let source: TestUser;
let target: TestUser;

beforeAll(async () => {
  [source, target] = await Promise.all([
    createSignedInUser({ prefix: 'pb-export' }),
    createSignedInUser({ prefix: 'pb-import' }),
  ]);
});

describe('playbook export and import', () => {
  it('round-trips: export from one account, import into another with new ids and the same order', async () => {
    for (const [name, content] of [
      ['Supplier NDA', 'Require: confidentiality\nGoverning law: England'],
      ['SaaS customer', 'Liability cap: at least 12 months\nPayment terms: at most 30 days'],
      ['Unicode ✓ 契約', 'Focus on: termination — 終了'],
    ]) {
      expect((await source.client.post('/api/playbooks', { name, content })).status).toBe(201);
      await new Promise((r) => setTimeout(r, 3));
    }
    const exported = await source.client.get<PlaybookExport>('/api/playbooks/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /attachment; filename="clausewise-playbooks-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(exported.body).toMatchObject({ format: PLAYBOOK_EXPORT_FORMAT, version: 1 });
    expect(Number.isNaN(Date.parse(exported.body.exportedAt))).toBe(false);
    expect(exported.body.playbooks.map((p) => p.name)).toEqual(['Unicode ✓ 契約', 'SaaS customer', 'Supplier NDA']);
    expect(Object.keys(exported.body.playbooks[0]!).sort()).toEqual(['content', 'name']);

    // Give the target an existing playbook: imports add, never overwrite.
    const existing = (await target.client.post<Playbook>('/api/playbooks', { name: 'Mine', content: 'mine' })).body;
    const imported = await target.client.post<PlaybookImportResult>('/api/playbooks/import', exported.body);
    expect(imported.status).toBe(201);
    expect(imported.body.created).toBe(3);
    expect(imported.body.playbooks.map((p) => p.name)).toEqual(exported.body.playbooks.map((p) => p.name));
    const ids = imported.body.playbooks.map((p) => p.id);
    expect(new Set([...ids, existing.id]).size).toBe(4);

    const again = await target.client.get<PlaybookExport>('/api/playbooks/export');
    expect(again.body.playbooks.slice(0, 3)).toEqual(exported.body.playbooks);
    expect(again.body.playbooks[3]).toEqual({ name: 'Mine', content: 'mine' });
  });

  it.each([
    [{}, 'Not a Clausewise playbooks file'],
    [{ format: 'other', version: 1, playbooks: [] }, 'Not a Clausewise playbooks file'],
    [
      { format: PLAYBOOK_EXPORT_FORMAT, version: 2, playbooks: [{ name: 'a', content: 'b' }] },
      'Unsupported playbooks file version',
    ],
    [{ format: PLAYBOOK_EXPORT_FORMAT, version: 1, playbooks: [] }, 'The file contains no playbooks'],
    [{ format: PLAYBOOK_EXPORT_FORMAT, version: 1, playbooks: [{ name: '', content: 'b' }] }, m.playbookNameRequired],
    [
      { format: PLAYBOOK_EXPORT_FORMAT, version: 1, playbooks: [{ name: 'a', content: 'x'.repeat(10_001) }] },
      m.playbookContentMax,
    ],
    [
      {
        format: PLAYBOOK_EXPORT_FORMAT,
        version: 1,
        playbooks: Array.from({ length: 101 }, (_, i) => ({ name: `P${i}`, content: 'c' })),
      },
      'At most 100 playbooks can be imported at once',
    ],
  ])('%#: refuses an invalid document and creates nothing', async (doc, message) => {
    const user = await createSignedInUser({ prefix: 'pb-bad-import' });
    const res = await user.client.post<{ message: string; code: string }>('/api/playbooks/import', doc);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect((await user.client.get<Playbook[]>('/api/playbooks')).body).toEqual([]);
  });

  it('imports the maximum of 100 at once', async () => {
    const user = await createSignedInUser({ prefix: 'pb-import-100' });
    const doc = {
      format: PLAYBOOK_EXPORT_FORMAT,
      version: 1,
      playbooks: Array.from({ length: 100 }, (_, i) => ({ name: `P${i}`, content: `Rule ${i}` })),
    };
    const res = await user.client.post<PlaybookImportResult>('/api/playbooks/import', doc);
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(100);
    const listed = (await user.client.get<Playbook[]>('/api/playbooks')).body;
    expect(listed).toHaveLength(100);
    expect(new Set(listed.map((p) => p.id)).size).toBe(100);
    expect(listed[0]!.name).toBe('P0');
  });
});
