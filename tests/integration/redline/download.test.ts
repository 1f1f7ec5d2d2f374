/**
 * POST /api/docx/generate-redlined-report/{id} through the local cloud's HTTP API: a paid owner
 * gets a Word file in which exactly the selected modifications are tracked changes by the chosen
 * author; nothing selected, unknown indices, someone else's contract, a contract without analysis
 * or without a redline, and a free plan are refused.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { redlineMessages } from '../../../shared/redline-messages';
import { reportContentTypes, reportMessages } from '../../../shared/report-messages';
import type { RedlineMetadata } from '../../../shared/schemas/redline';
import { createSignedInUser, type TestUser } from '../../support/users';
import { analysedContract, downloadRedlined, flat, pendingContract, servicesText, trackedChanges } from './helpers';

describe('redlined Word download', () => {
  let paid: TestUser;
  let free: TestUser;
  let contractId: string;
  let redline: RedlineMetadata;

  beforeAll(async () => {
    [paid, free] = await Promise.all([
      createSignedInUser({ prefix: 'redline-dl-paid', plan: 'paid', credits: 5 }),
      createSignedInUser({ prefix: 'redline-dl-free', plan: 'free', credits: 2 }),
    ]);
    contractId = await analysedContract(paid);
    const res = await paid.client.post<{ redlineMetadata: RedlineMetadata }>(`/api/contract/redline/${contractId}`);
    expect(res.status).toBe(201);
    redline = res.body.redlineMetadata;
    expect(redline.modifications.length).toBeGreaterThan(4);
  }, 150_000);

  it('writes exactly the selected modifications as tracked changes by the chosen author', async () => {
    const all = redline.modifications.map((_, i) => i);
    const selected = all.filter((i) => i !== 1 && i !== 3);
    const res = await downloadRedlined(paid, contractId, {
      selectedModifications: selected,
      author: 'J. Smith (AI-assisted)',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(reportContentTypes.docx);
    expect(res.headers.get('content-disposition')).toContain('filename="Master_Services_Agreement_redlined.docx"');
    const files = unzipSync(res.bytes);
    const { changes, accepted, rejected } = trackedChanges(strFromU8(files['word/document.xml']!));
    expect(changes.some((c) => c.kind === 'ins')).toBe(true);
    expect(changes.some((c) => c.kind === 'del')).toBe(true);
    for (const c of changes)
      expect(c).toMatchObject({ author: 'J. Smith (AI-assisted)', date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // Rejecting everything gives the contract back; accepting gives exactly the selected edits.
    for (const m of redline.modifications) if (m.original_text) expect(rejected).toContain(flat(m.original_text));
    for (const [i, m] of redline.modifications.entries()) {
      const added = m.modified_text ? flat(m.modified_text) : undefined;
      if (selected.includes(i)) {
        if (added) expect(accepted, `modification ${i}`).toContain(added);
      } else if (added && !servicesText.includes(m.modified_text!)) {
        expect(accepted, `unselected modification ${i} left a trace`).not.toContain(added);
      }
    }
  });

  it('writes "AI Reviewer" when no author is given, and accepts duplicate indices once', async () => {
    const res = await downloadRedlined(paid, contractId, { selectedModifications: [0, 0] });
    expect(res.status).toBe(200);
    const { changes } = trackedChanges(strFromU8(unzipSync(res.bytes)['word/document.xml']!));
    expect(changes.length).toBeGreaterThan(0);
    expect(new Set(changes.map((c) => c.author))).toEqual(new Set(['AI Reviewer']));
  });

  it('refuses nothing selected, unknown indices, malformed bodies and a bad author with 400', async () => {
    const none = await downloadRedlined(paid, contractId, { selectedModifications: [] });
    expect(none.status).toBe(400);
    expect(none.json()).toMatchObject({ code: 'NOTHING_SELECTED', message: redlineMessages.noneSelected });
    const unknown = await downloadRedlined(paid, contractId, {
      selectedModifications: [0, redline.modifications.length],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_MODIFICATION' });
    for (const body of [
      {},
      { selectedModifications: ['0'] },
      { selectedModifications: [-1] },
      { selectedModifications: [0], author: '<script>' },
    ]) {
      const res = await downloadRedlined(paid, contractId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it("answers 404 for someone else's or a missing contract and 401 without a session", async () => {
    const stranger = await createSignedInUser({ prefix: 'redline-dl-stranger', plan: 'paid', credits: 1 });
    expect((await downloadRedlined(stranger, contractId, { selectedModifications: [0] })).status).toBe(404);
    expect((await downloadRedlined(paid, '01J0000000000000000000000Z', { selectedModifications: [0] })).status).toBe(
      404,
    );
    expect((await downloadRedlined(undefined, contractId, { selectedModifications: [0] })).status).toBe(401);
  });

  it('refuses a contract without analysis, and one whose redline was never generated', async () => {
    const pending = await downloadRedlined(paid, await pendingContract(paid.id), { selectedModifications: [0] });
    expect(pending.status).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'ANALYSIS_NOT_READY' });
    const fresh = await analysedContract(paid);
    const res = await downloadRedlined(paid, fresh, { selectedModifications: [0] });
    expect(res.status).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REDLINE_NOT_GENERATED', message: redlineMessages.notGenerated });
  });

  it("gives a free plan the reports' upgrade answer", async () => {
    const own = await analysedContract(free);
    expect((await free.client.post(`/api/contract/redline/${own}`)).status).toBe(201);
    const res = await downloadRedlined(free, own, { selectedModifications: [0] });
    expect(res.status).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NEEDS_UPGRADE', needsUpgrade: true, message: reportMessages.paidOnly });
  });
});
