import type { ConsoleSession, PocketBase } from '@partilha/data';
import { consoleCan, type ConsoleAction } from '@partilha/domain';
import { createContext, useContext } from 'react';
import type { ConsoleBridge } from '../bridge/get-bridge';

/** What every screen of a signed-in console needs. */
export interface ConsoleContextValue {
  client: PocketBase;
  bridge: ConsoleBridge;
  session: ConsoleSession;
  serverUrl: string;
  /** The one access question of the UI, asked of the same table the server uses. */
  can: (action: ConsoleAction) => boolean;
  /** Ends the session, e.g. when the server says the token is no longer valid. */
  signOut: (notice?: string | null) => Promise<void>;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole() needs a signed-in console around it.');
  return value;
}

export function makeCan(session: ConsoleSession) {
  return (action: ConsoleAction) => consoleCan(session.user.role, action);
}
