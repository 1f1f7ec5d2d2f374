/**
 * POST /api/contract/analyze and GET /api/contract/analysis/{id} through the local cloud's HTTP
 * API, with real signed-in users: credits are charged exactly once under concurrency and retries,
 * out-of-credit answers carry the spec's dialog flags, and results are visible to their owner only.
 * The SQS bridge runs the analysis job, as Lambda's event source mapping would.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnalysisSchema } from '../../../shared/schemas/analysis';
import { AnalysisResponseSchema, type AnalysisResponse } from '../../../shared/schemas/contracts';
import { contractMessages, validationMessages } from '../../../shared/messages';
import { ApiClient, createSignedInUser, creditsOf } from '../../support/users';
import { sampleText } from './helpers';

const body = (overrides: Record<string, unknown> = {}) => ({
  contractText: sampleText,
  behalfOf: 'Beta LLC',
  playbookId: 'none',
  additionalInstructions: '',
  hasOriginalDocx: false,
  hasOriginalPdf: false,
  ...overrides,
});

const submit = (client: ApiClient, overrides: Record<string, unknown> = {}, key?: string) =>
  client.post<{ id?: string; message?: string; code?: string } & Record<string, unknown>>(
    '/api/contract/analyze',
    body(overrides),
    key ? { 'idempotency-key': key } : {},
  );

/** Polls the analysis until it is finished (completed or failed), at most `timeoutMs`. */
async function waitForAnalysis(client: ApiClient, id: string, timeoutMs = 20_000): Promise<AnalysisResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<AnalysisResponse>(`/api/contract/analysis/${id}`);
    expect(res.status).toBe(200);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`analysis ${id} still ${res.body.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('contract submission', () => {
  it('accepts exactly as many of 50 parallel submissions as the user has credits', async () => {
    const user = await createSignedInUser({ prefix: 'burst', credits: 3 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(user.client)));
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 402);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(47);
    expect(new Set(accepted.map((a) => a.body.id)).size).toBe(3);
    for (const r of refused) expect(r.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', freeUsed: true });
    expect(await creditsOf(user.id)).toBe(0);
  });

  it('charges once for retries with the same Idempotency-Key, even when they race', async () => {
    const user = await createSignedInUser({ prefix: 'retry', credits: 5 });
    const key = randomUUID();
    const first = await submit(user.client, {}, key);
    expect(first.status).toBe(201);
    const retries = await Promise.all(Array.from({ length: 5 }, () => submit(user.client, {}, key)));
    for (const r of retries) expect(r.body.id).toBe(first.body.id);
    expect(await creditsOf(user.id)).toBe(4);

    const racedKey = randomUUID();
    const raced = await Promise.all(Array.from({ length: 8 }, () => submit(user.client, {}, racedKey)));
    expect(raced.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(new Set(raced.map((r) => r.body.id)).size).toBe(1);
    expect(await creditsOf(user.id)).toBe(3);

    // A different submission under a used key is refused, not silently merged.
    const reused = await submit(user.client, { behalfOf: 'Someone else' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await creditsOf(user.id)).toBe(3);
  });

  it('the same submit key sent 20 times in parallel charges once and answers each with the first result', async () => {
    // One credit only: a duplicate must find the first attempt's charge, never a 402 of its own.
    const user = await createSignedInUser({ prefix: 'dup20', credits: 1 });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(user.client, {}, key)));
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await creditsOf(user.id)).toBe(0);
    // After the analysis, a late retry still gets the same contract and no charge.
    const finished = await waitForAnalysis(user.client, answers[0]!.body.id!);
    expect(finished.status).toBe('completed');
    const late = await submit(user.client, {}, key);
    expect(late.status).toBe(200);
    expect(late.body.id).toBe(answers[0]!.body.id);
    expect(await creditsOf(user.id)).toBe(0);
  });

  it('answers the dialogs of docs/product-spec.md section 8 when there is no credit left', async () => {
    const free = await createSignedInUser({ prefix: 'free0', credits: 0 });
    const freeAnswer = await submit(free.client);
    expect(freeAnswer.status).toBe(402);
    expect(freeAnswer.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', freeUsed: true });
    expect(freeAnswer.body.message).toContain(contractMessages.insufficientCredits);

    const paid = await createSignedInUser({ prefix: 'paid0', plan: 'paid', credits: 0 });
    const paidAnswer = await submit(paid.client);
    expect(paidAnswer.status).toBe(402);
    expect(paidAnswer.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', needsTopup: true });
    expect(paidAnswer.body.freeUsed).toBeUndefined();

    const unverified = await createSignedInUser({ prefix: 'unverified', verified: false });
    const unverifiedAnswer = await submit(unverified.client);
    expect(unverifiedAnswer.status).toBe(403);
    expect(unverifiedAnswer.body).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: contractMessages.verifyEmailFirst });
    for (const u of [free, paid, unverified]) expect(await creditsOf(u.id)).toBe(0);
  });

  it('validates with the spec messages and charges nothing for an invalid submission', async () => {
    const user = await createSignedInUser({ prefix: 'invalid', credits: 1 });
    const short = await submit(user.client, { contractText: '  too short ' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(validationMessages.contractTextMin);
    const noParty = await submit(user.client, { behalfOf: '   ' });
    expect(noParty.body.message).toBe(validationMessages.behalfOfRequired);
    const long = await submit(user.client, { contractText: 'word '.repeat(75_001) });
    expect(long.body.message).toBe(validationMessages.contractTextMaxWords);
    const theirFile = await submit(user.client, {
      originalPdfPath: 'uploads/someone-else/01J000000000000000000000AA/x.pdf',
      hasOriginalPdf: true,
    });
    expect(theirFile.status).toBe(400);
    // Its own upload never processed: nobody checked that file, and its presigned URL could still replace it.
    const unchecked = await submit(user.client, {
      originalDocxPath: `uploads/${user.id}/01J000000000000000000000AA/x.docx`,
      hasOriginalDocx: true,
    });
    expect(unchecked.status).toBe(400);
    expect(await creditsOf(user.id)).toBe(1);
  });

  it('requires a session and a same-origin request', async () => {
    expect((await submit(new ApiClient())).status).toBe(401);
    const user = await createSignedInUser({ prefix: 'origin', credits: 1 });
    const foreign = await user.client.post('/api/contract/analyze', body(), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await creditsOf(user.id)).toBe(1);
  });
});

describe('analysis results', () => {
  it('runs submit -> queue -> job -> completed, and serves a schema-valid analysis to the owner', async () => {
    const user = await createSignedInUser({ prefix: 'e2e', firstName: 'Grace', lastName: 'Hopper', credits: 2 });
    const res = await submit(
      user.client,
      { playbookId: '', additionalInstructions: 'Focus on liability.' },
      randomUUID(),
    );
    expect(res.status).toBe(201);
    const id = res.body.id!;

    const early = await user.client.get<AnalysisResponse>(`/api/contract/analysis/${id}`);
    expect(['pending', 'processing', 'completed']).toContain(early.body.status);

    const done = await waitForAnalysis(user.client, id);
    expect(v.safeParse(AnalysisResponseSchema, done).success).toBe(true);
    expect(done).toMatchObject({
      status: 'completed',
      subscriptionType: 'free',
      isDownloadable: false,
      redlinesAvailable: false,
      redlineMetadata: null,
      userData: { firstName: 'Grace', lastName: 'Hopper', email: user.email },
    });
    expect(v.safeParse(AnalysisSchema, JSON.parse(done.analysis!)).success).toBe(true);
    expect(await creditsOf(user.id)).toBe(1);
  });

  it("answers 404 for another user's contract and for unknown ids", async () => {
    const owner = await createSignedInUser({ prefix: 'owner', credits: 1 });
    const other = await createSignedInUser({ prefix: 'other', credits: 1 });
    const { body: created } = await submit(owner.client);
    const theirs = await other.client.get(`/api/contract/analysis/${created.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ code: 'NOT_FOUND' });
    expect((await other.client.get('/api/contract/analysis/01J000000000000000000000AA')).status).toBe(404);
    expect((await other.client.get('/api/contract/analysis/not-an-id')).status).toBe(404);
    expect((await new ApiClient().get(`/api/contract/analysis/${created.id}`)).status).toBe(401);
    expect((await owner.client.get(`/api/contract/analysis/${created.id}`)).status).toBe(200);
  });

  it('shows paid users the analysis as downloadable', async () => {
    const user = await createSignedInUser({ prefix: 'paid', plan: 'paid', credits: 3 });
    const { body: created } = await submit(user.client);
    const done = await waitForAnalysis(user.client, created.id!);
    expect(done).toMatchObject({ status: 'completed', subscriptionType: 'paid', isDownloadable: true });
  });
});
