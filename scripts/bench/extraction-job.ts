/**
 * Extraction-job throughput: pages per second of long PDFs read by the extraction job,
 * text layer and OCR, through an in-process local cloud (process-pdf -> 202 -> SQS -> bridge ->
 * extraction job -> status polled). Prints figures; never fails on a time.
 *
 *   npx tsx scripts/bench/extraction-job.ts
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTable } from '../../functions/src/adapters/dynamo/client';
import { createUsersRepo } from '../../functions/src/adapters/dynamo/users-repo';
import { scannedPdf } from '../../tests/support/scanned-pdf';
import { startLocalCloud } from '../local-cloud/start';

const FIXTURES = process.env.FIXTURES_DIR ?? path.resolve(import.meta.dirname, '../../../shared/fixtures');

interface Doc {
  label: string;
  kind: 'text layer' | 'OCR, small pages' | 'OCR, letter pages';
  bytes: Uint8Array;
}

async function documents(): Promise<Doc[]> {
  return [
    {
      label: 'cuad_17c7e2b45447.pdf (48 pages)',
      kind: 'text layer',
      bytes: readFileSync(path.join(FIXTURES, 'pdf/cuad_17c7e2b45447.pdf')),
    },
    {
      label: 'cuad_140a012e713a.pdf (63 pages)',
      kind: 'text layer',
      bytes: readFileSync(path.join(FIXTURES, 'pdf/cuad_140a012e713a.pdf')),
    },
    { label: 'generated scan, 40 small pages', kind: 'OCR, small pages', bytes: await scannedPdf(40) },
    {
      label: 'scanned-kubient-msa-p1-3.pdf (letter)',
      kind: 'OCR, letter pages',
      bytes: readFileSync(path.join(FIXTURES, 'scanned/scanned-kubient-msa-p1-3.pdf')),
    },
  ];
}

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
    const call = async (method: string, p: string, body?: unknown, cookie?: string) => {
      const res = await fetch(`${cloud.url}${p}`, {
        method,
        headers: { 'content-type': 'application/json', origin: cloud.url, ...(cookie ? { cookie } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
    };
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-password-1';
    const signUp = await call('POST', '/api/contract/user', { firstName: 'Bench', lastName: 'Mark', email, password });
    const users = createUsersRepo(
      createTable({
        region: cloud.env.AWS_REGION!,
        tableName: cloud.env.TABLE_NAME!,
        endpoint: cloud.endpoints.dynamodb,
      }),
    );
    await users.markVerified(String(signUp.body.userId), 0, Date.now());
    const login = await call('POST', '/api/auth/login', { email, password });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    /** Upload, process, poll: returns the 202's time, the total and the pages read. */
    const extract = async (name: string, bytes: Uint8Array) => {
      const ticket = await call(
        'POST',
        '/api/upload/pdf',
        { filename: name, contentType: 'application/pdf', size: bytes.length },
        cookie,
      );
      const put = await fetch(String(ticket.body.uploadURL), {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: bytes as Uint8Array<ArrayBuffer>,
      });
      if (!put.ok) throw new Error(`PUT failed: ${put.status}`);
      const start = performance.now();
      const answer = await call(
        'POST',
        '/api/upload/process-pdf',
        { pdfUrl: ticket.body.uploadURL, filename: name },
        cookie,
      );
      const answerMs = performance.now() - start;
      if (answer.status !== 202)
        throw new Error(`expected an extraction job, got ${answer.status} ${JSON.stringify(answer.body)}`);
      for (;;) {
        const status = await call('GET', `/api/upload/extraction/${String(answer.body.jobId)}`, undefined, cookie);
        if (status.body.status === 'completed')
          return { answerMs, totalMs: performance.now() - start, pages: Number(status.body.pagesTotal) };
        if (status.body.status === 'failed') throw new Error(`extraction failed: ${JSON.stringify(status.body)}`);
        if (performance.now() - start > 600_000) throw new Error('extraction did not finish within 600 s');
        await new Promise((res) => setTimeout(res, 50));
      }
    };

    // Warm the job and the OCR workers, as a busy deployment would be.
    await extract('warm-up.pdf', await scannedPdf(2));

    console.log('Extraction job: process-pdf -> 202 -> SQS -> job -> completed (local cloud, tesseract.js OCR)\n');
    const row = (...cells: string[]) =>
      console.log(cells.map((c, i) => (i === 0 ? c.padEnd(40) : c.padStart(i === 1 ? 20 : 11))).join(''));
    row('document', 'kind', 'pages', '202 in ms', 'total ms', 'pages/s');
    const totals: Record<Doc['kind'], { pages: number; ms: number }> = {
      'text layer': { pages: 0, ms: 0 },
      'OCR, small pages': { pages: 0, ms: 0 },
      'OCR, letter pages': { pages: 0, ms: 0 },
    };
    for (const doc of await documents()) {
      const r = await extract(`${doc.kind === 'text layer' ? 'text' : 'scan'}-${Date.now()}.pdf`, doc.bytes);
      totals[doc.kind].pages += r.pages;
      totals[doc.kind].ms += r.totalMs;
      row(
        doc.label,
        doc.kind,
        String(r.pages),
        r.answerMs.toFixed(0),
        r.totalMs.toFixed(0),
        (r.pages / (r.totalMs / 1000)).toFixed(1),
      );
    }
    for (const [kind, t] of Object.entries(totals)) {
      console.log(`extraction job, ${kind}: ${(t.pages / (t.ms / 1000)).toFixed(1)} pages/s over ${t.pages} pages`);
    }
    console.log(
      `(Includes the SQS bridge poll and the 50 ms status poll; ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(1)}.)`,
    );
  } finally {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
