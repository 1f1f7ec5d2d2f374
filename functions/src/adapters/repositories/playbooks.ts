/**
 * The playbooks repository as the services see it: an interface with no
 * DynamoDB in it, implemented by adapters/dynamo/playbooks-repo.ts.
 */
import type { Playbook, PlaybookFields } from '../../../../shared/schemas/playbooks';

export interface PlaybooksRepo {
  /** The next id for this user; undefined when the user does not exist. */
  nextId(userId: string): Promise<number | undefined>;
  /** Writes a new playbook under a fresh id (attribute_not_exists guards against a reused id). */
  create(userId: string, id: number, fields: PlaybookFields, at: string): Promise<Playbook>;
  get(userId: string, id: number): Promise<Playbook | undefined>;
  /** All of a user's playbooks (one partition, `begins_with(SK, 'PLAYBOOK#')`), unordered. */
  list(userId: string): Promise<Playbook[]>;
  /** Replaces name and content; undefined when there is no such playbook (of this user). */
  update(userId: string, id: number, fields: PlaybookFields, at: string): Promise<Playbook | undefined>;
  /** Deletes; false when there was nothing to delete. */
  delete(userId: string, id: number): Promise<boolean>;
  /** Sets (or with null clears) the profile's lastUsedPlaybookId. */
  setLastUsed(userId: string, id: number | null): Promise<boolean>;
  /** Clears lastUsedPlaybookId only while it still points at `id` (a deleted playbook). */
  clearLastUsedIf(userId: string, id: number): Promise<void>;
}
