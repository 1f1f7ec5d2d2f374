import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CREDIT_PACKAGES, parseFunctionsConfig, requirePaymentSecrets } from './config';

const base = { TABLE_NAME: 't', APP_ORIGIN: 'https://review.example.com' };

describe('payments configuration', () => {
  it('defaults to the local provider with emulators and to Stripe in AWS', () => {
    expect(
      parseFunctionsConfig({ ...base, AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:8000' }).payments.provider,
    ).toBe('local');
    const aws = parseFunctionsConfig(base);
    expect(aws.payments.provider).toBe('stripe');
    expect(aws.payments.packages).toEqual(DEFAULT_CREDIT_PACKAGES);
    expect(() => requirePaymentSecrets(aws)).toThrow(/STRIPE_SECRET_ID/);
  });

  it('reads the Stripe keys from a secret id or directly, never half of them', () => {
    expect(parseFunctionsConfig({ ...base, STRIPE_SECRET_ID: 'clausewise/stripe' }).payments.stripe).toEqual({
      kind: 'secret',
      secretId: 'clausewise/stripe',
    });
    const direct = parseFunctionsConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(direct.payments.stripe).toEqual({ kind: 'direct', apiKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(() => requirePaymentSecrets(direct)).not.toThrow();
    expect(() => parseFunctionsConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() =>
      parseFunctionsConfig({ ...base, STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('validates PAYMENT_PACKAGES and requires the local secret for the local provider', () => {
    const packages = [{ id: 'solo', name: 'Solo', credits: 5, price: 999, currency: 'EUR' }];
    const cfg = parseFunctionsConfig({
      ...base,
      PAYMENT_PROVIDER: 'local',
      PAYMENT_PACKAGES: JSON.stringify(packages),
    });
    expect(cfg.payments.packages).toEqual([{ ...packages[0], currency: 'eur' }]);
    expect(() => requirePaymentSecrets(cfg)).toThrow(/PAYMENT_LOCAL_WEBHOOK_SECRET/);
    expect(() => parseFunctionsConfig({ ...base, PAYMENT_PACKAGES: 'nope' })).toThrow(/PAYMENT_PACKAGES/);
    expect(() => parseFunctionsConfig({ ...base, PAYMENT_PACKAGES: '[]' })).toThrow(/PAYMENT_PACKAGES/);
    const dup = JSON.stringify([packages[0], packages[0]]);
    expect(() => parseFunctionsConfig({ ...base, PAYMENT_PACKAGES: dup })).toThrow(/unique/);
  });
});
