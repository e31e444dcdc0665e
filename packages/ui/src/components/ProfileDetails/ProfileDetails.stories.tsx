import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileDetails } from './ProfileDetails';

const meta = {
  title: 'Profiles/ProfileDetails',
  component: ProfileDetails,
  tags: ['autodocs'],
  args: {
    bio: 'Handy with tools and happy to help neighbours with small repairs and garden work.',
    phoneNumber: '+351 912 345 678',
    languages: ['Portuguese', 'English'],
    serviceCategories: ['home-repairs', 'gardening'],
    equipmentCategories: ['power-tools'],
    cancellationStats: { totalCancellations: 0, lateCancellations: 0, endedBookings: 9 },
  },
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything filled in, phone shown by the owner's choice. */
export const Complete: Story = {};

/** The owner keeps the phone private: the server leaves it out, and so does the profile. */
export const PhoneHidden: Story = { args: { phoneNumber: '' } };

/** A new member: nothing but the reliability badge. */
export const Empty: Story = {
  args: { bio: '', phoneNumber: '', languages: [], serviceCategories: [], equipmentCategories: [] },
};

/** Late cancellations lower the reliability badge. */
export const Unreliable: Story = {
  args: { cancellationStats: { totalCancellations: 4, lateCancellations: 2, endedBookings: 4 } },
};
