import { useAuth } from '@partilha/data';

/** The signed-in user's city, whose listings the search puts first (spec 000 §9); '' for visitors. */
export function useSignedInCity(): string {
  const auth = useAuth();
  return auth.status === 'signedIn' ? auth.user.city.trim() : '';
}
