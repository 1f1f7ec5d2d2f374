/**
 * The keys of a contract's items in the table, one module for the repositories that write them
 * (contracts-repo.ts, library-repo.ts, redline-store.ts) and the personal-data kinds that delete
 * them (docs/data-model.md).
 */
import { ownerPk } from '../../domain/owners';

/** `userId` is the contract's owner: a user, or an organisation for a shared contract (domain/owners.ts). */
export const contractKey = (userId: string, id: string) => ({ PK: ownerPk(userId), SK: `CONTRACT#${id}` });
/** The sparse library index (set only on completion). */
export const analyzedIndexKey = (userId: string, createdAt: string, id: string) => ({
  GSI1PK: `${ownerPk(userId)}#ANALYZED`,
  GSI1SK: `${createdAt}#${id}`,
});

/** The sweeper's sparse index of unfinished contracts, ordered by when they may be swept. */
export const SWEEP_INDEX_PK = 'SWEEP#CONTRACT';
export const sweepIndexKey = (sweepAt: number, userId: string, id: string) => ({
  GSI1PK: SWEEP_INDEX_PK,
  GSI1SK: `${sweepSortPrefix(sweepAt)}#${userId}#${id}`,
});
export const sweepSortPrefix = (epochMs: number) => String(Math.max(0, Math.floor(epochMs))).padStart(15, '0');

/** The per-user count of analysed contracts: `PK=USER#<id>, SK=LIBRARY#STATS` (decision 111). */
export const libraryStatsKey = (userId: string) => ({ PK: ownerPk(userId), SK: 'LIBRARY#STATS' });
