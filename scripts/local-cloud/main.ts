/**
 * `npm start`: the whole product on 127.0.0.1 with the same handler code that runs in Lambda.
 * `--dev` skips serving frontend/dist (the Vite dev server serves the SPA and proxies /api).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadLocalConfig, LocalConfigError } from './config';
import { MISSING_BUILD_MESSAGE } from './static-site';
import { REPO_ROOT, startLocalCloud } from './start';

async function main(): Promise<void> {
  let config;
  try {
    config = loadLocalConfig();
  } catch (err) {
    if (err instanceof LocalConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const dev = process.argv.includes('--dev');
  if (!dev && !existsSync(path.join(REPO_ROOT, 'frontend/dist/index.html')))
    console.warn(`Warning: ${MISSING_BUILD_MESSAGE}`);

  const cloud = await startLocalCloud({
    port: config.port,
    dataDir: path.resolve(REPO_ROOT, config.dataDir),
    sesPort: config.sesPort,
    dynamodbPort: config.dynamodbPort,
    s3Port: config.s3Port,
    sqsPort: config.sqsPort,
    serveSpa: !dev,
    extraEnv: config.passThroughEnv,
  });
  console.log(
    `\n  App:      ${cloud.url}\n  Mailbox:  ${cloud.mailboxUrl} (sent email as JSON; ${cloud.endpoints.ses}/ is a viewer)\n  Data:     ${path.resolve(REPO_ROOT, config.dataDir)}\n\n  Press Ctrl+C to stop.\n`,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local cloud...`);
    // A second Ctrl+C, or a stop that hangs, must still end the process.
    setTimeout(() => process.exit(1), 10_000).unref();
    cloud.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  const inUse = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
  console.error(err instanceof Error ? err.message : err);
  // Every port is configurable; 0 picks a free one.
  if (inUse)
    console.error('A port is taken: set PORT, LOCAL_DYNAMODB_PORT, LOCAL_S3_PORT, LOCAL_SQS_PORT or LOCAL_SES_PORT.');
  process.exit(1);
});
