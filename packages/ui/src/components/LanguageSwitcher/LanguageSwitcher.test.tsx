// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('names each language in itself and reports a new choice', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitcher language="en" onChange={onChange} label="Language" />);
    const select = screen.getByLabelText('Language');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('option', { name: 'Português' })).toHaveAttribute('lang', 'pt-PT');
    expect(select).toHaveValue('en');

    await userEvent.selectOptions(select, 'pt-PT');
    expect(onChange).toHaveBeenCalledWith('pt-PT');
  });

  it('shows its label when asked, and keeps it for screen readers otherwise', () => {
    const { rerender } = render(<LanguageSwitcher language="pt-PT" onChange={() => {}} label="Idioma" showLabel />);
    expect(screen.getByText('Idioma')).toHaveClass('partilha-language-switcher__label');
    rerender(<LanguageSwitcher language="pt-PT" onChange={() => {}} label="Idioma" />);
    expect(screen.getByText('Idioma')).toHaveClass('partilha-visually-hidden');
  });
});
