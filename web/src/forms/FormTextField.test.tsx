// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { AUTH_VALIDATION_MESSAGES_EN, setActiveLanguage } from '@partilha/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { FormTextField } from './FormTextField';

describe('FormTextField', () => {
  afterEach(() => setActiveLanguage('en'));

  it("shows a schema's English message as it is in English", () => {
    render(<FormTextField label="Email" value="" onChange={() => undefined} errors={['Invalid email address']} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address');
  });

  it("shows a schema's (English) message and the required mark in Portuguese", () => {
    setActiveLanguage('pt-PT');
    render(
      <FormTextField
        label="E-mail"
        value=""
        required
        onChange={() => undefined}
        errors={[AUTH_VALIDATION_MESSAGES_EN.invalidEmail]}
      />,
    );
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription('Endereço de e-mail inválido');
    expect(screen.getByText('(obrigatório)')).toBeVisible();
  });
});
