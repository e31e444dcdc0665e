import { CONSOLE_MESSAGES, rejectionReasonProblem } from '@partilha/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { ReasonDialog } from './ReasonDialog';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Console/ReasonDialog',
  component: ReasonDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  args: {
    isOpen: true,
    title: 'Suspend Ana Silva',
    description: 'Ana will not be able to sign in and her 3 listings leave search until reinstated.',
    confirmLabel: 'Suspend account',
    intent: 'danger',
    onConfirm: fn(() => wait(600)),
    onClose: fn(),
  },
  // The dialog lives in a portal; the button in the story root reopens it after it closes.
  render: function OpenedFromAButton(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button text={args.confirmLabel} intent={args.intent} onClick={() => setOpen(true)} />
        <ReasonDialog
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
  argTypes: {
    intent: { control: 'inline-radio', options: ['primary', 'danger', 'warning', 'success'] },
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suspending a member: a danger action, the reason starts empty. */
export const SuspendMember: Story = {};

/** Granting Verified Provider: a positive action. */
export const VerifyProvider: Story = {
  args: {
    title: 'Verify João Costa',
    description: 'The Verified Provider badge appears on his profile and listings.',
    confirmLabel: 'Verify provider',
    intent: 'success',
  },
};

/** Suspending a listing, with a reason already typed. */
export const SuspendListing: Story = {
  args: {
    title: 'Suspend "Berbequim Bosch 18V"',
    description: 'The listing leaves search; its page says it is unavailable.',
    confirmLabel: 'Suspend listing',
    intent: 'warning',
    initialReason: 'Photos show a different tool than the one described.',
  },
};

/** An owner rejecting a booking request: the reason is optional and the renter reads it on the booking. */
export const RejectBookingRequest: Story = {
  args: {
    title: 'Reject this booking request?',
    description: 'The renter is told, and the dates stay free for others.',
    confirmLabel: 'Reject',
    intent: 'danger',
    optional: true,
    validate: rejectionReasonProblem,
    helperText: 'The renter will see this reason on the booking.',
  },
};

/** Confirm pressed without a reason: the domain's message under the field. */
export const ReasonMissing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
  },
};

/** The server refused: its message shows in a danger callout and the reason stays. */
export const ServerError: Story = {
  args: {
    title: 'Change role of Rita Sousa',
    description: 'Rita becomes a member and loses access to the console.',
    confirmLabel: 'Change role',
    intent: 'danger',
    initialReason: 'Left the operations team.',
    onConfirm: fn(async () => {
      await wait(400);
      throw new Error(CONSOLE_MESSAGES.lastOperator);
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await within(dialog).findByRole('alert');
  },
};
