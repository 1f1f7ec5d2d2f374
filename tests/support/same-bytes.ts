/**
 * Byte-for-byte equality of two files or package parts. Vitest's toEqual walks a Uint8Array one
 * element at a time through its generic equality (seconds of CPU for a font or a large document
 * part); Buffer.equals makes the same comparison in native code. Only when the bytes differ does
 * this fall back to toEqual, so a failure reads exactly as before.
 */
import { expect } from 'vitest';

export function expectSameBytes(
  actual: Uint8Array | undefined,
  expected: Uint8Array | undefined,
  label?: string,
): void {
  if (
    actual instanceof Uint8Array &&
    expected instanceof Uint8Array &&
    Buffer.from(actual.buffer, actual.byteOffset, actual.byteLength).equals(expected)
  )
    return;
  expect(actual, label).toEqual(expected);
}
