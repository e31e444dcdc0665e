import type { Meta, StoryObj } from '@storybook/react-vite';
import { CLEANING_PHOTO, DRILL_PHOTO, TENT_PHOTO } from '../ListingCard/story-images';
import { ImageGallery, ImageGallerySkeleton } from './ImageGallery';

const meta = {
  title: 'Listings/ImageGallery',
  component: ImageGallery,
  tags: ['autodocs'],
  // The width of the listing page's main column.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Cordless drill',
    images: [
      { key: 'drill.png', url: DRILL_PHOTO, thumbUrl: DRILL_PHOTO },
      { key: 'tent.png', url: TENT_PHOTO, thumbUrl: TENT_PHOTO },
      { key: 'cleaning.png', url: CLEANING_PHOTO, thumbUrl: CLEANING_PHOTO },
    ],
  },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several pictures: the first is the main one, the others are a click (or Enter) away. */
export const SeveralImages: Story = {};

/** The most a listing may have: five. */
export const FiveImages: Story = {
  args: {
    images: [DRILL_PHOTO, TENT_PHOTO, CLEANING_PHOTO, DRILL_PHOTO, TENT_PHOTO].map((url, index) => ({
      key: `photo-${index}.png`,
      url,
      thumbUrl: url,
    })),
  },
};

/** One picture: no thumbnail strip. */
export const SingleImage: Story = {
  args: { images: [{ key: 'drill.png', url: DRILL_PHOTO, thumbUrl: DRILL_PHOTO }] },
};

/** A listing without pictures shows "No image". */
export const NoImages: Story = { args: { images: [] } };

/** While the listing loads: the main view's frame at its final size (the listing page's skeleton). */
export const Loading: Story = { render: () => <ImageGallerySkeleton /> };
