/** API keys as the services see them (implemented by adapters/dynamo/api-keys-repo.ts). */
import type { ApiKeyScope } from '../../domain/organizations/api-keys';

export interface ApiKeyRecord {
  id: string;
  organizationId: string;
  name: string;
  scope: ApiKeyScope;
  /** The first characters of the key, to tell keys apart in the list. */
  hint: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt?: string;
  revokedAt?: string;
}

export interface ApiKeyIdentity {
  id: string;
  organizationId: string;
  scope: ApiKeyScope;
  name: string;
}

export interface ApiKeysRepo {
  create(record: ApiKeyRecord, hash: string): Promise<void>;
  /** The live key a hash stands for (consistent read: a revoked key is gone at once). */
  findByHash(hash: string): Promise<ApiKeyIdentity | undefined>;
  list(organizationId: string): Promise<ApiKeyRecord[]>;
  /** Revokes: the key stops working at once. False when there is no such live key. */
  revoke(organizationId: string, id: string, at: string): Promise<boolean>;
  /** Records a use, at most once per `resolutionMs`. */
  touch(organizationId: string, id: string, now: number, resolutionMs: number): Promise<void>;
}
