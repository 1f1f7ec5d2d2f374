/**
 * The Stripe provider against a local stand-in of api.stripe.com: the checkout session it asks for
 * (price from the package, owner in metadata, success/cancel URLs) and how it reads one back.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe';

let server: Server;
let port = 0;
const requests: { method: string; url: string; body: URLSearchParams; auth: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body: new URLSearchParams(raw),
        auth: req.headers.authorization,
      });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        res.end(
          JSON.stringify({
            id: 'cs_test_123',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_123',
          }),
        );
      } else if (req.url === '/v1/checkout/sessions/cs_test_123') {
        res.end(
          JSON.stringify({
            id: 'cs_test_123',
            object: 'checkout.session',
            status: 'complete',
            payment_status: 'paid',
            amount_total: 1900,
            currency: 'usd',
            client_reference_id: 'user-1',
            metadata: { userId: 'user-1', packageId: 'starter', credits: '10' },
          }),
        );
      } else {
        res.statusCode = 404;
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'No such checkout.session', code: 'resource_missing' },
          }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  createStripeProvider(async () => ({ apiKey: 'sk_test_local', webhookSecret: 'whsec_local' }), {
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });

describe('Stripe provider', () => {
  it('creates a one-off Checkout session priced from the package, owned through metadata', async () => {
    const created = await provider().createCheckoutSession({
      userId: 'user-1',
      email: 'ada@example.com',
      pkg: { id: 'starter', name: 'Starter', credits: 10, price: 1900, currency: 'usd' },
      successUrl: 'https://app.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.example/payment-canceled',
    });
    expect(created).toEqual({ id: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' });
    const sent = requests.find((r) => r.method === 'POST')!;
    expect(sent.auth).toBe('Bearer sk_test_local');
    expect(Object.fromEntries(sent.body)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1900',
      client_reference_id: 'user-1',
      customer_email: 'ada@example.com',
      'metadata[userId]': 'user-1',
      'metadata[packageId]': 'starter',
      success_url: 'https://app.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://app.example/payment-canceled',
    });
  });

  it("carries an organisation purchase's organisation id in the session metadata", async () => {
    requests.length = 0;
    await provider().createCheckoutSession({
      userId: 'user-1',
      email: 'ada@example.com',
      pkg: { id: 'starter', name: 'Starter', credits: 10, price: 1900, currency: 'usd' },
      organizationId: 'org_01JAAAAAAAAAAAAAAAAAAAAAAA',
      successUrl: 'https://app.example/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.example/payment-canceled',
    });
    const sent = Object.fromEntries(requests.find((r) => r.method === 'POST')!.body);
    expect(sent).toMatchObject({
      'metadata[userId]': 'user-1',
      'metadata[organizationId]': 'org_01JAAAAAAAAAAAAAAAAAAAAAAA',
    });
  });

  it('reads a session back, and an unknown one as undefined', async () => {
    await expect(provider().retrieveSession('cs_test_123')).resolves.toEqual({
      id: 'cs_test_123',
      status: 'complete',
      paymentStatus: 'paid',
      amountTotal: 1900,
      currency: 'usd',
      userId: 'user-1',
      packageId: 'starter',
    });
    await expect(provider().retrieveSession('cs_test_unknown')).resolves.toBeUndefined();
    await expect(provider().webhookSecret()).resolves.toBe('whsec_local');
  });
});
