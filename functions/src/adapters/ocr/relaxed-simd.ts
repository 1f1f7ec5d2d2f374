/**
 * WebAssembly relaxed SIMD for the OCR engine. tesseract.js loads its relaxed-SIMD build of the
 * engine when the runtime validates relaxed-SIMD code, and that build's int8 dot products read a
 * page with about 12% less CPU than the plain SIMD build, with the same text
 * (docs/decisions/262-ocr-relaxed-simd.md). Node 22 ships the feature; Node 20 has it behind a V8
 * flag, which is turned on here before the first worker thread (its own V8 isolate) is created.
 */
import v8 from 'node:v8';

/**
 * The smallest module that needs the feature: one function returning
 * i8x16.relaxed_swizzle(i8x16.splat(1), i8x16.splat(2)). Validation compiles nothing.
 */
const RELAXED_SWIZZLE_MODULE = new Uint8Array([
  // "\0asm", version 1
  0, 97, 115, 109, 1, 0, 0, 0,
  // type section: one function type () -> v128
  1, 5, 1, 96, 0, 1, 123,
  // function section: one function of type 0
  3, 2, 1, 0,
  // code section: no locals; i32.const 1, i8x16.splat, i32.const 2, i8x16.splat, i8x16.relaxed_swizzle, end
  10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2, 253, 15, 253, 128, 2, 11,
]);

export const relaxedSimdAvailable = (): boolean => WebAssembly.validate(RELAXED_SWIZZLE_MODULE);

/**
 * Turns relaxed SIMD on where this Node has it behind a flag; true when it is available afterwards.
 * Only the WebAssembly feature changes: a runtime that already has it, or lacks the flag, is left
 * as it is and tesseract.js falls back to its plain SIMD build.
 */
export function enableRelaxedSimd(): boolean {
  if (relaxedSimdAvailable()) return true;
  v8.setFlagsFromString('--experimental-wasm-relaxed-simd');
  return relaxedSimdAvailable();
}
