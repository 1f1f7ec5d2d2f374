/**
 * Library benchmark: a user with 5,000 analysed contracts in an in-process local cloud; times the
 * first page, a 50-item page, a page deep in the history, and searches (common, rare, no match).
 * Prints figures; never fails on a time.
 *
 *   npx tsx scripts/bench/library.ts [--contracts 5000] [--runs 5]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { startLocalCloud } from '../local-cloud/start';
import { seedContracts } from './seed-contracts';

const body =
  'The Supplier shall provide the Services with reasonable skill and care. Payment is due within thirty days. '.repeat(
    20,
  );

interface PageBody {
  contracts: { id: string }[];
  nextCursor: string | null;
  total: number | null;
}

const totalNote = (page: PageBody) => (page.total === null ? 'no total' : `total ${page.total}`);

export async function runLibraryBench(options: { contracts?: number; runs?: number } = {}): Promise<void> {
  const count = options.contracts ?? 5_000;
  const runs = Math.max(1, options.runs ?? 5);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausewise-bench-library-'));
  const cloud = await startLocalCloud({
    dataDir,
    port: 0,
    sesPort: 0,
    dynamodbPort: 0,
    s3Port: 0,
    sqsPort: 0,
    serveSpa: false,
    quiet: true,
    extraEnv: { LOG_LEVEL: 'warn' },
  });
  try {
    const call = async (method: string, p: string, payload?: unknown, cookie?: string) => {
      const res = await fetch(`${cloud.url}${p}`, {
        method,
        headers: { 'content-type': 'application/json', origin: cloud.url, ...(cookie ? { cookie } : {}) },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      });
      return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
    };
    const email = `bench-library-${Date.now()}@example.com`;
    const password = 'bench-password-1';
    const signUp = await call('POST', '/api/contract/user', {
      firstName: 'Bench',
      lastName: 'Library',
      email,
      password,
    });
    const userId = String(signUp.body.userId);
    const table = createTable({
      region: cloud.env.AWS_REGION!,
      tableName: cloud.env.TABLE_NAME!,
      endpoint: cloud.endpoints.dynamodb,
    });
    await createUsersRepo(table).markVerified(userId, 0, Date.now());
    const login = await call('POST', '/api/auth/login', { email, password });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const now = Date.now();
    let started = performance.now();
    await seedContracts(
      table,
      userId,
      Array.from({ length: count }, (_, i) => ({
        createdAt: new Date(now - (i + 1) * 60_000),
        behalfOf: i % 500 === 123 ? `Zephyr Holdings ${i}` : `Client ${i}`,
        contractText: `Agreement ${i}. ${body}`,
        additionalInstructions: i % 2 === 0 ? 'Focus on payment' : '',
      })),
    );
    console.log(
      `Library: ${count} analysed contracts (~${body.length} chars each) seeded in ${(performance.now() - started).toFixed(0)} ms\n`,
    );

    const list = async (qs: string) => {
      const res = await call('GET', `/api/contract/user-contracts${qs}`, undefined, cookie);
      if (res.status !== 200) throw new Error(`list failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as unknown as PageBody;
    };
    const time = async (label: string, fn: () => Promise<string>) => {
      const times: number[] = [];
      let note = '';
      for (let r = 0; r < runs; r++) {
        started = performance.now();
        note = await fn();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      console.log(
        `${label.padEnd(40)} ${`${times[0]!.toFixed(0)} / ${median.toFixed(0)} / ${times[times.length - 1]!.toFixed(0)}`.padStart(20)}  ${note}`,
      );
    };

    console.log(`${'call'.padEnd(40)} ${'ms min / med / max'.padStart(20)}  (${runs} runs)`);
    await time('list first page (10)', async () => `${(await list('')).contracts.length} items`);
    await time('list page of 50', async () => `${(await list('?limit=50')).contracts.length} items`);
    let deep = '';
    for (let i = 0; i < 20; i++) deep = (await list(`?limit=50${deep ? `&cursor=${deep}` : ''}`)).nextCursor ?? '';
    await time(
      'list page 21 (cursor at item 1,000)',
      async () => `${(await list(`?cursor=${deep}`)).contracts.length} items`,
    );
    await time('search common term (1 in 2)', async () => {
      const page = await list('?q=focus%20on%20payment');
      return `${page.contracts.length} items, ${totalNote(page)}`;
    });
    await time('search rare term (1 in 500), first page', async () => {
      const page = await list('?q=zephyr%20holdings');
      return `${page.contracts.length} items, ${totalNote(page)}`;
    });
    const walk = async (q: string) => {
      let cursor = '';
      let requests = 0;
      let found = 0;
      do {
        const page = await list(`?q=${encodeURIComponent(q)}${cursor ? `&cursor=${cursor}` : ''}`);
        requests++;
        found += page.contracts.length;
        cursor = page.nextCursor ?? '';
      } while (cursor);
      return `${found} found in ${requests} request(s)`;
    };
    await time('search rare term (1 in 500), all pages', () => walk('zephyr holdings'));
    await time('search with no match, all pages', () => walk('no such words here'));
    console.log("\n(Local DynamoDB emulator in this process. A search reads the owner's search index: the posting");
    console.log(' groups of its needle, then the texts of its candidates, newest first, until the page is full; a');
    console.log(' first page also confirms every candidate for its total, within a budget: see');
    console.log(' docs/decisions/210-library-search-index.md.)');
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { contracts: { type: 'string' }, runs: { type: 'string' } } });
  runLibraryBench({
    ...(values.contracts ? { contracts: Number(values.contracts) } : {}),
    ...(values.runs ? { runs: Number(values.runs) } : {}),
  }).catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
