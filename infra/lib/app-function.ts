/**
 * One Lambda function from one catalogue entry: NodejsFunction (esbuild, no Docker), Node.js 22 on
 * ARM, ESM output, environment named after functions/src/config.ts, least-privilege IAM from `needs`.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { FunctionsEnv } from '../../functions/src/config';
import type { FunctionDef } from '../../functions/src/http/routes';
import { bedrockSizing, bedrockSizingEnv } from './bedrock-sizing';
import { repoPath } from './paths';
import { acknowledge } from './nag';
import { grantNeeds, type GrantTargets } from './permissions';
import type { AppSettings } from './settings';

/** Variable names the functions read; typed against config.ts so a rename there breaks the build here. */
export type FunctionEnvName = keyof FunctionsEnv | 'SESSION_KEY_SECRET_ARN' | 'NODE_OPTIONS';

/**
 * ESM output keeps top-level await and import.meta working. Bundled CommonJS dependencies that call
 * `require('node:...')` go through esbuild's `__require` shim, which looks up a free `require`; the
 * banner provides one on globalThis (not a top-level `const`, which could clash with a bundled
 * module's own `require` or `__dirname` binding).
 */
export const ESM_REQUIRE_BANNER =
  "import{createRequire as __cdkCreateRequire}from'node:module';" +
  "import{fileURLToPath as __cdkFileURLToPath}from'node:url';" +
  "import{dirname as __cdkDirname}from'node:path';" +
  'globalThis.require??=__cdkCreateRequire(import.meta.url);' +
  'globalThis.__filename??=__cdkFileURLToPath(import.meta.url);' +
  'globalThis.__dirname??=__cdkDirname(globalThis.__filename);';

/**
 * Packages only local OCR loads, and only lazily: tesseract.js (`import()` in adapters/ocr/tesseract.ts)
 * and @napi-rs/canvas (pdf.js `require`s it in a try/catch, to render pages for OCR). In AWS, OCR is
 * Textract and nothing renders, so they stay out of every bundle (canvas's installed binary is
 * linux-x64 anyway; Lambda runs ARM64).
 */
export const LOCAL_ONLY_MODULES: readonly string[] = ['tesseract.js', '@napi-rs/canvas'];

/** A catalogue asset: a plain path inside the repository (it is copied by a shell command). */
const ASSET_PATH = /^(?!\/)(?!.*(^|\/)\.\.(\/|$))[\w@.+-]+(\/[\w@.+-]+)*$/;

/** Checks a function's `assets` and returns them; synthesis fails on a missing or unsafe path. */
export function checkedAssets(name: string, assets: readonly string[] = []): readonly string[] {
  for (const asset of assets) {
    if (!ASSET_PATH.test(asset))
      throw new Error(`Function "${name}": asset "${asset}" must be a plain path relative to the repository root`);
    if (!fs.existsSync(repoPath(asset))) {
      throw new Error(
        `Function "${name}": asset ${asset} does not exist (run npm ci; catalogue: functions/src/http/routes.ts)`,
      );
    }
  }
  return assets;
}

/**
 * Shell commands that copy each asset to `assets/<same relative path>` in the bundle directory,
 * where functions/src/adapters/assets.ts looks first. Run by local bundling (bash, no Docker).
 */
export function assetCopyCommands(assets: readonly string[], inputDir: string, outputDir: string): string[] {
  const q = (p: string) => `'${p.replace(/'/g, `'\\''`)}'`;
  return assets.map((asset) => {
    const target = path.posix.join(outputDir, 'assets', path.posix.dirname(asset));
    return `mkdir -p ${q(target)} && cp -RL ${q(path.posix.join(inputDir, asset))} ${q(target + '/')}`;
  });
}

export type FunctionKind = 'api' | 'job';

const DEFAULTS: Record<FunctionKind, { timeoutSeconds: number; memoryMb: number }> = {
  // Under API Gateway's 30 s integration limit; memory buys CPU for scrypt/argon2 and cold starts.
  api: { timeoutSeconds: 20, memoryMb: 512 },
  job: { timeoutSeconds: 120, memoryMb: 1024 },
};

export interface AppFunctionOptions {
  name: string;
  kind: FunctionKind;
  def: FunctionDef;
  targets: GrantTargets;
  settings: AppSettings;
  /** Whether this function may read the session signing key. */
  sessionKey: boolean;
  /** Maps a catalogue entry (repo-relative) to the file to bundle; tests swap in a fixture. */
  resolveEntry?: (entry: string) => string;
}

export function environmentFor(options: AppFunctionOptions): Partial<Record<FunctionEnvName, string>> {
  const { def, targets, settings } = options;
  const { needs } = def;
  const env: Partial<Record<FunctionEnvName, string>> = {
    // config.ts requires both for every function, even one with no table access.
    TABLE_NAME: targets.table.tableName,
    APP_ORIGIN: settings.appOrigin,
    NODE_OPTIONS: '--enable-source-maps',
  };
  if (needs.bucket) env.UPLOADS_BUCKET = targets.bucket.bucketName;
  if (needs.queue) env.ANALYSIS_QUEUE_URL = targets.queue.queueUrl;
  if (needs.extractionQueue && targets.extractionQueue) env.EXTRACTION_QUEUE_URL = targets.extractionQueue.queueUrl;
  if (needs.webhookQueue && targets.webhookQueue && targets.webhookDeadLetterQueue) {
    env.WEBHOOK_QUEUE_URL = targets.webhookQueue.queueUrl;
    env.WEBHOOK_DLQ_URL = targets.webhookDeadLetterQueue.queueUrl;
  }
  if (needs.ses) {
    env.SES_FROM_ADDRESS = settings.sesFromAddress;
    if (targets.sesConfigurationSetName) env.SES_CONFIGURATION_SET = targets.sesConfigurationSetName;
    if (settings.operatorsEmail) env.OPERATORS_EMAIL = settings.operatorsEmail;
  }
  if (needs.bedrock) {
    env.MODEL_PROVIDER = settings.modelProvider;
    if (settings.bedrockModelId) env.BEDROCK_MODEL_ID = settings.bedrockModelId;
    const sizing = bedrockSizing(settings);
    if (sizing) Object.assign(env, bedrockSizingEnv(sizing));
  }
  if (needs.textract) env.OCR_PROVIDER = settings.ocrProvider;
  if (settings.freeCreditsOnVerify) env.FREE_CREDITS_ON_VERIFY = settings.freeCreditsOnVerify;
  if (settings.logLevel) env.LOG_LEVEL = settings.logLevel;
  if (options.sessionKey) env.SESSION_KEY_SECRET_ARN = targets.sessionKey.secretArn;
  if (needs.payments) {
    // Only the secret's NAME is in the template; the keys are read at cold start (adapters/payments/stripe-keys.ts).
    env.PAYMENT_PROVIDER = 'stripe';
    env.STRIPE_SECRET_ID = settings.stripeSecretName;
    if (settings.paymentPackages) env.PAYMENT_PACKAGES = settings.paymentPackages;
  }
  return env;
}

export function createAppFunction(scope: Construct, id: string, options: AppFunctionOptions): nodejs.NodejsFunction {
  const { def, kind, name } = options;
  const entry = options.resolveEntry ? options.resolveEntry(def.entry) : repoPath(def.entry);
  if (!fs.existsSync(entry)) {
    throw new Error(
      `Function "${name}": handler file ${def.entry} does not exist (catalogue: functions/src/http/routes.ts)`,
    );
  }
  const assets = checkedAssets(name, def.assets);
  if (def.needs.textract && options.settings.ocrProvider === 'local') {
    throw new Error(
      `Function "${name}": ocrProvider "local" (tesseract.js) is not shipped in Lambda bundles; use "textract"`,
    );
  }
  const defaults = DEFAULTS[kind];

  const logGroup = new logs.LogGroup(scope, `${id}Logs`, { retention: logs.RetentionDays.ONE_MONTH });

  const fn = new nodejs.NodejsFunction(scope, id, {
    entry,
    handler: 'handler',
    description: `${name}: ${def.description}`.slice(0, 256),
    runtime: lambda.Runtime.NODEJS_22_X,
    architecture: lambda.Architecture.ARM_64,
    timeout: Duration.seconds(def.timeoutSeconds ?? defaults.timeoutSeconds),
    memorySize: def.memoryMb ?? defaults.memoryMb,
    projectRoot: repoPath(),
    depsLockFilePath: repoPath('package-lock.json'),
    environment: environmentFor(options),
    logGroup,
    loggingFormat: lambda.LoggingFormat.JSON,
    bundling: {
      format: nodejs.OutputFormat.ESM,
      target: 'node22',
      mainFields: ['module', 'main'],
      banner: ESM_REQUIRE_BANNER,
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      tsconfig: repoPath('tsconfig.json'),
      // The SDK is bundled, not taken from the runtime: Lambda runs the exact versions pinned in
      // package-lock.json that the local cloud and the tests run. Only local-OCR packages stay out.
      externalModules: [...LOCAL_ONLY_MODULES],
      logLevel: nodejs.LogLevel.WARNING,
      // esbuild bundles JavaScript only: data files the code reads at run time are copied next to it.
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (inputDir, outputDir) => assetCopyCommands(assets, inputDir, outputDir),
      },
    },
  });

  acknowledge(
    fn,
    'AwsSolutions-L1',
    'Pinned to Node.js 22, the version package.json, the local cloud and the tests run; moving to a newer runtime is a tested change of its own.',
  );
  if (options.sessionKey && options.targets.sessionKeyReady) fn.node.addDependency(options.targets.sessionKeyReady);
  grantNeeds(fn, def.needs, options.targets, options.settings, { sessionKey: options.sessionKey });
  return fn;
}
