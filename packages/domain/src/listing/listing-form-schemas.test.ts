import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from '../money/money-messages';
import {
  collectFieldErrors,
  equipmentListingFormSchema,
  listingFormSchema,
  serviceListingFormSchema,
} from './listing-form-schemas';
import { validEquipment, validService } from './listing-form.fixtures';

function fieldErrors(schema: typeof serviceListingFormSchema | typeof equipmentListingFormSchema, values: unknown) {
  const result = schema.safeParse(values);
  return result.success ? {} : collectFieldErrors(result.error.issues);
}

describe('listing form schemas', () => {
  it('accept valid service and equipment forms', () => {
    expect(fieldErrors(serviceListingFormSchema, validService)).toEqual({});
    expect(fieldErrors(equipmentListingFormSchema, validEquipment)).toEqual({});
    expect(listingFormSchema.parse(validEquipment).type).toBe('equipment');
  });

  it('give the spec messages for short title and description', () => {
    expect(fieldErrors(serviceListingFormSchema, { ...validService, title: 'ab', description: 'too short' })).toEqual({
      title: 'Title must be at least 3 characters',
      description: 'Description must be at least 10 characters',
    });
    expect(fieldErrors(serviceListingFormSchema, { ...validService, title: 'abc', description: '0123456789' })).toEqual(
      {},
    );
  });

  it('require a price, read the way it is typed here (issue 17)', () => {
    expect(fieldErrors(serviceListingFormSchema, { ...validService, price: '' })).toEqual({
      price: 'Price must be a valid number',
    });
    expect(fieldErrors(serviceListingFormSchema, { ...validService, price: 'twelve' })).toEqual({
      price: 'Price must be a valid number',
    });
    expect(fieldErrors(serviceListingFormSchema, { ...validService, price: '0' })).toEqual({});
    expect(serviceListingFormSchema.parse({ ...validService, price: '18,50' }).price).toBe(18.5);
    expect(serviceListingFormSchema.parse({ ...validService, price: '1.234,50' }).price).toBe(1234.5);
    expect(serviceListingFormSchema.parse({ ...validService, price: '1 234,5' }).price).toBe(1234.5);
    expect(serviceListingFormSchema.parse({ ...validService, price: '18.50' }).price).toBe(18.5);
  });

  it('refuse a price that reads two ways or has fractions of cents, never changing it', () => {
    expect(fieldErrors(serviceListingFormSchema, { ...validService, price: '1.234' })).toEqual({
      price: AMOUNT_MESSAGES.ambiguous,
    });
    expect(fieldErrors(serviceListingFormSchema, { ...validService, price: '18,555' })).toEqual({
      price: AMOUNT_MESSAGES.ambiguous,
    });
    expect(fieldErrors(serviceListingFormSchema, { ...validService, price: '18,5555' })).toEqual({
      price: AMOUNT_MESSAGES.tooManyDecimals,
    });
    expect(fieldErrors(equipmentListingFormSchema, { ...validEquipment, deposit: '-5' })).toEqual({
      deposit: AMOUNT_MESSAGES.negative,
    });
  });

  it('require a category and the type fields', () => {
    expect(fieldErrors(serviceListingFormSchema, { ...validService, category: '', experience: undefined })).toEqual({
      category: 'Category is required',
      experience: 'Experience is required',
    });
    expect(
      fieldErrors(equipmentListingFormSchema, { ...validEquipment, brand: ' ', model: '', condition: '' }),
    ).toEqual({
      brand: 'Brand is required',
      model: 'Model is required',
      condition: 'Condition is required',
    });
  });

  it('refuse a category of the other type and a malformed deposit', () => {
    expect(fieldErrors(serviceListingFormSchema, { ...validService, category: 'power-tools' })).toEqual({
      category: 'Please select a valid category',
    });
    expect(fieldErrors(equipmentListingFormSchema, { ...validEquipment, deposit: 'fifty' })).toEqual({
      deposit: 'Deposit must be a valid number',
    });
    expect(fieldErrors(equipmentListingFormSchema, { ...validEquipment, deposit: '' })).toEqual({});
    expect(equipmentListingFormSchema.parse({ ...validEquipment, deposit: '' }).deposit).toBe(0);
    expect(equipmentListingFormSchema.parse({ ...validEquipment, deposit: '1.250,00 €' }).deposit).toBe(1250);
  });
});
