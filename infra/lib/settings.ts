/**
 * Deploy-time settings, read once from CDK context (`cdk.json` or `-c key=value`).
 *
 * The public origin cannot come from the distribution itself: API -> Lambda environment ->
 * Distribution -> API would be a cycle, and the uploads bucket's CORS rule needs it too. So it is
 * context, with a placeholder that is visibly wrong until an operator sets it (docs/DEPLOY.md).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Token } from 'aws-cdk-lib';
import * as v from 'valibot';
import { CreditPackageListSchema } from '../../shared/schemas/payments';
import type { Node } from 'constructs';
import { repoRoot } from './paths';

/** `.invalid` is a reserved TLD: links in emails built from it can never resolve by accident. */
export const PLACEHOLDER_APP_ORIGIN = 'https://app-origin-not-set.invalid';
export const DEFAULT_SES_FROM_ADDRESS = 'no-reply@clausewise.local';

export interface AppSettings {
  /** Public origin of the site, e.g. https://review.example.com (no trailing slash). */
  appOrigin: string;
  /** True while `appOrigin` is the placeholder: emails link wrongly and browser uploads fail CORS. */
  appOriginIsPlaceholder: boolean;
  /** Optional CloudFront alias; requires `certificateArn` (an ACM certificate in us-east-1). */
  domainName: string | undefined;
  certificateArn: string | undefined;
  sesFromAddress: string;
  sesFromAddressIsDefault: boolean;
  /** Inbox for waitlist applications and top-up requests (OPERATORS_EMAIL); config default if unset. */
  operatorsEmail: string | undefined;
  modelProvider: 'builtin' | 'bedrock';
  bedrockModelId: string | undefined;
  ocrProvider: 'local' | 'textract';
  freeCreditsOnVerify: string | undefined;
  logLevel: string | undefined;
  /** Upper bound of concurrent invocations per SQS consumer (bounded Bedrock concurrency). */
  jobMaxConcurrency: number;
  /** Absolute path of the built SPA (`frontend/dist` unless `siteDir` says otherwise). */
  siteDir: string;
  /** Synthesize without the BucketDeployment (template checks in CI before `npm run build:web`). */
  skipSiteDeployment: boolean;
  /**
   * Name of the Secrets Manager secret holding the Stripe keys as JSON {"apiKey","webhookSecret"}.
   * The operator creates it (docs/DEPLOY.md); the stack only references it by name.
   */
  stripeSecretName: string;
  /** Credit packages (PAYMENT_PACKAGES JSON), validated at synth; the functions' defaults if unset. */
  paymentPackages: string | undefined;
}

export const DEFAULT_STRIPE_SECRET_NAME = 'clausewise/stripe';

export class SettingsError extends Error {
  override name = 'SettingsError';
}

function str(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    throw new SettingsError(`Context "${key}" must be a string, got ${JSON.stringify(value)}`);
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function bool(node: Node, key: string): boolean {
  const text = str(node, key);
  if (text === undefined) return false;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new SettingsError(`Context "${key}" must be true or false, got "${text}"`);
}

function pick<T extends string>(node: Node, key: string, allowed: readonly T[], fallback: T): T {
  const text = str(node, key) ?? fallback;
  if (!(allowed as readonly string[]).includes(text)) {
    throw new SettingsError(`Context "${key}" must be one of ${allowed.join(', ')}, got "${text}"`);
  }
  return text as T;
}

/** Accepts `https://host[:port]` (an origin, not a URL with a path). */
export function normaliseOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(`Context "appOrigin" must be an origin such as https://review.example.com, got "${value}"`);
  }
  const isLocal = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(isLocal && url.protocol === 'http:')) {
    throw new SettingsError(`Context "appOrigin" must use https, got "${value}"`);
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new SettingsError(`Context "appOrigin" must be an origin without a path, got "${value}"`);
  }
  return url.origin;
}

export function readSettings(node: Node): AppSettings {
  const domainName = str(node, 'domainName');
  const certificateArn = str(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new SettingsError('Context "domainName" and "certificateArn" must be set together');
  }
  if (certificateArn && !Token.isUnresolved(certificateArn) && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new SettingsError(`Context "certificateArn" must be an ACM certificate in us-east-1 (CloudFront), got "${certificateArn}"`);
  }

  const explicitOrigin = str(node, 'appOrigin');
  const appOrigin = normaliseOrigin(explicitOrigin ?? (domainName ? `https://${domainName}` : PLACEHOLDER_APP_ORIGIN));

  const explicitFrom = str(node, 'sesFromAddress');
  const sesFromAddress = explicitFrom ?? (domainName ? `no-reply@${domainName}` : DEFAULT_SES_FROM_ADDRESS);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(sesFromAddress)) {
    throw new SettingsError(`Context "sesFromAddress" must be a plain email address, got "${sesFromAddress}"`);
  }

  const operatorsEmail = str(node, 'operatorsEmail');
  if (operatorsEmail !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(operatorsEmail)) {
    throw new SettingsError(`Context "operatorsEmail" must be a plain email address, got "${operatorsEmail}"`);
  }

  const modelProvider = pick(node, 'modelProvider', ['builtin', 'bedrock'] as const, 'builtin');
  const bedrockModelId = str(node, 'bedrockModelId');
  if (modelProvider === 'bedrock' && !bedrockModelId) {
    throw new SettingsError('Context "bedrockModelId" is required when modelProvider is bedrock');
  }

  const freeCreditsOnVerify = str(node, 'freeCreditsOnVerify');
  if (freeCreditsOnVerify !== undefined && !/^\d+$/.test(freeCreditsOnVerify)) {
    throw new SettingsError(`Context "freeCreditsOnVerify" must be a whole number, got "${freeCreditsOnVerify}"`);
  }

  const jobMaxConcurrency = Number(str(node, 'jobMaxConcurrency') ?? '5');
  if (!Number.isInteger(jobMaxConcurrency) || jobMaxConcurrency < 2 || jobMaxConcurrency > 1000) {
    throw new SettingsError('Context "jobMaxConcurrency" must be a whole number from 2 to 1000');
  }

  const stripeSecretName = str(node, 'stripeSecretName') ?? DEFAULT_STRIPE_SECRET_NAME;
  if (!/^[\w/+=.@-]{1,512}$/.test(stripeSecretName)) {
    throw new SettingsError(`Context "stripeSecretName" must be a Secrets Manager secret name, got "${stripeSecretName}"`);
  }
  const paymentPackages = str(node, 'paymentPackages');
  if (paymentPackages !== undefined) {
    let raw: unknown;
    try {
      raw = JSON.parse(paymentPackages);
    } catch {
      throw new SettingsError('Context "paymentPackages" must be a JSON array of packages');
    }
    const parsed = v.safeParse(CreditPackageListSchema, raw);
    if (!parsed.success) {
      throw new SettingsError(`Context "paymentPackages" is invalid: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ')}`);
    }
  }

  return {
    stripeSecretName,
    paymentPackages,
    appOrigin,
    appOriginIsPlaceholder: appOrigin === PLACEHOLDER_APP_ORIGIN,
    domainName,
    certificateArn,
    sesFromAddress,
    sesFromAddressIsDefault: sesFromAddress === DEFAULT_SES_FROM_ADDRESS,
    operatorsEmail,
    modelProvider,
    bedrockModelId,
    ocrProvider: pick(node, 'ocrProvider', ['local', 'textract'] as const, 'textract'),
    freeCreditsOnVerify,
    logLevel: str(node, 'logLevel'),
    jobMaxConcurrency,
    siteDir: path.resolve(repoRoot, str(node, 'siteDir') ?? 'frontend/dist'),
    skipSiteDeployment: bool(node, 'skipSiteDeployment'),
  };
}

/** The built SPA, or a clear error telling how to build it. */
export function requireSiteDir(settings: AppSettings): string {
  const index = path.join(settings.siteDir, 'index.html');
  if (!fs.existsSync(index)) {
    throw new SettingsError(
      `The web app is not built: ${index} is missing. Run \`npm run build:web\` first, ` +
        'or synthesize without the site upload with `-c skipSiteDeployment=true`.',
    );
  }
  return settings.siteDir;
}
