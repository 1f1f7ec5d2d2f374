import { describe, expect, it } from 'vitest';
import { DomMatrix2D } from './pdfjs-dom-matrix';

const parts = (m: DomMatrix2D) => [m.a, m.b, m.c, m.d, m.e, m.f].map((n) => Math.round(n * 1e9) / 1e9 + 0);

describe('DomMatrix2D (the DOMMatrix stand-in for pdf.js without @napi-rs/canvas)', () => {
  it('starts as the identity and reads 6- and 16-number inits', () => {
    expect(new DomMatrix2D().isIdentity).toBe(true);
    expect(parts(new DomMatrix2D([2, 0, 0, 3, 4, 5]))).toEqual([2, 0, 0, 3, 4, 5]);
    expect(parts(new DomMatrix2D([2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1, 0, 4, 5, 0, 1]))).toEqual([2, 0, 0, 3, 4, 5]);
  });

  it('multiplies, translates, scales and inverts as DOMMatrix does', () => {
    const m = new DomMatrix2D([1, 2, 3, 4, 5, 6]);
    expect(parts(m.multiply(new DomMatrix2D([7, 8, 9, 10, 11, 12])))).toEqual([31, 46, 39, 58, 52, 76]);
    expect(parts(new DomMatrix2D([7, 8, 9, 10, 11, 12]).preMultiplySelf(m))).toEqual([31, 46, 39, 58, 52, 76]);
    expect(parts(new DomMatrix2D().translate(3, 4).scale(2, -2))).toEqual([2, 0, 0, -2, 3, 4]);
    expect(parts(m.multiply(m.inverse()))).toEqual([1, 0, 0, 1, 0, 0]);
    expect(parts(m)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
