/**
 * Holds the session for the whole app (docs/product-spec.md section 4): polls the user status every 30 seconds
 * and on every route change, reacts to an expired session, and runs the inactivity warning.
 */
import { useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { authMessages } from '../../../../shared/messages';
import { signedOutStatus } from '../../../../shared/schemas/auth';
import { toaster } from '../../app/toaster';
import { AuthContext, type AuthState } from './auth-context';
import { useInactivityWarning } from './use-inactivity-warning';
import { useClearUser, useUserStatusQuery } from './user-status-query';

/** Pages reached from email links; an expired session does not send the user away from them. */
const EMAIL_LINK_PAGES = /^\/(email-verified|reset-password)(\/|$)/;

export function AuthProvider({ children }: { children: ReactNode }) {
  const query = useUserStatusQuery();
  const clearUser = useClearUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const status = query.data ?? signedOutStatus();
  const isSignedIn = status.isAuthenticated;

  // Re-check the session on every route change (the first check is the query's own fetch).
  const firstPath = useRef(true);
  const { refetch } = query;
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    void refetch();
  }, [pathname, refetch]);

  // Session expired: toast once, clear the user, go home. The flag stays in the cache so the
  // next poll answering the same thing does not toast again.
  const expiryHandled = useRef(false);
  useEffect(() => {
    if (!status.sessionExpired) {
      expiryHandled.current = false;
      return;
    }
    if (expiryHandled.current) return;
    expiryHandled.current = true;
    toaster.create({ type: 'warning', title: authMessages.sessionExpired });
    clearUser(true);
    // A verification or reset link opened in a browser holding an old session must still do its
    // job: the user is signed out, but stays on the page the email sent them to.
    if (!EMAIL_LINK_PAGES.test(pathname)) navigate('/');
  }, [status.sessionExpired, clearUser, navigate, pathname]);

  const sessionExpiring = useInactivityWarning(isSignedIn);

  const value = useMemo<AuthState>(
    () => ({
      status,
      isLoading: query.isPending,
      isSignedIn,
      sessionExpiring,
      clearUser: () => clearUser(false),
    }),
    [status, query.isPending, isSignedIn, sessionExpiring, clearUser],
  );

  // The first answer re-renders most of the page (a page waiting on the session shows its content):
  // as a transition, which React renders in slices with the browser getting turns in between,
  // instead of one long task as the app starts. Every later change (sign-in, sign-out, a poll)
  // reaches the page at once.
  const deferred = useDeferredValue(value);
  const shown = deferred.isLoading && !value.isLoading ? deferred : value;

  return <AuthContext.Provider value={shown}>{children}</AuthContext.Provider>;
}
