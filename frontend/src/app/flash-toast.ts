/**
 * A toast that survives a full page load. Sign-in and sign-out end with a reload (spec section 4),
 * so their success toasts are parked in sessionStorage and shown once the new page starts.
 */
import { toaster } from './toaster';

const KEY = 'clausewise.flashToast';

interface FlashToast {
  title: string;
  description?: string;
  type: 'success' | 'info' | 'warning' | 'error';
}

export function setFlashToast(toast: FlashToast): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // storage disabled: the toast is simply not shown after the reload
  }
}

export function showPendingFlashToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const toast = JSON.parse(raw) as FlashToast;
    if (typeof toast.title === 'string') toaster.create(toast);
  } catch {
    // a malformed entry is dropped
  }
}
