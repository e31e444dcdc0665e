import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentPath, rememberRedirectTarget } from './redirect-target';

/**
 * Opens a sign-in page (`/auth/login` unless told otherwise) after saving the page the visitor is
 * on, query included, so signing in — or signing up and verifying — brings them back to it.
 */
export function useSignInFromHere(): (authPage?: '/auth/login' | '/auth/signup') => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (authPage = '/auth/login') => {
      rememberRedirectTarget(currentPath(location));
      navigate(authPage);
    },
    [location, navigate],
  );
}
