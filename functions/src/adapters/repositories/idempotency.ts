/**
 * The idempotency repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/idempotency-repo.ts.
 */

export type IdempotencyClaim =
  | {
      kind: 'new';
      contractId: string;
    }
  | {
      kind: 'existing';
      contractId: string;
      requestHash: string;
    };

export interface IdempotencyRepo {
  /** Binds `key` to `contractId` unless it is already bound; returns the binding that holds. */
  claim(userId: string, key: string, contractId: string, requestHash: string, now: number): Promise<IdempotencyClaim>;
  /** Frees the key after a submission that was refused or rolled back, so a retry starts afresh. */
  release(userId: string, key: string, contractId: string): Promise<void>;
}
