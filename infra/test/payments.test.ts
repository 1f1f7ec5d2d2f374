/**
 * Payments in the stack: the Stripe keys secret is referenced by name (never created with a value,
 * never in the template), only the payments function may read it, and it gets the provider settings.
 */
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../functions/src/http/routes';
import { DEFAULT_STRIPE_SECRET_NAME } from '../lib/settings';
import { actionsOf, functionProps, statementsOf, synthStack } from './helpers';

describe('Stripe keys secret', () => {
  const { stack, template } = synthStack();
  const fns = stack.api.functions;
  const payments = fns.payments!;

  it('gives the payments function the provider, the secret NAME and nothing secret', () => {
    const env = functionProps(template, payments).Environment?.Variables ?? {};
    expect(env.PAYMENT_PROVIDER).toBe('stripe');
    expect(env.STRIPE_SECRET_ID).toBe(DEFAULT_STRIPE_SECRET_NAME);
    expect(env).not.toHaveProperty('STRIPE_SECRET_KEY');
    expect(env).not.toHaveProperty('STRIPE_WEBHOOK_SECRET');
    expect(env).toHaveProperty('SESSION_KEY_SECRET_ARN');
    const json = JSON.stringify(template.toJSON());
    expect(json).not.toMatch(/sk_(test|live)_|whsec_/);
  });

  it('references the secret instead of creating one: the only secrets created are the session key and the origin secret', () => {
    const secrets = Object.keys(template.findResources('AWS::SecretsManager::Secret'));
    expect(secrets).toHaveLength(2);
    expect(secrets.filter((id) => !/SessionKey|OriginGuard/.test(id))).toEqual([]);
  });

  it('lets only the payments function read it, by its name with the suffix Secrets Manager adds', () => {
    const read = statementsOf(template, payments).find((s) => s.Sid === 'StripeKeysRead');
    expect(read?.Action).toBe('secretsmanager:GetSecretValue');
    expect(JSON.stringify(read?.Resource)).toContain(`:secret:${DEFAULT_STRIPE_SECRET_NAME}-??????`);
    for (const [name, fn] of Object.entries(fns)) {
      if (name === 'payments') continue;
      expect(
        statementsOf(template, fn).some((s) => s.Sid === 'StripeKeysRead'),
        name,
      ).toBe(false);
      expect(functionProps(template, fn).Environment?.Variables ?? {}, name).not.toHaveProperty('STRIPE_SECRET_ID');
    }
  });

  it('routes the webhook, checkout, fix and status calls to the payments function', () => {
    const paymentRoutes = apiRoutes.filter((r) => r.fn === 'payments').map((r) => `${r.method} ${r.path}`);
    expect(paymentRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/payments/webhook',
        'POST /api/payments/create-checkout-session',
        'POST /api/payments/fix-payment',
        'GET /api/payments/status/{id}',
      ]),
    );
    for (const key of paymentRoutes) template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key });
  });

  it('engagement has no session key; the email test tool may read the SES quota', () => {
    expect(functionProps(template, fns.engagement!).Environment?.Variables ?? {}).not.toHaveProperty(
      'SESSION_KEY_SECRET_ARN',
    );
    expect(actionsOf(template, fns.emailTest!)).toContain('ses:GetSendQuota');
    expect(actionsOf(template, payments)).not.toContain('ses:SendEmail');
  });
});

describe('payment settings from context', () => {
  it('uses another secret name and the configured packages', () => {
    const packages = JSON.stringify([{ id: 'solo', name: 'Solo', credits: 5, price: 999, currency: 'eur' }]);
    const { stack, template } = synthStack({ stripeSecretName: 'prod/stripe-keys', paymentPackages: packages });
    const env = functionProps(template, stack.api.functions.payments!).Environment?.Variables ?? {};
    expect(env.STRIPE_SECRET_ID).toBe('prod/stripe-keys');
    expect(env.PAYMENT_PACKAGES).toBe(packages);
    const read = statementsOf(template, stack.api.functions.payments!).find((s) => s.Sid === 'StripeKeysRead');
    expect(JSON.stringify(read?.Resource)).toContain(':secret:prod/stripe-keys-??????');
  });

  it('refuses malformed packages at synth', () => {
    expect(() => synthStack({ paymentPackages: '[{"id":"x","credits":0}]' })).toThrow(/paymentPackages/);
    expect(() => synthStack({ paymentPackages: 'not json' })).toThrow(/paymentPackages/);
  });
});
