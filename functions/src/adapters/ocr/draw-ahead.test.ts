import { describe, expect, it } from 'vitest';
import { drawAhead } from './draw-ahead';

/** A renderer that records the pages it draws; each drawing finishes on the next tick. */
function recorder(failOn?: number) {
  const drawnPages: number[] = [];
  const renderPage = async (n: number) => {
    await new Promise((resolve) => setImmediate(resolve));
    if (n === failOn) throw new Error(`page ${n} is damaged`);
    drawnPages.push(n);
    return new Uint8Array([n]);
  };
  return { drawnPages, renderPage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('pages drawn ahead of OCR', () => {
  it('draws pages in the order asked and holds no more than `ahead` drawn at once', async () => {
    const { drawnPages, renderPage } = recorder();
    const draw = drawAhead(renderPage, 2);
    const pages = [1, 2, 3, 4].map((n) => draw(n));
    await settle();
    expect(drawnPages).toEqual([1, 2]);

    const first = await pages[0]!;
    expect([...first.image]).toEqual([1]);
    first.done();
    first.done(); // a second call gives back nothing more
    await settle();
    expect(drawnPages).toEqual([1, 2, 3]);

    (await pages[1]!).done();
    (await pages[2]!).done();
    const last = await pages[3]!;
    expect([...last.image]).toEqual([4]);
    expect(drawnPages).toEqual([1, 2, 3, 4]);
  });

  it('a page that cannot be drawn fails alone and frees its place for the next', async () => {
    const { drawnPages, renderPage } = recorder(2);
    const draw = drawAhead(renderPage, 1);
    const first = draw(1);
    const second = draw(2);
    const third = draw(3);
    (await first).done();
    await expect(second).rejects.toThrow('page 2 is damaged');
    expect([...(await third).image]).toEqual([3]);
    expect(drawnPages).toEqual([1, 3]);
  });
});
