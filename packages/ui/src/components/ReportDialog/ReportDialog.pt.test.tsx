// @vitest-environment jsdom
import { MODERATION_MESSAGES, setActiveLanguage } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportDialog } from './ReportDialog';

describe('ReportDialog in European Portuguese (issue 19)', { timeout: 20_000 }, () => {
  afterEach(() => setActiveLanguage('en'));

  it('asks in Portuguese and shows the schema’s and the server’s English words in Portuguese', async () => {
    setActiveLanguage('pt-PT');
    const onSubmit = vi.fn(() => Promise.reject(new Error(MODERATION_MESSAGES.alreadyReported)));
    render(
      <ReportDialog
        isOpen
        kind="listing"
        targetId="l1"
        targetLabel="Berbequim Bosch 18V"
        member={{ name: 'Marta', email: 'marta@example.pt' }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Denunciar anúncio' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    // The reason is missing: the schema's English message, shown in Portuguese.
    expect(dialog).toHaveTextContent('Escolhe um motivo da lista.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Burla ou fraude' }));
    await userEvent.type(
      within(dialog).getByLabelText('Explicação'),
      'Pede pagamento fora da Partilha, por transferência.',
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /boa-fé/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Já denunciaste este conteúdo. Vamos informar-te da nossa decisão.',
    );
  });
});
