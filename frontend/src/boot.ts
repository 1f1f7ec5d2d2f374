/**
 * The page's module script (index.html): starts the app, `main.tsx`, a build entry of its own
 * whose chunks the HTML already preloads (build-plugins/early-fetches.ts), so they download while
 * the page parses. On a prerendered page the app's modules are evaluated only once the page has
 * painted: evaluating ~180 KB of modules is a long task, and the browser, given those modules
 * ready before its first paint, ran them first and painted the prerendered HTML after them
 * (docs/decisions/242-static-markup-not-hydrated.md). The wait is one frame; the downloads do not
 * wait. Imports nothing statically, so the app's code stays out of this file's task.
 */

/** Resolves just after the next frame is painted; at once in a tab that paints no frames. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    // The frame callback runs just before the browser paints, the timer it sets just after. A
    // background tab paints nothing: the second timer starts the app there all the same.
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

/**
 * The app entry's file, from its modulepreload (marked by the build); on a development server,
 * which serves the source, main.tsx itself.
 */
const appEntry =
  document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-app-entry]')?.href ?? '/src/main.tsx';

const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;
// By URL, not by specifier: the bundler would otherwise import the app's chunks statically (to
// give this file its preload helper), and so run them before this file.
void (prerendered ? afterNextPaint() : Promise.resolve()).then(() => import(/* @vite-ignore */ appEntry));
