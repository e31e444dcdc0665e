// @vitest-environment jsdom
import { setActiveLanguage, type ListingForm } from '@partilha/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingWizard } from './ListingWizard';

describe('the listing wizard in European Portuguese (issue 19)', () => {
  beforeEach(() => setActiveLanguage('pt-PT'));
  afterEach(() => setActiveLanguage('en'));

  it('names its steps, fields and buttons in Portuguese, and the form check too', async () => {
    render(
      <ListingWizard
        initialType="service"
        busy={false}
        failure={null}
        progress={{}}
        onSubmit={vi.fn<(form: ListingForm, files: File[]) => void>()}
        onInvalid={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Dados básicos');
    expect(screen.getByText('Passo 1 de 6: Dados básicos')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Passos' })).toHaveTextContent('Disponibilidade');
    expect(screen.getByRole('radiogroup', { name: 'O que queres anunciar?' })).toHaveTextContent('Equipamento');
    const category = screen.getByLabelText('Categoria');
    expect(category).toHaveTextContent('Escolhe uma categoria');
    expect(category).toHaveTextContent('Jardinagem');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Seguinte' }));
    // The schema's English messages are shown in Portuguese.
    expect(screen.getByText('O título deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('A categoria é obrigatória')).toBeInTheDocument();
  });
});
