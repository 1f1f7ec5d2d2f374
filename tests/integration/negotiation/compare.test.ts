/**
 * Comparing drafts through the local cloud: the other side's new draft uploaded clean, with our
 * previous draft's text beside it, lists the differences as their changes exactly as their tracked
 * changes would be listed; GET /api/docx/comparison/{id} gives the new draft with the differences
 * as their tracked changes; the answer is built on that file; a contract compared with nothing has
 * no comparison.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { negotiationMessages } from '../../../shared/negotiation-messages';
import type { CounterpartyChange } from '../../../shared/schemas/negotiation';
import { openTracked } from '../../../functions/src/documents/negotiation/open';
import { THEIR_AUTHOR } from '../../support/counterparty-markup';
import { negotiatedMarkup, fixtureBytes } from '../../support/negotiated-fixture';
import { acceptAll } from '../../support/tracked-changes';
import { createSignedInUser, type TestUser } from '../../support/users';
import { analysedContract } from '../redline/helpers';
import { uploadAndProcess } from '../uploads/helpers';
import { analysedUpload, analysisOf, download, generateResponse } from './helpers';

const key = (c: Pick<CounterpartyChange, 'kind' | 'before' | 'after'>) =>
  `${c.kind} | ${c.before.replace(/\s+/g, ' ')} | ${c.after.replace(/\s+/g, ' ')}`;

describe('comparing the previous draft with their new one', () => {
  let user: TestUser;
  let contractId: string;
  let newText: string;
  let changes: CounterpartyChange[];
  let tracked: CounterpartyChange[];

  beforeAll(async () => {
    user = await createSignedInUser({ prefix: 'negotiation-compare', plan: 'paid', credits: 5 });
    const markup = await negotiatedMarkup();
    const files = unzipSync(markup.docx);
    // Their new draft as a clean file: their changes made, no tracked changes left.
    const clean = zipSync({
      ...files,
      'word/document.xml': strToU8(acceptAll(strFromU8(files['word/document.xml']!), THEIR_AUTHOR)),
    });
    const previous = await uploadAndProcess(user, 'docx', 'CSA we sent.docx', fixtureBytes());
    const upload = await analysedUpload(user, 'CSA they returned.docx', clean, {
      previousDraftText: previous.processed.body.extractedText,
      previousDraftFilename: 'CSA we sent.docx',
    });
    contractId = upload.id;
    newText = upload.text;
    changes = (await analysisOf(user, contractId)).counterparty_changes ?? [];
    tracked =
      (await analysisOf(user, (await analysedUpload(user, 'CSA tracked.docx', markup.docx)).id)).counterparty_changes ??
      [];
  }, 300_000);

  it('lists the same changes as their tracked changes, judged the same way, from the comparison', () => {
    const edits = (list: CounterpartyChange[]) => list.filter((c) => c.kind !== 'comment');
    expect(edits(changes).map(key)).toEqual(edits(tracked).map(key));
    expect(edits(changes).map((c) => c.recommendation)).toEqual(edits(tracked).map((c) => c.recommendation));
    for (const c of changes) expect(c).toMatchObject({ source: 'comparison', author: 'Provider' });
    for (const c of changes) for (const s of c.spans) expect(newText.slice(s.start, s.end)).toBe(c.after);
  });

  it('downloads the comparison: the new draft with the differences as their tracked changes', async () => {
    const res = await download(user, 'GET', `/api/docx/comparison/${contractId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('CSA_they_returned_comparison.docx');
    const reading = openTracked(res.bytes, { theirs: ['Provider'] }).reading;
    expect(reading.afterText).toBe(newText);
    expect(reading.changes).toHaveLength(changes.length);
  });

  it('builds the answer on the comparison', async () => {
    const res = await generateResponse(user, contractId, {
      author: 'Sam Buyer',
      decisions: changes.map((c) => ({ change: c.id, action: 'refuse' })),
    });
    expect(res.status).toBe(200);
    const ours = openTracked(res.bytes, { theirs: ['Sam Buyer'] }).reading;
    expect(ours.changes.length).toBeGreaterThanOrEqual(changes.length);
  });

  it('has no comparison for a contract compared with nothing', async () => {
    const plain = await analysedContract(user);
    const res = await download(user, 'GET', `/api/docx/comparison/${plain}`);
    expect(res.status).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_COMPARISON', message: negotiationMessages.noComparison });
  }, 120_000);
});
