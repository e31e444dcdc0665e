import { Button } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ListingCard, type ListingCardProps } from '../ListingCard';
import { AVATAR_PHOTO, CLEANING_PHOTO, DRILL_PHOTO, GUITAR_PHOTO, TENT_PHOTO } from '../ListingCard/story-images';
import { ListingGrid } from './ListingGrid';

const open = fn();

const LISTINGS: Omit<ListingCardProps, 'onOpen'>[] = [
  {
    id: 's1',
    type: 'service',
    title: 'Home cleaning, eco products included',
    city: 'Lisboa',
    postalCode: '1300-431',
    price: 25,
    imageUrl: CLEANING_PHOTO,
    href: '#s1',
    owner: { name: 'Ana Sousa', avatarUrl: AVATAR_PHOTO, rating: 4.8, reviewCount: 31 },
  },
  {
    id: 'e1',
    type: 'equipment',
    title: 'Bosch cordless drill 18V',
    city: 'Porto',
    postalCode: '4000-322',
    price: 8,
    imageUrl: DRILL_PHOTO,
    href: '#e1',
    owner: { name: 'Rui Almeida', rating: 4.5, reviewCount: 12 },
  },
  {
    id: 'e2',
    type: 'equipment',
    title: 'Four-person camping tent',
    city: 'Coimbra',
    postalCode: '3000-214',
    price: 15,
    imageUrl: TENT_PHOTO,
    href: '#e2',
    owner: { name: 'Joana Pires', rating: 0, reviewCount: 0 },
  },
  {
    id: 's2',
    type: 'service',
    title: 'Furniture assembly: wardrobes, beds and desks',
    city: 'Lisboa',
    postalCode: '1200-195',
    price: 30,
    href: '#s2',
    owner: { name: 'Tiago Costa', rating: 4, reviewCount: 3 },
  },
  {
    id: 'e3',
    type: 'equipment',
    title: 'Acoustic guitar with case',
    city: 'Braga',
    postalCode: '4700-320',
    price: 12.5,
    imageUrl: GUITAR_PHOTO,
    href: '#e3',
    owner: { name: 'Marta Lopes', rating: 5, reviewCount: 8 },
  },
  {
    id: 's3',
    type: 'service',
    title: 'Dog walking in Campo de Ourique',
    city: 'Lisboa',
    postalCode: '1350-118',
    price: 12,
    href: '#s3',
    owner: { name: 'Pedro Nunes', rating: 4.2, reviewCount: 19 },
  },
  {
    id: 's4',
    type: 'service',
    title: 'IT help at home: Wi-Fi, printers, backups',
    city: 'Faro',
    postalCode: '8000-078',
    price: 35,
    imageUrl: CLEANING_PHOTO,
    href: '#s4',
    owner: { name: 'Sofia Martins', rating: 4.9, reviewCount: 44 },
  },
  {
    id: 'e4',
    type: 'equipment',
    title: 'Pressure washer 2000 W',
    city: 'Aveiro',
    postalCode: '3810-193',
    price: 20,
    imageUrl: DRILL_PHOTO,
    href: '#e4',
    owner: { name: 'Luís Ferreira', rating: 3.5, reviewCount: 6 },
  },
  {
    id: 'e5',
    type: 'equipment',
    title: 'Gazebo 3x3 m for garden parties',
    city: 'Porto',
    postalCode: '4000-322',
    price: 18,
    href: '#e5',
    owner: { name: 'Carla Ribeiro', rating: 4.6, reviewCount: 10 },
  },
];

function cards(count: number) {
  return LISTINGS.slice(0, count).map((listing) => <ListingCard key={listing.id} {...listing} onOpen={open} />);
}

const meta = {
  title: 'Listings/ListingGrid',
  component: ListingGrid,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Recent Listings' },
} satisfies Meta<typeof ListingGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneListing: Story = { args: { children: cards(1) } };

export const ThreeListings: Story = { args: { children: cards(3) } };

/** A full page of search results with the "Load More" button in the footer. */
export const NineListingsWithLoadMore: Story = {
  args: { children: cards(9), footer: <Button text="Load More" onClick={fn()} /> },
};

/** The first load: skeleton cards under "Loading listings...". */
export const Loading: Story = { args: { loading: true } };

/** Search with nothing found; the page has only its h1 above, so the empty text is an h2. */
export const EmptySearch: Story = {
  args: {
    children: [],
    emptyText: 'No listings found',
    emptyDescription: 'Try adjusting your search filters',
    emptyHeadingLevel: 2,
  },
};

/** Home's Recent Listings filtered by a category with no listings. */
export const EmptyCategory: Story = {
  args: {
    children: [],
    emptyText: 'No listings found in "Pet Care" category',
    emptyAction: <Button text="View All Categories" onClick={fn()} />,
  },
};
