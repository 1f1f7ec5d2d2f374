/**
 * The bundle runs: functions are built for real with the project's esbuild settings (ESM,
 * createRequire banner, bundled AWS SDK v3, minified with source maps, catalogue assets copied next
 * to the bundle) and invoked in a fresh Node, cwd elsewhere and no node_modules within reach.
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { apiFunctions } from '../../functions/src/http/routes';
import { createAppFunction } from '../lib/app-function';
import { Jobs } from '../lib/jobs';
import { Queues } from '../lib/queues';
import { AppSecrets } from '../lib/secrets';
import { DataTable } from '../lib/data';
import { readSettings } from '../lib/settings';
import { UploadsBucket } from '../lib/storage';
import { fixturePath, testApp } from './helpers';
import { FIXTURES_DIR, sharedAvailable } from '../../tests/support/shared-dir';

const PDF_FIXTURE = `${FIXTURES_DIR}/pdf/cuad_23e3013c5b80.pdf`;

function bundledStack(outdir: string): {
  app: App;
  stack: Stack;
  queues: Queues;
  targets: Parameters<typeof createAppFunction>[2]['targets'];
} {
  const app = testApp({}, { bundle: true, outdir });
  const stack = new Stack(app, 'Bundled', { env: { account: '123456789012', region: 'eu-west-1' } });
  const queues = new Queues(stack, 'Queues');
  const targets = {
    table: new DataTable(stack, 'Data').table,
    bucket: new UploadsBucket(stack, 'Uploads', { allowedOrigin: 'https://review.example.com' }).bucket,
    queue: queues.analysis,
    extractionQueue: queues.extraction,
    sessionKey: new AppSecrets(stack, 'Secrets').sessionKey,
  };
  return { app, stack, queues, targets };
}

/** The bundle directories of a synthesized app (each holds an index.mjs). */
const bundleDirs = (outdir: string): string[] =>
  fs
    .readdirSync(outdir)
    .map((d) => path.join(outdir, d))
    .filter((d) => fs.existsSync(path.join(d, 'index.mjs')));

/** Every file under dir, relative to it, with forward slashes. */
const filesUnder = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();

/** What the functions read from the environment in AWS (values are placeholders; nothing is called). */
const LAMBDA_ENV = {
  TABLE_NAME: 'probe-table',
  UPLOADS_BUCKET: 'probe-bucket',
  EXTRACTION_QUEUE_URL: 'https://sqs.eu-west-1.amazonaws.com/123456789012/probe-extraction',
  APP_ORIGIN: 'https://review.example.com',
  AWS_REGION: 'eu-west-1',
  OCR_PROVIDER: 'textract',
  SESSION_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nprobe\\n-----END PRIVATE KEY-----',
  LOG_LEVEL: 'silent',
  NODE_OPTIONS: '--enable-source-maps',
};

/**
 * Imports the bundle in a fresh Node (cwd: the temp dir, only the Lambda-like environment), lists
 * the packages resolvable from it (none should be) and returns `call`'s result. pdf.js warns on
 * stderr that @napi-rs/canvas is missing: expected, nothing renders in AWS.
 */
function runBundle(bundle: string, call: string): { reachable: string[]; handler: string; result: unknown } {
  const url = JSON.stringify(pathToFileURL(bundle).href);
  const script = `import { createRequire } from 'node:module';
    const require = createRequire(${url});
    const reachable = ['pdfjs-dist/package.json', 'dejavu-fonts-ttf/package.json', '@fontsource/noto-sans-jp/package.json',
      'pdf-lib', 'tesseract.js', '@napi-rs/canvas'].filter((s) => { try { require.resolve(s); return true; } catch { return false; } });
    const m = await import(${url});
    const result = await (${call})(m);
    console.log('RESULT ' + JSON.stringify({ reachable, handler: typeof m.handler, result }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: os.tmpdir(),
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...LAMBDA_ENV },
  });
  const last = out.trimEnd().split('\n').pop() ?? '';
  expect(last.startsWith('RESULT ')).toBe(true);
  return JSON.parse(last.slice('RESULT '.length)) as { reachable: string[]; handler: string; result: unknown };
}

describe('bundling', () => {
  it('produces an ESM bundle that loads and handles an SQS event', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-bundle-'));
    const { app, stack, queues, targets } = bundledStack(outdir);
    new Jobs(stack, 'Jobs', {
      targets,
      settings: readSettings(stack.node),
      queues: queues.byName,
      functions: {
        probe: { entry: 'infra/test/fixtures/handler.ts', description: 'probe', needs: {}, queue: 'analysis' },
      },
    });
    app.synth();

    const bundles = bundleDirs(outdir).map((d) => path.join(d, 'index.mjs'));
    expect(bundles).toHaveLength(1);
    const bundle = bundles[0]!;
    expect(fs.existsSync(`${bundle}.map`)).toBe(true);

    const event = {
      Records: [
        { messageId: 'm1', body: 'ok' },
        { messageId: 'm2', body: 'fail' },
      ],
    };
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

  it('ships the catalogue assets: the reports bundle renders a PDF and the uploads bundle reads one, without node_modules', () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdk-bundle-'));
    const task = fs.mkdtempSync(path.join(os.tmpdir(), 'lambda-task-'));
    try {
      const { app, stack, targets } = bundledStack(outdir);
      const settings = readSettings(stack.node);
      // The real catalogue entries (needs, assets), each with a probe entry wrapping the real handler.
      for (const name of ['reports', 'uploads'] as const) {
        createAppFunction(stack, `${name}Probe`, {
          name,
          kind: 'api',
          def: { ...apiFunctions[name], entry: path.relative(process.cwd(), fixturePath(`${name}-probe.ts`)) },
          targets,
          settings,
          sessionKey: false,
          resolveEntry: () => fixturePath(`${name}-probe.ts`),
        });
      }
      app.synth();

      // Copy each bundle out of cdk.out, like Lambda's /var/task.
      const dirs = bundleDirs(outdir);
      expect(dirs).toHaveLength(2);
      const byAssets = (asset: string) => dirs.find((d) => fs.existsSync(path.join(d, 'assets', asset)));
      const reportsDir = path.join(task, 'reports');
      const uploadsDir = path.join(task, 'uploads');
      fs.cpSync(byAssets(apiFunctions.reports.assets[0]!)!, reportsDir, { recursive: true });
      fs.cpSync(byAssets(apiFunctions.uploads.assets[0]!)!, uploadsDir, { recursive: true });

      // Exactly the declared files, at their repository paths under assets/.
      expect(filesUnder(path.join(reportsDir, 'assets'))).toEqual([...apiFunctions.reports.assets].sort());
      for (const dir of apiFunctions.uploads.assets)
        expect(fs.statSync(path.join(uploadsDir, 'assets', dir)).isDirectory()).toBe(true);
      expect(fs.existsSync(path.join(uploadsDir, 'node_modules'))).toBe(false);

      const reports = runBundle(path.join(reportsDir, 'index.mjs'), '(m) => m.renderProbe()');
      expect(reports.reachable).toEqual([]);
      expect(reports.handler).toBe('function');
      const rendered = reports.result as { head: string; bytes: number; fonts: string[] };
      expect(rendered.head).toBe('%PDF-');
      expect(rendered.bytes).toBeGreaterThan(10_000);
      expect(rendered.fonts).toEqual(apiFunctions.reports.assets.map((a) => path.join(reportsDir, 'assets', a)));

      // The uploads half needs a real PDF from ../shared (required in CI, where a skip would hide it).
      if (!sharedAvailable('fixtures/pdf/cuad_23e3013c5b80.pdf')) return;
      const uploads = runBundle(
        path.join(uploadsDir, 'index.mjs'),
        `(m) => m.extractProbe(${JSON.stringify(PDF_FIXTURE)})`,
      );
      expect(uploads.reachable).toEqual([]);
      expect(uploads.handler).toBe('function');
      const extracted = uploads.result as {
        ocr: string;
        pages: { source: string }[];
        chars: number;
        text: string;
        dirs: Record<string, string>;
      };
      expect(extracted.ocr).toBe('textract');
      expect(extracted.pages.map((p) => p.source)).toEqual(['text', 'text']);
      expect(extracted.chars).toBeGreaterThan(1000);
      expect(Object.values(extracted.dirs).sort()).toEqual(
        apiFunctions.uploads.assets.map((a) => path.join(uploadsDir, 'assets', a) + path.sep).sort(),
      );
      expect(extracted.text).toContain('CONFIDENTIAL TREATMENT HAS BEEN REQUESTED');
    } finally {
      fs.rmSync(outdir, { recursive: true, force: true });
      fs.rmSync(task, { recursive: true, force: true });
    }
  }, 180_000);
});
