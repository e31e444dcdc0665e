import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListingCard } from './ListingCard';
import { ListingCardSkeleton } from './ListingCardSkeleton';
import { AVATAR_PHOTO, CLEANING_PHOTO, DRILL_PHOTO } from './story-images';

const meta = {
  title: 'Listings/ListingCard',
  component: ListingCard,
  tags: ['autodocs'],
  // A grid cell's width, so the card looks as it does on the home and search pages.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    id: 'svc1',
    type: 'service',
    title: 'Home cleaning, eco products included',
    city: 'Lisboa',
    postalCode: '1300-431',
    price: 25,
    imageUrl: CLEANING_PHOTO,
    href: '/marketplace/services/svc1',
    onOpen: fn(),
  },
  argTypes: { type: { control: 'inline-radio', options: ['service', 'equipment'] } },
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A service, priced per hour, with its main image. */
export const ServiceWithImage: Story = {};

/** Equipment, priced per day, whose owner has not added a picture. */
export const EquipmentWithoutImage: Story = {
  args: {
    id: 'eq1',
    type: 'equipment',
    title: 'Gazebo 3x3 m for garden parties',
    city: 'Porto',
    postalCode: '4000-322',
    price: 12.5,
    imageUrl: null,
    href: '/marketplace/equipment/eq1',
  },
};

/** Home's Recent Listings show who offers it, with the owner's rating as a provider. */
export const WithOwnerAndRating: Story = {
  args: {
    id: 'eq2',
    type: 'equipment',
    title: 'Bosch cordless drill 18V with two batteries',
    city: 'Porto',
    postalCode: '4000-322',
    price: 8,
    imageUrl: DRILL_PHOTO,
    href: '/marketplace/equipment/eq2',
    owner: { name: 'Rui Almeida', avatarUrl: AVATAR_PHOTO, rating: 4.5, reviewCount: 12 },
  },
};

/** An owner without a photo (initial) and not reviewed yet. */
export const OwnerWithoutReviews: Story = {
  args: { owner: { name: 'Inês Carvalho', rating: 0, reviewCount: 0 } },
};

/** A title longer than two lines ends in an ellipsis; the link still has the whole title as its name. */
export const LongTitle: Story = {
  args: {
    title:
      'Furniture assembly for IKEA wardrobes, beds, kitchens and office desks — tools brought, packaging taken away, weekends too',
    city: 'Vila Nova de Gaia',
    postalCode: '4400-123',
    price: 30,
    owner: { name: 'Maria Fernandes da Costa Rodrigues', rating: 5, reviewCount: 27 },
  },
};

/** Pages that list one owner's own listings (My Listings, a profile) show no owner. */
export const NoOwner: Story = { args: { owner: null } };

/** A square thumbnail (the server's 300x300) is cropped to the card's 4:3 frame, never stretching it. */
export const SquarePhoto: Story = {
  args: {
    imageUrl:
      'data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="#d6ecf5"/>' +
          '<circle cx="150" cy="150" r="90" fill="#29a634"/></svg>',
      ),
  },
};

/** A thumbnail that fails to load shows the placeholder instead of a broken image. */
export const BrokenImage: Story = { args: { imageUrl: 'data:image/png;base64,broken' } };

/** The first card of the home page: its photo is fetched at once and before the others (the page's largest paint). */
export const FirstOnHome: Story = {
  args: { imageLoading: 'eager', imageFetchPriority: 'high', imageSizes: '(max-width: 640px) 50vw, 300px' },
};

/**
 * While listings load, a skeleton built from the card's own boxes holds each card's place: the same
 * height as the card with an owner line (search, Recent Listings), so nothing moves when it arrives.
 */
export const LoadingSkeleton: Story = {
  render: () => <ListingCardSkeleton withOwner />,
};

/** The landing page's cards have no owner line, nor do their skeletons. */
export const LoadingSkeletonWithoutOwner: Story = {
  render: () => <ListingCardSkeleton />,
};
