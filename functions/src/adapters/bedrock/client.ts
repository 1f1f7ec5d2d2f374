/**
 * The Bedrock runtime client. It speaks HTTP/2 (the SDK's default NodeHttp2Handler); an
 * `endpoint` (AWS_ENDPOINT_URL_BEDROCK_RUNTIME) points it elsewhere, e.g. the tests' local stub,
 * which can be plain-text HTTP/2 (h2c) on an http:// URL. maxAttempts 1: the adapter retries
 * throttling itself with backoff and jitter (./converse.ts), so the SDK must not retry as well.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';

export interface BedrockClientSettings {
  region: string;
  endpoint?: string | undefined;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export function createBedrockClient(settings: BedrockClientSettings): BedrockRuntimeClient {
  return new BedrockRuntimeClient({
    region: settings.region,
    maxAttempts: 1,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}
