/**
 * Library search (case-insensitive over behalfOf, contract text and additional instructions) and
 * GET /api/contract/user-contracts/{id} (the "View Contract" dialog, owner only).
 */
import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LibraryContractDetail } from '../../../shared/schemas/library';
import { createContractsRepo } from '../../../functions/src/adapters/dynamo/contracts-repo';
import { textBlobsFrom } from '../../../functions/src/adapters/from-config';
import { getConfig } from '../../../functions/src/config';
import { contractTextKey, excerptOf } from '../../../functions/src/domain/contracts/lifecycle';
import { createSignedInUser, type TestUser } from '../../support/users';
import { allPages, daysAgo, listPath, seedContracts, testTable } from './helpers';

let owner: TestUser;
let other: TestUser;
let ids: string[];

const filler = 'The parties agree to the terms set out below. '.repeat(20);

beforeAll(async () => {
  [owner, other] = await Promise.all([
    createSignedInUser({ prefix: 'lib-search' }),
    createSignedInUser({ prefix: 'lib-search-other' }),
  ]);
  ids = await seedContracts(testTable(), owner.id, [
    {
      createdAt: daysAgo(1),
      behalfOf: 'Acme Widgets LLC',
      contractText: `${filler} Nothing special.`,
      additionalInstructions: '',
    },
    {
      createdAt: daysAgo(2),
      behalfOf: 'Globex',
      contractText: `${filler} The Licensee shall pay ROYALTIES quarterly.`,
      additionalInstructions: '',
    },
    {
      createdAt: daysAgo(3),
      behalfOf: 'Initech',
      contractText: filler,
      additionalInstructions: 'Flag any Non-Compete clause',
    },
    {
      createdAt: daysAgo(4),
      behalfOf: 'Straße GmbH',
      contractText: `${filler}\n\nGoverning   law:\tGermany`,
      additionalInstructions: '',
    },
    { createdAt: daysAgo(5), behalfOf: 'Pending Royalties Ltd', contractText: 'royalties', analysed: false },
  ]);
  await seedContracts(testTable(), other.id, [
    { createdAt: daysAgo(1), behalfOf: 'Acme Other User', contractText: 'royalties acme non-compete' },
  ]);
});

const search = async (user: TestUser, q: string, extra: Record<string, string | number> = {}) =>
  (await allPages(user, { q, ...extra })).flatMap((p) => p.contracts.map((c) => c.id));

describe('library search', () => {
  it('matches behalfOf, contract text and additional instructions, whatever the case', async () => {
    expect(await search(owner, 'acme')).toEqual([ids[0]]);
    expect(await search(owner, 'ACME WIDGETS')).toEqual([ids[0]]);
    expect(await search(owner, 'royalties')).toEqual([ids[1]]);
    expect(await search(owner, 'Licensee Shall')).toEqual([ids[1]]);
    expect(await search(owner, 'non-compete')).toEqual([ids[2]]);
    expect(await search(owner, 'NON-COMPETE CLAUSE')).toEqual([ids[2]]);
  });

  it('normalises whitespace and Unicode case, and matches many contracts newest first', async () => {
    expect(await search(owner, 'governing law: germany')).toEqual([ids[3]]);
    expect(await search(owner, 'STRASSE')).toEqual([]);
    expect(await search(owner, 'straße')).toEqual([ids[3]]);
    expect(await search(owner, 'the parties agree')).toEqual([ids[0], ids[1], ids[2], ids[3]]);
    expect(await search(owner, 'the parties agree', { limit: 3 })).toEqual([ids[0], ids[1], ids[2], ids[3]]);
    expect(await search(owner, 'nothing like this anywhere')).toEqual([]);
  });

  it('never crosses users and combines with filters', async () => {
    expect(await search(other, 'acme')).toHaveLength(1);
    expect(await search(owner, 'the parties agree', { filter: 'recent' })).toEqual([ids[0], ids[1], ids[2], ids[3]]);
    const res = await owner.client.get<{ fields: Record<string, string> }>(listPath({ q: 'x'.repeat(201) }));
    expect(res.status).toBe(400);
  });

  it('finds a contract completed by the real write path (the contracts repo writes the search field)', async () => {
    const contracts = createContractsRepo(testTable());
    const id = ulid();
    const contractText = `Consulting agreement with a Unique-${id} marker and long text.`;
    await contracts.create({
      id,
      userId: owner.id,
      behalfOf: 'Real Path Inc',
      playbookId: null,
      additionalInstructions: 'Watch the Indemnity',
      excerpt: excerptOf(contractText),
      createdAt: new Date().toISOString(),
      textChars: contractText.length,
      contractText,
      originalDocxPath: null,
      originalDocxFilename: null,
      hasOriginalDocx: false,
      originalPdfPath: null,
      originalPdfFilename: null,
      hasOriginalPdf: false,
    });
    expect(await search(owner, `unique-${id.toLowerCase()}`)).toEqual([]);
    const claim = await contracts.claim(owner.id, id, 'token', Date.now(), 60_000);
    expect(claim.kind).toBe('claimed');
    if (claim.kind !== 'claimed') return;
    await contracts.complete(claim.contract, 'token', {
      analysis: '{}',
      provider: 'test',
      completedAt: new Date().toISOString(),
    });
    // As the analysis job does once the charge is settled: the contract goes into the search index.
    await contracts.indexForSearch(claim.contract);
    expect(await search(owner, `UNIQUE-${id}`)).toEqual([id]);
    expect(await search(owner, 'real path')).toEqual([id]);
    expect(await search(owner, 'watch the indemnity')).toEqual([id]);
  });
});

describe('contract detail', () => {
  it('returns the text and instructions to the owner', async () => {
    const res = await owner.client.get<LibraryContractDetail>(`/api/contract/user-contracts/${ids[2]}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ids[2],
      behalfOf: 'Initech',
      contractText: filler,
      additionalInstructions: 'Flag any Non-Compete clause',
      createdAt: expect.any(String),
      status: 'completed',
      hasAnalysis: true,
    });
  });

  it('answers 404 for another user contract, an unknown id and a malformed id', async () => {
    for (const path of [
      `/api/contract/user-contracts/${ids[0]}`,
      `/api/contract/user-contracts/${ulid()}`,
      '/api/contract/user-contracts/not-an-id',
    ]) {
      const res = await other.client.get<{ code: string }>(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('reads a large contract text from S3', async () => {
    const c = getConfig();
    const blobs = textBlobsFrom(c, 'the library test');
    const contracts = createContractsRepo(testTable());
    const id = ulid();
    const big = `Large contract ${randomUUID()} `.repeat(20);
    await blobs.putText(contractTextKey(owner.id, id), big);
    await contracts.create({
      id,
      userId: owner.id,
      behalfOf: 'Big Co',
      playbookId: null,
      additionalInstructions: '',
      excerpt: excerptOf(big),
      createdAt: new Date().toISOString(),
      textChars: big.length,
      contractTextKey: contractTextKey(owner.id, id),
      originalDocxPath: null,
      originalDocxFilename: null,
      hasOriginalDocx: false,
      originalPdfPath: null,
      originalPdfFilename: null,
      hasOriginalPdf: false,
    });
    const res = await owner.client.get<LibraryContractDetail>(`/api/contract/user-contracts/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contractText: big, status: 'pending', hasAnalysis: false });
  });
});
