import { describe, expect, it } from 'vitest';
import { validEquipment, validService } from './listing-form.fixtures';
import {
  WIZARD_STEPS,
  canJumpToStep,
  validateListingForm,
  validateWizardStep,
  wizardProgress,
  wizardStepFields,
  wizardStepState,
  wizardTypeFromPath,
} from './listing-wizard';

describe('listing wizard', () => {
  it('has six steps', () => {
    expect(WIZARD_STEPS.map((step) => step.label)).toEqual([
      'Basic Info',
      'Details',
      'Pricing',
      'Images',
      'Availability',
      'Review',
    ]);
  });

  it('checks the fields of the spec on each step', () => {
    expect(wizardStepFields('service', 1)).toEqual(['title', 'category']);
    expect(wizardStepFields('service', 2)).toEqual(['description', 'experience', 'qualifications']);
    expect(wizardStepFields('service', 3)).toEqual(['price']);
    expect(wizardStepFields('service', 4)).toEqual([]);
    expect(wizardStepFields('service', 5)).toEqual(['availability']);
    expect(wizardStepFields('equipment', 2)).toEqual(['description', 'brand', 'model', 'condition', 'specifications']);
    expect(wizardStepFields('equipment', 3)).toEqual(['price', 'deposit', 'insurance']);
    expect(wizardStepFields('equipment', 4)).toEqual([]);
    expect(wizardStepFields('equipment', 9)).toEqual([]);
  });

  it('reports only the current step errors', () => {
    const values = { ...validService, title: 'ab', price: 'x' };
    expect(validateWizardStep('service', 1, values)).toEqual({
      valid: false,
      errors: { title: 'Title must be at least 3 characters' },
    });
    expect(validateWizardStep('service', 2, values)).toEqual({ valid: true, errors: {} });
    expect(validateWizardStep('service', 3, values)).toEqual({
      valid: false,
      errors: { price: 'Price must be a valid number' },
    });
    expect(validateWizardStep('service', 4, {})).toEqual({ valid: true, errors: {} });
    expect(validateWizardStep('equipment', 2, { ...validEquipment, brand: '' })).toEqual({
      valid: false,
      errors: { brand: 'Brand is required' },
    });
    expect(validateListingForm('equipment', validEquipment)).toEqual({ valid: true, errors: {} });
    expect(validateListingForm('service', { ...validService, title: '' }).valid).toBe(false);
  });

  it('computes progress and step states', () => {
    expect(wizardProgress(1)).toBeCloseTo(1 / 6);
    expect(wizardProgress(3)).toBe(0.5);
    expect(wizardProgress(6)).toBe(1);
    const completed = new Set([1, 2]);
    expect(wizardStepState(3, 3, completed)).toBe('current');
    expect(wizardStepState(1, 3, completed)).toBe('completed');
    expect(wizardStepState(4, 3, completed)).toBe('upcoming');
    expect(canJumpToStep(2, completed)).toBe(true);
    expect(canJumpToStep(4, completed)).toBe(false);
  });

  it('starts as equipment on /create/equipment', () => {
    expect(wizardTypeFromPath('/create/equipment')).toBe('equipment');
    expect(wizardTypeFromPath('/create/service')).toBe('service');
  });
});
