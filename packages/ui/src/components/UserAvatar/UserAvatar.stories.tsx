import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserAvatar } from './UserAvatar';

// A small inline SVG stands in for a server thumbnail, so the catalogue builds offline.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#7fb3a5"/><circle cx="50" cy="40" r="20" fill="#f4d6b5"/><rect x="20" y="66" width="60" height="34" rx="16" fill="#2d5f8b"/></svg>',
  );

const meta = {
  title: 'Profiles/UserAvatar',
  component: UserAvatar,
  tags: ['autodocs'],
  args: { name: 'Ana Sousa', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = { args: { imageUrl: PHOTO } };

/** No photo yet: the first letter of the name. */
export const InitialFallback: Story = {};

/** A photo that cannot be loaded falls back to the initial too. */
export const BrokenPhoto: Story = { args: { imageUrl: 'data:image/png;base64,broken' } };

/** No name known: a question mark. */
export const NoName: Story = { args: { name: '' } };

export const Small: Story = { args: { size: 'sm', imageUrl: PHOTO } };

export const Large: Story = { args: { size: 'lg' } };

export const ExtraLarge: Story = { args: { size: 'xl', imageUrl: PHOTO } };
