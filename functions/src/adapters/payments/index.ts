/** Picks the payment provider the configuration names (config.ts decides; nothing else does). */
import { requirePaymentSecrets, type FunctionsConfig } from '../../config';
import type { Table } from '../dynamo/client';
import { createLocalProvider } from './local';
import type { PaymentProvider } from './port';
import { createStripeProvider } from './stripe';
import { fetchStripeKeys } from './stripe-keys';

export function createPaymentProvider(config: FunctionsConfig, table: Table): PaymentProvider {
  requirePaymentSecrets(config);
  const { payments } = config;
  if (payments.provider === 'local') {
    return createLocalProvider({ table, appOrigin: config.appOrigin, webhookSecret: payments.localWebhookSecret! });
  }
  const source = payments.stripe!;
  return createStripeProvider(() => fetchStripeKeys(config, source));
}
