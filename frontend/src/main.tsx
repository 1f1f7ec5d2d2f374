import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPrerenderedPage } from './app/AppRoutes';
import { adoptPrerenderedMarkup } from './app/StaticMarkup';
import { storedContractRedirect } from './pages/home/use-resume-stored-contract';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

/**
 * A prerendered page (frontend/prerender/) is hydrated: React adopts the markup already on screen.
 * Not when the landing page is about to send the visitor on to their stored contract: the first
 * render is then a redirect, not the page the HTML shows.
 */
function hydratesPrerenderedPage(element: HTMLElement): boolean {
  if (element.dataset.prerendered === undefined) return false;
  return !(element.dataset.prerendered === '/' && storedContractRedirect());
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The first render as a transition: React renders (or hydrates) it in slices and yields to the
// browser between them, instead of one long task that blocks input while a phone styles the whole
// page (Lighthouse's Total Blocking Time). A click or keypress meanwhile makes React finish
// hydrating what was touched first, then handle it.
if (hydratesPrerenderedPage(root)) {
  const route = root.dataset.prerendered ?? '/';
  // Content in <StaticMarkup> keeps the prerendered HTML instead of being hydrated.
  adoptPrerenderedMarkup();
  // The page's own chunk first (a lazy page still loading when hydration meets it would be
  // rendered afresh), then hydrate; if the chunk cannot load, hydrate anyway: the router retries.
  void preloadPrerenderedPage(route)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  root.replaceChildren();
  startTransition(() => createRoot(root).render(app));
}
