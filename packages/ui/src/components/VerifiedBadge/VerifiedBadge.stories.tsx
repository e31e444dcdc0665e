import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifiedBadge } from './VerifiedBadge';

const meta = {
  title: 'Profiles/VerifiedBadge',
  component: VerifiedBadge,
  tags: ['autodocs'],
} satisfies Meta<typeof VerifiedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown beside the name of a provider the operators have verified. */
export const VerifiedProvider: Story = {};
