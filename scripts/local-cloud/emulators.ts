/**
 * Starts the AWS stand-ins in this process, each on 127.0.0.1. In-process beats child processes
 * here: start-up takes milliseconds, there is nothing to orphan if the parent dies, and stop() can
 * await every close. Port 0 picks a free port so tests never collide with a running `npm start`.
 */
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import type * as LocalAwsSqs from 'local-aws-sqs';

// The emulators are CommonJS; createRequire sidesteps default-export interop differences
// between tsx, vitest and plain Node.
const require = createRequire(import.meta.url);

export const LOOPBACK = '127.0.0.1';

export interface EmulatorPorts {
  dynamodb?: number;
  s3?: number;
  sqs?: number;
  ses?: number;
}

export interface Emulators {
  endpoints: { dynamodb: string; s3: string; sqs: string; ses: string };
  stop(): Promise<void>;
}

function urlOf(server: Server): string {
  const { port } = server.address() as AddressInfo;
  return `http://${LOOPBACK}:${port}`;
}

/** Closes a server, including idle keep-alive sockets the SDK clients leave open. */
function closeServer(server: Server, close: (cb: (err?: Error) => void) => void = (cb) => server.close(cb)) {
  return new Promise<void>((resolve, reject) => {
    close((err?: Error) =>
      err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? reject(err) : resolve(),
    );
    server.closeAllConnections();
  });
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** DynamoDB: dynalite persisted with LevelDB under `<dataDir>/dynamodb`. */
async function startDynamo(dataDir: string, port: number): Promise<Server> {
  const dynalite = require('dynalite') as (options: Record<string, unknown>) => Server;
  const dir = path.join(dataDir, 'dynamodb');
  await mkdir(dir, { recursive: true });
  // Zero lifecycle delays: tables are ACTIVE at once, so provisioning never has to poll.
  const server = dynalite({ path: dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await listen(server, port);
  return server;
}

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}

/** S3: s3rver storing objects as files under `<dataDir>/s3`. CORS is set by provisioning. */
async function startS3(dataDir: string, port: number): Promise<{ url: string; instance: S3rverInstance }> {
  const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverInstance;
  const dir = path.join(dataDir, 's3');
  await mkdir(dir, { recursive: true });
  const instance = new S3rver({
    address: LOOPBACK,
    port,
    directory: dir,
    silent: true,
    // Only path-style requests are used (forcePathStyle); vhost matching would misread 127.0.0.1.
    vhostBuckets: false,
  });
  const address = await instance.run();
  return { url: `http://${LOOPBACK}:${address.port}`, instance };
}

/** SQS: local-aws-sqs, in memory (queues are re-provisioned on every start). */
async function startSqs(port: number): Promise<Server> {
  const { createSqsServer } = require('local-aws-sqs') as typeof LocalAwsSqs;
  return createSqsServer({
    port,
    hostname: LOOPBACK,
    // A restart in the same process (tests) may recreate a queue name at once.
    emulateQueueCreationLifecycle: false,
  });
}

/** SES: aws-ses-v2-local keeps sent mail in memory and lists it at `GET /store`. */
async function startSes(port: number): Promise<Server> {
  const mod = require('aws-ses-v2-local') as { default: (config: { host: string; port: number }) => Promise<Server> };
  return mod.default({ host: LOOPBACK, port });
}

export async function startEmulators(dataDir: string, ports: EmulatorPorts = {}): Promise<Emulators> {
  const started: Array<() => Promise<void>> = [];
  const stop = async () => {
    // Reverse order; keep going on errors so one stuck emulator does not leak the others.
    const errors: unknown[] = [];
    for (const close of started.reverse()) await close().catch((err: unknown) => errors.push(err));
    started.length = 0;
    if (errors.length) throw new AggregateError(errors, 'Some emulators failed to stop');
  };
  try {
    const dynamo = await startDynamo(dataDir, ports.dynamodb ?? 0);
    started.push(() => closeServer(dynamo));
    const s3 = await startS3(dataDir, ports.s3 ?? 0);
    started.push(() => {
      const http = s3.instance.httpServer;
      return http ? closeServer(http, (cb) => void s3.instance.close().then(() => cb(), cb)) : s3.instance.close();
    });
    const sqs = await startSqs(ports.sqs ?? 0);
    started.push(() => closeServer(sqs));
    const ses = await startSes(ports.ses ?? 0);
    started.push(() => closeServer(ses));
    return {
      endpoints: { dynamodb: urlOf(dynamo), s3: s3.url, sqs: urlOf(sqs), ses: urlOf(ses) },
      stop,
    };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}
