/** Large bodies (contract text, analyses) that do not belong in a 400 KB DynamoDB item. */
export interface TextBlobStore {
  putText(key: string, text: string, contentType?: string): Promise<void>;
  /** Throws when the object does not exist. */
  getText(key: string): Promise<string>;
  /** Idempotent: deleting a missing object succeeds. */
  deleteText(key: string): Promise<void>;
}
