import { useEffect, useState } from 'react';
import { authMessages } from '../../../../shared/messages';
import { toaster } from '../../app/toaster';

/** docs/product-spec.md section 9: warn after 50 minutes without activity. */
export const INACTIVITY_WARNING_AFTER_MS = 3_000_000;
/** The warning toast stays 10 seconds. */
export const INACTIVITY_TOAST_DURATION_MS = 10_000;
export const SESSION_EXPIRING_DESCRIPTION =
  'Your session will expire in 10 minutes due to inactivity. Move the mouse or press a key to stay signed in.';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;

/**
 * While signed in, any mouse move, key press, click or scroll restarts a timer; when it runs out
 * a "Session expiring soon" toast appears and the returned flag turns true until the next activity.
 */
export function useInactivityWarning(enabled: boolean, timeoutMs = INACTIVITY_WARNING_AFTER_MS): boolean {
  const [expiring, setExpiring] = useState(false);

  useEffect(() => {
    if (!enabled) {
      setExpiring(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warned = false;
    const warn = () => {
      warned = true;
      setExpiring(true);
      toaster.create({
        id: 'session-expiring',
        type: 'warning',
        title: authMessages.sessionExpiringSoon,
        description: SESSION_EXPIRING_DESCRIPTION,
        duration: INACTIVITY_TOAST_DURATION_MS,
      });
    };
    const onActivity = () => {
      if (warned) {
        warned = false;
        setExpiring(false);
      }
      clearTimeout(timer);
      timer = setTimeout(warn, timeoutMs);
    };
    onActivity();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [enabled, timeoutMs]);

  return expiring;
}
