import { createContext, useContext } from 'react';

export interface LiveState {
  /** Grows after realtime changes (debounced) and after a reconnect: screens refetch on it. */
  revision: number;
  /** `false` while the realtime connection is lost. */
  connected: boolean;
}

export const LiveContext = createContext<LiveState>({ revision: 0, connected: true });

export function useLive(): LiveState {
  return useContext(LiveContext);
}
