/**
 * pdf.js's Node build builds a `DOMMatrix` as its module loads (`const SCALE_MATRIX = new
 * DOMMatrix()` in canvas.js) and takes the class from @napi-rs/canvas; without that package it only
 * warns, then the import itself throws "DOMMatrix is not defined" (mozilla/pdf.js#21720). Lambda
 * bundles leave canvas out (it only renders pages for local OCR; its installed binary is linux-x64
 * and Lambda is ARM64), so this module, imported by pdfjs.ts before pdf.js, supplies a 2D
 * `DOMMatrix` when neither the runtime nor @napi-rs/canvas has one. Text extraction only constructs
 * it; rendering keeps using canvas's own class where canvas is installed.
 */
import { createRequire } from 'node:module';

type Init = readonly number[] | undefined;

/** The 2D subset of DOMMatrix: [a b c d e f], each operation as the Geometry spec defines it. */
export class DomMatrix2D {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;

  constructor(init?: Init | DomMatrix2D) {
    if (init instanceof DomMatrix2D) this.set(init.a, init.b, init.c, init.d, init.e, init.f);
    else if (init && init.length === 6) this.set(init[0]!, init[1]!, init[2]!, init[3]!, init[4]!, init[5]!);
    else if (init && init.length === 16) this.set(init[0]!, init[1]!, init[4]!, init[5]!, init[12]!, init[13]!);
    else if (init !== undefined) throw new TypeError('DOMMatrix stand-in: expects 6 or 16 numbers');
  }

  private set(a: number, b: number, c: number, d: number, e: number, f: number): this {
    Object.assign(this, { a, b, c, d, e, f });
    return this;
  }

  get is2D(): boolean {
    return true;
  }

  get isIdentity(): boolean {
    return this.a === 1 && this.b === 0 && this.c === 0 && this.d === 1 && this.e === 0 && this.f === 0;
  }

  /** this = this x other */
  multiplySelf(o: DomMatrix2D): this {
    const { a, b, c, d, e, f } = this;
    return this.set(
      a * o.a + c * o.b,
      b * o.a + d * o.b,
      a * o.c + c * o.d,
      b * o.c + d * o.d,
      a * o.e + c * o.f + e,
      b * o.e + d * o.f + f,
    );
  }

  /** this = other x this */
  preMultiplySelf(o: DomMatrix2D): this {
    const m = new DomMatrix2D(o).multiplySelf(this);
    return this.set(m.a, m.b, m.c, m.d, m.e, m.f);
  }

  invertSelf(): this {
    const { a, b, c, d, e, f } = this;
    const det = a * d - b * c;
    if (det === 0) return this.set(NaN, NaN, NaN, NaN, NaN, NaN);
    return this.set(d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det);
  }

  translateSelf(tx = 0, ty = 0): this {
    return this.multiplySelf(new DomMatrix2D([1, 0, 0, 1, tx, ty]));
  }

  scaleSelf(sx = 1, sy = sx): this {
    return this.multiplySelf(new DomMatrix2D([sx, 0, 0, sy, 0, 0]));
  }

  multiply(o: DomMatrix2D): DomMatrix2D {
    return new DomMatrix2D(this).multiplySelf(o);
  }

  inverse(): DomMatrix2D {
    return new DomMatrix2D(this).invertSelf();
  }

  translate(tx?: number, ty?: number): DomMatrix2D {
    return new DomMatrix2D(this).translateSelf(tx, ty);
  }

  scale(sx?: number, sy?: number): DomMatrix2D {
    return new DomMatrix2D(this).scaleSelf(sx, sy);
  }
}

const globals = globalThis as { DOMMatrix?: unknown };
if (!globals.DOMMatrix) {
  let canvas: { DOMMatrix?: unknown } | undefined;
  try {
    // As pdf.js does right after: where canvas loads, its DOMMatrix is the one rendering needs.
    canvas = createRequire(import.meta.url)('@napi-rs/canvas') as { DOMMatrix?: unknown };
  } catch {
    canvas = undefined;
  }
  globals.DOMMatrix = canvas?.DOMMatrix ?? DomMatrix2D;
}
