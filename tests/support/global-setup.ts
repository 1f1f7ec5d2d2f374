/**
 * Starts ONE local cloud for the whole test run, on free ports (never colliding with a running
 * `npm start`) and a fresh temporary data dir, and hands its URLs and env to the test workers.
 * The integration and e2e projects both name this file; Vitest loads it once per project, so the
 * cloud is kept on `globalThis` (the main process) and stopped when the last project is done.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startLocalCloud } from '../../scripts/local-cloud/start';
import { repoScratchDir, RUN_CACHE_ENV } from './run-cache';

type Cloud = Awaited<ReturnType<typeof startLocalCloud>>;
interface Started {
  cloud: Cloud;
  dataDir: string;
  /** The run's shared test material (tests/support/run-cache.ts), removed with the cloud. */
  runCache: string;
}
interface Shared {
  cloud: Promise<Started>;
  users: number;
}

const KEY = Symbol.for('clausewise.test.localCloud');
const holder = globalThis as typeof globalThis & { [KEY]?: Shared };

async function start(): Promise<Started> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausewise-test-'));
  const runCache = await mkdtemp(path.join(os.tmpdir(), 'clausewise-run-'));
  const cloud = await startLocalCloud({
    dataDir,
    port: 0,
    sesPort: 0,
    dynamodbPort: 0,
    s3Port: 0,
    sqsPort: 0,
    serveSpa: true,
    quiet: true,
    // Webhook retries 1 s, 2 s, ... apart, so a receiver that fails twice is retried within the test.
    // The suite signs up several hundred users within the hour from rotating addresses: the overall
    // sign-up ceiling is not what it tests here (tests/integration/accounts/limits.test.ts does, on
    // counters of its own).
    extraEnv: { WEBHOOK_RETRY_BASE_SECONDS: '1', SIGNUPS_PER_HOUR: '5000' },
  });
  return { cloud, dataDir, runCache };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = (holder[KEY] ??= { cloud: start(), users: 0 });
  shared.users += 1;
  const { cloud, runCache } = await shared.cloud;
  // Before the project's workers start, so they inherit it.
  process.env[RUN_CACHE_ENV] = runCache;
  project.provide('baseUrl', cloud.url);
  project.provide('mailboxUrl', cloud.mailboxUrl);
  project.provide('cloudEnv', cloud.env);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[KEY];
    const { cloud: running, dataDir, runCache } = await shared.cloud;
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(runCache, { recursive: true, force: true });
    await rm(repoScratchDir(runCache, REPO_ROOT), { recursive: true, force: true });
    delete process.env[RUN_CACHE_ENV];
  };
}
