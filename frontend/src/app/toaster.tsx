/**
 * The app's one toaster. Toasts last 5 seconds (docs/product-spec.md section 9) unless a caller asks otherwise
 * (the inactivity warning stays 10 seconds). The store (toaster-store.ts) is in the first load; the view
 * (Chakra's toast machines, ~10 KB gzip) is its own chunk, fetched right after the first render:
 * a toast created before it arrives waits in the store and shows when it mounts.
 */
import { lazy, Suspense } from 'react';

export { toaster, TOAST_DURATION_MS } from './toaster-store';

const ToasterView = lazy(() => import('./ToasterView').then((m) => ({ default: m.ToasterView })));

export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
