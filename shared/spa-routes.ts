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
