import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CLEANING_PHOTO, DRILL_PHOTO, TENT_PHOTO } from '../ListingCard/story-images';
import { imageFileKey } from './image-file-key';
import { ImageUploader, type ExistingListingImage, type ImageUploaderProps } from './ImageUploader';
import { CASE_FILE, DRILL_FILE, DRILL_SIDE_FILE } from './story-files';

/** Keeps the images, so adding, moving and removing can be tried in the catalogue. */
function Controlled(props: ImageUploaderProps) {
  const [value, setValue] = useState({ existing: props.existing, files: props.files });
  return (
    <div style={{ maxWidth: 720 }}>
      <ImageUploader
        {...props}
        {...value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const KEPT: ExistingListingImage[] = [
  { id: 'k7x2m9q4r1', url: DRILL_PHOTO },
  { id: 'p3v8n2b6t5', url: TENT_PHOTO },
  { id: 'c5w1z7h3y8', url: CLEANING_PHOTO },
];

const meta = {
  title: 'Listings/ImageUploader',
  component: ImageUploader,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: { existing: [], files: [], onChange: fn(), onError: fn() },
  argTypes: { files: { control: false }, existing: { control: false }, progress: { control: false } },
} satisfies Meta<typeof ImageUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard's Images step before anything is chosen. */
export const Empty: Story = {};

/** Two new files, previewed from object URLs; the first is the main image. */
export const TwoNewFiles: Story = { args: { files: [DRILL_FILE, DRILL_SIDE_FILE] } };

/** The edit form: the listing's saved images. */
export const ExistingImages: Story = { args: { existing: KEPT } };

/** Three saved and two new: five, the limit. "Choose images" is off; a dropped sixth is refused. */
export const AtTheLimit: Story = { args: { existing: KEPT, files: [DRILL_FILE, CASE_FILE] } };

/** Uploading: one file done, one at 40 %, one just started. */
export const Uploading: Story = {
  args: {
    files: [DRILL_FILE, DRILL_SIDE_FILE, CASE_FILE],
    progress: { [imageFileKey(DRILL_FILE)]: 1, [imageFileKey(DRILL_SIDE_FILE)]: 0.4, [imageFileKey(CASE_FILE)]: 0.05 },
    disabled: true,
  },
};

/** The wizard's review step while saving: the images in order with their progress, nothing to change. */
export const ReadOnlyUploading: Story = {
  args: {
    files: [DRILL_FILE, DRILL_SIDE_FILE],
    progress: { [imageFileKey(DRILL_FILE)]: 1, [imageFileKey(DRILL_SIDE_FILE)]: 0.6 },
    readOnly: true,
  },
};

/** The form asked for an image and none was given. */
export const WithError: Story = { args: { error: 'Please upload at least one image' } };

/** The upload failed; the chosen files stay so the user can try again. */
export const UploadFailed: Story = {
  args: { files: [DRILL_FILE], error: 'Failed to upload images. Please try again.' },
};
