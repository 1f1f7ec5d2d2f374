/**
 * A kind of personal data the product keeps (contracts, playbooks, payments, sessions...), as the
 * erasure and export use-cases see it. Each kind says what it holds for one contract and for one
 * account, and how to delete and export it; the list of every kind is
 * functions/src/adapters/personal-data/registry.ts, the one place a new kind of data is added.
 */
import type { ContractRecord } from '../../adapters/repositories/contracts';

/** The account being erased or exported. */
export interface AccountRef {
  userId: string;
  /** Lower-cased, as stored. */
  email: string;
}

/** The contract being erased (read before any kind runs). */
export interface ContractRef {
  /** Whose partition holds it: the user, or their organisation for a shared contract (ADR 180). */
  ownerId: string;
  /** The user deleting it (the owner, or a member of the owning organisation). */
  requestedBy: string;
  contract: ContractRecord;
}

/** Where a kind writes its part of the export (a zip: JSON files, the original files). */
export interface ExportSink {
  /** A JSON file, e.g. `playbooks.json` or `contracts/<id>/contract.json`. */
  json(path: string, value: unknown): void;
  /** A file as it was stored, e.g. `contracts/<id>/original/<name>.pdf`. */
  file(path: string, bytes: Uint8Array): void;
  /** A line for the export's README (e.g. what was left out and why). */
  note(line: string): void;
}

export interface DataKind {
  /** Short name for logs and the README, e.g. `report downloads`. */
  name: string;
  /**
   * Deletes what this kind holds for one contract, from the table and the bucket. Runs before the
   * contract item itself goes (the contracts kind is last), so the contract can still be read.
   * Must be idempotent: an interrupted deletion is run again.
   */
  eraseContract?(ref: ContractRef): Promise<void>;
  /**
   * Why the account cannot be deleted now, in the user's words (e.g. it owns an organisation
   * others work in); undefined when nothing stands in the way. Every kind is asked before any
   * deletes, so a refusal leaves the account whole.
   */
  blockAccountErasure?(account: AccountRef): Promise<string | undefined>;
  /**
   * Deletes everything this kind holds for the account. Account erasure does not call
   * eraseContract per contract: a kind with per-contract data deletes all of it here.
   * Idempotent, like eraseContract.
   */
  eraseAccount?(account: AccountRef): Promise<void>;
  /** Adds this kind's data to the account's export. */
  exportAccount?(account: AccountRef, out: ExportSink): Promise<void>;
}
