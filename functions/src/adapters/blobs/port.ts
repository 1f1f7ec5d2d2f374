/**
 * Large bodies (contract text, analyses) that do not belong in a 400 KB DynamoDB item: a text view of
 * the uploads bucket's storage port (./text-blobs.ts), which services that only keep texts depend on.
 */
export interface TextBlobStore {
  putText(key: string, text: string, contentType?: string): Promise<void>;
  /** Throws when the object does not exist. */
  getText(key: string): Promise<string>;
  /** Idempotent: deleting a missing object succeeds. */
  deleteText(key: string): Promise<void>;
}
