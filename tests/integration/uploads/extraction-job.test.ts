/**
 * Long extractions as a job on the local cloud. The first tests go the
 * whole way a browser does: process-pdf answers 202, the local cloud's SQS bridge runs the real
 * extraction job (local-aws-sqs, s3rver, dynalite, tesseract.js), and the status is polled until
 * the text is there. The others invoke the job and dead-letter handlers directly with SQS records
 * for a job recorded straight in the table (no message on the real queue, so the bridge never
 * races them), to prove the failure rules delivery by delivery.
 */
import { readFileSync } from 'node:fs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../../shared/upload-messages';
import type { ExtractionJobMessage } from '../../../shared/schemas/uploads';
import { createTable } from '../../../functions/src/adapters/dynamo/client';
import { createExtractionJobsRepo } from '../../../functions/src/adapters/dynamo/extraction-jobs-repo';
import { createOcr } from '../../../functions/src/adapters/uploads';
import { uploadsStorageFrom } from '../../../functions/src/adapters/from-config';
import type { OcrPort } from '../../../functions/src/adapters/ocr/port';
import { extractionQueueSettings } from '../../../functions/src/adapters/resources';
import { getConfig } from '../../../functions/src/config';
import { createExtractionJobHandler } from '../../../functions/src/jobs/extraction/handler';
import { getExtractionJobDeps } from '../../../functions/src/jobs/extraction/deps';
import { createExtractionDeadLetterHandler } from '../../../functions/src/jobs/extraction-dead-letter/handler';
import { extractionJobsFromConfig } from '../../../functions/src/jobs/extraction/deps';
import { createSignedInUser, type TestUser } from '../../support/users';
import { scannedPdf } from '../../support/scanned-pdf';
import { sqsRecord as sqsRecordOf } from '../../support/sqs-record';
import { FIXTURES_DIR } from '../../support/shared-dir';
import { followJob, objectExists, originalOf, postLong, uploadAndProcess, type JobStatus } from './helpers';

const MAX = extractionQueueSettings.maxReceiveCount;
/** The poison test's expected failures are not news in the test output. */
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const JOB_TIMEOUT = 120_000;

let user: TestUser;
let scan40: Uint8Array;

beforeAll(async () => {
  [user, scan40] = await Promise.all([createSignedInUser({ prefix: 'extract-job' }), scannedPdf(40)]);
});

const config = () => getConfig();
const jobsRepo = () => {
  const c = config();
  return createExtractionJobsRepo(
    createTable({ region: c.region, tableName: c.tableName, endpoint: c.endpoints.dynamodb }),
  );
};

/** An upload object and its queued job, as process-pdf leaves them, without a message on the real queue. */
async function recordedJob(bytes: Uint8Array, filename = 'scan.pdf', createdAgoMs = 0, staleAfterMs = 3_600_000) {
  const jobId = ulid();
  const key = `uploads/${user.id}/${jobId}/${filename}`;
  await uploadsStorageFrom(config(), 'the test').put(key, bytes, 'application/pdf');
  const createdAt = Date.now() - createdAgoMs;
  await jobsRepo().create({
    userId: user.id,
    jobId,
    key,
    filename,
    pagesTotal: 0,
    createdAt,
    staleAt: createdAt + staleAfterMs,
  });
  return { jobId, key, message: { userId: user.id, jobId } satisfies ExtractionJobMessage };
}

const sqsRecord = (message: ExtractionJobMessage, receiveCount = 1, messageId?: string): SQSRecord =>
  sqsRecordOf(message, receiveCount, messageId, 'arn:aws:sqs:us-east-1:000000000000:clausewise-extraction');
const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

/** The real OCR engine, counting the pages it is asked to read. */
function countingOcr(failWith?: Error) {
  const real = createOcr(config());
  const pages: number[] = [];
  const ocr: OcrPort = {
    provider: real.provider,
    recognisePages(source, pageNumbers) {
      pages.push(...pageNumbers);
      if (failWith) return Promise.reject(failWith);
      return real.recognisePages(source, pageNumbers);
    },
  };
  return { ocr, pages };
}

describe('extraction job through the local cloud', () => {
  it(
    'reads a 40-page scanned PDF: 202 at once, progress rising page by page, then the text of every page',
    async () => {
      const { ticket, processed } = await uploadAndProcess(user, 'pdf', 'Scanned lease.pdf', scan40);
      expect(processed.status).toBe(202);
      const job = processed.body as unknown as JobStatus;
      expect(job).toMatchObject({ success: true, status: 'extracting', filename: 'Scanned lease.pdf', pagesTotal: 40 });
      // The job is named by the upload: the same upload processed again is the same job, not a second one.
      const again = await postLong<JobStatus>(user, '/api/upload/process-pdf', {
        pdfUrl: ticket.uploadURL,
        filename: 'Scanned lease.pdf',
      });
      expect(again).toMatchObject({ status: 202, body: { jobId: job.jobId } });

      const { final, seen } = await followJob(user, job.jobId);
      // Processing the upload again after the job finished (a lost response) answers with the same job.
      const retried = await postLong<JobStatus>(user, '/api/upload/process-pdf', {
        pdfUrl: ticket.uploadURL,
        filename: 'Scanned lease.pdf',
      });
      expect(retried).toMatchObject({ status: 202, body: { jobId: job.jobId, status: 'completed' } });
      expect(final).toMatchObject({
        status: 'completed',
        pagesRead: 40,
        pagesTotal: 40,
        objectPath: originalOf(ticket.objectPath),
      });
      // Real progress: never going back, and seen between the start and the end.
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(seen.some((n) => n > 0 && n < 40)).toBe(true);
      const text = final.extractedText!;
      const found = Array.from({ length: 40 }, (_, i) => i + 1).filter((n) => text.includes(`under item ${n}.`));
      expect(found.length).toBeGreaterThanOrEqual(38);
      // Cleaned up as the inline path does: the original kept, the upload gone.
      expect(await objectExists(originalOf(ticket.objectPath))).toBe(true);
      expect(await objectExists(ticket.objectPath)).toBe(false);
    },
    JOB_TIMEOUT,
  );

  it(
    'reads a 63-page text-layer PDF (over the inline page threshold) through the job too',
    async () => {
      const { processed } = await uploadAndProcess(
        user,
        'pdf',
        'Long.pdf',
        readFileSync(`${FIXTURES_DIR}/pdf/cuad_140a012e713a.pdf`),
      );
      expect(processed.status).toBe(202);
      const { final } = await followJob(user, (processed.body as unknown as JobStatus).jobId);
      expect(final).toMatchObject({ status: 'completed', pagesRead: 63, pagesTotal: 63 });
      expect(final.extractedText!.length).toBeGreaterThan(50_000);
    },
    JOB_TIMEOUT,
  );

  it("answers 404 for another user's job and for an unknown one", async () => {
    const other = await createSignedInUser({ prefix: 'extract-other' });
    const { jobId } = await recordedJob(await scannedPdf(1));
    expect((await other.client.get(`/api/upload/extraction/${jobId}`)).status).toBe(404);
    expect((await user.client.get(`/api/upload/extraction/${ulid()}`)).status).toBe(404);
    expect((await user.client.get(`/api/upload/extraction/${'x'.repeat(2000)}`)).status).toBe(404);
  });
});

describe('extraction job failure rules', () => {
  it('a poison extraction is retried, then fails on the last delivery with a clear message and its upload deleted', async () => {
    const { jobId, key, message } = await recordedJob(await scannedPdf(2), 'poison.pdf');
    const { ocr, pages } = countingOcr(new Error('engine crashed'));
    const handle = createExtractionJobHandler(getExtractionJobDeps({ ocr, log: quietLog }));
    const record = sqsRecord(message);
    for (let receive = 1; receive < MAX; receive++) {
      // A failed attempt comes back (batch item failure) and the job waits for the next delivery.
      expect((await handle(event(sqsRecord(message, receive, record.messageId)))).batchItemFailures).toHaveLength(1);
      expect((await user.client.get<JobStatus>(`/api/upload/extraction/${jobId}`)).body.status).toBe('extracting');
      expect(await objectExists(key)).toBe(true);
    }
    // The last delivery records the failure, then is reported failed once more: on to the dead-letter queue.
    expect((await handle(event(sqsRecord(message, MAX, record.messageId)))).batchItemFailures).toHaveLength(1);
    const status = await user.client.get<JobStatus>(`/api/upload/extraction/${jobId}`);
    expect(status.body).toMatchObject({
      status: 'failed',
      code: 'EXTRACTION_LOST',
      message: uploadMessages.extractionLost('poison.pdf'),
    });
    expect(pages).toEqual([1, 2, 1, 2, 1, 2]);
    expect(await objectExists(key)).toBe(false);
    // Its dead letter then changes nothing.
    const dead = await createExtractionDeadLetterHandler(extractionJobsFromConfig().settleDeadLetter)(
      event(sqsRecord(message)),
    );
    expect(dead.batchItemFailures).toEqual([]);
    expect((await user.client.get<JobStatus>(`/api/upload/extraction/${jobId}`)).body.message).toBe(
      uploadMessages.extractionLost('poison.pdf'),
    );
  });

  it(
    'two deliveries of one message at the same time read the document once',
    async () => {
      const { jobId, message } = await recordedJob(await scannedPdf(4), 'twice.pdf');
      const { ocr, pages } = countingOcr();
      const handle = createExtractionJobHandler(getExtractionJobDeps({ ocr }));
      const [a, b] = await Promise.all([handle(event(sqsRecord(message))), handle(event(sqsRecord(message)))]);
      // One did the work; the other found the claim taken and is retried later, when it finds the job done.
      expect([a.batchItemFailures.length, b.batchItemFailures.length].sort()).toEqual([0, 1]);
      expect((await handle(event(sqsRecord(message, 2)))).batchItemFailures).toEqual([]);
      expect(pages).toEqual([1, 2, 3, 4]);
      const { final } = await followJob(user, jobId);
      expect(final).toMatchObject({ status: 'completed', pagesRead: 4 });
      expect(final.extractedText).toContain('under item 4.');
    },
    JOB_TIMEOUT,
  );

  it('a PDF over the page cap fails at once with a message that names the limit, and is deleted', async () => {
    const { jobId, key, message } = await recordedJob(await scannedPdf(12), 'thick.pdf');
    const { ocr, pages } = countingOcr();
    const handle = createExtractionJobHandler(getExtractionJobDeps({ ocr, maxPdfPages: 10 }));
    // A refusal is final on the first delivery: nothing to retry, nothing for the dead-letter queue.
    expect((await handle(event(sqsRecord(message)))).batchItemFailures).toEqual([]);
    const status = await user.client.get<JobStatus>(`/api/upload/extraction/${jobId}`);
    expect(status.body).toMatchObject({
      status: 'failed',
      code: 'PDF_TOO_MANY_PAGES',
      message: uploadMessages.pdfTooManyPages('thick.pdf', 10),
    });
    expect(status.body.message).toContain('10 pages');
    expect(pages).toEqual([]);
    expect(await objectExists(key)).toBe(false);
  });

  it('the dead-letter consumer fails a job no delivery finished; a completed job it leaves alone', async () => {
    const stuck = await recordedJob(await scannedPdf(1), 'stuck.pdf');
    // A worker claimed it and died (its lease ran out): nothing else will come back for it.
    await jobsRepo().claim(user.id, stuck.jobId, 'dead-worker', Date.now() - 10_000, 1000);
    const deadLetters = createExtractionDeadLetterHandler(extractionJobsFromConfig().settleDeadLetter);
    expect((await deadLetters(event(sqsRecord(stuck.message)))).batchItemFailures).toEqual([]);
    expect((await user.client.get<JobStatus>(`/api/upload/extraction/${stuck.jobId}`)).body).toMatchObject({
      status: 'failed',
      message: uploadMessages.extractionLost('stuck.pdf'),
    });
    expect(await objectExists(stuck.key)).toBe(false);

    const done = await recordedJob(await scannedPdf(1), 'done.pdf');
    const handle = createExtractionJobHandler(getExtractionJobDeps());
    expect((await handle(event(sqsRecord(done.message)))).batchItemFailures).toEqual([]);
    expect((await deadLetters(event(sqsRecord(done.message)))).batchItemFailures).toEqual([]);
    expect((await user.client.get<JobStatus>(`/api/upload/extraction/${done.jobId}`)).body.status).toBe('completed');
  });

  it('a job lost past its stale time is failed when its status is read', async () => {
    const lost = await recordedJob(await scannedPdf(1), 'lost.pdf', 10_000, 5_000);
    const status = await user.client.get<JobStatus>(`/api/upload/extraction/${lost.jobId}`);
    expect(status.body).toMatchObject({ status: 'failed', message: uploadMessages.extractionLost('lost.pdf') });
    expect(await objectExists(lost.key)).toBe(false);
  });
});
