// @vitest-environment jsdom
import { LEGAL_GROUND_LABELS, MODERATION_MESSAGES, NOTICE_LIMITS, type NoticeInput } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportDialog, type ReportDialogProps } from './ReportDialog';

const member = { name: 'Marta Member', email: 'marta@example.pt' };

function renderDialog(props: Partial<ReportDialogProps> = {}) {
  const onSubmit = vi.fn<ReportDialogProps['onSubmit']>(() => Promise.resolve(MODERATION_MESSAGES.noticeReceived));
  const onClose = vi.fn();
  render(
    <ReportDialog
      isOpen
      kind="listing"
      targetId="listing123"
      targetLabel="Berbequim Bosch 18V"
      member={member}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: props.kind === 'review' ? 'Report review' : 'Report listing' });
  return {
    onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit,
    onClose,
    dialog,
    send: within(dialog).getByRole('button', { name: 'Send report' }),
  };
}

const explain = 'The photos show a different drill than the one lent.';

/** Puts a whole text in at once: typing it key by key is slow on a busy machine and tests nothing more. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('ReportDialog', { timeout: 20_000 }, () => {
  it("sends a member's notice with their account's name and e-mail, shown read-only", async () => {
    const { onSubmit, dialog, send } = renderDialog();
    expect(dialog).toHaveTextContent('Berbequim Bosch 18V');
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('Marta Member');
    expect(within(dialog).getByLabelText('Your name')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Your e-mail address')).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong category or misleading' }));
    await fill(within(dialog).getByLabelText('Explanation'), explain);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /good faith/ }));
    await userEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'listing',
      targetId: 'listing123',
      reason: 'misleading',
      legalGround: '',
      explanation: explain,
      name: member.name,
      email: member.email,
      goodFaith: true,
    } satisfies NoticeInput);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.noticeReceived);
  });

  it('shows every problem in the domain words and focuses the first one, sending nothing', async () => {
    const { onSubmit, dialog, send } = renderDialog({ member: null });
    await userEvent.click(send);
    expect(within(dialog).getByText(MODERATION_MESSAGES.invalidReason)).toBeInTheDocument();
    expect(within(dialog).getByText(MODERATION_MESSAGES.explanationRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MODERATION_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MODERATION_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MODERATION_MESSAGES.goodFaithRequired)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio')[0]).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // The problems follow the corrections live.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    expect(within(dialog).queryByText(MODERATION_MESSAGES.invalidReason)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your e-mail address'), 'not-an-address');
    expect(within(dialog).getByText(MODERATION_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your e-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the legal ground of illegal content', async () => {
    const { onSubmit, dialog, send } = renderDialog();
    expect(within(dialog).queryByLabelText(/Which law/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Illegal content' }));
    await fill(within(dialog).getByLabelText('Explanation'), explain);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /good faith/ }));
    await userEvent.click(send);
    expect(within(dialog).getByText(MODERATION_MESSAGES.legalGroundRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Which law/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(
      within(dialog).getByLabelText(/Which law/),
      LEGAL_GROUND_LABELS.STATEMENT_CATEGORY_SCAMS_AND_FRAUD,
    );
    await userEvent.click(send);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'illegal_content', legalGround: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD' }),
    );
  });

  it('names the missing legal ground together with the other problems', async () => {
    const { dialog, send } = renderDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Illegal content' }));
    await userEvent.click(send);
    expect(within(dialog).getByText(MODERATION_MESSAGES.legalGroundRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MODERATION_MESSAGES.goodFaithRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Which law/)).toHaveFocus();
  });

  it('counts the explanation to 2,000 characters and refuses more', async () => {
    const { onSubmit, dialog, send } = renderDialog();
    const explanation = within(dialog).getByLabelText('Explanation');
    expect(within(dialog).getByText('0/2,000')).toBeInTheDocument();
    await userEvent.click(explanation);
    await userEvent.paste('x'.repeat(NOTICE_LIMITS.explanationMax + 1));
    expect(within(dialog).getByText('2,001/2,000')).toBeInTheDocument();
    await userEvent.click(send);
    expect(within(dialog).getByText(MODERATION_MESSAGES.explanationTooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps everything typed", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error(MODERATION_MESSAGES.alreadyReported)));
    const { dialog, send } = renderDialog({ member: null, kind: 'review', onSubmit });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await fill(within(dialog).getByLabelText('Explanation'), explain);
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Gil Guest');
    await userEvent.type(within(dialog).getByLabelText('Your e-mail address'), 'gil@example.pt');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /good faith/ }));
    await userEvent.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.alreadyReported);
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();
    expect(within(dialog).getByLabelText('Explanation')).toHaveValue(explain);
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('Gil Guest');
    expect(within(dialog).getByRole('checkbox', { name: /good faith/ })).toBeChecked();
  });

  it('tells a guest to confirm by e-mail, then closes', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(MODERATION_MESSAGES.noticeConfirmEmailSent));
    const { dialog, send, onClose } = renderDialog({ member: null, onSubmit });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await fill(within(dialog).getByLabelText('Explanation'), explain);
    await userEvent.type(within(dialog).getByLabelText('Your name'), 'Gil Guest');
    await userEvent.type(within(dialog).getByLabelText('Your e-mail address'), 'gil@example.pt');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /good faith/ }));
    await userEvent.click(send);
    const sent = await within(dialog).findByRole('status');
    expect(sent).toHaveTextContent('Check your e-mail');
    expect(sent).toHaveTextContent(MODERATION_MESSAGES.noticeConfirmEmailSent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});
