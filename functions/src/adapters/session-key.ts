/**
 * Loads the session signing key once per process (a Lambda cold start): from the PEM in the
 * configuration, or from a Secrets Manager secret whose string is the PEM.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { requireSessionKeySource, type FunctionsConfig } from '../config';

export async function fetchSessionKeyPem(config: FunctionsConfig): Promise<string> {
  const source = requireSessionKeySource(config);
  if (source.kind === 'pem') return source.pem;
  const client = new SecretsManagerClient({
    region: config.region,
    ...(config.endpoints.secretsManager ? { endpoint: config.endpoints.secretsManager } : {}),
  });
  const out = await client.send(new GetSecretValueCommand({ SecretId: source.arn }));
  const value = out.SecretString?.trim();
  if (!value) throw new Error(`Secret ${source.arn} has no string value`);
  // Accept the bare PEM or a JSON secret {"privateKey": "<PEM>"}.
  if (value.startsWith('{')) {
    const parsed = JSON.parse(value) as { privateKey?: unknown };
    if (typeof parsed.privateKey !== 'string') throw new Error(`Secret ${source.arn} JSON has no privateKey`);
    return parsed.privateKey;
  }
  return value;
}
