import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASONS, cancellationFormSchema, cancellationReasonText } from './cancellation-reasons';

const messages = (input: unknown) => {
  const result = cancellationFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('cancellation dialog', () => {
  it('offers the six reasons of the spec', () => {
    expect(CANCELLATION_REASONS.map((reason) => reason.label)).toEqual([
      'Plans changed',
      'Found alternative',
      'Emergency situation',
      'Item no longer needed',
      'Service no longer required',
      'Other',
    ]);
  });

  it('requires a reason, and free text with Other', () => {
    expect(messages({ reason: '' })).toEqual(['reason: Please select a reason for cancellation']);
    expect(messages({ reason: 'other', otherReason: '   ' })).toEqual([
      'otherReason: Please provide a reason for cancellation',
    ]);
    expect(messages({ reason: 'other', otherReason: 'Car broke down' })).toEqual([]);
    expect(messages({ reason: 'plans-changed' })).toEqual([]);
  });

  it('stores the label, or the free text for Other', () => {
    expect(cancellationReasonText({ reason: 'emergency' })).toBe('Emergency situation');
    expect(cancellationReasonText({ reason: 'other', otherReason: '  Car broke down ' })).toBe('Car broke down');
    expect(cancellationReasonText({ reason: 'custom text' })).toBe('custom text');
  });
});
