/** Pure rules of a contract's life: excerpts, storage placement, retry backoff. */

/** docs/product-spec.md section 9: the library shows a 150-character excerpt. */
export const EXCERPT_CHARS = 150;

export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_CHARS ? flat : flat.slice(0, EXCERPT_CHARS);
}

/**
 * DynamoDB items are capped at 400 KB. Text above this goes to S3 (docs/DESIGN.md section 4), and the
 * analysis is stored inline only while the whole item stays under ITEM_BUDGET_BYTES.
 */
export const INLINE_TEXT_MAX_BYTES = 300 * 1024;
export const ITEM_BUDGET_BYTES = 350 * 1024;

export const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

export const contractTextKey = (userId: string, contractId: string) => `contracts/${userId}/${contractId}.txt`;
export const analysisKey = (userId: string, contractId: string) => `analyses/${userId}/${contractId}.json`;
export const redlineKey = (userId: string, contractId: string) => `redlines/${userId}/${contractId}.json`;
/** The negotiation round-trip's files of a contract (services/negotiation): all under one prefix. */
export const negotiationPrefix = (userId: string, contractId: string) => `negotiation/${userId}/${contractId}/`;
export const previousDraftKey = (userId: string, contractId: string) =>
  `${negotiationPrefix(userId, contractId)}previous-draft.txt`;
/** Pointers to each deal's latest decisions (services/negotiation/memory.ts): `{contractId, decidedAt}`. */
export const negotiationDealsPrefix = (userId: string) => `negotiation/${userId}/deals/`;

/**
 * Exponential backoff before the next delivery of a failed analysis: 15 s, 30 s, 60 s ... capped at
 * 15 minutes. `receiveCount` is SQS's ApproximateReceiveCount of the failed delivery (1-based).
 */
export function retryDelaySeconds(receiveCount: number, baseSeconds = 15, capSeconds = 900): number {
  const exponent = Math.max(0, Math.min(20, receiveCount - 1));
  return Math.min(capSeconds, baseSeconds * 2 ** exponent);
}

/**
 * When the sweeper may fail an unfinished contract (docs/credits.md, "Jobs always settle"):
 *  - pending: this long after it was stored or last released for a retry. Longer than the largest
 *    retry backoff (15 min) plus a queue backlog; it also ends a submission whose process died
 *    between storing the contract and sending its message.
 *  - processing: this long after its lease ended. The queue redelivers a crashed worker's message
 *    once its visibility timeout (360 s) has passed, i.e. 30 s after the lease (330 s); a takeover
 *    moves the contract's sweep time forward, so only a contract nobody comes back for is swept.
 */
export const PENDING_SWEEP_AFTER_MS = 2 * 3600_000;
export const PROCESSING_SWEEP_GRACE_MS = 5 * 60_000;

/**
 * Original files referenced by a submission must be ones the product processed for the caller:
 * `originals/<userId>/...`, where processing moves an upload once it has read and checked it. An
 * `uploads/` key is refused: that object was never checked, and its presigned URL could still
 * replace it.
 */
export function isOwnProcessedOriginal(userId: string, key: string): boolean {
  const [prefix, owner, ...rest] = key.split('/');
  return prefix === 'originals' && owner === userId && rest.length > 0 && !rest.includes('..') && !rest.includes('');
}
