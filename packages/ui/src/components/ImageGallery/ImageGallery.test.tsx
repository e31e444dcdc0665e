// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { galleryImageAlt, ImageGallery, ImageGallerySkeleton, type GalleryImage } from './ImageGallery';

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

  it('draws the main view from the srcset at the given sizes, the first picture fetched first and eagerly', () => {
    const withWidths = IMAGES.map((image) => ({
      ...image,
      srcSet: `https://files.test/800/${image.key} 800w, https://files.test/1200/${image.key} 1200w`,
    }));
    render(<ImageGallery images={withWidths} label="Drill" sizes="(max-width: 767px) 100vw, 800px" />);
    expect(mainImage()).toHaveAttribute(
      'srcset',
      'https://files.test/800/a.png 800w, https://files.test/1200/a.png 1200w',
    );
    expect(mainImage()).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 800px');
    expect(mainImage()).toHaveAttribute('loading', 'eager');
    expect(mainImage()).toHaveAttribute('fetchpriority', 'high');
    // The strip's thumbnails wait until they are near the screen, at their drawn size.
    for (const thumb of screen.getAllByRole('button', { name: /^Show image/ })) {
      expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');
      expect(thumb.querySelector('img')).toHaveAttribute('width', '72');
      expect(thumb.querySelector('img')).toHaveAttribute('height', '72');
    }
    // A picture chosen later is shown at once but is not the page's first.
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(mainImage()).toHaveAttribute('srcset', expect.stringContaining('/800/b.png 800w'));
    expect(mainImage()).toHaveAttribute('fetchpriority', 'auto');
  });

  it('leaves sizes out without a srcset', () => {
    render(<ImageGallery images={IMAGES} label="Drill" sizes="100vw" />);
    expect(mainImage()).not.toHaveAttribute('srcset');
    expect(mainImage()).not.toHaveAttribute('sizes');
  });

  it('says "No image" without images', () => {
    render(<ImageGallery images={[]} label="Drill" />);
    expect(screen.getByText('No image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Drill/ })).toBeNull();
  });
});

describe('ImageGallerySkeleton', () => {
  it("keeps the main view's frame, hidden from screen readers", () => {
    const { container } = render(<ImageGallerySkeleton />);
    const frame = container.querySelector('.partilha-image-gallery-main');
    expect(frame).toHaveClass('bp6-skeleton');
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('galleryImageAlt', () => {
  it('numbers the image only when there are several', () => {
    expect(galleryImageAlt('Tent', 0, 1)).toBe('Tent');
    expect(galleryImageAlt('Tent', 1, 4)).toBe('Tent, image 2 of 4');
  });
});
