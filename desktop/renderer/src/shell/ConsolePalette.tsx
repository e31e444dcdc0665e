import { CommandPalette, useCommandPaletteShortcut } from '@partilha/ui';
import type { ConsoleCommand } from './commands';

export interface ConsolePaletteProps {
  isOpen: boolean;
  onOpen: (open: boolean) => void;
  /** Only what the signed-in role may run: navigation, the screen's and the open drawer's actions. */
  commands: readonly ConsoleCommand[];
}

/** The Cmd/Ctrl+K palette of the console, anywhere in the window. */
export function ConsolePalette({ isOpen, onOpen, commands }: ConsolePaletteProps) {
  useCommandPaletteShortcut(() => onOpen(true));
  return <CommandPalette isOpen={isOpen} onClose={() => onOpen(false)} commands={commands} />;
}
