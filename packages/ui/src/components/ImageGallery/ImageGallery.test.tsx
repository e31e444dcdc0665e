// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { galleryImageAlt, ImageGallery, type GalleryImage } from './ImageGallery';

const IMAGES: GalleryImage[] = ['a.png', 'b.png', 'c.png'].map((name) => ({
  key: name,
  url: `https://files.test/large/${name}`,
  thumbUrl: `https://files.test/thumb/${name}`,
}));

function mainImage(): HTMLImageElement {
  return screen.getByRole('img', { name: /^Drill/ });
}

describe('ImageGallery', () => {
  it('shows the first image large and every image as a thumbnail', () => {
    render(<ImageGallery images={IMAGES} label="Drill" />);
    expect(mainImage()).toHaveAttribute('src', 'https://files.test/large/a.png');
    expect(mainImage()).toHaveAccessibleName('Drill, image 1 of 3');
    const thumbs = screen.getAllByRole('button', { name: /^Show image/ });
    expect(thumbs).toHaveLength(3);
    expect(thumbs[1]?.querySelector('img')).toHaveAttribute('src', 'https://files.test/thumb/b.png');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a thumbnail large when it is chosen', () => {
    render(<ImageGallery images={IMAGES} label="Drill" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(mainImage()).toHaveAttribute('src', 'https://files.test/large/c.png');
    expect(mainImage()).toHaveAccessibleName('Drill, image 3 of 3');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('goes back to the main image when the chosen one is no longer there', () => {
    const { rerender } = render(<ImageGallery images={IMAGES} label="Drill" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    rerender(<ImageGallery images={IMAGES.slice(0, 2)} label="Drill" />);
    expect(mainImage()).toHaveAttribute('src', 'https://files.test/large/a.png');
  });

  it('has no thumbnail strip for a single image', () => {
    render(<ImageGallery images={IMAGES.slice(0, 1)} label="Drill" />);
    expect(mainImage()).toHaveAccessibleName('Drill');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says "No image" without images', () => {
    render(<ImageGallery images={[]} label="Drill" />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Drill/ })).toBeNull();
  });
});

describe('galleryImageAlt', () => {
  it('numbers the image only when there are several', () => {
    expect(galleryImageAlt('Tent', 0, 1)).toBe('Tent');
    expect(galleryImageAlt('Tent', 1, 4)).toBe('Tent, image 2 of 4');
  });
});
