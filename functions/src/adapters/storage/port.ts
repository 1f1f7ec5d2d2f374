/**
 * Object storage for uploaded files (S3 in AWS, s3rver locally). The HTTP layer and services see
 * only this port; the SDK client lives in ./s3.ts.
 */

export interface PresignPutOptions {
  /** Bound into the signature: the PUT must send exactly this Content-Type. */
  contentType: string;
  /** Bound into the signature when given: the PUT must send exactly this many bytes. */
  contentLength?: number;
  expiresInSeconds: number;
}

export interface ObjectStorage {
  readonly bucket: string;
  /** The object's bytes; StorageError 'not-found' or 'too-large' (checked before and while reading). */
  get(key: string, options: { maxBytes: number }): Promise<Uint8Array>;
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  /** Idempotent: deleting a missing object succeeds. */
  delete(key: string): Promise<void>;
  presignPut(key: string, options: PresignPutOptions): Promise<string>;
  /** A URL the browser downloads the object from, as `downloadName`, until it expires. */
  presignGet(
    key: string,
    options: { expiresInSeconds: number; downloadName: string; contentType: string },
  ): Promise<string>;
}

export class StorageError extends Error {
  override name = 'StorageError';
  constructor(
    readonly kind: 'not-found' | 'too-large',
    message: string,
  ) {
    super(message);
  }
}
