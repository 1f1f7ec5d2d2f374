/**
 * The post-deploy smoke check: one user's journey through the public API, step by step, each
 * timed and reported the moment it ends. A failed step stops the journey (what follows depends
 * on it); sign-out and the list of what remains still run.
 */
import { randomUUID } from 'node:crypto';
import { describeAnswer, SmokeClient, type Answer } from './client';
import { isDocx, isPdf, readFixture, SMOKE_DOCX, SMOKE_SCANNED_PDF, type FixtureFile } from './files';
import { waitForVerificationToken } from './mailbox';

export interface SmokeOptions {
  url: string;
  fixturesDir: string;
  /** An existing, verified account (a live stack); else a fresh sign-up verified through `mailboxUrl`. */
  account?: { email: string; password: string };
  /** aws-ses-v2-local's `/store` (the local cloud). */
  mailboxUrl?: string;
  /** How long the analysis may take before the check fails. */
  analysisTimeoutMs: number;
  pollIntervalMs: number;
}

export interface StepResult {
  name: string;
  ok: boolean;
  ms: number;
  detail: string;
}

export interface SmokeResult {
  ok: boolean;
  steps: StepResult[];
  /** What the run created and the API cannot delete (there is no delete call for contracts or accounts). */
  remains: string[];
  contractId?: string;
  email: string;
}

class StepFailed extends Error {}

const fail = (detail: string): never => {
  throw new StepFailed(detail);
};

const SMOKE_PASSWORD_PREFIX = 'Smoke-check-';

export async function runSmoke(
  options: SmokeOptions,
  report: (step: StepResult) => void = () => {},
): Promise<SmokeResult> {
  const client = new SmokeClient(options.url);
  const steps: StepResult[] = [];
  const remains: string[] = [];
  const email = options.account?.email ?? `smoke-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.account?.password ?? `${SMOKE_PASSWORD_PREFIX}${randomUUID()}`;
  let contractId: string | undefined;

  const step = async <T>(name: string, action: () => Promise<{ value: T; detail: string }>): Promise<T> => {
    const started = performance.now();
    try {
      const { value, detail } = await action();
      const result = { name, ok: true, ms: Math.round(performance.now() - started), detail };
      steps.push(result);
      report(result);
      return value;
    } catch (error) {
      const detail =
        error instanceof StepFailed
          ? error.message
          : `unexpected error: ${error instanceof Error ? error.message : String(error)}`;
      const result = { name, ok: false, ms: Math.round(performance.now() - started), detail };
      steps.push(result);
      report(result);
      throw new StepFailed(detail);
    }
  };

  try {
    const files = await step('read fixtures', async () => {
      const files = {
        docx: await readFixture(options.fixturesDir, SMOKE_DOCX),
        scanned: await readFixture(options.fixturesDir, SMOKE_SCANNED_PDF),
      };
      return { value: files, detail: `${files.docx.filename}, ${files.scanned.filename}` };
    });

    if (!options.account) {
      const mailboxUrl = options.mailboxUrl ?? fail('no account and no mailbox');
      await step('sign up', async () => {
        const answer = await client.post('/api/contract/user', {
          firstName: 'Smoke',
          lastName: 'Check',
          email,
          password,
        });
        if (answer.status !== 201) fail(describeAnswer(answer));
        remains.push(`the account ${email} (the API has no account deletion)`);
        return { value: undefined, detail: email };
      });
      await step('verify email', async () => {
        const token = await waitForVerificationToken(mailboxUrl, email, 30_000).catch((e: Error) => fail(e.message));
        const answer = await client.post('/api/contract/verify-email', { token });
        if (answer.status !== 200) fail(describeAnswer(answer));
        return { value: undefined, detail: 'link from the mailbox' };
      });
    }

    await step('sign in', async () => {
      const answer = await client.post('/api/auth/login', { email, password });
      if (answer.status !== 200 || !client.hasSession()) fail(describeAnswer(answer));
      return { value: undefined, detail: email };
    });

    const plan = await step('account status', async () => {
      const answer = await client.get('/api/contract/user-status');
      const status = answer.json as {
        isAuthenticated?: boolean;
        subscriptionType?: string;
        creditsRemaining?: number;
      } | null;
      if (answer.status !== 200 || !status?.isAuthenticated) fail(`not signed in (${describeAnswer(answer)})`);
      const credits = status?.creditsRemaining ?? 0;
      if (credits < 1) fail(`no credits left for the analysis: npm run admin -- credits add ${email} 1`);
      const subscription: 'free' | 'paid' = status?.subscriptionType === 'paid' ? 'paid' : 'free';
      return { value: subscription, detail: `${subscription} plan, ${credits} credit(s)` };
    });

    const docxText = await step('upload DOCX', () => uploadAndExtract(client, 'docx', files.docx, remains));
    await step('upload scanned PDF (OCR)', () => uploadAndExtract(client, 'pdf', files.scanned, remains));

    contractId = await step('submit analysis', async () => {
      const answer = await client.post(
        '/api/contract/analyze',
        {
          contractText: docxText.extractedText,
          behalfOf: 'Customer',
          originalDocxPath: docxText.objectPath,
          originalDocxFilename: docxText.filename,
          hasOriginalDocx: true,
        },
        { 'Idempotency-Key': randomUUID() },
      );
      const id = answer.json?.id;
      if (answer.status !== 200 && answer.status !== 201) fail(describeAnswer(answer));
      if (typeof id !== 'string') fail(`no contract id in the answer (${describeAnswer(answer)})`);
      remains.push(`the contract ${String(id)} and its analysis (the API has no contract deletion)`);
      return { value: id as string, detail: `contract ${String(id)}` };
    });
    const id = contractId;

    await step('analysis completed', async () => {
      const deadline = Date.now() + options.analysisTimeoutMs;
      for (;;) {
        const answer = await client.get(`/api/contract/analysis/${encodeURIComponent(id)}`);
        const status = answer.json?.status;
        if (answer.status !== 200) fail(describeAnswer(answer));
        if (status === 'completed') {
          const analysis = typeof answer.json?.analysis === 'string' ? answer.json.analysis : '';
          if (!analysis.includes('executive_summary')) fail('completed without an analysis');
          return { value: undefined, detail: `${analysis.length} characters of analysis` };
        }
        if (status === 'failed') fail(`failed: ${String(answer.json?.errorMessage ?? 'no message')}`);
        if (Date.now() > deadline) fail(`still ${String(status)} after ${options.analysisTimeoutMs} ms`);
        await new Promise((r) => setTimeout(r, options.pollIntervalMs));
      }
    });

    await step('PDF report', () => downloadReport(client, 'pdf', id, plan));
    await step('Word report', () => downloadReport(client, 'docx', id, plan));
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
  } finally {
    if (client.hasSession()) {
      await step('sign out', async () => {
        const answer = await client.post('/api/auth/logout');
        if (answer.status >= 300) fail(describeAnswer(answer));
        return { value: undefined, detail: 'session ended' };
      }).catch(() => undefined);
    }
  }

  return { ok: steps.every((s) => s.ok), steps, remains, contractId, email };
}

interface Extracted {
  extractedText: string;
  objectPath: string;
  filename: string;
}

/** Presigned URL, PUT to S3, then extraction; the text must be a real contract's, not a few stray characters. */
async function uploadAndExtract(client: SmokeClient, kind: 'docx' | 'pdf', file: FixtureFile, remains: string[]) {
  const contentType =
    kind === 'docx' ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' : 'application/pdf';
  const target = await client.post(kind === 'docx' ? '/api/upload' : '/api/upload/pdf', {
    filename: file.filename,
    contentType,
    size: file.bytes.length,
  });
  const uploadURL = target.json?.uploadURL;
  if (target.status !== 200 || typeof uploadURL !== 'string') fail(`upload URL: ${describeAnswer(target)}`);
  const put = await client.putObject(uploadURL as string, String(target.json?.contentType ?? contentType), file.bytes);
  if (put !== 200) fail(`PUT to the presigned URL answered HTTP ${put}`);
  remains.push(`the upload ${String(target.json?.objectPath)} (kept with the account's files)`);
  const extracted = await extractUpload(client, kind, uploadURL as string, file.filename);
  if (extracted.extractedText.trim().length < 200)
    fail(`only ${extracted.extractedText.trim().length} characters extracted`);
  const words = extracted.extractedText.split(/\s+/).filter(Boolean).length;
  return { value: extracted, detail: `${file.filename}: ${words} words` };
}

/** Between status reads of an extraction job, and how long a scanned upload may take in all. */
const EXTRACTION_POLL_MS = 1000;
const EXTRACTION_LIMIT_MS = 10 * 60_000;

/**
 * The extraction call, in one place: a DOCX or short text PDF answers inline with the text (200); a
 * scanned or long PDF answers 202 with an extraction job, whose status is polled here, as
 * the review page does, until it is completed or failed.
 */
export async function extractUpload(
  client: SmokeClient,
  kind: 'docx' | 'pdf',
  uploadURL: string,
  filename: string,
): Promise<Extracted> {
  const answer: Answer =
    kind === 'docx'
      ? await client.post('/api/upload/process', { docxUrl: uploadURL, filename })
      : await client.post('/api/upload/process-pdf', { pdfUrl: uploadURL, filename });
  let body = answer.json;
  if (answer.status === 202 && typeof body?.jobId === 'string') {
    const jobId = body.jobId;
    const until = Date.now() + EXTRACTION_LIMIT_MS;
    while (body?.status !== 'completed') {
      if (body?.status === 'failed')
        return fail(`extraction job ${jobId}: ${String(body.code)} ${String(body.message)}`);
      if (Date.now() > until)
        return fail(
          `extraction job ${jobId} still ${String(body?.status)} after ${EXTRACTION_LIMIT_MS / 60_000} minutes`,
        );
      await new Promise((r) => setTimeout(r, EXTRACTION_POLL_MS));
      const status = await client.get(`/api/upload/extraction/${encodeURIComponent(jobId)}`);
      if (status.status !== 200) return fail(`extraction job status: ${describeAnswer(status)}`);
      body = status.json;
    }
  } else if (answer.status !== 200) return fail(`extraction: ${describeAnswer(answer)}`);
  if (body?.success !== true || typeof body.extractedText !== 'string' || typeof body.objectPath !== 'string') {
    return fail(`extraction: ${describeAnswer(answer)}`);
  }
  return {
    extractedText: body.extractedText,
    objectPath: body.objectPath,
    filename: String(body.filename ?? filename),
  };
}

/** A paid account gets the file; a free one is refused with the upgrade answer (docs/product-spec.md section 6). */
async function downloadReport(client: SmokeClient, format: 'pdf' | 'docx', contractId: string, plan: 'free' | 'paid') {
  const answer = await client.post(`/api/${format}/generate-report`, { contractId });
  if (plan === 'free') {
    if (answer.status === 403 && answer.json?.needsUpgrade === true) {
      return {
        value: undefined,
        detail: 'refused to a free account with the upgrade answer (use a paid account to download)',
      };
    }
    return fail(`a free account should be refused with needsUpgrade, got ${describeAnswer(answer)}`);
  }
  if (answer.status !== 200) fail(describeAnswer(answer));
  const real = format === 'pdf' ? isPdf(answer.bytes) : isDocx(answer.bytes);
  if (!real) fail(`the ${answer.bytes.length} bytes are not a ${format === 'pdf' ? 'PDF' : 'Word document'}`);
  return {
    value: undefined,
    detail: `${Math.round(answer.bytes.length / 1024)} KB ${format === 'pdf' ? 'PDF' : 'DOCX'}`,
  };
}
