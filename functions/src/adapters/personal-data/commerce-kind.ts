/**
 * Payments: checkout session records (`PAYMENT#<session>`, listed by GSI1 `USER#<id>#PAYMENTS`)
 * and, in the local cloud, the local checkout's own session items (`LOCALPAY#<session>`). Card
 * details never reach the product (the payment provider holds them).
 */
import type { DataKind } from '../../services/personal-data/data-kind';
import { keyOf } from './table-tools';
import type { PersonalDataStores } from './stores';

export function commerceKind({ table }: PersonalDataStores): DataKind {
  const paymentsOf = (userId: string) => table.queryAll({ index: 'GSI1', pk: `USER#${userId}#PAYMENTS` });
  return {
    name: 'payments',

    async eraseAccount({ userId }) {
      const payments = await paymentsOf(userId);
      await table.deleteKeys([
        ...payments.map(keyOf),
        ...payments.map((p) => ({ PK: `LOCALPAY#${String(p.sessionId)}`, SK: 'SESSION' })),
      ]);
    },

    async exportAccount({ userId }, out) {
      const payments = await paymentsOf(userId);
      out.json(
        'payments.json',
        payments.map((p) => ({
          sessionId: p.sessionId,
          createdAt: p.createdAt,
          package: p.packageName,
          credits: p.credits,
          amount: typeof p.amount === 'number' ? p.amount / 100 : null,
          currency: typeof p.currency === 'string' ? p.currency.toUpperCase() : null,
          status: p.status,
          processedAt: p.processedAt ?? null,
        })),
      );
    },
  };
}
