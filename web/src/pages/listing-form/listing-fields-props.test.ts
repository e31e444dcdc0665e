import { describe, expect, it, vi } from 'vitest';
import { bindTextField, type ListingFieldsProps } from './listing-fields-props';
import { newListingValues } from './listing-form-values';

function fieldsProps(disabled: boolean): ListingFieldsProps {
  return {
    values: { ...newListingValues('equipment'), brand: 'Bosch', model: 'GSR 18V' },
    errors: { model: ['Model is required'] },
    setValue: vi.fn(),
    form: 'wizard',
    disabled,
  };
}

describe('bindTextField', () => {
  it("gives one field's value, errors and disabled state, and changes only that field", () => {
    const props = fieldsProps(true);
    const brand = bindTextField(props, 'brand');
    expect(brand).toMatchObject({ value: 'Bosch', errors: undefined, disabled: true });
    expect(bindTextField(props, 'model')).toMatchObject({ value: 'GSR 18V', errors: ['Model is required'] });
    brand.onChange('Makita');
    expect(props.setValue).toHaveBeenCalledExactlyOnceWith('brand', 'Makita');
  });

  it('leaves the field enabled when the form is', () => {
    expect(bindTextField(fieldsProps(false), 'price').disabled).toBe(false);
  });
});
