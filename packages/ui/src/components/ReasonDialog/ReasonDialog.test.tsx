// @vitest-environment jsdom
import { BOOKING_MESSAGES, CONSOLE_MESSAGES, rejectionReasonProblem } from '@partilha/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';

function renderDialog(props: Partial<ReasonDialogProps> = {}) {
  const onConfirm = vi.fn<ReasonDialogProps['onConfirm']>(() => Promise.resolve());
  const onClose = vi.fn();
  render(
    <ReasonDialog
      isOpen
      title="Suspend Ana Silva"
      description="Ana will not be able to sign in."
      confirmLabel="Suspend account"
      intent="danger"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Suspend Ana Silva' });
  return {
    onConfirm: (props.onConfirm as typeof onConfirm | undefined) ?? onConfirm,
    onClose,
    dialog,
    reason: within(dialog).getByLabelText('Reason'),
    confirm: within(dialog).getByRole('button', { name: 'Suspend account' }),
  };
}

describe('ReasonDialog', () => {
  it('refuses an empty or too short reason with the console messages and does not confirm', async () => {
    const { onConfirm, dialog, reason, confirm } = renderDialog();
    expect(dialog).toHaveTextContent('Ana will not be able to sign in.');
    await userEvent.click(confirm);
    expect(within(dialog).getByText(CONSOLE_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reason, '  ab  ');
    expect(within(dialog).getByText(CONSOLE_MESSAGES.reasonTooShort)).toBeInTheDocument();
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses a reason longer than 500 characters and counts the characters', async () => {
    const { onConfirm, dialog, reason, confirm } = renderDialog({ initialReason: 'x'.repeat(501) });
    expect(within(dialog).getByText('501/500')).toBeInTheDocument();
    await userEvent.click(confirm);
    expect(within(dialog).getByText(CONSOLE_MESSAGES.reasonTooLong)).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(reason, '{Backspace}');
    expect(within(dialog).getByText('500/500')).toBeInTheDocument();
  });

  it('confirms with the trimmed reason, shows it is busy, then closes', async () => {
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { reason, confirm, onClose } = renderDialog({ onConfirm });
    await userEvent.type(reason, '  Repeated no-shows  ');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Repeated no-shows');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows the server refusal in a danger callout and keeps the typed reason', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error(CONSOLE_MESSAGES.lastOperator)));
    const { reason, confirm, onClose, dialog } = renderDialog({ onConfirm });
    await userEvent.type(reason, 'Leaving the team');
    await userEvent.click(confirm);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(CONSOLE_MESSAGES.lastOperator);
    expect(alert).toHaveClass('bp6-intent-danger');
    expect(reason).toHaveValue('Leaving the team');
    expect(confirm).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('confirms with Ctrl+Enter or Cmd+Enter, and a plain Enter adds a line', async () => {
    const { onConfirm, reason } = renderDialog();
    await userEvent.type(reason, 'Spam{Enter}listing');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(reason).toHaveValue('Spam\nlisting');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onConfirm).toHaveBeenCalledWith('Spam\nlisting');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('takes an optional reason with its own rule and helper text', async () => {
    const onConfirm = vi.fn<ReasonDialogProps['onConfirm']>(() => Promise.resolve());
    render(
      <ReasonDialog
        isOpen
        title="Reject this booking request?"
        confirmLabel="Reject"
        optional
        validate={rejectionReasonProblem}
        helperText="The renter will see this reason on the booking."
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject this booking request?' });
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(reason).not.toBeRequired();
    expect(dialog).toHaveTextContent('Reason (optional)');
    expect(dialog).toHaveTextContent('The renter will see this reason on the booking.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onConfirm).toHaveBeenLastCalledWith('');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(BOOKING_MESSAGES.rejectionReasonTooLong)).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with Esc or Cancel', async () => {
    const { onClose, reason } = renderDialog();
    await userEvent.type(reason, 'abc{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
