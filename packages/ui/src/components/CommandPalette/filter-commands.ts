import { foldText } from './fold-text';

export interface PaletteCommand {
  id: string;
  label: string;
  /** A heading the command is listed under ("Go to", "Subscriptions"). */
  group?: string;
  /** Other words that find it: "export csv download". */
  keywords?: string[];
  /** A hint shown beside it: "Ctrl+E". */
  shortcut?: string;
  run: () => void;
}

export interface CommandGroup {
  /** `undefined` for the commands without a group, listed first. */
  name: string | undefined;
  commands: PaletteCommand[];
}

/**
 * The commands whose label or keywords contain every word of the query (case and accents
 * ignored), in the order given, grouped by `group` in the order the groups first appear.
 */
export function filterCommands(commands: readonly PaletteCommand[], query: string): CommandGroup[] {
  const words = foldText(query).split(' ').filter(Boolean);
  const matching = commands.filter((command) => {
    const haystack = foldText([command.label, ...(command.keywords ?? [])].join(' '));
    return words.every((word) => haystack.includes(word));
  });
  const groups = new Map<string | undefined, PaletteCommand[]>();
  if (matching.some((command) => command.group === undefined)) groups.set(undefined, []);
  for (const command of matching) {
    const list = groups.get(command.group) ?? [];
    list.push(command);
    groups.set(command.group, list);
  }
  return [...groups].map(([name, list]) => ({ name, commands: list }));
}
