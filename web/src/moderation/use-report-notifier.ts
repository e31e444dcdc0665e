import { useAuth } from '@partilha/data';
import type { ReportNotifier } from '@partilha/ui';
import { useMemo } from 'react';

/**
 * The signed-in member as the report form shows them (their account's name and e-mail, which the
 * server uses whatever is sent), or null for a guest.
 */
export function useReportNotifier(): ReportNotifier | null {
  const auth = useAuth();
  const user = auth.status === 'signedIn' ? auth.user : null;
  return useMemo(() => {
    if (!user) return null;
    const name = user.displayName.trim() || [user.firstName, user.lastName].join(' ').trim();
    return { name, email: user.email };
  }, [user]);
}
