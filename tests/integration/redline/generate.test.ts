/**
 * POST /api/contract/redline/{id} through the local cloud's HTTP API, with real signed-in users and
 * contracts analysed by the SQS-driven job: the owner gets placeable edits stored on the contract,
 * a second call returns the stored redline unchanged and charges nothing, anyone else gets a 404,
 * and a contract whose analysis has not completed gets an error.
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { redlineMessages } from '../../../shared/redline-messages';
import { RedlineResponseSchema, type RedlineMetadata } from '../../../shared/schemas/redline';
import { ApiClient, createSignedInUser, testUsersRepo, type TestUser } from '../../support/users';
import { analysedContract, contractsRepo, pendingContract, servicesText } from './helpers';

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

describe('redline generation', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let contractId: string;
  let firstCall: Promise<{ status: number; body: unknown; creditsBefore: number }> | undefined;

  /**
   * The owner's first generation, made by whichever test needs it first and shared after that, so
   * every test can run alone or in any order (none relies on another having run).
   */
  const firstGeneration = () =>
    (firstCall ??= (async () => {
      const creditsBefore = (await testUsersRepo().getById(owner.id))!.creditsRemaining;
      const res = await owner.client.post<{ redlineMetadata: RedlineMetadata }>(`/api/contract/redline/${contractId}`);
      return { status: res.status, body: res.body, creditsBefore };
    })());
  const firstRedline = async () =>
    ((await firstGeneration()).body as { redlineMetadata: RedlineMetadata }).redlineMetadata;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([
      createSignedInUser({ prefix: 'redline-owner', plan: 'free', credits: 3 }),
      createSignedInUser({ prefix: 'redline-stranger', plan: 'paid', credits: 3 }),
    ]);
    contractId = await analysedContract(owner);
  }, 150_000);

  it('gives the owner edits answering the findings, each placeable exactly once, and stores them', async () => {
    const { status, body, creditsBefore: before } = await firstGeneration();
    expect(status).toBe(201);
    expect(v.safeParse(RedlineResponseSchema, body).success).toBe(true);
    const first = await firstRedline();
    expect(first.modifications.length).toBeGreaterThan(3);
    expect(first.summary.total_modifications).toBe(first.modifications.length);
    for (const m of first.modifications) {
      const needle = m.type === 'insert' || m.type === 'add_clause' ? m.insert_after : m.original_text;
      expect(occurrences(servicesText, needle!), needle).toBe(1);
      expect(m).toMatchObject({
        category: expect.any(String),
        finding: expect.any(String),
        reasoning: expect.any(String),
      });
    }
    expect(first.modifications.map((m) => m.modified_text)).toContain("either party's");
    // Stored on the contract: the analysis response now carries it.
    const analysis = await owner.client.get<{ redlinesAvailable: boolean; redlineMetadata: unknown }>(
      `/api/contract/analysis/${contractId}`,
    );
    expect(analysis.body.redlinesAvailable).toBe(true);
    expect(analysis.body.redlineMetadata).toEqual(first);
    expect((await testUsersRepo().getById(owner.id))!.creditsRemaining).toBe(before);
  });

  it('returns the stored redline on a second call, without regenerating or charging', async () => {
    const first = await firstRedline();
    const stored = (await contractsRepo().get(owner.id, contractId)) as unknown as { redlineGeneratedAt: string };
    const before = (await testUsersRepo().getById(owner.id))!.creditsRemaining;
    const [a, b] = await Promise.all([
      owner.client.post<{ redlineMetadata: RedlineMetadata }>(`/api/contract/redline/${contractId}`),
      owner.client.post<{ redlineMetadata: RedlineMetadata }>(`/api/contract/redline/${contractId}`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.redlineMetadata).toEqual(first);
    expect(b.body.redlineMetadata).toEqual(first);
    const after = (await contractsRepo().get(owner.id, contractId)) as unknown as { redlineGeneratedAt: string };
    expect(after.redlineGeneratedAt).toBe(stored.redlineGeneratedAt);
    expect((await testUsersRepo().getById(owner.id))!.creditsRemaining).toBe(before);
  });

  it('answers 404 for another user, a missing id or a malformed id, and 401 without a session', async () => {
    const first = await firstRedline();
    for (const [client, id] of [
      [stranger.client, contractId],
      [owner.client, '01J0000000000000000000000Z'],
      [owner.client, 'not-a-contract'],
    ] as const) {
      const res = await client.post<{ code: string }>(`/api/contract/redline/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await new ApiClient().post(`/api/contract/redline/${contractId}`)).status).toBe(401);
    // Nothing was written to the contract by the stranger's call.
    const res = await owner.client.post<{ redlineMetadata: RedlineMetadata }>(`/api/contract/redline/${contractId}`);
    expect(res.body.redlineMetadata).toEqual(first);
  });

  it('refuses a contract without a completed analysis', async () => {
    const id = await pendingContract(owner.id);
    const res = await owner.client.post<{ code: string; message: string }>(`/api/contract/redline/${id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ANALYSIS_NOT_READY', message: redlineMessages.analysisNotReady });
  });

  it('refuses a cross-site request', async () => {
    const res = await owner.client.post<{ code: string }>(
      `/api/contract/redline/${contractId}`,
      {},
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});
