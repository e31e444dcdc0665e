import { CommandPalette, useCommandPaletteShortcut } from '@partilha/ui';
import { useState } from 'react';
import type { ConsoleCommand } from './commands';

export interface ConsolePaletteProps {
  isOpen: boolean;
  onOpen: (open: boolean) => void;
  /** Only what the signed-in role may run: navigation, the screen's and the open drawer's actions. */
  commands: readonly ConsoleCommand[];
}

/** The Cmd/Ctrl+K palette of the console, anywhere in the window. */
export function ConsolePalette({ isOpen, onOpen, commands }: ConsolePaletteProps) {
  // A Blueprint overlay keeps its portal once opened, so a palette opened before would reopen
  // under a drawer opened since. A new palette for each opening gets a portal above every open
  // overlay; it stays mounted while it closes, so it still runs its command and returns the focus.
  const [opening, setOpening] = useState(0);
  const [openedAt, setOpenedAt] = useState(isOpen);
  if (isOpen !== openedAt) {
    setOpenedAt(isOpen);
    if (isOpen) setOpening(opening + 1);
  }
  useCommandPaletteShortcut(() => onOpen(true));
  return <CommandPalette key={opening} isOpen={isOpen} onClose={() => onOpen(false)} commands={commands} />;
}
