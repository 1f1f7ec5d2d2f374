/**
 * Addresses SES reported as undeliverable (a permanent bounce) or that complained: one item per
 * normalised address, `PK=SUPPRESSED#<lower-cased address>, SK=SUPPRESSED`. Every mail send checks
 * it first (adapters/email/suppressing-sender.ts), so the product stops mailing them: SES reviews,
 * then suspends, accounts whose bounce or complaint rate stays high.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '../../domain/accounts/email';
import type { Table } from './client';
import type { SuppressionReason, SuppressionRepo } from '../repositories/suppression';
export type { Suppression, SuppressionReason, SuppressionRepo } from '../repositories/suppression';

const suppressionKey = (address: string) => ({ PK: `SUPPRESSED#${normalizeEmail(address)}`, SK: 'SUPPRESSED' });

export function createSuppressionRepo(table: Table): SuppressionRepo {
  const { doc, name: TableName } = table;
  return {
    // An update, not a put: SNS delivers at least once and an address may bounce again; the first
    // reason and time stay, the count grows.
    async suppress(address, reason, detail, at) {
      await doc.send(
        new UpdateCommand({
          TableName,
          Key: suppressionKey(address),
          UpdateExpression:
            'SET entity = :entity, address = :address, reason = if_not_exists(reason, :reason), detail = if_not_exists(detail, :detail), ' +
            'suppressedAt = if_not_exists(suppressedAt, :at), lastReportAt = :at ADD reports :one',
          ExpressionAttributeValues: {
            ':entity': 'suppression',
            ':address': normalizeEmail(address),
            ':reason': reason,
            ':detail': detail,
            ':at': at,
            ':one': 1,
          },
        }),
      );
    },

    async get(address) {
      const { Item } = await doc.send(
        new GetCommand({ TableName, Key: suppressionKey(address), ConsistentRead: true }),
      );
      if (!Item) return undefined;
      return {
        address: String(Item.address),
        reason: Item.reason as SuppressionReason,
        detail: String(Item.detail ?? ''),
        suppressedAt: String(Item.suppressedAt),
        reports: Number(Item.reports ?? 1),
      };
    },
  };
}
