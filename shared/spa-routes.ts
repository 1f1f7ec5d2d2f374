/**
 * The routes the single-page app serves (docs/product-spec.md section 2, plus /pricing, /account, the key-date
 * and organisation pages and the /dashboard and /contract-analysis redirects). Any other path is the 404 page,
 * and the server answers it with HTTP 404: the local static site and CloudFront (infra/lib/site-edge.ts) read
 * this list, and tests/unit/spa-routes.test.ts keeps it equal to frontend/src/app/AppRoutes.tsx. A new page
 * adds its path here and there.
 */
export const SPA_ROUTES = [
  '/',
  '/contract-review',
  '/loading/:contractId',
  '/results/:contractId',
  '/waitlist',
  '/email-verified',
  '/email-verified/:token',
  '/reset-password',
  '/reset-password/:token',
  '/library',
  '/playbooks',
  '/key-dates',
  '/key-dates/:contractId',
  '/reminders/unsubscribe/:token',
  '/user-guide',
  '/terms',
  '/privacy',
  '/pricing',
  '/payment-success',
  '/payment-canceled',
  '/email-test',
  '/account',
  '/dashboard',
  '/contract-analysis',
  '/organization',
  '/invite/:token',
  '/api-docs',
] as const;

/** A route as a regular expression source: `:name` is one path segment; a trailing slash is allowed. */
export function routePattern(route: string): string {
  const body = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return route === '/' ? '^/$' : `^${body}/?$`;
}

const PATTERNS = SPA_ROUTES.map((r) => new RegExp(routePattern(r)));

/** Whether the app has a page at this path (a path without the query string). */
export const isSpaRoute = (pathname: string): boolean => PATTERNS.some((p) => p.test(pathname));

/**
 * Pages whose HTML is rendered at build time (frontend/prerender/), so their content paints before
 * any script has loaded; the app hydrates it after (docs/decisions/226-prerendered-pages.md). Each
 * is written to frontend/dist/<file>. Every other route gets the empty app shell, index.html.
 */
export const PRERENDERED_PAGES = [
  { route: '/', file: 'prerendered/home.html' },
  { route: '/terms', file: 'prerendered/terms.html' },
  { route: '/privacy', file: 'prerendered/privacy.html' },
  { route: '/user-guide', file: 'prerendered/user-guide.html' },
  // The first render of these two is a shell (heading, the session check's spinner) that paints
  // before the app has loaded; the same HTML answers every contract's results page
  // (docs/decisions/269-prerendered-review-and-results-shells.md).
  { route: '/contract-review', file: 'prerendered/contract-review.html' },
  { route: '/results/:contractId', file: 'prerendered/results.html' },
] as const;

/** The app shell: the HTML of every route that is not prerendered. */
export const APP_SHELL_FILE = 'index.html';

const PRERENDERED = PRERENDERED_PAGES.map((p) => ({ pattern: new RegExp(routePattern(p.route)), file: p.file }));

/**
 * The HTML file (relative to the site root) that answers an app route: its prerendered page, else
 * the app shell; undefined for a path the app has no page for. The local static site calls it, and
 * the CloudFront function (infra/lib/site-edge.ts) is generated from the same two lists.
 */
export function htmlFileFor(pathname: string): string | undefined {
  const page = PRERENDERED.find((p) => p.pattern.test(pathname));
  if (page) return page.file;
  return isSpaRoute(pathname) ? APP_SHELL_FILE : undefined;
}
