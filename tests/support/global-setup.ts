/**
 * Starts ONE local cloud for the whole test run, on free ports (never colliding with a running
 * `npm start`) and a fresh temporary data dir, and hands its URLs and env to the test workers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalCloud } from '../../scripts/local-cloud/start';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'clausewise-test-'));
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
    extraEnv: { WEBHOOK_RETRY_BASE_SECONDS: '1' },
  });
  project.provide('baseUrl', cloud.url);
  project.provide('mailboxUrl', cloud.mailboxUrl);
  project.provide('cloudEnv', cloud.env);
  return async () => {
    await cloud.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
