/**
 * One Idempotency-Key per form submission (docs/credits.md): the same key for every retry of the
 * same submission — a user who presses Submit again after a lost response is answered with the first
 * attempt's contract and charged once — and a new key as soon as the form's content changes or the
 * submission went through.
 */
import { newIdempotencyKey } from './contracts-api';

export interface SubmissionKeys {
  /** The key for this submission: the kept one while the content is unchanged, else a new one. */
  keyFor(submission: unknown): string;
  /** The submission succeeded: the next one gets a new key. */
  succeeded(): void;
}

export function createSubmissionKeys(newKey: () => string = newIdempotencyKey): SubmissionKeys {
  let kept: { key: string; content: string } | undefined;
  return {
    keyFor(submission) {
      const content = JSON.stringify(submission);
      if (kept?.content !== content) kept = { key: newKey(), content };
      return kept.key;
    },
    succeeded() {
      kept = undefined;
    },
  };
}
