/**
 * Extraction jobs: one item per long PDF extraction, `USER#<userId>` / `EXTRACTION#<jobId>`,
 * where jobId is the upload's own ULID, so processing the same upload twice finds the same job.
 * The status moves queued -> extracting (a lease claim, like the analysis job's) -> completed | failed;
 * every move is conditional, so duplicate deliveries never work in parallel and a finished job stays
 * finished. The extracted text lives in S3 (textKey); the item expires with the upload (TTL).
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed, type Table } from './client';
import type {
  ExtractionJobRecord,
  ExtractionClaim,
  FailGuard,
  ExtractionJobsRepo,
} from '../repositories/extraction-jobs';
import { ownerPk } from '../../domain/owners';
import { nextTurn, returnedTurn } from '../../domain/uploads/fair-share';
export type {
  ExtractionJobState,
  ExtractionJobRecord,
  ExtractionClaim,
  FailGuard,
  ExtractionJobsRepo,
} from '../repositories/extraction-jobs';

const jobKey = (userId: string, jobId: string) => ({ PK: ownerPk(userId), SK: `EXTRACTION#${jobId}` });

/** Kept for a day, like the upload itself (uploadsBucketSettings.abandonedUploadExpiryDays). */
const TTL_SECONDS = 24 * 3600;

function toRecord(item: Record<string, unknown> | undefined): ExtractionJobRecord | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, entity: _e, ttl: _t, ...rest } = item;
  return rest as unknown as ExtractionJobRecord;
}

export function createExtractionJobsRepo(table: Table): ExtractionJobsRepo {
  const { doc, name: TableName } = table;

  /**
   * Moves a user's busy-until time (domain/uploads/fair-share.ts): read, compute, write if unchanged;
   * a concurrent move of the same user's retries on the new time. `next` answers undefined to leave it.
   */
  async function moveTurn(userId: string, next: (current: number | undefined) => number | undefined): Promise<void> {
    const key = { PK: ownerPk(userId), SK: 'EXTRACTION-TURN' };
    for (let attempt = 0; ; attempt++) {
      const current = (await doc.send(new GetCommand({ TableName, Key: key, ConsistentRead: true }))).Item
        ?.busyUntil as number | undefined;
      const busyUntil = next(current);
      if (busyUntil === undefined) return;
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: { ...key, entity: 'ExtractionTurn', busyUntil, ttl: Math.ceil(busyUntil / 1000) + 3600 },
            ConditionExpression: current === undefined ? 'attribute_not_exists(PK)' : 'busyUntil = :seen',
            ...(current === undefined ? {} : { ExpressionAttributeValues: { ':seen': current } }),
          }),
        );
        return;
      } catch (err) {
        if (!isConditionFailed(err) || attempt >= 4) throw err;
      }
    }
  }

  return {
    /** Records a new job; false when the upload already has one (the caller reads it). */
    async create(job: Omit<ExtractionJobRecord, 'status' | 'pagesRead'>): Promise<boolean> {
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...jobKey(job.userId, job.jobId),
              entity: 'ExtractionJob',
              ...job,
              status: 'queued',
              pagesRead: 0,
              ttl: Math.floor(job.createdAt / 1000) + TTL_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async reserveTurn(userId: string, costMs: number, now: number, maxDelayMs: number): Promise<number> {
      let delayMs = 0;
      await moveTurn(userId, (current) => {
        const turn = nextTurn(current, now, costMs, maxDelayMs);
        delayMs = turn.delayMs;
        return turn.busyUntil;
      });
      return delayMs;
    },

    async returnTurn(userId: string, unusedMs: number, now: number): Promise<void> {
      // Nothing to give back once the user's time has passed (or was never set).
      await moveTurn(userId, (current) =>
        current === undefined || current <= now ? undefined : returnedTurn(current, now, unusedMs),
      );
    },

    async get(userId: string, jobId: string): Promise<ExtractionJobRecord | undefined> {
      const out = await doc.send(new GetCommand({ TableName, Key: jobKey(userId, jobId), ConsistentRead: true }));
      return toRecord(out.Item);
    },

    /** queued (or extracting with an expired lease) -> extracting, held by `token` until now + leaseMs. */
    async claim(userId: string, jobId: string, token: string, now: number, leaseMs: number): Promise<ExtractionClaim> {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: jobKey(userId, jobId),
            UpdateExpression: 'SET #s = :extracting, leaseToken = :token, leaseUntil = :until ADD attempts :one',
            ConditionExpression: 'attribute_exists(PK) AND (#s = :queued OR (#s = :extracting AND leaseUntil < :now))',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: {
              ':extracting': 'extracting',
              ':queued': 'queued',
              ':token': token,
              ':until': now + leaseMs,
              ':now': now,
              ':one': 1,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { kind: 'claimed', job: toRecord(out.Attributes)! };
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      const current = await this.get(userId, jobId);
      if (!current) return { kind: 'missing' };
      if (current.status === 'completed' || current.status === 'failed') return { kind: 'finished', job: current };
      return { kind: 'busy', leaseUntil: current.leaseUntil ?? now };
    },

    /** Pages read so far; only while the claim is ours (a lost claim's progress is not shown). */
    async progress(userId: string, jobId: string, token: string, pagesRead: number, pagesTotal: number): Promise<void> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: jobKey(userId, jobId),
            UpdateExpression: 'SET pagesRead = :read, pagesTotal = :total',
            ConditionExpression: '#s = :extracting AND leaseToken = :token',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: {
              ':read': pagesRead,
              ':total': pagesTotal,
              ':extracting': 'extracting',
              ':token': token,
            },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    /** extracting -> queued, giving up our claim so the next delivery can take it at once. */
    async release(userId: string, jobId: string, token: string): Promise<void> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: jobKey(userId, jobId),
            UpdateExpression: 'SET #s = :queued, pagesRead = :zero REMOVE leaseToken, leaseUntil',
            ConditionExpression: '#s = :extracting AND leaseToken = :token',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: {
              ':queued': 'queued',
              ':extracting': 'extracting',
              ':token': token,
              ':zero': 0,
            },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    /** extracting -> completed, by the claim holder only; false when the claim was lost. */
    async complete(
      userId: string,
      jobId: string,
      token: string,
      done: { textKey: string; objectPath: string; pagesTotal: number },
    ): Promise<boolean> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: jobKey(userId, jobId),
            UpdateExpression:
              'SET #s = :completed, textKey = :textKey, objectPath = :objectPath, pagesRead = :total, pagesTotal = :total REMOVE leaseToken, leaseUntil',
            ConditionExpression: '#s = :extracting AND leaseToken = :token',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: {
              ':completed': 'completed',
              ':extracting': 'extracting',
              ':token': token,
              ':textKey': done.textKey,
              ':objectPath': done.objectPath,
              ':total': done.pagesTotal,
            },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    /**
     * -> failed with the user's message. A completed job is never failed; `guard` says who may fail
     * it: the claim holder, or (dead letter, lost job) anyone while it is unfinished. True when this
     * call moved it.
     */
    async fail(
      userId: string,
      jobId: string,
      guard: FailGuard,
      error: { code: string; message: string },
    ): Promise<boolean> {
      const byClaim = guard.kind === 'claim';
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: jobKey(userId, jobId),
            UpdateExpression:
              'SET #s = :failed, errorCode = :code, errorMessage = :message REMOVE leaseToken, leaseUntil',
            ConditionExpression: byClaim
              ? '#s = :extracting AND leaseToken = :token'
              : 'attribute_exists(PK) AND #s IN (:queued, :extracting)',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: {
              ':failed': 'failed',
              ':code': error.code,
              ':message': error.message,
              ':extracting': 'extracting',
              ...(byClaim ? { ':token': guard.token } : { ':queued': 'queued' }),
            },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
  };
}
