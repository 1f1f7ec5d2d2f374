/**
 * Who may spend on extraction, and how much: an account must have verified its email to upload;
 * PDF pages (and above all scanned ones) are limited per user and day, each upload charged once and
 * only when it fits, the refusal stating the limits; and extraction jobs take turns between users, so
 * one user's queue of scans does not hold up another's.
 */
import { readFileSync } from 'node:fs';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../../shared/upload-messages';
import type { ExtractionJobMessage } from '../../../shared/schemas/uploads';
import { createRateLimitRepo } from '../../../functions/src/adapters/dynamo/rate-limit-repo';
import { createExtractionJobsRepo } from '../../../functions/src/adapters/dynamo/extraction-jobs-repo';
import { systemClock, tableFrom, uploadsStorageFrom } from '../../../functions/src/adapters/from-config';
import { uploadSettings } from '../../../functions/src/adapters/uploads';
import { getConfig } from '../../../functions/src/config';
import { rateWindow } from '../../../functions/src/domain/accounts/rate-limits';
import { EXTRACTION_MS_PER_PAGE } from '../../../functions/src/domain/uploads/fair-share';
import { createUploadService } from '../../../functions/src/services/uploads';
import { createExtractionJobs } from '../../../functions/src/services/uploads/extraction-jobs';
import { extractionJobSettings } from '../../../functions/src/services/uploads/extraction-job-settings';
import { createPageQuota } from '../../../functions/src/services/uploads/page-quota';
import { createSignedInUser, type TestUser } from '../../support/users';
import { FIXTURES_DIR } from '../../support/shared-dir';
import { DOCX_TYPE, objectExists, presign } from './helpers';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const table = () => tableFrom(getConfig());
/** Rules of their own per test (own names, so counters never meet the real ones). */
const rules = (pages: number, ocrPages: number) => ({
  pages: { name: `t-pages-${ulid()}`, limit: pages, windowSeconds: 86_400 },
  ocrPages: { name: `t-ocr-${ulid()}`, limit: ocrPages, windowSeconds: 86_400 },
});

let unverified: TestUser;
let alice: TestUser;

beforeAll(async () => {
  [unverified, alice] = await Promise.all([
    createSignedInUser({ prefix: 'unverified-upload', verified: false }),
    createSignedInUser({ prefix: 'quota' }),
  ]);
});

describe('uploads are for verified accounts', () => {
  it('refuses an unverified account an upload URL and any processing, saying why', async () => {
    const res = await presign(unverified, 'pdf', { filename: 'scan.pdf', contentType: 'application/pdf', size: 1000 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: uploadMessages.verifyEmailFirst });
    const docx = await presign(unverified, 'docx', { filename: 'a.docx', contentType: DOCX_TYPE, size: 1000 });
    expect(docx.status).toBe(403);
    const processed = await unverified.client.post('/api/upload/process-pdf', {
      pdfUrl: `uploads/${unverified.id}/${ulid()}/scan.pdf`,
      filename: 'scan.pdf',
    });
    expect(processed.status).toBe(403);
    expect(processed.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });
});

describe('pages per user and day', () => {
  it('charges an upload once, only when it fits, and states both limits when it does not', async () => {
    const r = rules(10, 4);
    const repo = createRateLimitRepo(table());
    const quota = createPageQuota({ rateLimits: repo, clock: systemClock, rules: r });
    await quota.pages(alice.id, 'k1', 6);
    await quota.pages(alice.id, 'k1', 6); // the same upload again (a retried job): nothing more
    const refused = await quota.pages(alice.id, 'k2', 5).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: uploadMessages.pageQuota(10, 4) });
    expect((refused as { headers: Record<string, string> }).headers['retry-after']).toMatch(/^\d+$/);
    expect(await repo.count(rateWindow(r.pages, alice.id, Date.now()))).toBe(6);
    await quota.pages(alice.id, 'k3', 4);
    await expect(quota.ocrPages(alice.id, 'k3', 5)).rejects.toMatchObject({ status: 429 });
  });

  it('refuses a PDF over the day’s pages before reading it, and deletes the upload', async () => {
    const config = getConfig();
    const storage = uploadsStorageFrom(config, 'the test');
    const uploads = createUploadService({
      storage,
      ocr: { provider: 'local', recognisePages: () => Promise.reject(new Error('no OCR expected')) },
      newId: ulid,
      settings: uploadSettings(config),
      quota: createPageQuota({ rateLimits: createRateLimitRepo(table()), clock: systemClock, rules: rules(4, 1) }),
      log: quiet,
    });
    const key = `uploads/${alice.id}/${ulid()}/five.pdf`;
    await storage.put(key, readFileSync(`${FIXTURES_DIR}/pdf/cuad_0cde3ce8aee9.pdf`), 'application/pdf');
    const refused = await uploads.extract(alice.id, 'pdf', key, 'five.pdf').catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 429, message: uploadMessages.pageQuota(4, 1) });
    expect(await objectExists(key)).toBe(false);
  });
});

describe('extraction jobs take turns between users', () => {
  /** The job service on the real table, its queue recording each message's delay. */
  function jobsRecordingDelays(
    extractForJob: () => Promise<{ text: string; objectPath: string }> = () =>
      Promise.reject(new Error('not run here')),
  ) {
    const sent: { userId: string; jobId: string; delaySeconds: number }[] = [];
    const jobs = createExtractionJobs({
      jobs: createExtractionJobsRepo(table()),
      uploads: { extractForJob, discard: async () => undefined },
      storage: uploadsStorageFrom(getConfig(), 'the test'),
      queue: {
        send: async (m: ExtractionJobMessage, o?: { delaySeconds?: number }) =>
          void sent.push({ ...m, delaySeconds: o?.delaySeconds ?? 0 }),
      },
      clock: systemClock,
      log: quiet,
      settings: extractionJobSettings,
    });
    return { jobs, sent };
  }

  it('one user’s five queued scans do not hold up another user’s scan', async () => {
    const { jobs, sent } = jobsRecordingDelays();
    const [a, b] = [`fair-a-${ulid()}`, `fair-b-${ulid()}`];
    for (let i = 0; i < 5; i++) await jobs.start(a, `uploads/${a}/${ulid()}/scan${i}.pdf`, `scan${i}.pdf`, 2);
    await jobs.start(b, `uploads/${b}/${ulid()}/scan.pdf`, 'scan.pdf', 2);
    const ofA = sent.filter((s) => s.userId === a).map((s) => s.delaySeconds);
    const [ofB] = sent.filter((s) => s.userId === b).map((s) => s.delaySeconds);
    const step = (2 * EXTRACTION_MS_PER_PAGE) / 1000;
    // Each of A's jobs waits for the ones before it (within a second of elapsed time)...
    ofA.forEach((delay, i) => expect(Math.abs(delay - i * step)).toBeLessThanOrEqual(1));
    // ...while B's waits for none: it is read right after A's first, not after all five.
    expect(ofB).toBe(0);
    expect(ofB!).toBeLessThan(ofA[1]!);
  });

  it('a job read sooner than estimated gives back its turn: the owner’s next upload does not wait for it', async () => {
    const { jobs, sent } = jobsRecordingDelays(async () => ({ text: 'Read at once.', objectPath: 'originals/x.pdf' }));
    const a = `fair-done-${ulid()}`;
    // 40 pages reserve two minutes of the readers' time; the job takes a moment.
    const first = await jobs.start(a, `uploads/${a}/${ulid()}/forty.pdf`, 'forty.pdf', 40);
    expect(await jobs.run({ userId: a, jobId: first.jobId }, { receiveCount: 1, maxReceiveCount: 3 })).toEqual({
      kind: 'completed',
    });
    await jobs.start(a, `uploads/${a}/${ulid()}/next.pdf`, 'next.pdf', 2);
    expect(sent.map((s) => s.delaySeconds)).toEqual([0, 0]);
  });
});
