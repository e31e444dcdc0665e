import { hasCompleteProfile, useAccountActions, useAuth } from '@partilha/data';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../frame/FullScreenSpinner';
import { currentPath, rememberRedirectTarget } from './redirect-target';

/**
 * Login guard (spec 001 §2 Route guard): spinner while loading; without a user, remember where they
 * were going (session storage) and go to /auth/login, replacing history and passing the origin.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <FullScreenSpinner />;
  if (auth.status === 'signedOut') {
    rememberRedirectTarget(currentPath(location));
    return <Navigate to="/auth/login" replace state={{ from: location }} />;
  }
  return <>{children}</>;
}

/**
 * Verified-email guard of the account area (spec 000 §2, §6). The session may be stale — the link
 * can be opened in another tab or on a phone — so an unverified user is re-read from the server
 * once ("Loading") before being sent to /auth/verify-email, which brings them back here after.
 */
export function RequireVerifiedEmail({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const actions = useAccountActions();
  const location = useLocation();
  const [rechecked, setRechecked] = useState(false);
  const unverified = auth.status === 'signedIn' && !auth.user.verified;

  useEffect(() => {
    if (!unverified || rechecked) return;
    let current = true;
    actions
      .refreshSession()
      .catch(() => undefined)
      .finally(() => current && setRechecked(true));
    return () => {
      current = false;
    };
  }, [unverified, rechecked, actions]);

  if (auth.status !== 'signedIn') return <FullScreenSpinner />;
  if (auth.user.verified) return <>{children}</>;
  if (!rechecked) return <FullScreenSpinner />;
  rememberRedirectTarget(currentPath(location));
  return <Navigate to="/auth/verify-email" replace state={{ from: location }} />;
}

/** Profile-completeness guard on /account and /create/*: city and postal code must be set. */
export function RequireCompleteProfile({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status !== 'signedIn') return <FullScreenSpinner />;
  if (!hasCompleteProfile(auth.user)) return <Navigate to="/auth/onboarding" replace state={{ from: location }} />;
  return <>{children}</>;
}

/**
 * Operator-only pages (DESIGN.md: the subscriptions page is guarded by the server role, not by a
 * key in the URL); everyone else goes home. The server refuses their requests anyway.
 */
export function RequireOperator({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status !== 'signedIn') return <FullScreenSpinner />;
  if (auth.user.role !== 'operator') return <Navigate to="/home" replace />;
  return <>{children}</>;
}
