import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { enableRelaxedSimd, relaxedSimdAvailable } from './relaxed-simd';

/** Asks a new worker thread (a new V8 isolate, as each OCR worker is) whether it validates `bytes`. */
function validatesInWorker(bytes: Uint8Array): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       parentPort.postMessage(WebAssembly.validate(workerData));`,
      { eval: true, workerData: bytes },
    );
    worker.once('message', (ok: boolean) => {
      resolve(ok);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('relaxed SIMD for the OCR engine', () => {
  it('is available in this process and in worker threads created after it is enabled', async () => {
    expect(enableRelaxedSimd()).toBe(true);
    expect(relaxedSimdAvailable()).toBe(true);
    // The same feature test tesseract.js makes in its worker before choosing the engine build.
    const relaxedSwizzle = new Uint8Array([
      0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2, 253, 15,
      253, 128, 2, 11,
    ]);
    expect(await validatesInWorker(relaxedSwizzle)).toBe(true);
  });

  it('leaves code outside the feature invalid', async () => {
    enableRelaxedSimd();
    // The same module with an opcode no proposal defines (0xfd 0xff 0x03) in place of the swizzle.
    const unknownOpcode = new Uint8Array([
      0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2, 253, 15,
      253, 255, 3, 11,
    ]);
    expect(WebAssembly.validate(unknownOpcode)).toBe(false);
    expect(await validatesInWorker(unknownOpcode)).toBe(false);
  });
});
