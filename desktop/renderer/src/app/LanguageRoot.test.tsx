// @vitest-environment jsdom
import { setActiveLanguage } from '@partilha/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TopBar } from '../shell/TopBar';
import { LanguageRoot } from './LanguageRoot';

function renderTopBar() {
  render(
    <LanguageRoot>
      <TopBar
        operatorName="Olga Operator"
        role="operator"
        theme="light"
        onToggleTheme={() => {}}
        onOpenPalette={() => {}}
        onSignOut={() => {}}
      />
    </LanguageRoot>,
  );
}

describe('the console in the operator’s language (issue 19)', () => {
  afterEach(() => {
    window.localStorage.clear();
    setActiveLanguage('en');
  });

  it('starts in the language chosen on this device and says so to the document', () => {
    window.localStorage.setItem('partilha.language', 'pt-PT');
    renderTopBar();
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    expect(screen.getByText('Operador')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(document.title).toBe('Partilha — Consola de operação');
  });

  it('switches from the top bar, draws again and remembers the choice', async () => {
    window.localStorage.setItem('partilha.language', 'en');
    renderTopBar();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'pt-PT');
    expect(screen.getByRole('button', { name: 'Terminar sessão' })).toBeInTheDocument();
    expect(window.localStorage.getItem('partilha.language')).toBe('pt-PT');
  });
});
