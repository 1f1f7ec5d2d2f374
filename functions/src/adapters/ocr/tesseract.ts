/**
 * Local OCR with tesseract.js, fully offline: the English model comes from @tesseract.js-data/eng
 * (its 4.0.0_best_int folder) and the WASM core from tesseract.js-core, both in node_modules; the
 * unpacked model is cached on local disk. Workers are created once per process and reused across
 * pages and documents (a worker takes seconds to start), one per core by default. Pages are drawn
 * on this thread ahead of the workers that read them (draw-ahead.ts); the choices and their
 * measurements are in docs/decisions/227-ocr-at-engine-speed.md and 262-ocr-relaxed-simd.md.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PSM, Worker } from 'tesseract.js';
import { drawAhead } from './draw-ahead';
import { OcrError, type OcrPort, type OcrSource } from './port';
import { enableRelaxedSimd } from './relaxed-simd';

const require = createRequire(import.meta.url);

export interface TesseractSettings {
  workers: number;
  /** Folder for the unpacked language model; created if missing. */
  cachePath: string;
  /**
   * Let the process exit while workers idle (servers and Lambda, where an open request keeps the
   * process alive anyway). Scripts that only await OCR must leave this off and call shutdown.
   */
  unrefWorkers?: boolean;
}

/**
 * Unrefs the next worker thread created in this process (tesseract.js spawns it synchronously and
 * Node announces it on a later tick). One shared listener, so concurrent spawns each get theirs.
 */
let pendingUnrefs = 0;
function onWorker(worker: { unref(): void }): void {
  if (pendingUnrefs === 0) return;
  pendingUnrefs -= 1;
  worker.unref();
  if (pendingUnrefs === 0) process.off('worker', onWorker);
}
function unrefNextWorker(): void {
  if (pendingUnrefs === 0) process.on('worker', onWorker);
  pendingUnrefs += 1;
}

/**
 * What each worker is asked for: LSTM only (the model has no legacy engine), the page read as one
 * block of text (tesseract's API default, faster than automatic layout and as good or better on the
 * scanned fixtures: automatic layout split a title block into columns and reordered its words),
 * and plain text only (no hOCR, TSV, boxes or PDF to build and copy back).
 */
export const RECOGNITION = {
  pageSegMode: '6',
  output: { text: true, blocks: false, hocr: false, tsv: false, pdf: false },
} as const;

let warmUp: Promise<Buffer> | undefined;
/** Three lines of contract-like text, drawn once per process (DejaVu Sans, a dependency already). */
function warmUpImage(): Promise<Buffer> {
  warmUp ??= import('@napi-rs/canvas').then(({ createCanvas, GlobalFonts }) => {
    GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), 'OcrWarmUp');
    const canvas = createCanvas(1200, 110);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#000000';
    context.font = '20px OcrWarmUp';
    [
      '1. The Supplier shall deliver the Goods to the Customer within 30 days of the Order,',
      'and the Customer shall pay each invoice (net of tax) by March 1, 1996; see Section 12(b).',
      'IN WITNESS WHEREOF the parties have executed this Agreement as of the Effective Date.',
    ].forEach((line, i) => context.fillText(line, 10, 30 + 32 * i));
    return canvas.toBuffer('image/png');
  });
  return warmUp;
}

function localPaths() {
  const langPath = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  const corePath = path.dirname(require.resolve('tesseract.js-core/package.json'));
  return { langPath, corePath };
}

class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: ((worker: Worker) => void)[] = [];
  private created = 0;
  private starting: Promise<Worker>[] = [];

  constructor(private readonly settings: TesseractSettings) {}

  private async spawn(): Promise<Worker> {
    const { langPath, corePath } = localPaths();
    mkdirSync(this.settings.cachePath, { recursive: true });
    // Loaded on first use: Lambda bundles leave tesseract.js out (they use Textract), see infra/lib/app-function.ts.
    const { createWorker, OEM } = await import('tesseract.js');
    // Before the worker thread exists: it picks its engine build from what its runtime validates.
    enableRelaxedSimd();
    if (this.settings.unrefWorkers) unrefNextWorker();
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      corePath,
      cachePath: this.settings.cachePath,
      gzip: true,
      // Never reach the network: no CDN fallback for the core or the model.
      workerBlobURL: false,
      errorHandler: () => undefined,
    });
    await worker.setParameters({ tessedit_pageseg_mode: RECOGNITION.pageSegMode as PSM });
    // V8 compiles the engine's hot code only once it has run: a worker's first page took 0.7-1 s of
    // CPU more than its later ones. Reading three typed lines here pays most of that at start-up.
    await worker.recognize(await warmUpImage(), {}, RECOGNITION.output);
    return worker;
  }

  /** Starts every worker now, so the first upload does not pay for it. */
  async warm(): Promise<void> {
    const pending: Promise<void>[] = [];
    while (this.created < this.settings.workers) pending.push(this.add().then((w) => this.release(w)));
    await Promise.all(pending);
  }

  private add(): Promise<Worker> {
    this.created += 1;
    const p = this.spawn().catch((err: unknown) => {
      this.created -= 1;
      throw err;
    });
    this.starting.push(p);
    void p.finally(() => (this.starting = this.starting.filter((s) => s !== p))).catch(() => undefined);
    return p;
  }

  private acquire(): Promise<Worker> {
    const worker = this.idle.pop();
    if (worker) return Promise.resolve(worker);
    if (this.created < this.settings.workers) return this.add();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) next(worker);
    else this.idle.push(worker);
  }

  async run<T>(job: (worker: Worker) => Promise<T>): Promise<T> {
    const worker = await this.acquire();
    try {
      return await job(worker);
    } finally {
      this.release(worker);
    }
  }

  async terminate(): Promise<void> {
    await Promise.allSettled(this.starting);
    const workers = this.idle.splice(0);
    this.created -= workers.length;
    await Promise.allSettled(workers.map((w) => w.terminate()));
  }
}

const pools = new Map<string, WorkerPool>();

function poolFor(settings: TesseractSettings): WorkerPool {
  const key = `${settings.workers}:${settings.cachePath}:${Boolean(settings.unrefWorkers)}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new WorkerPool(settings);
    pools.set(key, pool);
  }
  return pool;
}

export function createTesseractOcr(settings: TesseractSettings): OcrPort & { warm(): Promise<void> } {
  const pool = poolFor(settings);
  return {
    provider: 'local',
    warm: () => pool.warm(),
    async recognisePages(source: OcrSource, pageNumbers: readonly number[]) {
      const results = new Map<number, string>();
      const draw = drawAhead(source.renderPage.bind(source), settings.workers + 1);
      await Promise.all(
        pageNumbers.map(async (pageNumber) => {
          const { image, done } = await draw(pageNumber);
          try {
            await pool.run(async (worker) => {
              try {
                const { data } = await worker.recognize(
                  Buffer.from(image.buffer, image.byteOffset, image.byteLength),
                  {},
                  RECOGNITION.output,
                );
                results.set(pageNumber, data.text);
              } catch (err) {
                throw new OcrError(`tesseract failed on page ${pageNumber}: ${(err as Error).message}`);
              }
            });
          } finally {
            done();
          }
          source.onPageDone?.(pageNumber);
        }),
      );
      return results;
    },
  };
}

/** Stops every warm worker (scripts and tests; a Lambda or server keeps them). */
export async function shutdownTesseract(): Promise<void> {
  await Promise.all([...pools.values()].map((p) => p.terminate()));
  pools.clear();
}
