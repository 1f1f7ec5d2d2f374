/* global require, exports */
/* eslint-disable @typescript-eslint/no-require-imports -- plain CommonJS, run as-is by the Lambda Node.js 22 runtime */
/**
 * Custom resource: on stack creation, replaces the secret's generated placeholder with an EC P-256
 * private key in PKCS#8 PEM (ES256), the format functions/src/config.ts reads. A value that is
 * already a PEM key (set by an operator, or a previous run) is never overwritten, so rotating the
 * key is `aws secretsmanager put-secret-value` and survives redeploys. The key never appears in
 * the template or in logs.
 */
const { generateKeyPairSync } = require('node:crypto');
const {
  SecretsManagerClient,
  GetSecretValueCommand,
  PutSecretValueCommand,
} = require('@aws-sdk/client-secrets-manager');

exports.handler = async (event) => {
  const secretId = event.ResourceProperties.SecretArn;
  const physicalId = `session-key-init:${secretId}`;
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId || physicalId };

  const client = new SecretsManagerClient({});
  const current = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (typeof current.SecretString === 'string' && current.SecretString.includes('PRIVATE KEY')) {
    return { PhysicalResourceId: physicalId, Data: { Generated: 'false' } };
  }
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  await client.send(new PutSecretValueCommand({ SecretId: secretId, SecretString: pem }));
  return { PhysicalResourceId: physicalId, Data: { Generated: 'true' } };
};
