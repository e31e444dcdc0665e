import { useCallback, useMemo, useState } from 'react';
import type { CommandRegistry, ConsoleCommand } from './commands';

/** The commands screens have registered, in registration order, keyed by owner. */
export function useCommandRegistry(): { registry: CommandRegistry; screenCommands: ConsoleCommand[] } {
  const [byOwner, setByOwner] = useState<ReadonlyMap<string, readonly ConsoleCommand[]>>(new Map());

  const register = useCallback((owner: string, commands: readonly ConsoleCommand[]) => {
    setByOwner((now) => new Map(now).set(owner, commands));
    return () =>
      setByOwner((now) => {
        if (now.get(owner) !== commands) return now;
        const next = new Map(now);
        next.delete(owner);
        return next;
      });
  }, []);

  const registry = useMemo(() => ({ register }), [register]);
  const screenCommands = useMemo(() => [...byOwner.values()].flat(), [byOwner]);
  return { registry, screenCommands };
}
