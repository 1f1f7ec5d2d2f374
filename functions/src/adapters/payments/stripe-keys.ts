/**
 * The Stripe API key and webhook signing secret: given directly (a developer's test-mode keys) or,
 * in AWS, read once per process from a Secrets Manager secret whose string is
 * `{"apiKey": "sk_...", "webhookSecret": "whsec_..."}` (the pattern of ../session-key.ts). The
 * secret is only referenced by the CDK stack; its value is never in the template or the bundle.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { FunctionsConfig, StripeKeysSource } from '../../config';

export interface StripeKeys {
  apiKey: string;
  webhookSecret: string;
}

export function parseStripeSecret(secretId: string, value: string | undefined): StripeKeys {
  let parsed: { apiKey?: unknown; webhookSecret?: unknown };
  try {
    parsed = JSON.parse(value ?? '') as typeof parsed;
  } catch {
    throw new Error(`Secret ${secretId} must be JSON {"apiKey": "sk_...", "webhookSecret": "whsec_..."}`);
  }
  const { apiKey, webhookSecret } = parsed;
  if (typeof apiKey !== 'string' || (!apiKey.startsWith('sk_') && !apiKey.startsWith('rk_'))) {
    throw new Error(`Secret ${secretId}: apiKey must be a Stripe secret or restricted key`);
  }
  if (typeof webhookSecret !== 'string' || !webhookSecret.startsWith('whsec_')) {
    throw new Error(`Secret ${secretId}: webhookSecret must be a Stripe webhook signing secret (whsec_...)`);
  }
  return { apiKey, webhookSecret };
}

export async function fetchStripeKeys(config: FunctionsConfig, source: StripeKeysSource): Promise<StripeKeys> {
  if (source.kind === 'direct') return { apiKey: source.apiKey, webhookSecret: source.webhookSecret };
  const client = new SecretsManagerClient({
    region: config.region,
    ...(config.endpoints.secretsManager ? { endpoint: config.endpoints.secretsManager } : {}),
  });
  const out = await client.send(new GetSecretValueCommand({ SecretId: source.secretId }));
  return parseStripeSecret(source.secretId, out.SecretString?.trim());
}
