/**
 * Page views (docs/product-spec.md section 7): one on start, one on back/forward navigation, and one 100 ms after
 * a click on an internal link (once the router has moved). Uncaught errors are sent as `error`
 * events (message and a short stack). Mounted once, in App.
 */
import { useEffect } from 'react';
import { trackEvent } from './track';

/** docs/product-spec.md section 7: the page view follows an internal link click by 100 ms. */
export const LINK_PAGE_VIEW_DELAY_MS = 100;

function isInternalLinkClick(event: MouseEvent): boolean {
  // Router links call preventDefault and navigate themselves, so defaultPrevented is not a reason to skip.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  return anchor.origin === window.location.origin && !anchor.hasAttribute('download');
}

/** The start page view is sent once per page load (StrictMode mounts effects twice in development). */
let startTracked = false;

export function usePageViewTracking(): void {
  useEffect(() => {
    if (!startTracked) {
      startTracked = true;
      trackEvent({ eventType: 'page_view' });
    }
    const onPopState = () => trackEvent({ eventType: 'page_view' });
    const timers = new Set<number>();
    const onClick = (event: MouseEvent) => {
      if (!isInternalLinkClick(event)) return;
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        trackEvent({ eventType: 'page_view' });
      }, LINK_PAGE_VIEW_DELAY_MS);
      timers.add(timer);
    };
    const onError = (event: ErrorEvent) =>
      trackEvent({
        eventType: 'error',
        metadata: {
          message: String(event.message).slice(0, 300),
          stack: String((event.error as Error | undefined)?.stack ?? '').slice(0, 1000),
        },
      });
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as { message?: unknown; stack?: unknown } | undefined;
      trackEvent({
        eventType: 'error',
        metadata: {
          message: String(reason?.message ?? reason).slice(0, 300),
          stack: String(reason?.stack ?? '').slice(0, 1000),
        },
      });
    };
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, []);
}
