/**
 * The redline store repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/redline-store.ts.
 */
import type { RedlineMetadata } from '../../../../shared/schemas/redline';

export interface StoredRedlineFields {
  redlineMetadata?: RedlineMetadata;
  redlineKey?: string;
  provider: string;
  model?: string;
  generatedAt: string;
}

export interface RedlineStore {
  /** False when the contract already has a redline (or is missing, or not completed). */
  save(userId: string, contractId: string, fields: StoredRedlineFields): Promise<boolean>;
}
