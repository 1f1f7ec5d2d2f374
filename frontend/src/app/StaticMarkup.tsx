/**
 * Content that never changes once on screen (the landing page's pitch and feature cards, the
 * footer's text and links). On a prerendered page (frontend/prerender/) the app adopts its HTML as
 * the page already shows it instead of hydrating it: hydrating renders every component again in
 * the browser (for Chakra, resolving and serialising each element's styles) only to find the DOM it
 * already has, and re-renders it when the session check answers. On a phone that work is most of
 * what follows the landing page's first paint (docs/decisions/242-static-markup-not-hydrated.md).
 * Anywhere else (a page rendered in the browser, a later visit to the route) the children render
 * as usual.
 *
 * Only for content without state, event handlers or router links: adopted HTML is never rendered
 * by React, so nothing in it would get a handler. A plain link (<a href>) works as it is.
 */
import { useId, useState, type ReactNode } from 'react';

const ATTRIBUTE = 'data-static-markup';

let hydratingPrerenderedPage = false;

/** main.tsx, before it hydrates a prerendered page: wrappers rendered from now on may adopt. */
export function adoptPrerenderedMarkup(): void {
  hydratingPrerenderedPage = true;
}

/**
 * The prerendered HTML inside the wrapper with this id, if the page has one. `useId` gives a
 * component the id it had on the server while hydrating, and ids of another form to components
 * the browser mounts afresh, so a wrapper mounted later never matches a prerendered one.
 */
function prerenderedHtml(id: string): string | undefined {
  if (!hydratingPrerenderedPage) return undefined;
  for (const element of document.querySelectorAll(`[${ATTRIBUTE}]`)) {
    if (element.getAttribute(ATTRIBUTE) === id) return element.innerHTML;
  }
  return undefined;
}

export function StaticMarkup({ children }: { children: ReactNode }) {
  const id = useId();
  // Read once, when the wrapper mounts: it keeps the form it started with.
  const [html] = useState(() => prerenderedHtml(id));
  // `display: contents`: the wrapper takes no box, so its children lay out as if it were not there.
  const wrapper = { [ATTRIBUTE]: id, style: { display: 'contents' } };
  // The HTML React finds on the page: hydrating leaves it as it is, and a render that cannot
  // hydrate (after an error elsewhere) writes the same HTML back.
  if (html !== undefined) return <div {...wrapper} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div {...wrapper}>{children}</div>;
}
