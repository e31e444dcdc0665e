import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VerificationStatusBanner } from './VerificationStatusBanner';

const meta = {
  title: 'Account/VerificationStatusBanner',
  component: VerificationStatusBanner,
  tags: ['autodocs'],
  args: { verified: false, email: 'ana@example.pt', resendSecondsLeft: 0, sending: false, onResend: fn() },
} satisfies Meta<typeof VerificationStatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = { args: { verified: true } };

/** Not verified, the resend button ready. */
export const NotVerified: Story = {};

/** Just sent: the button counts down the 60-second cooldown. */
export const CoolingDown: Story = { args: { resendSecondsLeft: 42 } };

export const Sending: Story = { args: { sending: true } };

/** Status only, no action (e.g. seen by someone who cannot resend). */
export const WithoutResend: Story = { args: { onResend: undefined } };
