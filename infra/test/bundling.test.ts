/**
 * The bundle runs: one function is built for real with the project's esbuild settings (ESM,
 * createRequire banner, bundled AWS SDK v3, minified with source maps) and invoked in a fresh Node.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { Jobs } from '../lib/jobs';
import { Queues } from '../lib/queues';
import { AppSecrets } from '../lib/secrets';
import { DataTable } from '../lib/data';
import { readSettings } from '../lib/settings';
import { UploadsBucket } from '../lib/storage';
import { testApp } from './helpers';

describe('bundling', () => {
  it('produces an ESM bundle that loads and handles an SQS event', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-bundle-'));
    const app = testApp({}, { bundle: true, outdir });
    const stack = new Stack(app, 'Bundled', { env: { account: '123456789012', region: 'eu-west-1' } });
    const queues = new Queues(stack, 'Queues');
    const targets = {
      table: new DataTable(stack, 'Data').table,
      bucket: new UploadsBucket(stack, 'Uploads', { allowedOrigin: 'https://review.example.com' }).bucket,
      queue: queues.analysis,
      sessionKey: new AppSecrets(stack, 'Secrets').sessionKey,
    };
    new Jobs(stack, 'Jobs', {
      targets,
      settings: readSettings(stack.node),
      queues: queues.byName,
      functions: { probe: { entry: 'infra/test/fixtures/handler.ts', description: 'probe', needs: {}, queue: 'analysis' } },
    });
    app.synth();

    const bundles = fs
      .readdirSync(outdir)
      .map((d) => path.join(outdir, d, 'index.mjs'))
      .filter((f) => fs.existsSync(f));
    expect(bundles).toHaveLength(1);
    const bundle = bundles[0]!;
    expect(fs.existsSync(`${bundle}.map`)).toBe(true);

    const event = { Records: [{ messageId: 'm1', body: 'ok' }, { messageId: 'm2', body: 'fail' }] };
    const script = `const m = await import(${JSON.stringify(pathToFileURL(bundle).href)});
      console.log(JSON.stringify(await m.handler(${JSON.stringify(event)})));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: os.tmpdir(),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({
      batchItemFailures: [{ itemIdentifier: 'm2' }],
      probe: { eol: JSON.stringify(os.EOL), sdk: 'function', coldStart: 'number' },
    });
    fs.rmSync(outdir, { recursive: true, force: true });
  }, 60_000);
});
