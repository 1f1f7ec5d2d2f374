/**
 * Responses to requests the page started before the app's scripts loaded (frontend/src/early-requests.ts,
 * a tiny script of its own that index.html runs first): the session status everywhere, and the
 * analysis on a results page. The API client takes one instead of asking again, once; every later
 * read of the same path is a fresh request.
 */
declare global {
  interface Window {
    clausewiseEarlyResponses?: Map<string, Promise<Response>>;
  }
}

/** The early response for this path (a GET's path, query included), at most once. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.clausewiseEarlyResponses;
  const response = early?.get(path);
  early?.delete(path);
  return response;
}
