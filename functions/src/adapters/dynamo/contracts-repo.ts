/**
 * Contracts. Item `PK=USER#<userId>, SK=CONTRACT#<ulid>` (docs/data-model.md):
 *  - the submission (behalfOf, playbookId, additionalInstructions, excerpt, original file refs) and
 *    the text, inline (`contractText`) or in S3 (`contractTextKey`) when large;
 *  - the analysis lifecycle: status pending -> processing (leased) -> completed | failed;
 *  - once completed, the analysis inline (`analysis`) or in S3 (`analysisKey`), and the sparse
 *    library index `GSI1PK=USER#<userId>#ANALYZED, GSI1SK=<createdAt>#<id>` (only analysed contracts
 *    are listed, newest first) with `searchText`, the library's lower-cased search field
 *    (functions/src/domain/contracts/library.ts; docs/decisions/070-library-search.md).
 *  - while unfinished (pending or processing), the sweeper's sparse index
 *    `GSI1PK=SWEEP#CONTRACT, GSI1SK=<sweepAt, 15 digits>#<userId>#<id>` with `sweepAt` (epoch ms):
 *    the time after which nobody is coming back for it (docs/data-model.md, "Sweeper index"). Completion replaces
 *    these keys with the library's; failure removes them.
 * The owner is part of the key, so "contract by id with its owner check" is one GetItem.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { librarySearchText } from '../../domain/contracts/library';
import { PENDING_SWEEP_AFTER_MS } from '../../domain/contracts/lifecycle';
import { isConditionFailed, type Table } from './client';
import { analyzedIndexKey, contractKey, SWEEP_INDEX_PK, sweepIndexKey, sweepSortPrefix } from './contract-keys';
import { countAnalyzedContract } from './library-repo';
import { createSearchIndexWriter } from './search-index/writer';
import type { ContractRecord, NewContract, FailGuard, ClaimOutcome, ContractsRepo } from '../repositories/contracts';
export type {
  OriginalFiles,
  ContractRecord,
  NewContract,
  FailGuard,
  ClaimOutcome,
  ContractsRepo,
} from '../repositories/contracts';

function failCondition(guard: FailGuard): { expression: string; values: Record<string, unknown> } {
  switch (guard.kind) {
    case 'claim':
      return {
        expression: '#s = :processing AND leaseToken = :token',
        values: { ':processing': 'processing', ':token': guard.token },
      };
    case 'stuck':
      return {
        expression: '(#s = :pending OR #s = :processing) AND sweepAt < :now',
        values: { ':pending': 'pending', ':processing': 'processing', ':now': guard.now },
      };
    case 'abandoned':
      return {
        expression: '#s = :pending OR (#s = :processing AND leaseUntil < :now)',
        values: { ':pending': 'pending', ':processing': 'processing', ':now': guard.now },
      };
  }
}

function toRecord(item: Record<string, unknown> | undefined): ContractRecord | undefined {
  if (!item) return undefined;
  const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g2, entity: _e, searchText: _st, ...rest } = item;
  return rest as unknown as ContractRecord;
}

export function createContractsRepo(table: Table): ContractsRepo {
  const { doc, name: TableName } = table;
  const searchIndex = createSearchIndexWriter(table);

  const repo = {
    /**
     * Writes a new contract as pending, swept after `sweepAt` if no worker ever claims it; false when
     * the id already exists (a retried submission).
     */
    async create(
      contract: NewContract,
      sweepAt: number = Date.parse(contract.createdAt) + PENDING_SWEEP_AFTER_MS,
    ): Promise<boolean> {
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...contractKey(contract.userId, contract.id),
              entity: 'contract',
              ...contract,
              status: 'pending',
              attempts: 0,
              sweepAt,
              ...sweepIndexKey(sweepAt, contract.userId, contract.id),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async get(userId: string, id: string, options: { consistent?: boolean } = {}): Promise<ContractRecord | undefined> {
      const out = await doc.send(
        new GetCommand({ TableName, Key: contractKey(userId, id), ConsistentRead: options.consistent ?? false }),
      );
      return toRecord(out.Item);
    },

    /** Removes a contract that never reached the queue (its submission failed). Only while pending. */
    async deletePending(userId: string, id: string): Promise<void> {
      try {
        await doc.send(
          new DeleteCommand({
            TableName,
            Key: contractKey(userId, id),
            ConditionExpression: '#s = :pending',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: { ':pending': 'pending' },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    /**
     * pending -> processing, or takes over a processing claim whose lease ran out (its worker
     * crashed). Exactly one concurrent caller wins; the others learn why they lost. The contract is
     * swept `sweepGraceMs` after the lease ends unless a worker claims or finishes it before.
     */
    async claim(
      userId: string,
      id: string,
      token: string,
      now: number,
      leaseMs: number,
      sweepGraceMs = 0,
    ): Promise<ClaimOutcome> {
      const sweepAt = now + leaseMs + sweepGraceMs;
      const sweep = sweepIndexKey(sweepAt, userId, id);
      try {
        const out = await doc.send(
          new UpdateCommand({
            TableName,
            Key: contractKey(userId, id),
            UpdateExpression:
              'SET #s = :processing, leaseToken = :token, leaseUntil = :until, sweepAt = :sweepAt, GSI1PK = :sweepPk, GSI1SK = :sweepSk ADD attempts :one',
            ConditionExpression: 'attribute_exists(PK) AND (#s = :pending OR (#s = :processing AND leaseUntil < :now))',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: {
              ':processing': 'processing',
              ':pending': 'pending',
              ':token': token,
              ':until': now + leaseMs,
              ':now': now,
              ':one': 1,
              ':sweepAt': sweepAt,
              ':sweepPk': sweep.GSI1PK,
              ':sweepSk': sweep.GSI1SK,
            },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { kind: 'claimed', contract: toRecord(out.Attributes)! };
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
      const current = await repo.get(userId, id, { consistent: true });
      if (!current) return { kind: 'missing' };
      if (current.status === 'completed' || current.status === 'failed') return { kind: 'finished', contract: current };
      return { kind: 'busy', leaseUntil: current.leaseUntil ?? now };
    },

    /** processing -> pending, giving up our claim so a retry can take it at once; swept after `sweepAt`. */
    async release(userId: string, id: string, token: string, sweepAt: number): Promise<void> {
      const sweep = sweepIndexKey(sweepAt, userId, id);
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: contractKey(userId, id),
            UpdateExpression: 'SET #s = :pending, sweepAt = :sweepAt, GSI1SK = :sweepSk REMOVE leaseToken, leaseUntil',
            ConditionExpression: '#s = :processing AND leaseToken = :token',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: {
              ':pending': 'pending',
              ':processing': 'processing',
              ':token': token,
              ':sweepAt': sweepAt,
              ':sweepSk': sweep.GSI1SK,
            },
          }),
        );
      } catch (err) {
        if (!isConditionFailed(err)) throw err;
      }
    },

    /**
     * processing -> completed with the analysis, and the library index. Only the claim holder
     * completes; false when the claim was lost (another worker took over an expired lease).
     */
    async complete(
      contract: ContractRecord,
      token: string,
      result: {
        analysis?: string;
        analysisKey?: string;
        provider: string;
        model?: string;
        completedAt: string;
        searchText?: string;
        usage?: { inputTokens: number; outputTokens: number } | undefined;
      },
    ): Promise<boolean> {
      // The library search field; the job passes it (it holds the text even when it lives in S3).
      const searchText =
        result.searchText ??
        librarySearchText({
          behalfOf: contract.behalfOf,
          additionalInstructions: contract.additionalInstructions,
          contractText: contract.contractText ?? '',
        });
      const values: Record<string, unknown> = {
        ':completed': 'completed',
        ':processing': 'processing',
        ':token': token,
        ':at': result.completedAt,
        ':provider': result.provider,
        ':model': result.model ?? null,
        ':content': result.analysis ?? result.analysisKey,
        ':search': searchText,
        ...(result.usage
          ? { ':usage': { inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens } }
          : {}),
        ...Object.fromEntries(
          Object.entries(analyzedIndexKey(contract.userId, contract.createdAt, contract.id)).map(([k, v]) => [
            `:${k}`,
            v,
          ]),
        ),
      };
      const field = result.analysis !== undefined ? 'analysis' : 'analysisKey';
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: contractKey(contract.userId, contract.id),
            UpdateExpression: `SET #s = :completed, ${field} = :content, completedAt = :at, analysisProvider = :provider, analysisModel = :model, GSI1PK = :GSI1PK, GSI1SK = :GSI1SK, searchText = :search${result.usage ? ', analysisUsage = :usage' : ''} REMOVE leaseToken, leaseUntil, sweepAt`,
            ConditionExpression: '#s = :processing AND leaseToken = :token',
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: values,
          }),
        );
        // The library's total (decision 111): counted once, after the one transition that completed
        // it. A failed count must not fail a completed analysis: the total is then one short.
        await countAnalyzedContract(table, contract.userId).catch(() => undefined);
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    async indexForSearch(contract: ContractRecord): Promise<void> {
      const out = await doc.send(
        new GetCommand({
          TableName,
          Key: contractKey(contract.userId, contract.id),
          ProjectionExpression: 'GSI1SK, searchText, #s',
          ExpressionAttributeNames: { '#s': 'status' },
          ConsistentRead: true,
        }),
      );
      const item = out.Item;
      if (item?.status !== 'completed' || typeof item.GSI1SK !== 'string') return;
      await searchIndex.add(contract.userId, [
        { sortKey: item.GSI1SK, text: typeof item.searchText === 'string' ? item.searchText : '' },
      ]);
    },

    /**
     * An unfinished contract -> failed, with the user-facing message, when `guard` allows it (see
     * FailGuard). False when it did not move: finished already, or not this caller's to fail.
     */
    async fail(userId: string, id: string, errorMessage: string, failedAt: string, guard: FailGuard): Promise<boolean> {
      const condition = failCondition(guard);
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: contractKey(userId, id),
            UpdateExpression:
              'SET #s = :failed, errorMessage = :msg, failedAt = :at REMOVE leaseToken, leaseUntil, sweepAt, GSI1PK, GSI1SK',
            ConditionExpression: `attribute_exists(PK) AND (${condition.expression})`,
            ExpressionAttributeNames: { '#s': 'status' },
            ExpressionAttributeValues: {
              ':failed': 'failed',
              ':msg': errorMessage,
              ':at': failedAt,
              ...condition.values,
            },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },

    /**
     * Unfinished contracts whose `sweepAt` has passed, oldest first (the sweeper's index; eventually
     * consistent, so the caller's conditional `fail` decides, never this list).
     */
    async listSweepable(now: number, limit: number): Promise<Array<{ userId: string; id: string }>> {
      const out = await doc.send(
        new QueryCommand({
          TableName,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :before',
          ExpressionAttributeValues: { ':pk': SWEEP_INDEX_PK, ':before': sweepSortPrefix(now) },
          ProjectionExpression: 'userId, id',
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map((item) => ({ userId: String(item.userId), id: String(item.id) }));
    },

    /** Records the refund on the contract, once (the credit itself moves in credits-repo). */
    async markRefunded(userId: string, id: string, at: string): Promise<boolean> {
      try {
        await doc.send(
          new UpdateCommand({
            TableName,
            Key: contractKey(userId, id),
            UpdateExpression: 'SET refunded = :t, refundedAt = :at',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(refunded)',
            ExpressionAttributeValues: { ':t': true, ':at': at },
          }),
        );
        return true;
      } catch (err) {
        if (isConditionFailed(err)) return false;
        throw err;
      }
    },
  };
  return repo;
}
