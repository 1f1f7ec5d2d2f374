/**
 * The shape of one Lambda function in the catalogue (routes.ts and background-functions.ts): its
 * handler, what it may touch (the CDK app turns that into least-privilege grants) and its sizing.
 */
/** What a function may touch; the CDK app turns this into least-privilege IAM grants. */
export interface FunctionNeeds {
  table?: 'read' | 'readwrite';
  bucket?: 'read' | 'readwrite';
  /** Sends to the analysis queue. */
  queue?: boolean;
  /** Sends to the extraction queue (long PDF extractions). */
  extractionQueue?: boolean;
  ses?: boolean;
  bedrock?: boolean;
  textract?: boolean;
  /** Signs or verifies session cookies: reads the signing key secret (SESSION_KEY_SECRET_ARN). */
  sessionKey?: boolean;
  /** Takes payments: reads the Stripe keys secret (STRIPE_SECRET_ID) and gets PAYMENT_* settings. */
  payments?: boolean;
  /** Reads the SES sending quota (the email test tool's connection check). */
  sesQuota?: boolean;
  /** Sends to the webhook queue and its dead-letter queue (organisations' analysis events). */
  webhookQueue?: boolean;
}

export interface FunctionDef {
  /** Handler file, relative to the repository root; it exports `handler`. */
  entry: string;
  description: string;
  needs: FunctionNeeds;
  /** Seconds; API functions stay under API Gateway's 30 s integration limit. */
  timeoutSeconds?: number;
  memoryMb?: number;
  /**
   * Files or folders read at run time, relative to the repository root (e.g.
   * `node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf`). esbuild bundles JavaScript only, so the
   * CDK app copies these to `assets/<same path>` next to the bundle; adapters/assets.ts finds them
   * there or, from source, under the repository root.
   */
  assets?: readonly string[];
}
