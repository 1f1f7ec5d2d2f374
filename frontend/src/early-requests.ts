/**
 * Runs before the app's scripts have loaded (its own small entry in the build, injected into
 * index.html by frontend/vite.config.ts): starts the GETs the first screen needs, so their answers
 * travel while the app's ~180 KB of script downloads instead of after it. The API client takes them
 * (lib/early-responses.ts). Imports nothing at run time, so it stays a file of its own.
 */
import type {} from './lib/early-responses';

/** The reads the app makes as it mounts on this path, with the same paths the API client uses. */
export function earlyRequestPaths(pathname: string): string[] {
  const paths = ['/api/contract/user-status'];
  const results = /^\/results\/([^/]+)\/?$/.exec(pathname);
  if (results) {
    try {
      paths.push(`/api/contract/analysis/${encodeURIComponent(decodeURIComponent(results[1]!))}`);
    } catch {
      // A malformed escape: the page shows its own error; nothing to fetch early.
    }
  }
  return paths;
}

function startEarlyRequests(): void {
  const responses = new Map<string, Promise<Response>>();
  for (const path of earlyRequestPaths(window.location.pathname)) {
    const response = fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } });
    // Whoever takes it sees a failure; one nobody takes is not an unhandled rejection.
    response.catch(() => undefined);
    responses.set(path, response);
  }
  window.clausewiseEarlyResponses = responses;
}

if (typeof window !== 'undefined') startEarlyRequests();
