/**
 * A toast that survives a full page load. Sign-in and sign-out end with a reload (docs/product-spec.md section 4),
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

/**
 * Calls back once the toaster's region is in the page. A toast created while the toaster is still
 * mounting (right after a full page load) would be dropped, so startup toasts wait for it.
 */
export function whenToasterReady(callback: () => void): () => void {
  let handle = 0;
  let frames = 0;
  let readyFrames = 0;
  const check = () => {
    frames += 1;
    const ready = document.querySelector('[data-scope="toast"][data-part="group"]') !== null;
    readyFrames = ready ? readyFrames + 1 : 0;
    // Two frames with the region present let its store subscription settle; give up after ~2 s.
    if (readyFrames >= 2 || frames > 120) {
      callback();
      return;
    }
    handle = requestAnimationFrame(check);
  };
  handle = requestAnimationFrame(check);
  return () => cancelAnimationFrame(handle);
}
