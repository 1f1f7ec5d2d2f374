/**
 * The negotiation round-trip through the local cloud: the other side's markup of the Cloud Service
 * Agreement uploaded and analysed for the Customer with a buyer-side playbook lists their changes
 * judged; POST /api/docx/generate-response/{id} answers with a Word file honouring the decisions
 * and carrying no internal note; the decisions are remembered and shown when the next draft of the
 * same deal comes back; bad requests, other users and contracts without their changes are refused.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { negotiationMessages } from '../../../shared/negotiation-messages';
import type { CounterpartyChange, DecisionsResponse } from '../../../shared/schemas/negotiation';
import { reportContentTypes } from '../../../shared/report-messages';
import { openTracked } from '../../../functions/src/documents/negotiation/open';
import { THEIR_AUTHOR } from '../../support/counterparty-markup';
import { BUYER_PLAYBOOK, NEGOTIATED_EDITS, negotiatedMarkup } from '../../support/negotiated-fixture';
import { allObjectKeys } from '../../support/emulator-scan';
import { createSignedInUser, type TestUser } from '../../support/users';
import { analysedContract, pendingContract } from '../redline/helpers';
import { analysedUpload, analysisOf, createPlaybook, generateResponse } from './helpers';

const AUTHOR = 'Sam Buyer';
const NOTE = 'INTERNAL client would concede this for a fee cut';
const REASON = 'we need the subscription term commitment';

describe('answering the other side’s changes', () => {
  let user: TestUser;
  let contractId: string;
  let changes: CounterpartyChange[];
  let markup: Uint8Array;
  const find = (words: string) => changes.find((c) => c.kind !== 'comment' && c.after.includes(words))!;

  beforeAll(async () => {
    user = await createSignedInUser({ prefix: 'negotiation', plan: 'paid', credits: 5 });
    const playbookId = await createPlaybook(user, 'Buyer positions', BUYER_PLAYBOOK);
    markup = (await negotiatedMarkup()).docx;
    contractId = (await analysedUpload(user, 'CSA from Provider.docx', markup, { playbookId })).id;
    changes = (await analysisOf(user, contractId)).counterparty_changes ?? [];
  }, 240_000);

  it('lists their changes in the analysis, judged for the Customer against the playbook', () => {
    const edits = changes.filter((c) => c.kind !== 'comment');
    expect(edits).toHaveLength(NEGOTIATED_EDITS.length);
    for (const c of changes)
      expect(c).toMatchObject({ author: THEIR_AUTHOR, source: 'tracked', id: expect.stringMatching(/^C\d+$/) });
    expect(find('Provider may terminate the Framework Terms for convenience')).toMatchObject({
      kind: 'insertion',
      recommendation: 'reject',
      section: 'Section 5.2 (Framework Terms)',
    });
    expect(find('three (3) months')).toMatchObject({
      recommendation: 'counter',
      playbook_rule: 'Liability cap: at least 12 months',
      counter_text: expect.stringContaining('eighteen (18) months'),
    });
    expect(find('in writing')).toMatchObject({ recommendation: 'accept' });
    expect(
      changes.some((c) => c.kind === 'comment' && c.comment === 'High priority. Provider needs flexibility.'),
    ).toBe(true);
    for (const c of edits) expect(c.spans).toHaveLength(1);
  });

  it('answers with a Word file honouring accept, refuse and counter, with no internal note inside', async () => {
    const termination = find('Provider may terminate the Framework Terms for convenience');
    const cap = find('three (3) months');
    const writing = find('in writing');
    const comment = changes.find((c) => c.kind === 'comment')!;
    const res = await generateResponse(user, contractId, {
      author: AUTHOR,
      decisions: [
        {
          change: termination.id,
          action: 'refuse',
          externalComment: 'We need the term commitment.',
          internalNote: NOTE,
          reason: REASON,
        },
        {
          change: cap.id,
          action: 'counter',
          counterText: cap.counter_text,
          externalComment: 'We can offer 18 months.',
          reason: 'playbook first fallback',
        },
        { change: writing.id, action: 'accept', internalNote: 'INTERNAL zero-risk wording' },
        { change: comment.id, action: 'accept', externalComment: 'Noted.' },
      ],
    });
    expect(res.status, Buffer.from(res.bytes).toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe(reportContentTypes.docx);
    expect(res.headers.get('content-disposition')).toContain('CSA_from_Provider_answer.docx');
    for (const [part, bytes] of Object.entries(unzipSync(res.bytes))) {
      const text = strFromU8(bytes, true);
      for (const secret of [
        NOTE,
        REASON,
        'INTERNAL zero-risk wording',
        'playbook first fallback',
        termination.reasoning,
        termination.effect,
      ])
        expect(text.includes(secret), `${part}`).toBe(false);
    }
    // Their refused insertion is struck by us, the counter is ours on top, the accepted one is clean text.
    const reading = openTracked(res.bytes, { theirs: [THEIR_AUTHOR] }).reading;
    expect(reading.afterText).toContain('in writing');
    expect(reading.changes.some((c) => c.after.includes('in writing'))).toBe(false);
    const ours = openTracked(res.bytes, { theirs: [AUTHOR] }).reading;
    expect(
      ours.changes.some((c) => c.before.includes('Provider may terminate the Framework Terms for convenience')),
    ).toBe(true);
    expect(ours.changes.some((c) => c.after.includes('eighteen (18'))).toBe(true);
    expect(ours.comments.map((c) => c.text).sort()).toEqual([
      'Noted.',
      'We can offer 18 months.',
      'We need the term commitment.',
    ]);
    expect(strFromU8(unzipSync(res.bytes)['word/commentsExtended.xml']!)).toContain('w15:paraIdParent');
  });

  it('remembers the decisions with their reasons and internal notes, and shows them when the next draft comes back', async () => {
    const stored = await user.client.get<DecisionsResponse>(`/api/contract/${contractId}/decisions`);
    expect(stored.status).toBe(200);
    expect(stored.body.author).toBe(AUTHOR);
    expect(stored.body.decisions.find((d) => d.action === 'refuse')).toMatchObject({
      internalNote: NOTE,
      reason: REASON,
      recommendation: 'reject',
    });
    const next = await analysedUpload(user, 'CSA from Provider v2.docx', markup);
    const again = (await analysisOf(user, next.id)).counterparty_changes ?? [];
    const termination = again.find(
      (c) => c.kind !== 'comment' && c.after.includes('Provider may terminate the Framework Terms for convenience'),
    )!;
    expect(termination.previous_decision).toMatchObject({ action: 'refuse', reason: REASON });
    expect(
      again.find((c) => c.kind !== 'comment' && c.after.includes('three (3) months'))!.previous_decision,
    ).toMatchObject({ action: 'counter', counter_text: expect.stringContaining('eighteen (18)') });
  }, 240_000);

  it('refuses unknown changes, duplicate decisions, over-long texts and malformed decisions with clear messages', async () => {
    const id = changes[0]!.id;
    const cases: [unknown, number, string, string?][] = [
      [
        { author: AUTHOR, decisions: [{ change: 'C999', action: 'accept' }] },
        400,
        'UNKNOWN_CHANGE',
        negotiationMessages.unknownChange('C999'),
      ],
      [
        {
          author: AUTHOR,
          decisions: [
            { change: id, action: 'accept' },
            { change: id, action: 'refuse' },
          ],
        },
        400,
        'DUPLICATE_DECISION',
        negotiationMessages.duplicateDecision(id),
      ],
      [
        { author: AUTHOR, decisions: [{ change: id, action: 'counter', counterText: 'x'.repeat(4001) }] },
        400,
        'VALIDATION_FAILED',
        'Counter text cannot exceed 4,000 characters',
      ],
      [
        { author: AUTHOR, decisions: [{ change: id, action: 'accept', internalNote: 'n'.repeat(2001) }] },
        400,
        'VALIDATION_FAILED',
        'Internal note cannot exceed 2,000 characters',
      ],
      [
        { author: AUTHOR, decisions: [{ change: id, action: 'counter' }] },
        400,
        'VALIDATION_FAILED',
        negotiationMessages.counterNeedsText,
      ],
      [
        { author: AUTHOR, decisions: [{ change: id, action: 'ignore' }] },
        400,
        'VALIDATION_FAILED',
        negotiationMessages.badAction,
      ],
      [{ author: AUTHOR, decisions: [] }, 400, 'VALIDATION_FAILED', negotiationMessages.noDecisions],
      [{ author: '<b>', decisions: [{ change: id, action: 'accept' }] }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await generateResponse(user, contractId, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      expect(res.json()).toMatchObject({ code, ...(message ? { message } : {}) });
    }
  });

  it("answers 404 for someone else's contract, 401 without a session, 403 on a free plan, 409 before the analysis or without their changes", async () => {
    const decisions = [{ change: changes[0]!.id, action: 'accept' }];
    const stranger = await createSignedInUser({ prefix: 'negotiation-stranger', plan: 'paid', credits: 2 });
    expect((await generateResponse(stranger, contractId, { author: AUTHOR, decisions })).status).toBe(404);
    expect((await stranger.client.get(`/api/contract/${contractId}/decisions`)).status).toBe(404);
    expect((await generateResponse(undefined, contractId, { author: AUTHOR, decisions })).status).toBe(401);
    const free = await createSignedInUser({ prefix: 'negotiation-free', plan: 'free', credits: 1 });
    const freeAnswer = await generateResponse(free, contractId, { author: AUTHOR, decisions });
    expect(freeAnswer.status).toBe(403);
    expect(freeAnswer.json()).toMatchObject({ code: 'NEEDS_UPGRADE', needsUpgrade: true });
    const pasted = await analysedContract(stranger);
    const none = await generateResponse(stranger, pasted, { author: AUTHOR, decisions });
    expect(none.status).toBe(409);
    expect(none.json()).toMatchObject({ code: 'NO_COUNTERPARTY_CHANGES', message: negotiationMessages.noChanges });
    expect(
      (await generateResponse(stranger, await pendingContract(stranger.id), { author: AUTHOR, decisions })).status,
    ).toBe(409);
    expect((await generateResponse(stranger, 'not-a-ulid', { author: AUTHOR, decisions })).status).toBe(404);
  }, 180_000);

  it('exports the decisions with the contract, and deleting the contract deletes its negotiation files and the deal pointer to it', async () => {
    const res = await fetch(`${inject('baseUrl')}/api/account/export`, {
      headers: { cookie: `session=${user.client.cookie}` },
    });
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(JSON.parse(strFromU8(zip[`contracts/${contractId}/negotiation/decisions.json`]!))).toMatchObject({
      author: AUTHOR,
    });
    const mine = async () => (await allObjectKeys()).filter((k) => k.startsWith(`negotiation/${user.id}/`));
    const pointers = async () => (await mine()).filter((k) => k.startsWith(`negotiation/${user.id}/deals/`));
    expect(await mine()).toContain(`negotiation/${user.id}/${contractId}/decisions.json`);
    expect(await pointers()).toHaveLength(1);

    expect((await user.client.call('DELETE', `/api/contract/${contractId}`)).status).toBe(200);
    expect((await mine()).filter((k) => k.includes(contractId))).toEqual([]);
    // The deal's only pointer named the deleted contract: it goes too, and nothing keeps the internal note.
    expect(await pointers()).toEqual([]);
    expect((await mine()).filter((k) => k.endsWith('decisions.json'))).toEqual([]);
  }, 120_000);
});
