import type { PaletteCommand } from '@partilha/ui';
import { createContext, useContext, useEffect } from 'react';

/** One entry of the command palette. Only commands the role may run are ever registered. */
export type ConsoleCommand = PaletteCommand;

export interface CommandRegistry {
  /** Adds a screen's commands; returns the function that removes them. */
  register: (owner: string, commands: readonly ConsoleCommand[]) => () => void;
}

export const CommandRegistryContext = createContext<CommandRegistry>({ register: () => () => undefined });

/**
 * Offers `commands` in the palette while the calling component is mounted (a screen's export,
 * an open drawer's actions). Pass a memoised array: a new array re-registers.
 */
export function useScreenCommands(owner: string, commands: readonly ConsoleCommand[]): void {
  const registry = useContext(CommandRegistryContext);
  useEffect(() => registry.register(owner, commands), [registry, owner, commands]);
}
