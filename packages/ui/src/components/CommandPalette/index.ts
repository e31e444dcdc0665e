export { COMMAND_PALETTE_TEXTS, CommandPalette, type CommandPaletteProps } from './CommandPalette';
export { filterCommands, type CommandGroup, type PaletteCommand } from './filter-commands';
export { foldText } from './fold-text';
export { isCommandPaletteShortcut, useCommandPaletteShortcut } from './use-command-palette-shortcut';
