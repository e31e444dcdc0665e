import { COMMAND_PALETTE_TEXTS } from '@partilha/domain';
import { Classes, Dialog, Icon } from '@blueprintjs/core';
import { Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cls } from '../../classes';
import { filterCommands, type PaletteCommand } from './filter-commands';

export interface CommandPaletteProps {
  /** What the signed-in role may run: the console filters by role, the palette only lists. */
  commands: readonly PaletteCommand[];
  isOpen: boolean;
  /**
   * Esc, a click outside, or a command chosen. A chosen command runs once the palette has closed
   * (Blueprint's `onClosed`), so keep the palette mounted while `isOpen` turns false.
   */
  onClose: () => void;
  /** Placeholder of the search field; "Type a command or search…" by default. */
  placeholder?: string;
  /** Accessible name of the dialog and of its list; "Commands" by default. */
  label?: string;
}

/** The palette's own words: the domain's catalogue, read in the active language while drawing. */
export { COMMAND_PALETTE_TEXTS };

/**
 * The console's Cmd/Ctrl+K palette: a search field over the commands (label and keywords, case
 * and accents ignored), grouped; arrows move the highlight, Enter runs it and closes. The field is
 * a combobox pointing at the highlighted option with `aria-activedescendant`, so focus never
 * leaves the field.
 */
export function CommandPalette(props: CommandPaletteProps) {
  const { commands, isOpen, onClose } = props;
  const id = useId();
  const label = props.label ?? COMMAND_PALETTE_TEXTS.label;
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const chosenRef = useRef<PaletteCommand | null>(null);

  // Each opening starts from the full list.
  useEffect(() => {
    if (isOpen) {
      setQuery('');
      setHighlight(0);
    }
  }, [isOpen]);

  const groups = useMemo(() => filterCommands(commands, query), [commands, query]);
  const flat = useMemo(() => groups.flatMap((group) => group.commands), [groups]);
  const current = flat.length === 0 ? -1 : Math.min(highlight, flat.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (current < 0) return;
    // jsdom has no scrollIntoView; browsers do.
    listRef.current?.querySelector(`[id="${optionId(current)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  });

  // The chosen command runs after the close transition, when the palette has given the focus
  // back to where it was: a command that opens a dialog or moves the focus then keeps it.
  const runChosen = () => {
    const command = chosenRef.current;
    chosenRef.current = null;
    command?.run();
  };
  // Unmounted before its close transition ended: the command still runs.
  useEffect(() => runChosen, []);

  const runCommand = (command: PaletteCommand | undefined) => {
    if (!command || chosenRef.current) return;
    chosenRef.current = command;
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (flat.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current + step + flat.length) % flat.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      runCommand(flat[current]);
    }
  };

  let index = -1;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onClosed={runChosen}
      aria-labelledby={`${id}-title`}
      className={cls('command-palette')}
      transitionDuration={100}
    >
      <h2 id={`${id}-title`} className={cls('command-palette-sr-only')}>
        {label}
      </h2>
      <div className={cls('command-palette-search')}>
        <Icon icon="search" aria-hidden className={cls('command-palette-search-icon')} />
        <input
          role="combobox"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-label={label}
          className={`${Classes.INPUT} ${Classes.LARGE} ${Classes.FILL} ${cls('command-palette-input')}`}
          placeholder={props.placeholder ?? COMMAND_PALETTE_TEXTS.placeholder}
          value={query}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setHighlight(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div ref={listRef} id={`${id}-list`} role="listbox" aria-label={label} className={cls('command-palette-list')}>
        {groups.map((group, groupIndex) => {
          const options = group.commands.map((command) => {
            index += 1;
            const position = index;
            const highlighted = position === current;
            return (
              <div
                key={command.id}
                id={optionId(position)}
                role="option"
                aria-selected={highlighted}
                className={[cls('command-palette-option'), highlighted ? cls('command-palette-option-active') : '']
                  .join(' ')
                  .trim()}
                onMouseMove={() => setHighlight(position)}
                // Keep focus in the field: a click must not blur the combobox.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => runCommand(command)}
              >
                <span className={cls('command-palette-label')}>{command.label}</span>
                {command.shortcut && <kbd className={cls('command-palette-shortcut')}>{command.shortcut}</kbd>}
              </div>
            );
          });
          if (!group.name) return <Fragment key="">{options}</Fragment>;
          const headingId = `${id}-group-${groupIndex}`;
          return (
            <div key={group.name} role="group" aria-labelledby={headingId}>
              <div id={headingId} role="presentation" className={cls('command-palette-group')}>
                {group.name}
              </div>
              {options}
            </div>
          );
        })}
      </div>
      <p role="status" className={flat.length === 0 ? cls('command-palette-empty') : cls('command-palette-sr-only')}>
        {flat.length === 0 ? COMMAND_PALETTE_TEXTS.noMatch : ''}
      </p>
    </Dialog>
  );
}
