/**
 * Starts the whole local cloud in this process: emulators, provisioning, the function environment,
 * one HTTP server (API Gateway adapter + CloudFront-like static site) and the SQS bridge.
 * Handlers run in this same process and read their configuration from process.env through
 * functions/src/config.ts, exactly as in Lambda.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseFunctionsConfig } from '../../functions/src/config';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { jobFunctions, scheduledFunctions, type JobFunctionDef } from '../../functions/src/http/routes';
import { createApiAdapter } from './api-adapter';
import { createLocalCheckout, isLocalCheckoutPath } from './local-checkout';
import { LOOPBACK, startEmulators } from './emulators';
import { ensureLocalSigningKey } from './session-key';
import { DUMMY_CREDENTIALS, LOCAL_REGION, localSqsClient, provision } from './provision';
import { startSchedules } from './schedules';
import { startSqsBridge, type QueueBinding, type SqsConsumer } from './sqs-bridge';
import { createStaticSite } from './static-site';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StartLocalCloudOptions {
  /** App port; 0 or omitted picks a free port. */
  port?: number;
  /** Where DynamoDB and S3 keep their data; reuse it to find the same data after a restart. */
  dataDir: string;
  sesPort?: number;
  dynamodbPort?: number;
  s3Port?: number;
  sqsPort?: number;
  /** Serve frontend/dist with SPA fallback (default true). */
  serveSpa?: boolean;
  /** Added to the function environment, e.g. MODEL_PROVIDER. */
  extraEnv?: Record<string, string>;
  /** Silence request logs (errors are still printed). */
  quiet?: boolean;
  /**
   * Run the scheduled functions (the sweeper) on their interval (default true). Off in tests that
   * run them by hand; the catalogue's `everyMinutes` applies unless `scheduleEveryMs` overrides it.
   */
  schedules?: boolean;
  scheduleEveryMs?: number;
}

export interface LocalCloud {
  /** The app origin, e.g. http://127.0.0.1:3000 (no trailing slash). */
  url: string;
  /** aws-ses-v2-local's `GET /store`: every email sent so far, as JSON. */
  mailboxUrl: string;
  endpoints: { dynamodb: string; s3: string; sqs: string; ses: string };
  /** The function environment, as assigned into process.env. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startLocalCloud(options: StartLocalCloudOptions): Promise<LocalCloud> {
  const log = (line: Record<string, unknown>) => {
    if (line.level === 'error') console.error(JSON.stringify(line));
    else if (!options.quiet) console.log(JSON.stringify(line));
  };
  const dataDir = path.resolve(options.dataDir);
  // Lambda runs nodejs22.x; the SDK's warning about the local Node 20 is noise in every process.
  const quietSdk = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
  Object.assign(process.env, quietSdk);
  const emulators = await startEmulators(dataDir, {
    dynamodb: options.dynamodbPort,
    s3: options.s3Port,
    sqs: options.sqsPort,
    ses: options.sesPort,
  });
  const cleanups: Array<() => Promise<void>> = [() => emulators.stop()];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((err: unknown) => log({ level: 'error', msg: 'stop failed', error: String(err) }));
    }
  };

  try {
    // The app origin must be known before provisioning (bucket CORS) and the handlers' env
    // (APP_ORIGIN), so the HTTP server binds its port first and gets its handler afterwards.
    // The port is bound before provisioning; a request arriving meanwhile waits for the real
    // handler instead of hanging on a server with no 'request' listener.
    const live: { dispatch?: RequestListener } = {};
    let markReady!: () => void;
    const ready = new Promise<void>((resolve) => (markReady = resolve));
    const server = createServer((req, res) => {
      if (live.dispatch) live.dispatch(req, res);
      else void ready.then(() => live.dispatch?.(req, res));
    });
    // Keep idle connections longer than clients do (browsers, fetch), as CloudFront does: a server
    // that closes an idle keep-alive socket first races the client's next request on it, which
    // then fails with ECONNRESET (Node's default closes after 5 s).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    const port = await listen(server, options.port ?? 0);
    cleanups.push(() => closeServer(server));
    const url = `http://${LOOPBACK}:${port}`;

    const resources = await provision(emulators.endpoints, url);
    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: DUMMY_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: DUMMY_CREDENTIALS.secretAccessKey,
      TABLE_NAME: resources.tableName,
      UPLOADS_BUCKET: resources.uploadsBucket,
      ANALYSIS_QUEUE_URL: resources.queueUrls.analysis,
      EXTRACTION_QUEUE_URL: resources.queueUrls.extraction,
      WEBHOOK_QUEUE_URL: resources.queueUrls.webhooks,
      WEBHOOK_DLQ_URL: resources.webhookDeadLetterQueueUrl,
      APP_ORIGIN: url,
      AWS_ENDPOINT_URL_DYNAMODB: emulators.endpoints.dynamodb,
      AWS_ENDPOINT_URL_S3: emulators.endpoints.s3,
      AWS_ENDPOINT_URL_SQS: emulators.endpoints.sqs,
      AWS_ENDPOINT_URL_SES: emulators.endpoints.ses,
      // A per-data-dir key, so sessions survive a restart (see docs/decisions/010-sessions-jwt.md).
      SESSION_PRIVATE_KEY: ensureLocalSigningKey(dataDir),
      // The local payment provider signs its webhook events with this (new on every start).
      PAYMENT_LOCAL_WEBHOOK_SECRET: `whsec_local_${randomBytes(24).toString('base64url')}`,
      ...quietSdk,
      ...options.extraEnv,
    };
    // Fail at start, naming the variable, rather than on the first request: the handlers will
    // parse exactly this environment on their cold start.
    parseFunctionsConfig({ ...process.env, ...env });
    // Before any handler is imported: handlers parse process.env once, on their cold start.
    const previous = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env);
    cleanups.push(async () => {
      for (const [k, v] of Object.entries(previous)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    });

    const handleApi = createApiAdapter({ repoRoot: REPO_ROOT, log });
    const serveStatic = createStaticSite({
      distDir: path.join(REPO_ROOT, 'frontend/dist'),
      connectSrc: [emulators.endpoints.s3],
    });
    const localCheckout = createLocalCheckout({
      appUrl: url,
      webhookSecret: env.PAYMENT_LOCAL_WEBHOOK_SECRET!,
      table: {
        region: LOCAL_REGION,
        tableName: resources.tableName,
        endpoint: emulators.endpoints.dynamodb,
        credentials: DUMMY_CREDENTIALS,
      },
      log,
    });
    live.dispatch = (req, res) => {
      const pathname = (req.url ?? '/').split('?')[0] ?? '/';
      const isApi = pathname === '/api' || pathname.startsWith('/api/');
      const respond = isApi
        ? handleApi
        : isLocalCheckoutPath(pathname)
          ? localCheckout
          : options.serveSpa === false
            ? undefined
            : serveStatic;
      if (!respond) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not Found (the SPA is not served: run the Vite dev server)');
        return;
      }
      respond(req, res).catch((err: unknown) => {
        log({
          level: 'error',
          msg: 'request failed',
          path: pathname,
          error: err instanceof Error ? err.stack : String(err),
        });
        if (!res.headersSent) {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ message: 'An error occurred', code: 'INTERNAL_ERROR' }));
        } else res.destroy();
      });
    };
    markReady();

    // One binding per job function, keyed by the queue it consumes (see jobFunctions).
    const jobs: Readonly<Record<string, JobFunctionDef>> = jobFunctions;
    const bindings: QueueBinding[] = Object.entries(jobs).map(([name, def]) => ({
      queueUrl: resources.queueUrls[def.queue],
      functionName: name,
      batchSize: def.batchSize,
      timeoutMs: (def.timeoutSeconds ?? 30) * 1000,
      load: async () => {
        const mod = (await import(pathToFileURL(path.resolve(REPO_ROOT, def.entry)).href)) as { handler: SqsConsumer };
        return mod.handler;
      },
    }));
    if (bindings.length) {
      const sqs = localSqsClient(emulators.endpoints.sqs);
      const bridge = startSqsBridge(sqs, bindings, {
        error: (msg, details) => log({ level: 'error', msg, ...details }),
      });
      cleanups.push(async () => {
        await bridge.stop();
        sqs.destroy();
      });
    }

    if (options.schedules !== false) {
      const schedules = startSchedules(REPO_ROOT, scheduledFunctions, {
        everyMs: options.scheduleEveryMs,
        error: (msg, details) => log({ level: 'error', msg, ...details }),
      });
      cleanups.push(() => schedules.stop());
    }

    return {
      url,
      mailboxUrl: `${emulators.endpoints.ses}/store`,
      endpoints: emulators.endpoints,
      env,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
