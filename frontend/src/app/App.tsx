import { useEffect } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { usePageViewTracking } from '../features/engagement/use-page-view-tracking';
import { SignInDialogProvider } from '../features/auth/SignInDialogProvider';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { showPendingFlashToast, whenToasterReady } from './flash-toast';
import { ScrollToHash } from './ScrollToHash';

/** `location`: the path to render without a browser (prerendering); a browser's own otherwise. */
export function App({ location }: { location?: string } = {}) {
  // Toasts parked before a full page load (sign-in, sign-out) appear once the toaster is up.
  useEffect(() => whenToasterReady(showPendingFlashToast), []);
  usePageViewTracking();
  return (
    <AppProviders location={location}>
      <AuthProvider>
        <SignInDialogProvider>
          <ScrollToHash />
          <AppRoutes />
        </SignInDialogProvider>
      </AuthProvider>
    </AppProviders>
  );
}
