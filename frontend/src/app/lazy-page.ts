/**
 * React.lazy for a page that is also prerendered (shared/spa-routes.ts PRERENDERED_PAGES). Once
 * `preload()` has loaded its chunk, the lazy component resolves at once instead of suspending.
 * That matters while hydrating: a Suspense boundary still waiting for its chunk when the app's
 * state changes (the session check answering) is thrown away and rendered afresh, so the page's
 * prerendered content would blink to the loading spinner. main.tsx preloads the page before it
 * hydrates.
 */
import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  const Page = lazy(() => {
    // A thenable that calls back synchronously: React.lazy marks the component resolved on its
    // first read, so nothing suspends (a resolved Promise still calls back a microtask later).
    if (loaded) {
      const page = loaded;
      return { then: (resolve: (module: PageModule) => void) => resolve({ default: page }) } as Promise<PageModule>;
    }
    return preload().then((page) => ({ default: page }));
  });
  return Object.assign(Page, { preload });
}
