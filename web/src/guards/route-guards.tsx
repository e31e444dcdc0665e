import { hasCompleteProfile, useAuth } from '@partilha/data';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../frame/FullScreenSpinner';
import { rememberRedirectTarget } from './redirect-target';

/**
 * Login guard (spec 001 §2 Route guard): spinner while loading; without a user, remember where they
 * were going (session storage) and go to /auth/login, replacing history and passing the origin.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <FullScreenSpinner />;
  if (auth.status === 'signedOut') {
    rememberRedirectTarget(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/auth/login" replace state={{ from: location }} />;
  }
  return <>{children}</>;
}

/** Profile-completeness guard on /account and /create/*: city and postal code must be set. */
export function RequireCompleteProfile({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status !== 'signedIn') return <FullScreenSpinner />;
  if (!hasCompleteProfile(auth.user)) return <Navigate to="/auth/onboarding" replace state={{ from: location }} />;
  return <>{children}</>;
}
