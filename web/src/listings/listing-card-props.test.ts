import { createPocketBaseClient } from '@partilha/data';
import { listingSchema, userSchema } from '@partilha/domain';
import { describe, expect, it, vi } from 'vitest';
import { cardImageLoading, listingCardProps } from './listing-card-props';

// Building file URLs is string work in the SDK: nothing is requested from this address.
const client = createPocketBaseClient('http://partilha.test');

const listing = listingSchema.parse({
  id: 'lst123',
  owner: 'usr1',
  type: 'equipment',
  title: 'Cordless drill',
  price: 12.5,
  images: ['drill_abc.jpg', 'second.jpg'],
  city: 'Porto',
  postalCode: '4000-322',
});
const owner = userSchema.parse({
  id: 'usr1',
  displayName: 'Rui P.',
  avatar: 'face.png',
  ratingAsProvider: 4.5,
  reviewsAsProvider: 12,
});

describe('listingCardProps', () => {
  it('shows the listing with the first image as server thumbnails, leading to the public page', () => {
    const props = listingCardProps(client, { listing, owner });
    expect(props).toMatchObject({
      id: 'lst123',
      type: 'equipment',
      title: 'Cordless drill',
      city: 'Porto',
      postalCode: '4000-322',
      price: 12.5,
      href: '/marketplace/equipment/lst123',
      headingLevel: 3,
    });
    const image = 'http://partilha.test/api/files/listings/lst123/drill_abc.jpg';
    expect(props.imageUrl).toBe(`${image}?thumb=600x450`);
    expect(props.imageSrcSet).toBe(
      `${image}?thumb=300x300 300w, ${image}?thumb=600x450 600w, ${image}?thumb=800x0 800w, ${image}?thumb=1200x0 1200w`,
    );
    expect(props.owner).toMatchObject({ name: 'Rui P.', rating: 4.5, reviewCount: 12 });
    expect(props.owner?.avatarUrl).toContain('/api/files/users/usr1/face.png');
  });

  it('has no image without one, and no owner when told or when unknown', () => {
    const bare = { ...listing, images: [] };
    expect(listingCardProps(client, { listing: bare, owner }).imageUrl).toBeNull();
    expect(listingCardProps(client, { listing: bare, owner }).imageSrcSet).toBeUndefined();
    expect(listingCardProps(client, { listing, owner }, { showOwner: false }).owner).toBeNull();
    expect(listingCardProps(client, { listing, owner: null }).owner).toBeNull();
    expect(listingCardProps(client, { listing }).owner).toBeNull();
  });

  it('opens in the app through onOpen, with the address the card links to', () => {
    const open = vi.fn();
    const props = listingCardProps(
      client,
      { listing },
      { href: (item) => `/account/listings/${item.id}`, onOpen: open, headingLevel: 2 },
    );
    expect(props.href).toBe('/account/listings/lst123');
    expect(props.headingLevel).toBe(2);
    props.onOpen?.('lst123');
    expect(open).toHaveBeenCalledWith('lst123', '/account/listings/lst123');
    expect(listingCardProps(client, { listing }).onOpen).toBeUndefined();
  });
});

describe('cardImageLoading', () => {
  it('loads the first four images at once, the first with high priority, the rest lazily', () => {
    expect(cardImageLoading(0)).toEqual({ imageLoading: 'eager', imageFetchPriority: 'high' });
    expect(cardImageLoading(3)).toEqual({ imageLoading: 'eager', imageFetchPriority: undefined });
    expect(cardImageLoading(4)).toEqual({ imageLoading: 'lazy', imageFetchPriority: undefined });
  });
});
