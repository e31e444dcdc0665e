import { Button, Callout } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CommandPalette } from './CommandPalette';
import { operatorCommands } from './story-commands';
import { useCommandPaletteShortcut } from './use-command-palette-shortcut';

const OPERATOR_COMMANDS = operatorCommands(() => {});

/** A moderator may not read subscriptions nor change members: the console passes fewer commands. */
const MODERATOR_COMMANDS = OPERATOR_COMMANDS.filter(
  (command) => !['go-subscriptions', 'export-subscriptions', 'verify-provider', 'suspend-member'].includes(command.id),
);

const meta = {
  title: 'Console/CommandPalette',
  component: CommandPalette,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  args: { isOpen: true, onClose: fn(), commands: OPERATOR_COMMANDS },
  // The palette lives in a portal; the story root is the console behind it, where Cmd/Ctrl+K reopens it.
  render: function ConsoleWithPalette(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    const [lastRun, setLastRun] = useState<string | null>(null);
    useCommandPaletteShortcut(() => setOpen(true));
    const commands = args.commands.map((command) => ({
      ...command,
      run: () => {
        command.run();
        setLastRun(command.label);
      },
    }));
    return (
      <>
        <Button icon="search" text="Commands (Ctrl+K)" onClick={() => setOpen(true)} />
        {lastRun && <Callout intent="success">Ran: {lastRun}</Callout>}
        <CommandPalette
          {...args}
          commands={commands}
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything an operator may do: go to a screen, export, act on members, preferences. */
export const Operator: Story = {};

/** A moderator's shorter list. */
export const Moderator: Story = { args: { commands: MODERATOR_COMMANDS } };

/** With a placeholder of the screen it was opened from. */
export const CustomPlaceholder: Story = { args: { placeholder: 'Search commands and screens…' } };

/** Nothing to run (a role with no commands yet): "No matching commands". */
export const NoCommands: Story = { args: { commands: [] } };
