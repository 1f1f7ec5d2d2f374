/**
 * Long extractions as a job: a scanned or long PDF cannot be read inside
 * the API call (API Gateway ends it at 29-30 s), so the call records a job and queues it, and the
 * browser polls its status. The rules are the analysis job's:
 *  - the job id is the upload's ULID, so processing the same upload twice finds the same job;
 *  - a delivery claims the job with a lease, so a duplicate delivery never reads it in parallel;
 *  - a refusal (page cap, no text, password...) fails the job at once with its message;
 *  - the work has a deadline from the function's remaining time; past it the job fails with the
 *    time stated, rather than being cut off by the Lambda timeout with nothing recorded;
 *  - anything unexpected is retried; the last delivery fails the job with a clear message;
 *  - a job no delivery finished (dead letter, or lost) is failed by the dead-letter consumer, or by
 *    the status read once it is past `staleAt`, so nothing stays "extracting" forever;
 *  - a failed job's upload is deleted, as a failed inline extraction's is.
 */
import { randomUUID } from 'node:crypto';
import type { ExtractionJob, ExtractionJobMessage } from '../../../../shared/schemas/uploads';
import { uploadMessages } from '../../../../shared/upload-messages';
import type { ExtractionJobRecord, ExtractionJobsRepo } from '../../adapters/repositories/extraction-jobs';
import type { ObjectStorage } from '../../adapters/storage/port';
import type { JobQueue } from '../../adapters/queue/port';
import { AppError } from '../../domain/errors/app-error';
import { MAX_TURN_DELAY_MS, turnCostMs } from '../../domain/uploads/fair-share';
import { DeadlineExceededError, runBefore } from '../contracts/deadline';
import { extractionFailed } from '../../documents/errors';
import type { UploadLog, UploadService } from './index';
import type { Clock } from '../../adapters/clock';

export interface ExtractionJobSettings {
  /** How long a claim protects a running extraction; longer than the job's timeout. */
  leaseMs: number;
  /** After creation, when an unfinished job counts as lost (all deliveries and the dead letter are past). */
  staleAfterMs: number;
  /** Where extracted texts are written (under the expiring uploads prefix). */
  textPrefix: string;
}

export interface ExtractionJobDeps {
  jobs: Pick<
    ExtractionJobsRepo,
    'create' | 'get' | 'claim' | 'progress' | 'release' | 'complete' | 'fail' | 'reserveTurn' | 'returnTurn'
  >;
  uploads: Pick<UploadService, 'extractForJob' | 'discard'>;
  /** The text store (the uploads bucket). */
  storage: Pick<ObjectStorage, 'put' | 'get'>;
  queue: Pick<JobQueue<ExtractionJobMessage>, 'send'>;
  clock: Clock;
  log: UploadLog;
  settings: ExtractionJobSettings;
}

export interface ExtractionDelivery {
  receiveCount: number;
  maxReceiveCount: number;
  /** Epoch ms by which the extraction must have finished (the function's remaining time less a reserve). */
  deadline?: number;
}

export type ExtractionOutcome =
  | { kind: 'completed' }
  | { kind: 'skipped'; reason: string }
  | { kind: 'retry'; afterSeconds: number; reason: string }
  | { kind: 'failed'; deadLetter: boolean };

/** The most text one job may store and return (a 300-page contract is about 1.5 MB). */
const MAX_TEXT_BYTES = 16 * 1024 * 1024;

const JOB_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

const lostFailure = (filename: string) => ({
  code: 'EXTRACTION_LOST',
  message: uploadMessages.extractionLost(filename),
});

/** The upload's ULID (uploads/<userId>/<ulid>/<name>) names its job. */
export function jobIdOfKey(key: string): string {
  const id = key.split('/').at(-2);
  if (!id) throw new Error(`not an upload key: ${key}`);
  return id;
}

export function createExtractionJobs(deps: ExtractionJobDeps) {
  const { jobs, uploads, storage, queue, clock, log, settings } = deps;
  const notFound = () => new AppError(404, 'EXTRACTION_NOT_FOUND', uploadMessages.pdfUploadFailed);

  async function view(job: ExtractionJobRecord): Promise<ExtractionJob> {
    const base = {
      success: true as const,
      jobId: job.jobId,
      filename: job.filename,
      pagesRead: job.pagesRead,
      pagesTotal: job.pagesTotal,
    };
    if (job.status === 'completed') {
      const bytes = await storage.get(job.textKey!, { maxBytes: MAX_TEXT_BYTES });
      return {
        ...base,
        status: 'completed',
        extractedText: new TextDecoder().decode(bytes),
        objectPath: job.objectPath!,
      };
    }
    if (job.status === 'failed')
      return {
        ...base,
        status: 'failed',
        code: job.errorCode ?? 'UPLOAD_FAILED',
        message: job.errorMessage ?? uploadMessages.pdfUploadFailed,
      };
    return { ...base, status: 'extracting' };
  }

  /** Fails an unfinished job that nothing will finish and deletes its upload; false if it was finished. */
  async function abandon(
    job: Pick<ExtractionJobRecord, 'userId' | 'jobId' | 'key' | 'filename'>,
    why: string,
  ): Promise<boolean> {
    const moved = await jobs.fail(job.userId, job.jobId, { kind: 'unfinished' }, lostFailure(job.filename));
    if (moved) {
      log.error('extraction job abandoned', { userId: job.userId, jobId: job.jobId, why });
      await uploads.discard(job.key);
    }
    return moved;
  }

  /**
   * Records and queues the job of a long upload (once per upload: a retried call gets the same job).
   * A new job waits for its owner's turn (domain/uploads/fair-share.ts), so one user's queue of scans
   * does not hold up everyone else's.
   */
  async function start(userId: string, key: string, filename: string, pagesTotal: number): Promise<ExtractionJob> {
    const jobId = jobIdOfKey(key);
    const now = clock.now();
    // Stale only after the longest wait for a turn as well.
    const staleAt = now + settings.staleAfterMs + MAX_TURN_DELAY_MS;
    const created = await jobs.create({ userId, jobId, key, filename, pagesTotal, createdAt: now, staleAt });
    const job = await jobs.get(userId, jobId);
    if (!job) throw new Error(`extraction job ${jobId} vanished after create`);
    // A queued job's message may have been lost with an earlier call: a duplicate is harmless (the claim decides).
    if (created || job.status === 'queued') {
      try {
        const delayMs = created ? await jobs.reserveTurn(userId, turnCostMs(pagesTotal), now, MAX_TURN_DELAY_MS) : 0;
        await queue.send({ userId, jobId }, { delaySeconds: Math.ceil(delayMs / 1000) });
        log.info('extraction job queued', { userId, jobId, pagesTotal, again: !created, delayMs });
      } catch (err) {
        await abandon(job, 'could not queue');
        throw err;
      }
    }
    return view(job);
  }

  /** The job an upload already has, if any (a process call repeated after the job took the upload). */
  async function ofUpload(userId: string, key: string): Promise<ExtractionJob | undefined> {
    const job = await jobs.get(userId, jobIdOfKey(key));
    return job ? status(userId, job.jobId) : undefined;
  }

  /** The job's status for its owner; a job past `staleAt` and unfinished is failed here. */
  async function status(userId: string, jobId: string): Promise<ExtractionJob> {
    // Job ids are upload ULIDs; anything else is not one (and never reaches the table as a key).
    if (!JOB_ID.test(jobId)) throw notFound();
    let job = await jobs.get(userId, jobId);
    if (!job) throw notFound();
    if ((job.status === 'queued' || job.status === 'extracting') && clock.now() > job.staleAt) {
      await abandon(job, 'stale: no delivery finished it');
      job = (await jobs.get(userId, jobId)) ?? job;
    }
    return view(job);
  }

  /**
   * A finished job gives back what it did not use of its estimated turn (as reserved in `start`), so
   * its owner's next upload does not wait for work already done. Best effort: time heals it anyway.
   */
  async function giveBackTurn(job: ExtractionJobRecord, started: number): Promise<void> {
    const now = clock.now();
    const unusedMs = turnCostMs(job.pagesTotal) - (now - started);
    if (unusedMs <= 0) return;
    await jobs
      .returnTurn(job.userId, unusedMs, now)
      .catch((error: unknown) =>
        log.warn('could not give back the extraction turn', { userId: job.userId, jobId: job.jobId, error }),
      );
  }

  /** One delivery of an extraction message (the SQS job's use-case). */
  async function run(message: ExtractionJobMessage, delivery: ExtractionDelivery): Promise<ExtractionOutcome> {
    const { userId, jobId } = message;
    const token = randomUUID();
    const claim = await jobs.claim(userId, jobId, token, clock.now(), settings.leaseMs);
    if (claim.kind === 'missing') return { kind: 'skipped', reason: 'job not found' };
    if (claim.kind === 'finished') return { kind: 'skipped', reason: `already ${claim.job.status}` };
    if (claim.kind === 'busy') {
      return {
        kind: 'retry',
        afterSeconds: Math.max(1, Math.ceil((claim.leaseUntil - clock.now()) / 1000) + 1),
        reason: 'claimed by another worker',
      };
    }
    const job = claim.job;
    const progress = progressWriter((read, total) => jobs.progress(userId, jobId, token, read, total), log);
    const started = clock.now();
    try {
      const extracted = await runBefore(delivery.deadline, () =>
        uploads.extractForJob(job.key, job.filename, progress.report),
      );
      await progress.flush();
      const textKey = `${settings.textPrefix}${userId}/${jobId}.txt`;
      await storage.put(textKey, new TextEncoder().encode(extracted.text), 'text/plain; charset=utf-8');
      const pagesTotal = extracted.pages?.length ?? job.pagesTotal;
      if (!(await jobs.complete(userId, jobId, token, { textKey, objectPath: extracted.objectPath, pagesTotal }))) {
        log.warn('lost the extraction claim before completing', { userId, jobId });
        return { kind: 'skipped', reason: 'claim lost' };
      }
      log.info('extraction job completed', { userId, jobId, pagesTotal, receiveCount: delivery.receiveCount });
      await giveBackTurn(job, started);
      return { kind: 'completed' };
    } catch (err) {
      await progress.flush().catch(() => undefined);
      const isLast = delivery.receiveCount >= delivery.maxReceiveCount;
      if (err instanceof AppError || err instanceof DeadlineExceededError) {
        // A refusal or a document too slow to read: retrying cannot help. (A refusal's upload is already deleted.)
        const failure =
          err instanceof AppError
            ? err
            : extractionFailed(
                'pdf-scan-too-slow',
                err.message,
                job.filename,
                Math.max(1, Math.round(((delivery.deadline ?? started) - started) / 1000)),
              );
        if (err instanceof DeadlineExceededError) await uploads.discard(job.key);
        log.info('extraction job refused', { userId, jobId, code: failure.code, detail: failure.detail });
        await jobs.fail(userId, jobId, { kind: 'claim', token }, { code: failure.code, message: failure.message });
        await giveBackTurn(job, started);
        return { kind: 'failed', deadLetter: false };
      }
      log.error('extraction attempt failed', {
        userId,
        jobId,
        receiveCount: delivery.receiveCount,
        last: isLast,
        error: err,
      });
      if (isLast) {
        if (await jobs.fail(userId, jobId, { kind: 'claim', token }, lostFailure(job.filename)))
          await uploads.discard(job.key);
        await giveBackTurn(job, started);
        return { kind: 'failed', deadLetter: true };
      }
      await jobs.release(userId, jobId, token);
      return { kind: 'retry', afterSeconds: 5 * delivery.receiveCount, reason: 'attempt failed' };
    }
  }

  /** A dead-lettered message: its job is failed (unless it finished) and its upload deleted. */
  async function settleDeadLetter(message: ExtractionJobMessage): Promise<'failed' | 'finished' | 'missing' | 'later'> {
    const job = await jobs.get(message.userId, message.jobId);
    if (!job) return 'missing';
    // A worker still holds a live lease (a duplicate message is being worked on): look again later.
    if (job.status === 'extracting' && (job.leaseUntil ?? 0) > clock.now()) return 'later';
    return (await abandon(job, 'dead-lettered')) ? 'failed' : 'finished';
  }

  return { start, status, ofUpload, run, settleDeadLetter };
}

export type ExtractionJobs = ReturnType<typeof createExtractionJobs>;

/**
 * Progress writes, one at a time and only the latest: OCR pages finish faster than a write on a
 * busy table, and a reader only needs the newest count.
 */
function progressWriter(write: (read: number, total: number) => Promise<void>, log: UploadLog) {
  let latest: [number, number] | undefined;
  let running: Promise<void> | undefined;
  const kick = (): void => {
    if (running || !latest) return;
    const [read, total] = latest;
    latest = undefined;
    running = write(read, total)
      .catch((error: unknown) => log.warn('could not record extraction progress', { error }))
      .finally(() => {
        running = undefined;
        kick();
      });
  };
  return {
    report(read: number, total: number): void {
      latest = [read, total];
      kick();
    },
    async flush(): Promise<void> {
      while (running) await running;
    },
  };
}
