/**
 * Credit operations on the user item (`PK=USER#<id>, SK=PROFILE`, owned by users-repo.ts). Every
 * change is one conditional UpdateItem on that single item, so the balance stays right under any
 * concurrency without transactions (dynalite has none):
 *
 * - charge: `creditsRemaining >= 1` and the contract id not yet in `creditHolds`; decrements and
 *   adds the contract id to `creditHolds` (a string set of analyses paid for but not yet settled).
 *   A second charge for the same contract id fails its condition, so one contract is charged once.
 * - settle: removes the hold once the analysis completed (the credit is spent for good).
 * - refund: adds the credit back and removes the hold, on condition that the hold is still there,
 *   so a contract is refunded at most once however often the refund is retried.
 *
 * - add / setIf: the operator's commands (scripts/admin/credits.ts), atomic or conditional, never blind.
 *
 * The set holds only in-flight analyses (a handful per user), so the item stays small.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailed, type Table } from './client';
import type { ChargeOutcome, OperatorCreditOutcome, CreditsRepo } from '../repositories/credits';
import { ownerPk } from '../../domain/owners';
export type { ChargeOutcome, OperatorCreditOutcome, CreditsRepo } from '../repositories/credits';

/** users-repo.ts's key for the account item (not exported there; the same literal shape). */
const userKey = (userId: string) => ({ PK: ownerPk(userId), SK: 'PROFILE' });

export function createCreditsRepo(table: Table): CreditsRepo {
  const { doc, name: TableName } = table;

  /** The balance, read consistently; undefined when the user does not exist. */
  async function readBalance(userId: string): Promise<number | undefined> {
    const out = await doc.send(
      new GetCommand({
        TableName,
        Key: userKey(userId),
        ConsistentRead: true,
        ProjectionExpression: 'PK, creditsRemaining',
      }),
    );
    return out.Item ? Number(out.Item.creditsRemaining ?? 0) : undefined;
  }

  return {
    async charge(userId: string, contractId: string): Promise<ChargeOutcome> {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: userKey(userId),
            UpdateExpression: 'SET creditsRemaining = creditsRemaining - :one ADD creditHolds :hold',
            ConditionExpression: 'attribute_exists(PK) AND creditsRemaining >= :one AND NOT contains(creditHolds, :id)',
            ExpressionAttributeValues: { ':one': 1, ':hold': new Set([contractId]), ':id': contractId },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return { kind: 'charged', creditsRemaining: Number(out.Attributes?.creditsRemaining ?? 0) };
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      // Which condition failed? One consistent read tells (the answer only picks the error body).
      const out = await doc.send(
        new GetCommand({
          TableName,
          Key: userKey(userId),
          ConsistentRead: true,
          ProjectionExpression: 'PK, creditsRemaining, creditHolds',
        }),
      );
      if (!out.Item) return { kind: 'noUser' };
      const holds = out.Item.creditHolds as Set<string> | undefined;
      if (holds?.has(contractId)) return { kind: 'alreadyCharged' };
      return { kind: 'insufficient', creditsRemaining: Number(out.Item.creditsRemaining ?? 0) };
    },

    /** True when this call gave the credit back; false when it was already refunded or settled. */
    async refund(userId: string, contractId: string): Promise<boolean> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: userKey(userId),
            UpdateExpression: 'ADD creditsRemaining :one DELETE creditHolds :hold',
            ConditionExpression: 'contains(creditHolds, :id)',
            ExpressionAttributeValues: { ':one': 1, ':hold': new Set([contractId]), ':id': contractId },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    /** The analysis completed: the credit is spent. Idempotent. */
    async settle(userId: string, contractId: string): Promise<void> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: userKey(userId),
            UpdateExpression: 'DELETE creditHolds :hold',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':hold': new Set([contractId]) },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    /**
     * Operator top-up or correction: one atomic `ADD` (negative to remove), conditional on the
     * balance staying at 0 or more, so it composes with charges and refunds in flight.
     */
    async add(userId: string, delta: number): Promise<OperatorCreditOutcome> {
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: userKey(userId),
            UpdateExpression: 'ADD creditsRemaining :delta',
            ConditionExpression:
              delta < 0 ? 'attribute_exists(PK) AND creditsRemaining >= :needed' : 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':delta': delta, ...(delta < 0 ? { ':needed': -delta } : {}) },
            ReturnValues: 'UPDATED_NEW',
          }),
        );
        return { kind: 'done', creditsRemaining: Number(out.Attributes?.creditsRemaining ?? 0) };
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      const current = await readBalance(userId);
      return current === undefined ? { kind: 'noUser' } : { kind: 'refused', creditsRemaining: current };
    },

    /**
     * Operator set: the balance becomes `credits` only if it still is `expected` (what the operator's
     * command read), never a blind overwrite of a charge or refund that landed in between.
     */
    async setIf(userId: string, credits: number, expected: number): Promise<OperatorCreditOutcome> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: userKey(userId),
            UpdateExpression: 'SET creditsRemaining = :credits',
            ConditionExpression: 'attribute_exists(PK) AND creditsRemaining = :expected',
            ExpressionAttributeValues: { ':credits': credits, ':expected': expected },
          }),
        );
        return { kind: 'done', creditsRemaining: credits };
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      const current = await readBalance(userId);
      return current === undefined ? { kind: 'noUser' } : { kind: 'refused', creditsRemaining: current };
    },

    balance: readBalance,

    /** True while the contract's credit is charged but neither settled nor refunded. */
    async isHeld(userId: string, contractId: string): Promise<boolean> {
      const out = await doc.send(
        new GetCommand({ TableName, Key: userKey(userId), ConsistentRead: true, ProjectionExpression: 'creditHolds' }),
      );
      return (out.Item?.creditHolds as Set<string> | undefined)?.has(contractId) ?? false;
    },
  };
}
