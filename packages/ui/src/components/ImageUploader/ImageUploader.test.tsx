// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageFileKey } from './image-file-key';
import { ImageUploader, type ExistingListingImage, type ImageUploaderValue } from './ImageUploader';

// jsdom has no object URLs; these stand in, numbered so each preview is told apart.
let created = 0;
const createObjectURL = vi.fn(() => `blob:preview-${++created}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  created = 0;
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

// The file dialog is the browser's; these tests hand files straight to the input, past `accept`.
const user = () => userEvent.setup({ applyAccept: false });

function image(name: string, type = 'image/png', size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const EXISTING: ExistingListingImage[] = [
  { id: 'a1b2c3', url: 'https://example.test/kept-1.jpg' },
  { id: 'd4e5f6', url: 'https://example.test/kept-2.jpg' },
];

/** The uploader with its value kept, as a form keeps it. */
function Harness({
  initial,
  onChange = () => undefined,
  onError = () => undefined,
}: {
  initial: ImageUploaderValue;
  onChange?: (next: ImageUploaderValue) => void;
  onError?: (message: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploader
      {...value}
      onError={onError}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function tiles() {
  return within(screen.getByRole('list', { name: 'Listing images' })).getAllByRole('listitem');
}

describe('ImageUploader', () => {
  it('starts empty with the drop zone, the button and "0 of 5 images"', () => {
    render(<ImageUploader existing={[]} files={[]} onChange={() => undefined} onError={() => undefined} />);
    expect(screen.getByText('Drag and drop images here, or')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose images' })).toBeEnabled();
    expect(screen.getByText('0 of 5 images')).toBeVisible();
    expect(screen.getByText('JPEG, PNG, WEBP or GIF, up to 5MB each')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('only offers the four image types in the file dialog', () => {
    render(<ImageUploader existing={[]} files={[]} onChange={() => undefined} onError={() => undefined} />);
    expect(screen.getByLabelText('Listing image files')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/gif',
    );
  });

  it('adds chosen images after the ones already there and shows them', async () => {
    const onChange = vi.fn();
    const drill = image('drill.png');
    const tent = image('tent.jpg', 'image/jpeg');
    render(<Harness initial={{ existing: EXISTING, files: [] }} onChange={onChange} />);
    await user().upload(screen.getByLabelText('Listing image files'), [drill, tent]);
    expect(onChange).toHaveBeenLastCalledWith({ existing: EXISTING, files: [drill, tent] });
    expect(screen.getByText('4 of 5 images')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', 'https://example.test/kept-1.jpg');
    expect(screen.getByRole('img', { name: 'Image 3: drill.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByRole('img', { name: 'Image 4: tent.jpg' })).toBeInTheDocument();
  });

  it('marks the first image as the main image', () => {
    render(<ImageUploader existing={EXISTING} files={[]} onChange={() => undefined} onError={() => undefined} />);
    const [first, second] = tiles();
    expect(within(first as HTMLElement).getByText('Main image')).toBeVisible();
    expect(within(second as HTMLElement).queryByText('Main image')).not.toBeInTheDocument();
  });

  it('refuses a PDF with "File must be an image"', async () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    render(<ImageUploader existing={[]} files={[]} onChange={onChange} onError={onError} />);
    await user().upload(screen.getByLabelText('Listing image files'), image('invoice.pdf', 'application/pdf'));
    expect(onError).toHaveBeenCalledWith('File must be an image');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image type the server does not take with "File type image/bmp is not supported"', async () => {
    const onError = vi.fn();
    render(<ImageUploader existing={[]} files={[]} onChange={() => undefined} onError={onError} />);
    await user().upload(screen.getByLabelText('Listing image files'), image('scan.bmp', 'image/bmp'));
    expect(onError).toHaveBeenCalledWith('File type image/bmp is not supported');
  });

  it('refuses a 6 MB file with "File size must be less than 5MB" and keeps the valid ones', async () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    const small = image('small.webp', 'image/webp');
    render(<ImageUploader existing={[]} files={[]} onChange={onChange} onError={onError} />);
    await user().upload(screen.getByLabelText('Listing image files'), [
      image('huge.jpg', 'image/jpeg', 6 * 1024 * 1024),
      small,
    ]);
    expect(onError).toHaveBeenCalledWith('File size must be less than 5MB');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ existing: [], files: [small] });
  });

  it('refuses a 6th image with "You can only upload up to 5 images", counting the kept images', async () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    const three = [image('1.png'), image('2.png'), image('3.png')];
    render(<ImageUploader existing={EXISTING} files={three} onChange={onChange} onError={onError} />);
    expect(screen.getByText('5 of 5 images')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose images' })).toBeDisabled();
    await user().upload(screen.getByLabelText('Listing image files'), image('6.png'));
    expect(onError).toHaveBeenCalledWith('You can only upload up to 5 images');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes images up to the limit and says why the rest were left', async () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    const fourth = image('4.png');
    render(<ImageUploader existing={EXISTING} files={[image('3.png')]} onChange={onChange} onError={onError} />);
    await user().upload(screen.getByLabelText('Listing image files'), [fourth, image('5.png'), image('6.png')]);
    expect(onChange.mock.lastCall?.[0].files).toHaveLength(3);
    expect(onChange.mock.lastCall?.[0].files.slice(1)).toEqual([fourth, expect.any(File)]);
    expect(onError).toHaveBeenCalledWith('You can only upload up to 5 images');
  });

  it('takes dropped files through the same checks', () => {
    const onError = vi.fn();
    const onChange = vi.fn();
    const drill = image('drill.png');
    render(<ImageUploader existing={[]} files={[]} onChange={onChange} onError={onError} />);
    const zone = screen.getByText('Drag and drop images here, or').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [drill, image('notes.pdf', 'application/pdf')], types: ['Files'] } });
    expect(onChange).toHaveBeenCalledWith({ existing: [], files: [drill] });
    expect(onError).toHaveBeenCalledWith('File must be an image');
  });

  it('moves an image left and right; the one moved first becomes the main image', async () => {
    const onChange = vi.fn();
    const [a, b, c] = [image('a.png'), image('b.png'), image('c.png')];
    render(<Harness initial={{ existing: [], files: [a, b, c] }} onChange={onChange} />);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Move image 2 left' }));
    expect(onChange).toHaveBeenLastCalledWith({ existing: [], files: [b, a, c] });
    expect(within(tiles()[0] as HTMLElement).getByRole('img', { name: 'Image 1: b.png' })).toBeInTheDocument();
    expect(within(tiles()[0] as HTMLElement).getByText('Main image')).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Move image 2 right' }));
    expect(onChange).toHaveBeenLastCalledWith({ existing: [], files: [b, c, a] });
  });

  it('cannot move the first image left nor the last right', () => {
    render(
      <ImageUploader
        existing={[]}
        files={[image('a.png'), image('b.png')]}
        onChange={() => undefined}
        onError={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Move image 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 2 right' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 1 right' })).toBeEnabled();
  });

  it('reorders kept images among themselves, and new files among themselves', async () => {
    const onChange = vi.fn();
    const drill = image('drill.png');
    render(<Harness initial={{ existing: EXISTING, files: [drill] }} onChange={onChange} />);
    expect(within(tiles()[2] as HTMLElement).getByText('New')).toBeVisible();
    expect(screen.getAllByText('New')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Move image 2 right' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 left' })).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Move image 1 right' }));
    expect(onChange).toHaveBeenLastCalledWith({ existing: [EXISTING[1], EXISTING[0]], files: [drill] });
  });

  it('keeps the keyboard focus on the moved image', async () => {
    const [a, b] = [image('a.png'), image('b.png')];
    render(<Harness initial={{ existing: [], files: [a, b] }} />);
    await user().click(screen.getByRole('button', { name: 'Move image 1 right' }));
    // Now last, it cannot go right again: focus moves to its other move button.
    expect(screen.getByRole('button', { name: 'Move image 2 left' })).toHaveFocus();
  });

  it('removes an image, revokes its preview and moves focus to the next one', async () => {
    const onChange = vi.fn();
    const [a, b, c] = [image('a.png'), image('b.png'), image('c.png')];
    render(<Harness initial={{ existing: [], files: [a, b, c] }} onChange={onChange} />);
    const bPreview = screen.getByRole('img', { name: 'Image 2: b.png' }).getAttribute('src');
    await user().click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(onChange).toHaveBeenLastCalledWith({ existing: [], files: [a, c] });
    expect(tiles()).toHaveLength(2);
    expect(screen.queryByRole('img', { name: /b\.png/ })).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith(bPreview);
    expect(screen.getByRole('button', { name: 'Remove image 2' })).toHaveFocus();
  });

  it('removes a kept image', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ existing: EXISTING, files: [] }} onChange={onChange} />);
    await user().click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ existing: [EXISTING[1]], files: [] });
  });

  it('returns focus to "Choose images" when the last image is removed', async () => {
    render(<Harness initial={{ existing: [], files: [image('a.png')] }} />);
    await user().click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveFocus();
  });

  it('revokes every preview when it goes away', () => {
    const { unmount } = render(
      <ImageUploader
        existing={[]}
        files={[image('a.png'), image('b.png')]}
        onChange={() => undefined}
        onError={() => undefined}
      />,
    );
    const previews = createObjectURL.mock.results.map((result) => result.value);
    expect(previews).toHaveLength(2);
    unmount();
    expect(revokeObjectURL.mock.calls.map(([url]) => url)).toEqual(expect.arrayContaining(previews));
  });

  it('shows each new file’s upload progress', () => {
    const [a, b] = [image('a.png'), image('b.png')];
    render(
      <ImageUploader
        existing={EXISTING}
        files={[a, b]}
        progress={{ [imageFileKey(a)]: 0.4, [imageFileKey(b)]: 1 }}
        onChange={() => undefined}
        onError={() => undefined}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress of image 3' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress of image 4' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('shows a message about the images as a whole', () => {
    render(
      <ImageUploader
        existing={[]}
        files={[]}
        error="Please upload at least one image"
        onChange={() => undefined}
        onError={() => undefined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload at least one image');
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveAccessibleDescription(
      'Please upload at least one image',
    );
  });

  it('changes nothing while disabled', async () => {
    const onChange = vi.fn();
    render(<ImageUploader existing={EXISTING} files={[]} disabled onChange={onChange} onError={() => undefined} />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    fireEvent.drop(screen.getByText('Drag and drop images here, or').parentElement as HTMLElement, {
      dataTransfer: { files: [image('a.png')], types: ['Files'] },
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('read-only, shows the images in order with their progress and nothing to change them', () => {
    const [a, b] = [image('a.png'), image('b.png')];
    render(
      <ImageUploader
        existing={[]}
        files={[a, b]}
        readOnly
        progress={{ [imageFileKey(a)]: 0.5 }}
        onChange={() => undefined}
        onError={() => undefined}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Drag and drop images here, or')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Listing image files')).not.toBeInTheDocument();
    expect(within(tiles()[0] as HTMLElement).getByText('Main image')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Image 2: b.png' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of image 1' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });
});
