/**
 * The app's one toast store (toaster.tsx explains the toasts). Its own module so that the lazy view
 * and the rest of the app import the store without importing each other.
 */
import { createToaster } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'top-end',
  // Below the sticky header (4rem high), so a toast never covers the navigation or the account menu.
  offsets: { top: 'calc(4rem + 12px)', right: '16px', bottom: '16px', left: '16px' },
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
  max: 4,
});
