import { describe, expect, it } from 'vitest';
import { isOutOfMarketplace, parseListingSuspension, suspensionNotice } from './listing-suspension';

describe('listing suspension', () => {
  it('reads the server-kept fields, tolerating their absence', () => {
    expect(
      parseListingSuspension({ status: 'suspended', ownerSuspended: false, suspendedReason: ' Fake photos ' }),
    ).toEqual({
      suspended: true,
      ownerSuspended: false,
      reason: 'Fake photos',
      decisionId: '',
    });
    expect(parseListingSuspension({ status: 'active' })).toEqual({
      suspended: false,
      ownerSuspended: false,
      reason: '',
      decisionId: '',
    });
    expect(isOutOfMarketplace(parseListingSuspension({ status: 'active' }))).toBe(false);
    expect(isOutOfMarketplace(parseListingSuspension({ status: 'active', ownerSuspended: true }))).toBe(true);
  });

  it('links a suspension to the decision behind it, only while suspended', () => {
    expect(parseListingSuspension({ status: 'suspended', suspensionDecision: 'dec1' }).decisionId).toBe('dec1');
    expect(parseListingSuspension({ status: 'active', suspensionDecision: 'dec1' }).decisionId).toBe('');
  });

  it('tells the owner why, with the reason staff gave', () => {
    expect(suspensionNotice({ suspended: true, ownerSuspended: false, reason: 'Fake photos', decisionId: '' })).toBe(
      'This listing is suspended and hidden from the marketplace. Reason: Fake photos',
    );
    expect(suspensionNotice({ suspended: true, ownerSuspended: false, reason: '', decisionId: '' })).toBe(
      'This listing is suspended and hidden from the marketplace.',
    );
    expect(suspensionNotice({ suspended: false, ownerSuspended: true, reason: '', decisionId: '' })).toBe(
      "This listing is hidden from the marketplace while its owner's account is suspended.",
    );
  });
});
