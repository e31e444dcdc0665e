import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileHeader } from './ProfileHeader';

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#7fb3a5"/><circle cx="50" cy="40" r="20" fill="#f4d6b5"/><rect x="20" y="66" width="60" height="34" rx="16" fill="#2d5f8b"/></svg>',
  );

const meta = {
  title: 'Profiles/ProfileHeader',
  component: ProfileHeader,
  tags: ['autodocs'],
  args: {
    displayName: 'Ana Sousa',
    avatarUrl: PHOTO,
    verifiedProvider: true,
    city: 'Lisboa',
    postalCode: '1300-431',
    memberSince: 'January 2026',
    providerRating: { rating: 4.5, reviewCount: 12 },
    clientRating: { rating: 5, reviewCount: 3 },
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An established, verified provider who also books from others. */
export const VerifiedProvider: Story = {};

/** A member who is not (yet) verified. */
export const NotVerified: Story = { args: { verifiedProvider: false } };

/** A new member: no photo, nobody has reviewed them yet. */
export const NewMember: Story = {
  args: {
    displayName: 'Bruno Costa',
    avatarUrl: null,
    verifiedProvider: false,
    providerRating: { rating: 0, reviewCount: 0 },
    clientRating: { rating: 0, reviewCount: 0 },
  },
};

/** Location not filled in: the line is left out. */
export const NoLocation: Story = { args: { city: '', postalCode: '' } };

/** A long name wraps instead of overflowing. */
export const LongName: Story = { args: { displayName: 'Maria da Conceição Albuquerque de Vasconcelos e Sá' } };
