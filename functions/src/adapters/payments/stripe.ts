/** Stripe Checkout implementation of the payment provider port (one-off payments, price from configuration). */
import Stripe from 'stripe';
import type { PaymentProvider } from './port';
import { sessionMetadata, toSessionView, type StripeSessionLike } from './port';
import type { StripeKeys } from './stripe-keys';

/** `api` points the SDK elsewhere (tests: a local stand-in of api.stripe.com); unset in production. */
export function createStripeProvider(
  loadKeys: () => Promise<StripeKeys>,
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined = undefined,
): PaymentProvider {
  let client: Promise<{ stripe: Stripe; keys: StripeKeys }> | undefined;
  const get = () => {
    client ??= loadKeys().then(
      (keys) => ({ keys, stripe: new Stripe(keys.apiKey, { maxNetworkRetries: 2, timeout: 10_000, ...api }) }),
      (err: unknown) => {
        client = undefined; // a transient Secrets Manager failure may succeed on the next request
        throw err;
      },
    );
    return client;
  };

  return {
    name: 'stripe',
    async createCheckoutSession(input) {
      const { userId, email, pkg, successUrl, cancelUrl } = input;
      const { stripe } = await get();
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: pkg.currency,
              unit_amount: pkg.price,
              product_data: { name: `${pkg.name}: ${pkg.credits} contract review credits` },
            },
          },
        ],
        client_reference_id: userId,
        customer_email: email,
        metadata: sessionMetadata(input),
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveSession(sessionId) {
      const { stripe } = await get();
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return toSessionView(session as unknown as StripeSessionLike);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return undefined;
        throw err;
      }
    },

    async webhookSecret() {
      return (await get()).keys.webhookSecret;
    },
  };
}
