import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag } from './PriceTag';

const meta = {
  title: 'Listings/PriceTag',
  component: PriceTag,
  tags: ['autodocs'],
  args: { price: 25, type: 'service', size: 'md' },
  argTypes: {
    type: { control: 'inline-radio', options: ['service', 'equipment'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    price: { control: { type: 'number', min: 0, step: 0.5 } },
  },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A service is priced per hour. */
export const ServicePerHour: Story = {};

/** Equipment is priced per day; cents show with two decimals. */
export const EquipmentPerDay: Story = { args: { price: 12.5, type: 'equipment' } };

/** Thousands are grouped. */
export const LargeAmount: Story = { args: { price: 1250, type: 'equipment' } };

/** A listing stored without a price shows €0. */
export const NoPrice: Story = { args: { price: null } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg', price: 45, type: 'equipment' } };
