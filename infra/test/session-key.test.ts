/** The session signing key: a secret whose value is put by an initialiser, never by the template. */
import { createPrivateKey } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as SecretsManager from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { synthStack } from './helpers';

// The initialiser is CommonJS run as-is by Lambda; load it (and the SDK class it uses) the same way.
const require = createRequire(import.meta.url);
const sdk = require('@aws-sdk/client-secrets-manager') as typeof SecretsManager;
const init = require('../lib/session-key-init/index.js') as {
  handler: (event: Record<string, unknown>) => Promise<{ PhysicalResourceId: string; Data?: Record<string, string> }>;
};

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:SessionKey-abc';
const event = (RequestType: string) => ({
  RequestType,
  ResourceProperties: { SecretArn: ARN },
  PhysicalResourceId: 'p',
});

describe('session key initialiser', () => {
  const sm = mockClient(sdk.SecretsManagerClient);
  beforeEach(() => sm.reset());
  // The stub replaces the client's send for the whole process: put it back for the next file.
  afterAll(() => sm.restore());

  it('replaces the generated placeholder with an EC P-256 PEM key', async () => {
    sm.on(sdk.GetSecretValueCommand).resolves({ SecretString: 'a1b2c3placeholder' });
    sm.on(sdk.PutSecretValueCommand).resolves({});
    const result = await init.handler(event('Create'));
    expect(result.Data).toEqual({ Generated: 'true' });
    const put = sm.commandCalls(sdk.PutSecretValueCommand)[0]!.args[0].input;
    expect(put.SecretId).toBe(ARN);
    const key = createPrivateKey(String(put.SecretString));
    expect(key.asymmetricKeyType).toBe('ec');
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
  });

  it('never overwrites a key that is already there (operator rotation survives redeploys)', async () => {
    sm.on(sdk.GetSecretValueCommand).resolves({
      SecretString: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----',
    });
    const result = await init.handler(event('Update'));
    expect(result.Data).toEqual({ Generated: 'false' });
    expect(sm.commandCalls(sdk.PutSecretValueCommand)).toHaveLength(0);
  });

  it('does nothing on delete', async () => {
    await init.handler(event('Delete'));
    expect(sm.calls()).toHaveLength(0);
  });
});

describe('session key in the template', () => {
  const { stack, template } = synthStack();

  it('functions that read the key start after it is in place', () => {
    const init = stack.getLogicalId(stack.secrets.sessionKeyReady.node.defaultChild as never);
    const session = stack.getLogicalId(stack.api.functions.session!.node.defaultChild as never);
    const notFound = stack.getLogicalId(stack.api.functions.notFound!.node.defaultChild as never);
    const resources = template.toJSON().Resources as Record<string, { DependsOn?: string[] }>;
    expect(resources[session]?.DependsOn).toContain(init);
    expect(resources[notFound]?.DependsOn ?? []).not.toContain(init);
  });

  it('the initialiser targets the secret and may only read and put that secret', () => {
    template.hasResourceProperties('Custom::SessionKeyInit', {
      SecretArn: { Ref: Match.stringLikeRegexp('SecretsSessionKey') },
    });
    template.hasResourceProperties('AWS::IAM::Role', {
      Policies: [
        {
          PolicyName: 'Inline',
          PolicyDocument: {
            Version: '2012-10-17',
            Statement: [
              {
                Effect: 'Allow',
                Action: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
                Resource: { Ref: Match.stringLikeRegexp('SecretsSessionKey') },
              },
            ],
          },
        },
      ],
    });
  });

  it('no PEM or secret value appears anywhere in the template', () => {
    const json = JSON.stringify(template.toJSON());
    expect(json).not.toMatch(/BEGIN [A-Z ]*PRIVATE KEY|"SecretString"/);
  });
});
