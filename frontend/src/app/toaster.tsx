/**
 * The app's one toaster. Toasts last 5 seconds (docs/product-spec.md section 9) unless a caller asks otherwise
 * (the inactivity warning stays 10 seconds). The store is here, in the first load; the view
 * (Chakra's toast machines, ~10 KB gzip) is its own chunk, fetched right after the first render:
 * a toast created before it arrives waits in the store and shows when it mounts.
 */
import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'top-end',
  // Below the sticky header (4rem high), so a toast never covers the navigation or the account menu.
  offsets: { top: 'calc(4rem + 12px)', right: '16px', bottom: '16px', left: '16px' },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 4,
});

const ToasterView = lazy(() => import('./ToasterView').then((m) => ({ default: m.ToasterView })));

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
