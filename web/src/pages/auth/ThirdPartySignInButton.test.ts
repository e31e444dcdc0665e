import { ThirdPartySignInError } from '@partilha/data';
import { THIRD_PARTY_SIGN_IN_ERRORS, suspendedAccountMessage } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { thirdPartyFailureMessage } from './ThirdPartySignInButton';

describe('thirdPartyFailureMessage', () => {
  it('shows a suspended account the server’s refusal with its reason', () => {
    const message = suspendedAccountMessage('Repeated no-shows');
    expect(thirdPartyFailureMessage(new ThirdPartySignInError('other', message), 'login')).toBe(message);
  });

  it('keeps the spec’s messages for every other failure', () => {
    expect(thirdPartyFailureMessage(new ThirdPartySignInError('other'), 'login')).toBe(THIRD_PARTY_SIGN_IN_ERRORS.form);
    expect(thirdPartyFailureMessage(new ThirdPartySignInError('popupBlocked'), 'signup')).toBe(
      THIRD_PARTY_SIGN_IN_ERRORS.popupBlocked,
    );
  });
});
