/**
 * Pages drawn in order ahead of the engines that read them. pdf.js draws on the calling thread, one
 * page at a time, while OCR workers read on their own threads: drawing page n+1 while page n is
 * read keeps a worker that finishes from waiting for its next page. At most `ahead` pages are held
 * drawn (taken and not yet done), which bounds memory on a long scan.
 */

/** A drawn page: `done` when its image is no longer needed, so the next page may be drawn. */
export interface DrawnPage {
  image: Uint8Array;
  done(): void;
}

export function drawAhead(
  renderPage: (pageNumber: number) => Promise<Uint8Array>,
  ahead: number,
): (pageNumber: number) => Promise<DrawnPage> {
  const waiting: (() => void)[] = [];
  let free = Math.max(1, ahead);
  const take = (): Promise<void> => {
    if (free > 0) {
      free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (): void => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  // Each page is drawn after the one asked for before it, whether that one was drawn or failed.
  let previous: Promise<unknown> = Promise.resolve();
  return (pageNumber) => {
    const page = previous.then(async () => {
      await take();
      let image: Uint8Array;
      try {
        image = await renderPage(pageNumber);
      } catch (err) {
        give();
        throw err;
      }
      let given = false;
      return {
        image,
        done: () => {
          if (!given) give();
          given = true;
        },
      };
    });
    previous = page.catch(() => undefined);
    return page;
  };
}
