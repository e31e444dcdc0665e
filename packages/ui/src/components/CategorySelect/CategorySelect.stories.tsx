import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CategorySelect, type CategorySelectProps } from './CategorySelect';

/** Keeps the chosen value, so the select can be tried in the catalogue. */
function Controlled(props: CategorySelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 320 }}>
      <CategorySelect
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Listings/CategorySelect',
  component: CategorySelect,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: { mode: 'form', listingType: 'service', form: 'wizard', value: '', onChange: fn() },
} satisfies Meta<typeof CategorySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of the service wizard: twelve service categories and Other, nothing chosen yet. */
export const ServiceWizard: Story = {};

/** The equipment wizard, with a category chosen. */
export const EquipmentWizard: Story = {
  args: { mode: 'form', listingType: 'equipment', form: 'wizard', value: 'power-tools' },
};

/** The equipment edit form has its own short set: Photography, Audio, Tools, Other. */
export const EquipmentEdit: Story = {
  args: { mode: 'form', listingType: 'equipment', form: 'edit', value: 'photography' },
};

/** A listing created with a wizard category keeps it shown in the edit form. */
export const EquipmentEditWithWizardCategory: Story = {
  args: { mode: 'form', listingType: 'equipment', form: 'edit', value: 'camping-outdoor' },
};

export const ServiceEdit: Story = {
  args: { mode: 'form', listingType: 'service', form: 'edit', value: 'gardening' },
};

/** Submitted without a category. */
export const Required: Story = { args: { error: 'Category is required' } };

/** The home and search filter, grouped under Services and Equipment. */
export const Filter: Story = { args: { mode: 'filter', value: 'all' } };

export const FilterWithCategory: Story = { args: { mode: 'filter', value: 'musical-instruments' } };

/** In the search bar the label is for screen readers only. */
export const FilterWithHiddenLabel: Story = {
  args: { mode: 'filter', value: 'all-services', label: 'Filter by category', hideLabel: true },
};
