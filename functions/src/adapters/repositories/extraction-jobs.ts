/**
 * The extraction jobs repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/extraction-jobs-repo.ts.
 */

export type ExtractionJobState = 'queued' | 'extracting' | 'completed' | 'failed';

export interface ExtractionJobRecord {
  userId: string;
  jobId: string;
  status: ExtractionJobState;
  /** The upload's object key (uploads/<userId>/<jobId>/<name>.pdf). */
  key: string;
  filename: string;
  pagesRead: number;
  pagesTotal: number;
  createdAt: number;
  /** Past this (epoch ms), an unfinished job is lost: no delivery is coming back for it. */
  staleAt: number;
  leaseToken?: string;
  leaseUntil?: number;
  attempts?: number;
  /** Set when completed: where the text is and where the original was kept. */
  textKey?: string;
  objectPath?: string;
  /** Set when failed: the user's message and its stable code. */
  errorCode?: string;
  errorMessage?: string;
}

export type ExtractionClaim =
  | {
      kind: 'claimed';
      job: ExtractionJobRecord;
    }
  | {
      kind: 'missing';
    }
  | {
      kind: 'finished';
      job: ExtractionJobRecord;
    }
  | {
      kind: 'busy';
      leaseUntil: number;
    };

/** Who may fail a job: the lease holder, or anyone for a job not finished (dead letter, stale read). */
export type FailGuard =
  | {
      kind: 'claim';
      token: string;
    }
  | {
      kind: 'unfinished';
    };

export interface ExtractionJobsRepo {
  /** Records a new job; false when the upload already has one (the caller reads it). */
  create(job: Omit<ExtractionJobRecord, 'status' | 'pagesRead'>): Promise<boolean>;
  get(userId: string, jobId: string): Promise<ExtractionJobRecord | undefined>;
  /**
   * The user's next turn at the extraction queue (domain/uploads/fair-share.ts): the delay before a
   * job costing `costMs` may start, with the user's busy-until time moved on by it.
   */
  reserveTurn(userId: string, costMs: number, now: number, maxDelayMs: number): Promise<number>;
  /** Gives back `unusedMs` of a finished job's estimate: the user's busy-until time moves earlier (never before now). */
  returnTurn(userId: string, unusedMs: number, now: number): Promise<void>;
  /** queued (or extracting with an expired lease) -> extracting, held by `token` until now + leaseMs. */
  claim(userId: string, jobId: string, token: string, now: number, leaseMs: number): Promise<ExtractionClaim>;
  /** Pages read so far; only while the claim is ours (a lost claim's progress is not shown). */
  progress(userId: string, jobId: string, token: string, pagesRead: number, pagesTotal: number): Promise<void>;
  /** extracting -> queued, giving up our claim so the next delivery can take it at once. */
  release(userId: string, jobId: string, token: string): Promise<void>;
  /** extracting -> completed, by the claim holder only; false when the claim was lost. */
  complete(
    userId: string,
    jobId: string,
    token: string,
    done: {
      textKey: string;
      objectPath: string;
      pagesTotal: number;
    },
  ): Promise<boolean>;
  /**
   * -> failed with the user's message. A completed job is never failed; `guard` says who may fail
   * it: the claim holder, or (dead letter, lost job) anyone while it is unfinished. True when this
   * call moved it.
   */
  fail(
    userId: string,
    jobId: string,
    guard: FailGuard,
    error: {
      code: string;
      message: string;
    },
  ): Promise<boolean>;
}
