import { describe, expect, it } from 'vitest';
import { listingFieldsFromForm, mergeEquipmentIdentity } from './listing-fields';
import { listingFormSchema } from './listing-form-schemas';
import { validEquipment, validService } from './listing-form.fixtures';

describe('listing fields from a form', () => {
  it('normalises a service: price as a number, qualifications split, equipment fields blank', () => {
    const fields = listingFieldsFromForm(listingFormSchema.parse(validService));
    expect(fields).toMatchObject({
      type: 'service',
      price: 15,
      experience: 'expert',
      qualifications: ['Certified', 'Insured'],
      brand: '',
      model: '',
      condition: '',
      specifications: [],
      deposit: 0,
      insurance: false,
    });
  });

  it('normalises equipment: brand, model, condition kept, lists split, deposit parsed', () => {
    const fields = listingFieldsFromForm(listingFormSchema.parse({ ...validEquipment, deposit: '' }));
    expect(fields).toMatchObject({
      type: 'equipment',
      price: 12.5,
      brand: 'Bosch',
      model: 'GSR 18V',
      condition: 'like-new',
      specifications: ['18V', '2 batteries'],
      maintenanceHistory: [],
      deposit: 0,
      insurance: true,
      experience: '',
      qualifications: [],
    });
  });

  it('keeps the stored brand and model when an update leaves them out', () => {
    expect(mergeEquipmentIdentity({}, { brand: 'Bosch', model: 'X' })).toEqual({ brand: 'Bosch', model: 'X' });
    expect(mergeEquipmentIdentity({ brand: 'Makita', model: '' }, { brand: 'Bosch', model: 'X' })).toEqual({
      brand: 'Makita',
      model: 'X',
    });
  });
});
