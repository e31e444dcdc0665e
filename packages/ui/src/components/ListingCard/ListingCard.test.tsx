// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListingCard, type ListingCardProps } from './ListingCard';

const service: ListingCardProps = {
  id: 'svc1',
  type: 'service',
  title: 'Home cleaning',
  city: 'Lisboa',
  postalCode: '1300-431',
  price: 25,
  imageUrl: 'https://example.test/clean.jpg',
  href: '/marketplace/services/svc1',
};

const equipment: ListingCardProps = {
  id: 'eq1',
  type: 'equipment',
  title: 'Gazebo 3x3 m',
  city: 'Porto',
  postalCode: '4000-322',
  price: 12.5,
  href: '/marketplace/equipment/eq1',
};

describe('ListingCard', () => {
  it('is one link to the listing, named by its title', () => {
    render(<ListingCard {...service} />);
    const link = screen.getByRole('link', { name: 'Home cleaning' });
    expect(link).toHaveAttribute('href', '/marketplace/services/svc1');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Home cleaning' })).toBeInTheDocument();
  });

  it('shows a service: image, "Service" badge, city and postal code, price per hour', () => {
    const { container } = render(<ListingCard {...service} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.test/clean.jpg');
    expect(screen.getByText('Service')).toBeVisible();
    expect(screen.getByText('Lisboa 1300-431')).toBeVisible();
    expect(screen.getByText('€25')).toBeVisible();
    expect(screen.getByText('/hr')).toBeVisible();
    expect(screen.queryByText('No image')).not.toBeInTheDocument();
  });

  it('loads its image lazily and off the main thread, in a frame of known size', () => {
    const { container } = render(<ListingCard {...service} />);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '450');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    // Decorative: the title beside it names the card's link.
    expect(image).toHaveAttribute('alt', '');
  });

  it('offers the sizes it is given and how wide it is drawn, eagerly and first when asked', () => {
    const srcSet = 'https://example.test/a.jpg?thumb=300x300 300w, https://example.test/a.jpg?thumb=600x450 600w';
    const { container, rerender } = render(
      <ListingCard {...service} imageSrcSet={srcSet} imageLoading="eager" imageFetchPriority="high" />,
    );
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('srcset', srcSet);
    expect(image.getAttribute('sizes')).toMatch(/^\(max-width: 560px\) 100vw, .*300px$/);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    rerender(<ListingCard {...service} imageSrcSet={srcSet} imageSizes="50vw" />);
    expect(container.querySelector('img')).toHaveAttribute('sizes', '50vw');
  });

  it('shows equipment without an image: "Equipment" badge, "No image", price per day', () => {
    render(<ListingCard {...equipment} />);
    expect(screen.getByText('Equipment')).toBeVisible();
    expect(screen.getByText('No image')).toBeVisible();
    expect(screen.getByText('€12.50')).toBeVisible();
    expect(screen.getByText('/day')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('describes the link with the type, place and spoken price', () => {
    render(<ListingCard {...equipment} />);
    expect(screen.getByRole('link', { name: 'Gazebo 3x3 m' })).toHaveAccessibleDescription(
      'Equipment Porto 4000-322 12.50 euros per day',
    );
  });

  it('falls back to "No image" when the image fails to load', () => {
    const { container } = render(<ListingCard {...service} />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByText('No image')).toBeVisible();
  });

  it('shows the owner with the initial and the rating when given', () => {
    render(<ListingCard {...service} owner={{ name: 'rui Almeida', rating: 4.5, reviewCount: 12 }} />);
    expect(screen.getByText('rui Almeida')).toBeVisible();
    expect(screen.getByText('R')).toBeVisible();
    expect(screen.getByText('4.5 (12 reviews)')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home cleaning' })).toHaveAccessibleDescription(
      /^Service Lisboa 1300-431 25 euros per hour rui Almeida .*4\.5 \(12 reviews\)$/,
    );
  });

  it('shows the owner photo and "No reviews yet" for an unreviewed owner', () => {
    const { container } = render(
      <ListingCard
        {...service}
        owner={{ name: 'Inês', avatarUrl: 'https://example.test/ines.png', rating: 0, reviewCount: 0 }}
      />,
    );
    expect(container.querySelector('img[src="https://example.test/ines.png"]')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeVisible();
  });

  it('shows the owner without stars when no rating is given, and nothing without an owner', () => {
    const { rerender } = render(<ListingCard {...service} owner={{ name: 'Ana' }} />);
    expect(screen.getByText('Ana')).toBeVisible();
    expect(screen.queryByText(/review/)).not.toBeInTheDocument();
    rerender(<ListingCard {...service} />);
    expect(screen.queryByText('Ana')).not.toBeInTheDocument();
  });

  it('keeps the whole title in the link name even when it is drawn shortened', () => {
    const title = 'Furniture assembly for IKEA wardrobes, beds, kitchens and office desks, tools brought';
    render(<ListingCard {...service} title={title} />);
    expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
  });

  it('hands a plain click to onOpen with the listing id instead of loading the page', async () => {
    const onOpen = vi.fn();
    render(<ListingCard {...service} onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: 'Home cleaning' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(onOpen).toHaveBeenCalledWith('svc1');
    expect(click.defaultPrevented).toBe(true);
    onOpen.mockClear();
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('leaves a ctrl-click (new tab) to the browser', () => {
    const onOpen = vi.fn();
    render(<ListingCard {...service} onOpen={onOpen} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getByRole('link', { name: 'Home cleaning' }).dispatchEvent(click);
    expect(onOpen).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
  });

  it('opens with the keyboard too (Enter on the link)', async () => {
    const onOpen = vi.fn();
    render(<ListingCard {...service} onOpen={onOpen} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home cleaning' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith('svc1');
  });

  it('uses the heading level it is given', () => {
    render(<ListingCard {...service} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Home cleaning' })).toBeInTheDocument();
  });
});
