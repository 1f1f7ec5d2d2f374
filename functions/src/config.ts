/**
 * The functions' configuration: the environment is parsed once with valibot, and nothing else in
 * functions/ reads process.env. A missing or malformed variable fails start-up with its name.
 *
 * Which adapter runs is decided here and nowhere else: a set AWS_ENDPOINT_URL_* points that SDK
 * client at a local emulator (the local cloud); MODEL_PROVIDER and OCR_PROVIDER pick the analyzer
 * and OCR implementations.
 */
import * as v from 'valibot';
import { CreditPackageListSchema, type CreditPackage } from '../../shared/schemas/payments';

const optionalUrl = v.optional(v.pipe(v.string(), v.url()));
const positiveInt = (fallback: string) =>
  v.pipe(v.optional(v.string(), fallback), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number));

export const FunctionsEnvSchema = v.object({
  AWS_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), 'us-east-1'),
  TABLE_NAME: v.pipe(v.string(), v.minLength(1)),
  UPLOADS_BUCKET: v.optional(v.pipe(v.string(), v.minLength(1))),
  ANALYSIS_QUEUE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** SQS queue of long extractions (scanned or long PDFs), read by jobs/extraction. */
  EXTRACTION_QUEUE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Public origin of the site, e.g. https://review.example.com; used for email links and the Origin check. */
  APP_ORIGIN: v.pipe(v.string(), v.url()),
  SES_FROM_ADDRESS: v.optional(v.pipe(v.string(), v.email()), 'no-reply@clausewise.local'),
  /** SES configuration set every email is sent with (bounce and complaint events); unset locally. */
  SES_CONFIGURATION_SET: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Where waitlist applications and top-up requests are sent (the sales / operations inbox). */
  OPERATORS_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'operators@clausewise.local'),
  MODEL_PROVIDER: v.optional(v.picklist(['builtin', 'bedrock']), 'builtin'),
  BEDROCK_MODEL_ID: v.optional(v.string()),
  /** Bedrock: chunks of one long contract reviewed at the same time. */
  BEDROCK_MAX_CONCURRENCY: positiveInt('3'),
  /** Bedrock: token budget of contract text per call; longer contracts are chunked on section boundaries. */
  BEDROCK_CHUNK_TOKENS: positiveInt('30000'),
  /** Bedrock: maxTokens of each answer (the review is a large tool call). */
  BEDROCK_MAX_OUTPUT_TOKENS: positiveInt('8192'),
  OCR_PROVIDER: v.optional(v.picklist(['local', 'textract']), 'local'),
  /** Local OCR: warm tesseract.js workers per process; 0 means one per CPU core. */
  OCR_WORKERS: positiveInt('0'),
  /** Resolution pages are rendered at for OCR. */
  OCR_DPI: positiveInt('150'),
  /** A PDF with more pages needing OCR than this is refused rather than half-read (the message states it). */
  OCR_MAX_PAGES: positiveInt('100'),
  /**
   * OCR time budget per scanned page in ms (worker start-up included): OCR past pages x budget is
   * refused (the message states it). It bounds a hung or pathological scan; 2 minutes leaves room for a
   * loaded machine (local OCR takes 6-20 s a page on 2 busy cores).
   */
  OCR_PAGE_BUDGET_MS: positiveInt('120000'),
  /** A PDF with more pages than this is refused before reading (the message states the limit). */
  PDF_MAX_PAGES: positiveInt('300'),
  /**
   * A PDF of at most this many pages, all with a text layer, is extracted inside the API call; a
   * longer one, or any page needing OCR, becomes an extraction job the browser polls.
   */
  PDF_INLINE_MAX_PAGES: positiveInt('30'),
  /** Where local OCR keeps its unpacked language model; default: <os temp dir>/clausewise-tesseract. */
  OCR_CACHE_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  FREE_CREDITS_ON_VERIFY: positiveInt('1'),
  /** Sign-ups across every client address per hour: a ceiling on verification mail (domain/accounts/rate-limits.ts). */
  SIGNUPS_PER_HOUR: positiveInt('300'),
  /**
   * Session signing key: an EC P-256 (ES256) or RSA (RS256) private key in PEM, given directly
   * (local cloud, tests) or as the ARN of a Secrets Manager secret whose string is that PEM (AWS).
   * Functions that sign or verify sessions fail at start-up when neither is set.
   */
  SESSION_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.includes('PRIVATE KEY', 'must be a PEM private key'))),
  SESSION_KEY_SECRET_ARN: v.optional(v.pipe(v.string(), v.startsWith('arn:', 'must be a Secrets Manager ARN'))),
  /**
   * In AWS: the value CloudFront puts in x-origin-verify (infra/lib/origin-guard.ts). When set, a
   * request without it is refused, and CloudFront-Viewer-Address is trusted as the caller's address.
   */
  ORIGIN_VERIFY_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /** Idle timeout of a session in minutes (sliding); the UI warns 10 minutes before. */
  SESSION_IDLE_MINUTES: positiveInt('60'),
  /** Absolute lifetime of a session in hours, however active the user is. */
  SESSION_MAX_HOURS: positiveInt('12'),
  /** Local emulator endpoints; unset in AWS, where the SDK uses the real service. */
  AWS_ENDPOINT_URL_DYNAMODB: optionalUrl,
  AWS_ENDPOINT_URL_S3: optionalUrl,
  AWS_ENDPOINT_URL_SQS: optionalUrl,
  AWS_ENDPOINT_URL_SES: optionalUrl,
  AWS_ENDPOINT_URL_SECRETS_MANAGER: optionalUrl,
  /** A Bedrock runtime stand-in (the tests' HTTP/2 stub); unset in AWS. */
  AWS_ENDPOINT_URL_BEDROCK_RUNTIME: optionalUrl,
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /**
   * Who takes payments: `stripe` (Stripe Checkout) or `local` (the local cloud's test checkout page,
   * which signs its webhook events like Stripe). Default: local with emulators, stripe otherwise.
   */
  PAYMENT_PROVIDER: v.optional(v.picklist(['stripe', 'local'])),
  /** Stripe keys given directly (a developer's test-mode keys); in AWS use STRIPE_SECRET_ID. */
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.startsWith('sk_', 'must be a Stripe secret key (sk_...)'))),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.startsWith('whsec_', 'must be a Stripe webhook secret (whsec_...)')),
  ),
  /** Secrets Manager secret (name or ARN) holding {"apiKey": "sk_...", "webhookSecret": "whsec_..."}. */
  STRIPE_SECRET_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The local provider's webhook signing secret (the local cloud generates one per start). */
  PAYMENT_LOCAL_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  /** Credit packages as JSON: [{"id","name","credits","price" (minor units),"currency"}]. */
  PAYMENT_PACKAGES: v.optional(v.pipe(v.string(), v.minLength(2))),
  /** Requests one API key may make per minute on /api/v1 (then 429 with Retry-After). */
  API_RATE_LIMIT_PER_MINUTE: positiveInt('120'),
  /** SQS queue of webhook deliveries (organisations' analysis.completed / analysis.failed). */
  WEBHOOK_QUEUE_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Its dead-letter queue: events whose every attempt failed (an alarm watches it). */
  WEBHOOK_DLQ_URL: v.optional(v.pipe(v.string(), v.url())),
  /** First retry delay of a failed webhook delivery in seconds; doubles per attempt (capped at 15 minutes). */
  WEBHOOK_RETRY_BASE_SECONDS: positiveInt('30'),
  /** Delivery attempts of one webhook event before it goes to the dead-letter queue. */
  WEBHOOK_MAX_ATTEMPTS: positiveInt('8'),
});

export type FunctionsEnv = v.InferOutput<typeof FunctionsEnvSchema>;

export interface FunctionsConfig {
  region: string;
  tableName: string;
  uploadsBucket: string | undefined;
  analysisQueueUrl: string | undefined;
  extractionQueueUrl: string | undefined;
  appOrigin: string;
  sesFromAddress: string;
  sesConfigurationSet: string | undefined;
  operatorsEmail: string;
  /** The model provider, chosen once here (MODEL_PROVIDER); adapters/model-provider.ts builds it. */
  model: ModelConfig;
  ocrProvider: 'local' | 'textract';
  ocr: { workers: number; dpi: number; maxPages: number; pageBudgetMs: number; cacheDir: string | undefined };
  pdfMaxPages: number;
  pdfInlineMaxPages: number;
  freeCreditsOnVerify: number;
  signUpsPerHour: number;
  /** Where the session signing key comes from; undefined when not configured (see requireSessionKeySource). */
  sessionKey: SessionKeySource | undefined;
  session: { idleMinutes: number; maxHours: number };
  /** The x-origin-verify value CloudFront adds; undefined where nothing sits in front (local cloud, tests). */
  originVerifySecret: string | undefined;
  endpoints: {
    dynamodb?: string;
    s3?: string;
    sqs?: string;
    ses?: string;
    secretsManager?: string;
    bedrockRuntime?: string;
  };
  /** True when any SDK client is pointed at a local emulator. */
  isLocal: boolean;
  logLevel: FunctionsEnv['LOG_LEVEL'];
  payments: PaymentsConfig;
  apiRateLimitPerMinute: number;
  webhooks: {
    queueUrl: string | undefined;
    deadLetterQueueUrl: string | undefined;
    retryBaseSeconds: number;
    maxAttempts: number;
  };
}

export type StripeKeysSource =
  { kind: 'direct'; apiKey: string; webhookSecret: string } | { kind: 'secret'; secretId: string };

export interface PaymentsConfig {
  provider: 'stripe' | 'local';
  packages: readonly CreditPackage[];
  /** Stripe keys; undefined when not configured (see requirePaymentSecrets). */
  stripe: StripeKeysSource | undefined;
  localWebhookSecret: string | undefined;
}

/** Offered when PAYMENT_PACKAGES is unset: the top-up sizes of docs/product-spec.md section 9 (10, 25, 50, 100). */
export const DEFAULT_CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'starter', name: 'Starter', credits: 10, price: 1900, currency: 'usd' },
  { id: 'standard', name: 'Standard', credits: 25, price: 4500, currency: 'usd' },
  { id: 'professional', name: 'Professional', credits: 50, price: 8500, currency: 'usd' },
  { id: 'volume', name: 'Volume', credits: 100, price: 15900, currency: 'usd' },
];

export type SessionKeySource = { kind: 'pem'; pem: string } | { kind: 'secret'; arn: string };

/** Thrown when the environment is invalid; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Names each failing variable, e.g. "TABLE_NAME: Invalid type: Expected string but received undefined". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
}

/**
 * Which model analyses contracts and proposes redlines: the built-in engine (no network), or Bedrock
 * with its model id and sizing. A discriminated union, so nothing downstream checks for a missing id.
 */
export type ModelConfig =
  | { provider: 'builtin' }
  | { provider: 'bedrock'; modelId: string; maxConcurrency: number; chunkTokens: number; maxOutputTokens: number };

function parseModelConfig(e: FunctionsEnv): ModelConfig {
  if (e.MODEL_PROVIDER === 'builtin') return { provider: 'builtin' };
  if (!e.BEDROCK_MODEL_ID) {
    throw new ConfigError('Invalid functions configuration: BEDROCK_MODEL_ID: required when MODEL_PROVIDER is bedrock');
  }
  return {
    provider: 'bedrock',
    modelId: e.BEDROCK_MODEL_ID,
    maxConcurrency: Math.max(1, e.BEDROCK_MAX_CONCURRENCY),
    chunkTokens: Math.max(1000, e.BEDROCK_CHUNK_TOKENS),
    maxOutputTokens: Math.max(1024, e.BEDROCK_MAX_OUTPUT_TOKENS),
  };
}

export function parseFunctionsConfig(env: Record<string, string | undefined>): FunctionsConfig {
  const result = v.safeParse(FunctionsEnvSchema, env);
  if (!result.success) {
    throw new ConfigError(`Invalid functions configuration: ${describeIssues(result.issues)}`);
  }
  const e = result.output;
  const endpoints = {
    dynamodb: e.AWS_ENDPOINT_URL_DYNAMODB,
    s3: e.AWS_ENDPOINT_URL_S3,
    sqs: e.AWS_ENDPOINT_URL_SQS,
    ses: e.AWS_ENDPOINT_URL_SES,
    secretsManager: e.AWS_ENDPOINT_URL_SECRETS_MANAGER,
    bedrockRuntime: e.AWS_ENDPOINT_URL_BEDROCK_RUNTIME,
  };
  // PEM in an env var often arrives with literal "\n" (dotenv files, CI secrets).
  const pem = e.SESSION_PRIVATE_KEY?.replace(/\\n/g, '\n');
  const sessionKey: SessionKeySource | undefined = pem
    ? { kind: 'pem', pem }
    : e.SESSION_KEY_SECRET_ARN
      ? { kind: 'secret', arn: e.SESSION_KEY_SECRET_ARN }
      : undefined;
  const isLocal = Object.values(endpoints).some(Boolean);
  return {
    region: e.AWS_REGION,
    tableName: e.TABLE_NAME,
    uploadsBucket: e.UPLOADS_BUCKET,
    analysisQueueUrl: e.ANALYSIS_QUEUE_URL,
    extractionQueueUrl: e.EXTRACTION_QUEUE_URL,
    appOrigin: e.APP_ORIGIN.replace(/\/$/, ''),
    sesFromAddress: e.SES_FROM_ADDRESS,
    sesConfigurationSet: e.SES_CONFIGURATION_SET,
    operatorsEmail: e.OPERATORS_EMAIL,
    model: parseModelConfig(e),
    ocrProvider: e.OCR_PROVIDER,
    ocr: {
      workers: e.OCR_WORKERS,
      dpi: e.OCR_DPI,
      maxPages: e.OCR_MAX_PAGES,
      pageBudgetMs: e.OCR_PAGE_BUDGET_MS,
      cacheDir: e.OCR_CACHE_DIR,
    },
    pdfMaxPages: e.PDF_MAX_PAGES,
    pdfInlineMaxPages: e.PDF_INLINE_MAX_PAGES,
    freeCreditsOnVerify: e.FREE_CREDITS_ON_VERIFY,
    signUpsPerHour: e.SIGNUPS_PER_HOUR,
    sessionKey,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    originVerifySecret: e.ORIGIN_VERIFY_SECRET,
    endpoints,
    isLocal,
    logLevel: e.LOG_LEVEL,
    payments: parsePaymentsConfig(e, isLocal),
    apiRateLimitPerMinute: Math.max(1, e.API_RATE_LIMIT_PER_MINUTE),
    webhooks: {
      queueUrl: e.WEBHOOK_QUEUE_URL,
      deadLetterQueueUrl: e.WEBHOOK_DLQ_URL,
      retryBaseSeconds: Math.max(1, e.WEBHOOK_RETRY_BASE_SECONDS),
      maxAttempts: Math.max(1, e.WEBHOOK_MAX_ATTEMPTS),
    },
  };
}

function parsePaymentsConfig(e: FunctionsEnv, isLocal: boolean): PaymentsConfig {
  let packages = DEFAULT_CREDIT_PACKAGES;
  if (e.PAYMENT_PACKAGES) {
    let raw: unknown;
    try {
      raw = JSON.parse(e.PAYMENT_PACKAGES);
    } catch {
      throw new ConfigError('Invalid functions configuration: PAYMENT_PACKAGES: must be a JSON array of packages');
    }
    const parsed = v.safeParse(CreditPackageListSchema, raw);
    if (!parsed.success) {
      throw new ConfigError(`Invalid functions configuration: PAYMENT_PACKAGES: ${describeIssues(parsed.issues)}`);
    }
    packages = parsed.output;
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid functions configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  const stripe: StripeKeysSource | undefined =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { kind: 'direct', apiKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : e.STRIPE_SECRET_ID
        ? { kind: 'secret', secretId: e.STRIPE_SECRET_ID }
        : undefined;
  return {
    provider: e.PAYMENT_PROVIDER ?? (isLocal ? 'local' : 'stripe'),
    packages,
    stripe,
    localWebhookSecret: e.PAYMENT_LOCAL_WEBHOOK_SECRET,
  };
}

/** For the payments function: fails clearly when the chosen provider has no keys. */
export function requirePaymentSecrets(config: FunctionsConfig): void {
  const { payments } = config;
  if (payments.provider === 'stripe' && !payments.stripe) {
    throw new ConfigError(
      'Invalid functions configuration: STRIPE_SECRET_ID (or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET): required when PAYMENT_PROVIDER is stripe',
    );
  }
  if (payments.provider === 'local' && !payments.localWebhookSecret) {
    throw new ConfigError(
      'Invalid functions configuration: PAYMENT_LOCAL_WEBHOOK_SECRET: required when PAYMENT_PROVIDER is local',
    );
  }
}

/** For functions that sign or verify sessions: fails clearly when no key source is configured. */
export function requireSessionKeySource(config: FunctionsConfig): SessionKeySource {
  if (!config.sessionKey) {
    throw new ConfigError(
      'Invalid functions configuration: SESSION_PRIVATE_KEY or SESSION_KEY_SECRET_ARN: one of them is required to sign sessions',
    );
  }
  return config.sessionKey;
}

/** Resources a function may require, by the variable that names them. */
const RESOURCE_VARIABLES = {
  uploadsBucket: 'UPLOADS_BUCKET',
  analysisQueueUrl: 'ANALYSIS_QUEUE_URL',
  extractionQueueUrl: 'EXTRACTION_QUEUE_URL',
} as const;
export type RequiredResource = keyof typeof RESOURCE_VARIABLES;

/**
 * Fails the cold start, naming each missing variable, when a resource the function needs is not
 * configured; handlers call it at module load so a misconfigured deployment fails on its first
 * invocation, not on the first request that happens to reach the bucket or the queue.
 */
export function assertConfigured(who: string, ...resources: RequiredResource[]): void {
  const config = getConfig();
  const missing = resources.filter((r) => !config[r]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid functions configuration: ${missing.map((r) => `${RESOURCE_VARIABLES[r]}: required by ${who}`).join('; ')}`,
    );
  }
}

let cached: FunctionsConfig | undefined;

/** The process-wide configuration, parsed on first use (a Lambda cold start). */
export function getConfig(): FunctionsConfig {
  cached ??= parseFunctionsConfig(process.env);
  return cached;
}
