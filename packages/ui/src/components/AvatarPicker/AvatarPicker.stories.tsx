import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AvatarPicker } from './AvatarPicker';

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#7fb3a5"/><circle cx="50" cy="40" r="20" fill="#f4d6b5"/><rect x="20" y="66" width="60" height="34" rx="16" fill="#2d5f8b"/></svg>',
  );

const meta = {
  title: 'Account/AvatarPicker',
  component: AvatarPicker,
  tags: ['autodocs'],
  args: { name: 'Ana Sousa', imageUrl: PHOTO, progress: null, error: null, onFileSelected: fn() },
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {};

export const NoPhotoYet: Story = { args: { imageUrl: null } };

/** Halfway through an upload. */
export const Uploading: Story = { args: { progress: 0.45 } };

/** The chosen file was not an image. */
export const NotAnImage: Story = { args: { error: 'Please select an image file' } };

/** The chosen file was 5 MB or more. */
export const TooLarge: Story = { args: { error: 'Image size should be less than 5MB' } };
