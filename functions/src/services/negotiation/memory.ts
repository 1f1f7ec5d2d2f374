/**
 * Decision memory: the decisions (with reasons and internal notes) recorded with each answer file,
 * kept with the contract under its negotiation prefix, and a pointer per deal to the contract whose
 * decisions are the latest, so the next draft of the same deal finds them ("refused last round
 * because…"). A deal is the contract's title and parties as the analysis reads them, for the same
 * reviewed party. Everything is in the uploads bucket; a deleted contract's files and the pointers to
 * it go with it (adapters/personal-data/negotiation-kind.ts), and a dangling pointer reads as no memory.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { Analysis } from '../../../../shared/schemas/analysis';
import {
  StoredDecisionsSchema,
  type CounterpartyChange,
  type PreviousDecision,
  type StoredDecision,
  type StoredDecisions,
} from '../../../../shared/schemas/negotiation';
import { StorageError, type ObjectStorage } from '../../adapters/storage/port';
import { negotiationDealsPrefix, negotiationPrefix } from '../../domain/contracts/lifecycle';
import { similarity } from '../../analyzer/negotiation/judge';

export type NegotiationFiles = Pick<ObjectStorage, 'get' | 'put' | 'delete'>;

const MAX_JSON_BYTES = 8 * 1024 * 1024;
export const decisionsKey = (ownerId: string, contractId: string) =>
  `${negotiationPrefix(ownerId, contractId)}decisions.json`;
export const comparisonKey = (ownerId: string, contractId: string) =>
  `${negotiationPrefix(ownerId, contractId)}comparison.docx`;
const dealPointerKey = (ownerId: string, deal: string) => `${negotiationDealsPrefix(ownerId)}${deal}.json`;

const PointerSchema = v.object({ contractId: v.string(), decidedAt: v.string() });

/** The deal a contract belongs to: its title and parties as read by the analysis, for one reviewed party. */
export function dealKeyOf(analysis: Analysis, behalfOf: string): string {
  const snapshot = analysis.dashboard_executive_summary.contract_snapshot;
  const norm = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const parties = snapshot.party_details
    .map((p) => norm(p.name))
    .filter((p) => p && !p.includes('{'))
    .sort();
  const material = [norm(snapshot.title_type), ...parties, '|', norm(behalfOf)].join('\n');
  return createHash('sha256').update(material).digest('base64url').slice(0, 32);
}

async function readJson(files: NegotiationFiles, key: string): Promise<unknown> {
  try {
    return JSON.parse(new TextDecoder().decode(await files.get(key, { maxBytes: MAX_JSON_BYTES }))) as unknown;
  } catch (err) {
    if (err instanceof StorageError && err.kind === 'not-found') return undefined;
    throw err;
  }
}

export function createDecisionMemory(files: NegotiationFiles) {
  async function read(ownerId: string, contractId: string): Promise<StoredDecisions | undefined> {
    const raw = await readJson(files, decisionsKey(ownerId, contractId));
    const parsed = v.safeParse(StoredDecisionsSchema, raw);
    return parsed.success ? parsed.output : undefined;
  }

  return {
    read,

    /** Records the decisions with the contract and makes them the deal's latest. */
    async write(ownerId: string, contractId: string, decisions: StoredDecisions, deal: string): Promise<void> {
      await files.put(decisionsKey(ownerId, contractId), JSON.stringify(decisions), 'application/json');
      await files.put(
        dealPointerKey(ownerId, deal),
        JSON.stringify({ contractId, decidedAt: decisions.decidedAt }),
        'application/json',
      );
    },

    /** The decisions of the deal's latest answered round before this contract, if any is still there. */
    async previousRound(ownerId: string, deal: string, contractId: string): Promise<StoredDecisions | undefined> {
      const pointer = v.safeParse(PointerSchema, await readJson(files, dealPointerKey(ownerId, deal)));
      if (!pointer.success || pointer.output.contractId === contractId) return undefined;
      return read(ownerId, pointer.output.contractId);
    },
  };
}

export type DecisionMemory = ReturnType<typeof createDecisionMemory>;

/** The earlier decision on the same point: the change whose texts read most like this one (at least 0.6 alike). */
export function matchPrevious(
  change: Pick<CounterpartyChange, 'before' | 'after' | 'section'>,
  previous: readonly StoredDecision[],
): StoredDecision | undefined {
  let best: { d: StoredDecision; score: number } | undefined;
  for (const d of previous) {
    const parts: number[] = [];
    if (change.after.trim() && d.after.trim()) parts.push(similarity(change.after, d.after));
    if (change.before.trim() && d.before.trim()) parts.push(similarity(change.before, d.before));
    if (parts.length === 0) continue;
    const score = parts.reduce((a, b) => a + b, 0) / parts.length + (d.section === change.section ? 0.05 : 0);
    if (score >= 0.6 && (!best || score > best.score)) best = { d, score };
  }
  return best?.d;
}

export const asPreviousDecision = (d: StoredDecision, decidedAt: string): PreviousDecision => ({
  action: d.action,
  ...(d.reason ? { reason: d.reason } : {}),
  ...(d.counterText ? { counter_text: d.counterText } : {}),
  decided_at: decidedAt,
});

/** Counter texts offered last round, per playbook rule (the ladder steps past them). */
export function offeredCounters(previous: readonly StoredDecision[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const d of previous)
    if (d.action === 'counter' && d.counterText && d.playbook_rule) (out[d.playbook_rule] ??= []).push(d.counterText);
  return out;
}
