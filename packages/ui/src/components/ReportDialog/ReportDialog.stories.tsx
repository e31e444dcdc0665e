import { Button } from '@blueprintjs/core';
import { MODERATION_MESSAGES } from '@partilha/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { ReportDialog } from './ReportDialog';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const explanation = 'The listing asks for payment by bank transfer before any booking, outside Partilha.';

const meta = {
  title: 'Moderation/ReportDialog',
  component: ReportDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 900 } } },
  args: {
    isOpen: true,
    kind: 'listing',
    targetId: 'l8x2k4m9q1w7e5r',
    targetLabel: 'Berbequim Bosch 18V',
    member: { name: 'Marta Ferreira', email: 'marta.ferreira@example.pt' },
    onSubmit: fn(async (): Promise<string> => {
      await wait(500);
      return MODERATION_MESSAGES.noticeReceived;
    }),
    onClose: fn(),
  },
  // The dialog lives in a portal; the button in the story root reopens it after it closes.
  render: function OpenedFromAButton(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button icon="flag" variant="minimal" text="Report" onClick={() => setOpen(true)} />
        <ReportDialog
          {...args}
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

/** A signed-in member reports a listing: their name and e-mail come from the account. */
export const Member: Story = {};

/** A guest reports a public profile: name and e-mail are required (the confirmation link goes there). */
export const Guest: Story = {
  args: {
    kind: 'profile',
    targetLabel: 'João Costa',
    member: null,
    onSubmit: fn(async (): Promise<string> => {
      await wait(500);
      return MODERATION_MESSAGES.noticeConfirmEmailSent;
    }),
  },
};

/** Illegal content asks which law it breaks. */
export const IllegalContent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'Illegal content' }));
    await userEvent.selectOptions(
      dialog.getByLabelText(/Which law/),
      'STATEMENT_CATEGORY_UNSAFE_AND_PROHIBITED_PRODUCTS',
    );
    await userEvent.type(dialog.getByLabelText('Explanation'), 'Sells a gas heater recalled by the manufacturer.');
  },
};

/** Send pressed with nothing filled in (a guest): every problem in the domain's words. */
export const ValidationErrors: Story = {
  args: { member: null, kind: 'review', targetLabel: '“Great drill, terrible owner”' },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
  },
};

/** The server refused (here: already reported); the message shows and everything typed stays. */
export const ServerError: Story = {
  args: {
    kind: 'review',
    targetLabel: '“Great drill, terrible owner”',
    onSubmit: fn(async (): Promise<string> => {
      await wait(400);
      throw new Error(MODERATION_MESSAGES.alreadyReported);
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'Discrimination or harassment' }));
    await userEvent.type(dialog.getByLabelText('Explanation'), explanation);
    await userEvent.click(dialog.getByRole('checkbox', { name: /good faith/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await dialog.findByRole('alert');
  },
};

/** Sent by a member: the report reached the moderators. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.type(dialog.getByLabelText('Explanation'), explanation);
    await userEvent.click(dialog.getByRole('checkbox', { name: /good faith/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await dialog.findByRole('status');
  },
};
