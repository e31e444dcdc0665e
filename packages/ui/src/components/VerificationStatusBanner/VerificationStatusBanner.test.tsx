// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setActiveLanguage } from '@partilha/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationStatusBanner } from './VerificationStatusBanner';

describe('VerificationStatusBanner', () => {
  it('says "Email verified" without a resend button', () => {
    render(<VerificationStatusBanner verified email="ana@example.pt" onResend={() => undefined} />);
    expect(screen.getByText('Email verified')).toBeVisible();
    expect(screen.getByText('ana@example.pt')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says "Email not verified" and resends on click', async () => {
    const onResend = vi.fn();
    render(<VerificationStatusBanner verified={false} onResend={onResend} />);
    expect(screen.getByText('Email not verified')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('counts down and refuses clicks during the cooldown', async () => {
    const onResend = vi.fn();
    render(<VerificationStatusBanner verified={false} resendSecondsLeft={42} onResend={onResend} />);
    const button = screen.getByRole('button', { name: 'Resend in 42s' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onResend).not.toHaveBeenCalled();
  });

  describe('in Portuguese', () => {
    afterEach(() => setActiveLanguage('en'));

    it('tells the status and counts down in Portuguese', () => {
      setActiveLanguage('pt-PT');
      render(<VerificationStatusBanner verified={false} resendSecondsLeft={42} onResend={() => undefined} />);
      expect(screen.getByText('E-mail não verificado')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Reenviar em 42 s' })).toBeDisabled();
    });
  });
});
