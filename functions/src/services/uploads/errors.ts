/** Why an upload call failed, independent of HTTP; the uploads handler renders each reason. */
import type { ExtractionFailure } from '../extraction/errors';

export type UploadFailure = ExtractionFailure | 'wrong-type' | 'not-found';

export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    readonly reason: UploadFailure,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}
