// @vitest-environment jsdom
import { CONSOLE_MESSAGES } from '@partilha/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInScreen, type SignInScreenProps } from './SignInScreen';

function renderScreen(onSignIn: SignInScreenProps['onSignIn'], notice: string | null = null) {
  render(<SignInScreen serverUrl="http://127.0.0.1:8090" notice={notice} onSignIn={onSignIn} />);
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'member@example.pt');
  await user.type(screen.getByLabelText('Password'), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInScreen', () => {
  it('sends the saved server, e-mail and password', async () => {
    const onSignIn = vi.fn<SignInScreenProps['onSignIn']>(() => Promise.resolve('signedIn'));
    renderScreen(onSignIn);
    await fillAndSubmit();
    expect(onSignIn).toHaveBeenCalledWith('http://127.0.0.1:8090', 'member@example.pt', 'secret-123');
  });

  it("shows the server's refusal of a member and keeps what was typed", async () => {
    renderScreen(() => Promise.reject(new Error(CONSOLE_MESSAGES.noAccess)));
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(CONSOLE_MESSAGES.noAccess);
    expect(screen.getByLabelText('Email')).toHaveValue('member@example.pt');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says the desktop app reloads to reach a new server instead of failing', async () => {
    renderScreen(() => Promise.resolve('reloading'));
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent('Server saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why a kept session could not be restored', () => {
    renderScreen(() => Promise.resolve('signedIn'), CONSOLE_MESSAGES.signInRequired);
    expect(screen.getByRole('alert')).toHaveTextContent(CONSOLE_MESSAGES.signInRequired);
  });
});
