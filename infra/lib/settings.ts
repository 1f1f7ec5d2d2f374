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
import { checkBedrockModelId, type BedrockModelKind } from './bedrock-model';
import { repoRoot } from './paths';
import { SettingsError } from './settings-error';

/** `.invalid` is a reserved TLD: links in emails built from it can never resolve by accident. */
export const PLACEHOLDER_APP_ORIGIN = 'https://app-origin-not-set.invalid';
export const DEFAULT_SES_FROM_ADDRESS = 'no-reply@clausewise.local';
/** Tokens per minute assumed for the Bedrock model when the operator gives none (check Service Quotas). */
export const DEFAULT_BEDROCK_TOKENS_PER_MINUTE = 200_000;

/**
 * `aws`: a deploy into an account (the CLI resolved credentials: CDK_DEFAULT_ACCOUNT is set, see
 * infra/bin/app.ts), so every setting a live stack needs must be given. `local`: an offline synth
 * (template checks, CI) where defaults are fine and synthesis only lists what a deploy will need.
 */
export type DeploymentKind = 'local' | 'aws';

/** Requests per 5 minutes per viewer address, per group of routes (WAF rate-based rules). */
export interface WafRateLimits {
  signUp: number;
  login: number;
  email: number;
  analysis: number;
}

export const DEFAULT_WAF_RATE_LIMITS: WafRateLimits = { signUp: 20, login: 100, email: 30, analysis: 60 };

export interface AppSettings {
  deployment: DeploymentKind;
  /** Public origin of the site, e.g. https://review.example.com (no trailing slash). */
  appOrigin: string;
  /** True while `appOrigin` is the placeholder: emails link wrongly and browser uploads fail CORS. */
  appOriginIsPlaceholder: boolean;
  /** Optional CloudFront alias; requires `certificateArn` (an ACM certificate in us-east-1). */
  domainName: string | undefined;
  certificateArn: string | undefined;
  /**
   * Optional custom domain of the API itself (`apiDomainName` + `apiCertificateArn`, a certificate in
   * the stack's region): CloudFront then reaches the API by that name and the default execute-api
   * endpoint is disabled (decision 131). Without it the execute-api host is CloudFront's origin.
   */
  apiDomain: { name: string; certificateArn: string } | undefined;
  sesFromAddress: string;
  sesFromAddressIsDefault: boolean;
  /** Inbox for waitlist applications and top-up requests (OPERATORS_EMAIL); config default if unset. */
  operatorsEmail: string | undefined;
  /** Where DLQ and error alarms are sent (an SNS email subscription); operatorsEmail when unset. */
  alarmEmail: string | undefined;
  /** A configuration set SES applies by default to the sending identity (it must be in the grant). */
  sesIdentityConfigurationSet: string | undefined;
  modelProvider: 'builtin' | 'bedrock';
  bedrockModelId: string | undefined;
  /** What kind of id bedrockModelId is; decides the IAM grant (permissions.ts). */
  bedrockModelKind: BedrockModelKind | undefined;
  /**
   * The account's Bedrock tokens-per-minute quota for the model, the budget the consumers are sized
   * to (bedrock-sizing.ts); undefined with the built-in analyzer, which has no quota.
   */
  bedrockTokensPerMinute: number | undefined;
  /** Contract text per call in tokens; undefined: sized by the stack (bedrock-sizing). */
  bedrockChunkTokens: number | undefined;
  /** maxTokens of each answer; undefined: sized so one chunk fits the job's deadline. */
  bedrockMaxOutputTokens: number | undefined;
  /** WAF in front of CloudFront: off, a web ACL created by the stack, or an existing one (ARN). */
  waf: { mode: 'off' } | { mode: 'create'; rateLimits: WafRateLimits } | { mode: 'existing'; webAclArn: string };
  /** API stage throttling (steady requests per second and burst) for all routes. */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** Days access logs (API, CloudFront, uploads bucket) are kept. */
  accessLogRetentionDays: number;
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

export { SettingsError };

export const DEFAULT_STRIPE_SECRET_NAME = 'clausewise/stripe';

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

function int(node: Node, key: string, fallback: number, min: number, max: number): number {
  const text = str(node, key);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new SettingsError(`Context "${key}" must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** `.local`, `.invalid`, `.example`, `.test`: reserved names no mail can reach. */
const UNDELIVERABLE_DOMAIN = /\.(local|invalid|example|test|localhost)$/i;

function email(node: Node, key: string): string | undefined {
  const value = str(node, key);
  if (value !== undefined && !EMAIL.test(value)) {
    throw new SettingsError(`Context "${key}" must be a plain email address such as ops@example.com, got "${value}"`);
  }
  return value;
}

/** SES configuration set names: letters, digits, underscores and dashes, at most 64 characters. */
function configurationSetName(node: Node, key: string): string | undefined {
  const value = str(node, key);
  if (value !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(value)) {
    throw new SettingsError(
      `Context "${key}" must be the name of an SES configuration set (letters, digits, _ and -, at most 64), got "${value}": ` +
        'set it only when the sending identity has a default configuration set (aws sesv2 get-email-identity --email-identity <domain>).',
    );
  }
  return value;
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
  const deployment = pick(node, 'deployment', ['local', 'aws'] as const, 'local');
  const domainName = str(node, 'domainName');
  const certificateArn = str(node, 'certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new SettingsError('Context "domainName" and "certificateArn" must be set together');
  }
  if (certificateArn && !Token.isUnresolved(certificateArn) && !certificateArn.startsWith('arn:aws:acm:us-east-1:')) {
    throw new SettingsError(
      `Context "certificateArn" must be an ACM certificate in us-east-1, got "${certificateArn}": CloudFront only uses ` +
        "certificates from us-east-1, whatever the stack's region. Request one there (aws acm request-certificate " +
        '--region us-east-1 --domain-name <domainName> --validation-method DNS), add its DNS record, and pass its ARN.',
    );
  }

  const apiDomainName = str(node, 'apiDomainName');
  const apiCertificateArn = str(node, 'apiCertificateArn');
  if (Boolean(apiDomainName) !== Boolean(apiCertificateArn)) {
    throw new SettingsError('Context "apiDomainName" and "apiCertificateArn" must be set together');
  }
  if (
    apiCertificateArn &&
    !Token.isUnresolved(apiCertificateArn) &&
    !/^arn:aws[\w-]*:acm:[a-z0-9-]+:\d{12}:certificate\//.test(apiCertificateArn)
  ) {
    throw new SettingsError(
      `Context "apiCertificateArn" must be an ACM certificate ARN in the stack's region, got "${apiCertificateArn}"`,
    );
  }
  if (apiDomainName && domainName && apiDomainName === domainName) {
    throw new SettingsError(
      'Context "apiDomainName" must differ from "domainName" (the site\'s CloudFront alias), e.g. api.<domainName>',
    );
  }

  const explicitOrigin = str(node, 'appOrigin');
  const appOrigin = normaliseOrigin(explicitOrigin ?? (domainName ? `https://${domainName}` : PLACEHOLDER_APP_ORIGIN));

  const explicitFrom = str(node, 'sesFromAddress');
  const sesFromAddress = explicitFrom ?? (domainName ? `no-reply@${domainName}` : DEFAULT_SES_FROM_ADDRESS);
  if (!EMAIL.test(sesFromAddress)) {
    throw new SettingsError(`Context "sesFromAddress" must be a plain email address, got "${sesFromAddress}"`);
  }

  const operatorsEmail = email(node, 'operatorsEmail');
  const alarmEmail = email(node, 'alarmEmail');

  const modelProvider = pick(node, 'modelProvider', ['builtin', 'bedrock'] as const, 'builtin');
  const bedrockModelId = str(node, 'bedrockModelId');
  if (modelProvider === 'bedrock' && !bedrockModelId) {
    throw new SettingsError(
      'Context "bedrockModelId" is required when modelProvider is bedrock: give a cross-region inference profile id ' +
        'such as us.anthropic.claude-sonnet-4-5-20250929-v1:0 (list them: aws bedrock list-inference-profiles).',
    );
  }
  const bedrockModelKind = bedrockModelId === undefined ? undefined : checkBedrockModelId(bedrockModelId);
  // Validated whatever the provider (a typo should not wait for the switch to Bedrock), applied only to Bedrock.
  const tokensPerMinute = int(node, 'bedrockTokensPerMinute', DEFAULT_BEDROCK_TOKENS_PER_MINUTE, 10_000, 100_000_000);

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
    throw new SettingsError(
      `Context "stripeSecretName" must be a Secrets Manager secret name, got "${stripeSecretName}"`,
    );
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
      throw new SettingsError(
        `Context "paymentPackages" is invalid: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ')}`,
      );
    }
  }

  const webAclArn = str(node, 'webAclArn');
  if (
    webAclArn !== undefined &&
    !/^arn:aws[\w-]*:wafv2:us-east-1:\d{12}:global\/webacl\/[\w-]+\/[\w-]+$/.test(webAclArn)
  ) {
    throw new SettingsError(
      `Context "webAclArn" must be a WAFv2 web ACL with CLOUDFRONT scope (arn:aws:wafv2:us-east-1:<account>:global/webacl/<name>/<id>), got "${webAclArn}"`,
    );
  }
  // A real deploy gets the WAF unless told otherwise; an offline synth does not need one.
  const wafWanted = str(node, 'waf') === undefined ? deployment === 'aws' : bool(node, 'waf');
  const waf: AppSettings['waf'] = webAclArn
    ? { mode: 'existing', webAclArn }
    : wafWanted
      ? {
          mode: 'create',
          rateLimits: {
            signUp: int(node, 'wafRateLimitSignUp', DEFAULT_WAF_RATE_LIMITS.signUp, 10, 2_000_000_000),
            login: int(node, 'wafRateLimitLogin', DEFAULT_WAF_RATE_LIMITS.login, 10, 2_000_000_000),
            email: int(node, 'wafRateLimitEmail', DEFAULT_WAF_RATE_LIMITS.email, 10, 2_000_000_000),
            analysis: int(node, 'wafRateLimitAnalysis', DEFAULT_WAF_RATE_LIMITS.analysis, 10, 2_000_000_000),
          },
        }
      : { mode: 'off' };

  const settings: AppSettings = {
    deployment,
    stripeSecretName,
    paymentPackages,
    appOrigin,
    appOriginIsPlaceholder: appOrigin === PLACEHOLDER_APP_ORIGIN,
    domainName,
    certificateArn,
    apiDomain:
      apiDomainName && apiCertificateArn ? { name: apiDomainName, certificateArn: apiCertificateArn } : undefined,
    sesFromAddress,
    sesFromAddressIsDefault: sesFromAddress === DEFAULT_SES_FROM_ADDRESS,
    operatorsEmail,
    alarmEmail,
    sesIdentityConfigurationSet: configurationSetName(node, 'sesIdentityConfigurationSet'),
    modelProvider,
    bedrockModelId,
    bedrockModelKind,
    bedrockTokensPerMinute: modelProvider === 'bedrock' ? tokensPerMinute : undefined,
    bedrockChunkTokens:
      str(node, 'bedrockChunkTokens') === undefined ? undefined : int(node, 'bedrockChunkTokens', 0, 2_000, 150_000),
    bedrockMaxOutputTokens:
      str(node, 'bedrockMaxOutputTokens') === undefined
        ? undefined
        : int(node, 'bedrockMaxOutputTokens', 0, 1_024, 64_000),
    waf,
    apiThrottle: {
      rateLimit: int(node, 'apiThrottleRate', 50, 1, 10_000),
      burstLimit: int(node, 'apiThrottleBurst', 100, 1, 5_000),
    },
    accessLogRetentionDays: int(node, 'accessLogRetentionDays', 90, 1, 3653),
    ocrProvider: pick(node, 'ocrProvider', ['local', 'textract'] as const, 'textract'),
    freeCreditsOnVerify,
    logLevel: str(node, 'logLevel'),
    jobMaxConcurrency,
    siteDir: path.resolve(repoRoot, str(node, 'siteDir') ?? 'frontend/dist'),
    skipSiteDeployment: bool(node, 'skipSiteDeployment'),
  };
  if (deployment === 'aws') assertDeployable(settings);
  return settings;
}

/**
 * What a live stack cannot work without. Checked for a deploy into an account; an offline synth
 * lists the same points as one warning (`deployNeeds`) instead of failing.
 */
export function deployNeeds(settings: AppSettings): string[] {
  const needs: string[] = [];
  if (settings.sesFromAddressIsDefault || UNDELIVERABLE_DOMAIN.test(settings.sesFromAddress)) {
    needs.push(
      `sesFromAddress: an address on a domain verified in SES in the stack's region (now ${settings.sesFromAddress}), e.g. -c sesFromAddress=no-reply@review.example.com`,
    );
  }
  if (!settings.operatorsEmail || UNDELIVERABLE_DOMAIN.test(settings.operatorsEmail)) {
    needs.push(
      'operatorsEmail: the inbox for waitlist applications and top-up requests, e.g. -c operatorsEmail=sales@example.com',
    );
  }
  if (settings.alarmEmail !== undefined && UNDELIVERABLE_DOMAIN.test(settings.alarmEmail)) {
    needs.push(`alarmEmail: a reachable address for alarms (now ${settings.alarmEmail})`);
  }
  return needs;
}

function assertDeployable(settings: AppSettings): void {
  const needs = deployNeeds(settings);
  if (needs.length === 0) return;
  throw new SettingsError(
    `A deploy needs these settings (docs/DEPLOY.md):\n  - ${needs.join('\n  - ')}\n` +
      'To synthesize offline with defaults instead, add -c deployment=local.',
  );
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
