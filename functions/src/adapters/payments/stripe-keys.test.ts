import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFunctionsConfig } from '../../config';
import { fetchStripeKeys, parseStripeSecret } from './stripe-keys';

const config = parseFunctionsConfig({
  TABLE_NAME: 't',
  APP_ORIGIN: 'https://review.example.com',
  STRIPE_SECRET_ID: 'clausewise/stripe',
});

describe('Stripe keys from Secrets Manager', () => {
  const sm = mockClient(SecretsManagerClient);
  beforeEach(() => sm.reset());
  // The stub replaces the client's send for the whole process: put it back for the next file.
  afterAll(() => sm.restore());

  it('reads the JSON secret named in the configuration', async () => {
    sm.on(GetSecretValueCommand, { SecretId: 'clausewise/stripe' }).resolves({
      SecretString: JSON.stringify({ apiKey: 'sk_live_abc', webhookSecret: 'whsec_def' }),
    });
    await expect(fetchStripeKeys(config, config.payments.stripe!)).resolves.toEqual({
      apiKey: 'sk_live_abc',
      webhookSecret: 'whsec_def',
    });
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('refuses a malformed secret without echoing its value', () => {
    expect(() => parseStripeSecret('s', 'sk_live_plain')).toThrow(/must be JSON/);
    expect(() => parseStripeSecret('s', JSON.stringify({ apiKey: 'pk_live_x', webhookSecret: 'whsec_y' }))).toThrow(
      /apiKey/,
    );
    expect(() => parseStripeSecret('s', JSON.stringify({ apiKey: 'sk_live_x' }))).toThrow(/webhookSecret/);
    // The refusal names the bad field, never the secret's value (asserted outside a catch, so a
    // parse that wrongly accepted it fails here too).
    const refusal = (() => {
      try {
        parseStripeSecret('s', JSON.stringify({ apiKey: 'sk_live_secretvalue', webhookSecret: 'nope' }));
        return 'accepted';
      } catch (err) {
        return String(err);
      }
    })();
    expect(refusal).toMatch(/webhookSecret must be a Stripe webhook signing secret/);
    expect(refusal).not.toContain('sk_live_secretvalue');
    expect(refusal).not.toContain('nope');
  });
});
