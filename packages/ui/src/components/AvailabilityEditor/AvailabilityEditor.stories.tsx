import {
  createEditAvailability,
  createWizardAvailability,
  setDayAvailable,
  setFirstSlot,
  type Availability,
} from '@partilha/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AvailabilityEditor, type AvailabilityEditorProps } from './AvailabilityEditor';

/** Keeps the edited availability, so days and times can be tried in the catalogue. */
function Controlled(props: AvailabilityEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 560 }}>
      <AvailabilityEditor
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

function custom(): Availability {
  let value = createEditAvailability();
  value = setDayAvailable(value, 'tuesday', true);
  value = setFirstSlot(value, 'tuesday', { start: '18:00', end: '22:00' });
  value = setDayAvailable(value, 'thursday', true);
  value = setFirstSlot(value, 'thursday', { start: '18:00', end: '22:00' });
  value = setDayAvailable(value, 'saturday', true);
  value = setFirstSlot(value, 'saturday', { start: '08:00', end: '13:00' });
  return value;
}

const meta = {
  title: 'Listings/AvailabilityEditor',
  component: AvailabilityEditor,
  tags: ['autodocs'],
  render: (args) => <Controlled {...args} />,
  args: { value: createWizardAvailability(), onChange: fn() },
  argTypes: { value: { control: 'object' } },
} satisfies Meta<typeof AvailabilityEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wizard starts Monday to Friday, 9:00 AM to 5:00 PM, weekend off. */
export const WizardDefault: Story = {};

/** The edit form starts with every day off. */
export const EditDefault: Story = { args: { value: createEditAvailability() } };

/** Evenings on Tuesday and Thursday, Saturday morning. */
export const Custom: Story = { args: { value: custom() } };

/** An end time before the start is flagged on its day. */
export const EndBeforeStart: Story = {
  args: { value: setFirstSlot(createWizardAvailability(), 'wednesday', { start: '17:00', end: '09:00' }) },
};

/** While the form is being submitted. */
export const Disabled: Story = { args: { value: custom(), disabled: true } };
