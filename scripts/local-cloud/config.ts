/**
 * The local cloud's own configuration. This is the only module under scripts/local-cloud that reads
 * process.env: everything else receives plain values, so tests can start a cloud with explicit
 * options and never depend on the developer's shell.
 */
import * as v from 'valibot';
import { describeIssues } from '../../functions/src/config';

/** A TCP port given as text; 0 means "let the OS pick a free one". */
const port = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d+$/, 'must be a port number (0-65535)'),
    v.transform(Number),
    v.maxValue(65535, 'must be a port number (0-65535)'),
  );

const LocalEnvSchema = v.object({
  PORT: port('3000'),
  LOCAL_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.local'),
  LOCAL_SES_PORT: port('8005'),
  LOCAL_DYNAMODB_PORT: port('8000'),
  LOCAL_S3_PORT: port('4569'),
  LOCAL_SQS_PORT: port('9324'),
  // Passed through to the handlers untouched; functions/src/config.ts validates their values.
  MODEL_PROVIDER: v.optional(v.string()),
  OCR_PROVIDER: v.optional(v.string()),
  FREE_CREDITS_ON_VERIFY: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.string()),
  PAYMENT_PROVIDER: v.optional(v.string()),
  PAYMENT_PACKAGES: v.optional(v.string()),
  STRIPE_SECRET_KEY: v.optional(v.string()),
  STRIPE_WEBHOOK_SECRET: v.optional(v.string()),
});

export interface LocalCloudConfig {
  port: number;
  /** Fixed: the local cloud never listens beyond loopback. */
  host: '127.0.0.1';
  dataDir: string;
  sesPort: number;
  dynamodbPort: number;
  s3Port: number;
  sqsPort: number;
  /** Function settings forwarded to the handlers only when the developer set them. */
  passThroughEnv: Record<string, string>;
}

export class LocalConfigError extends Error {
  override name = 'LocalConfigError';
}

const PASS_THROUGH = [
  'MODEL_PROVIDER',
  'OCR_PROVIDER',
  'FREE_CREDITS_ON_VERIFY',
  'LOG_LEVEL',
  // Payments: `local` by default; stripe with a developer's test-mode keys (docs/decisions/090).
  'PAYMENT_PROVIDER',
  'PAYMENT_PACKAGES',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

export function parseLocalConfig(env: Record<string, string | undefined>): LocalCloudConfig {
  const result = v.safeParse(LocalEnvSchema, env);
  if (!result.success) {
    throw new LocalConfigError(`Invalid local cloud configuration: ${describeIssues(result.issues)}`);
  }
  const e = result.output;
  const passThroughEnv: Record<string, string> = {};
  for (const name of PASS_THROUGH) {
    const value = e[name];
    if (value !== undefined) passThroughEnv[name] = value;
  }
  return {
    port: e.PORT,
    host: '127.0.0.1',
    dataDir: e.LOCAL_DATA_DIR,
    sesPort: e.LOCAL_SES_PORT,
    dynamodbPort: e.LOCAL_DYNAMODB_PORT,
    s3Port: e.LOCAL_S3_PORT,
    sqsPort: e.LOCAL_SQS_PORT,
    passThroughEnv,
  };
}

export function loadLocalConfig(): LocalCloudConfig {
  return parseLocalConfig(process.env);
}
