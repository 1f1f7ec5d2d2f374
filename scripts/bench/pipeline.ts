/**
 * Pipeline benchmark: submit-to-completed time of contract analyses with the built-in analyzer,
 * through an in-process local cloud (HTTP API -> DynamoDB/S3 -> SQS -> bridge -> job -> GET).
 * Prints figures; never fails on a time.
 *
 *   npx tsx scripts/bench/pipeline.ts [--runs 3]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { startLocalCloud } from '../local-cloud/start';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs) || 3);

const clauses = [
  'The Supplier shall provide the Services described in Schedule 1 with reasonable skill and care and in accordance with good industry practice.',
  'Either party may terminate this Agreement on ninety (90) days written notice to the other party, or immediately if the other party commits a material breach.',
  'The Customer shall pay all undisputed invoices within thirty (30) days of receipt. Late payments bear interest at 1.5% per month.',
  'Each party shall keep the Confidential Information of the other party strictly confidential and use it only for the purposes of this Agreement.',
  "The Supplier's total liability under this Agreement shall not exceed the fees paid in the twelve (12) months preceding the claim.",
  'This Agreement is governed by the laws of the State of New York, and the courts of New York County have exclusive jurisdiction.',
  'The Supplier shall indemnify the Customer against all losses arising from any claim that the Deliverables infringe the intellectual property rights of a third party.',
  'This Agreement renews automatically for successive one-year terms unless either party gives notice of non-renewal at least sixty (60) days before the end of the term.',
];

/** A contract of roughly `words` words: a heading, parties, then numbered clauses. */
function contractOf(words: number): string {
  const parts = [
    'MASTER SERVICES AGREEMENT',
    'This Agreement is made between Northwind Ltd ("Supplier") and Contoso Inc ("Customer").',
  ];
  let count = 20;
  for (let i = 0; count < words; i++) {
    const clause = `${i + 1}. ${clauses[i % clauses.length]}`;
    parts.push(clause);
    count += clause.split(/\s+/).length;
  }
  return parts.join('\n\n');
}

// Sizes like the fixtures: a 2-page NDA, a 10-page agreement, a 60-page licence, and one that
// passes 300 KB (text stored in S3).
const sizes = [
  { label: 'short (~1k words)', words: 1_000 },
  { label: 'medium (~5k words)', words: 5_000 },
  { label: 'long (~25k words)', words: 25_000 },
  { label: 'large (~60k words, S3)', words: 60_000 },
];

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausewise-bench-'));
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
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-password-1';
    const call = async (method: string, p: string, body?: unknown, cookie?: string) => {
      const res = await fetch(`${cloud.url}${p}`, {
        method,
        headers: { 'content-type': 'application/json', origin: cloud.url, ...(cookie ? { cookie } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
    };
    const signUp = await call('POST', '/api/contract/user', { firstName: 'Bench', lastName: 'Mark', email, password });
    const userId = String(signUp.body.userId);
    const users = createUsersRepo(
      createTable({
        region: cloud.env.AWS_REGION!,
        tableName: cloud.env.TABLE_NAME!,
        endpoint: cloud.endpoints.dynamodb,
      }),
    );
    await users.markVerified(userId, 0, Date.now());
    await users.setPlan(userId, 'paid');
    await users.setCredits(userId, sizes.length * runs + 1);
    const login = await call('POST', '/api/auth/login', { email, password });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    console.log(`Pipeline: submit -> completed, built-in analyzer, ${runs} run(s) per size\n`);
    console.log(
      [
        'size'.padEnd(24),
        'chars'.padStart(9),
        'submit ms'.padStart(10),
        'total ms (min / median / max)'.padStart(32),
      ].join(' '),
    );
    for (const size of sizes) {
      const text = contractOf(size.words);
      const submitTimes: number[] = [];
      const totals: number[] = [];
      for (let r = 0; r < runs; r++) {
        const start = performance.now();
        const submitted = await call(
          'POST',
          '/api/contract/analyze',
          { contractText: text, behalfOf: 'Contoso Inc' },
          cookie,
        );
        submitTimes.push(performance.now() - start);
        if (submitted.status !== 201)
          throw new Error(`submit failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
        for (;;) {
          const status = await call('GET', `/api/contract/analysis/${String(submitted.body.id)}`, undefined, cookie);
          if (status.body.status === 'completed') break;
          if (status.body.status === 'failed') throw new Error(`analysis failed: ${JSON.stringify(status.body)}`);
          if (performance.now() - start > 120_000) throw new Error('analysis did not finish within 120 s');
          await new Promise((res) => setTimeout(res, 50));
        }
        totals.push(performance.now() - start);
      }
      totals.sort((a, b) => a - b);
      const median = totals[Math.floor(totals.length / 2)]!;
      const avgSubmit = submitTimes.reduce((a, b) => a + b, 0) / submitTimes.length;
      console.log(
        [
          size.label.padEnd(24),
          String(text.length).padStart(9),
          avgSubmit.toFixed(0).padStart(10),
          `${totals[0]!.toFixed(0)} / ${median.toFixed(0)} / ${totals[totals.length - 1]!.toFixed(0)}`.padStart(32),
        ].join(' '),
      );
    }
    console.log('\n(Includes the SQS bridge poll and the 50 ms status poll; the first run pays the job cold start.)');
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
