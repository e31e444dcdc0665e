import { Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tag } from '@blueprintjs/core';
import { CONSOLE_ROLE_LABELS, CONSOLE_SHELL_TEXTS as T, CONSOLE_UI_TEXTS, isStaffRole } from '@partilha/domain';
import { LanguageSwitcher } from '@partilha/ui';
import { useConsoleLanguage } from '../app/LanguageRoot';
import type { Theme } from '../app/theme';

export interface TopBarProps {
  operatorName: string;
  role: string;
  theme: Theme;
  onToggleTheme: () => void;
  onOpenPalette: () => void;
  onSignOut: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The bar over every screen: who is signed in and as what, the palette, the theme, sign out. */
export function TopBar({ operatorName, role, theme, onToggleTheme, onOpenPalette, onSignOut }: TopBarProps) {
  const { language, chooseLanguage } = useConsoleLanguage();
  return (
    <Navbar className="console-topbar" role="banner">
      <NavbarGroup align="start">
        <NavbarHeading className="console-topbar__title">{CONSOLE_UI_TEXTS.appTitle}</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align="end" className="console-topbar__end">
        <Button
          variant="minimal"
          icon="search"
          onClick={onOpenPalette}
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        >
          {T.commands} <kbd className="console-kbd">{isMac ? '⌘K' : 'Ctrl+K'}</kbd>
        </Button>
        <NavbarDivider />
        <span className="console-topbar__operator" role="group" aria-label={T.signedInAs}>
          <span className="console-topbar__name">{operatorName}</span>
          <Tag minimal round intent={role === 'operator' ? 'primary' : 'none'}>
            {isStaffRole(role) ? CONSOLE_ROLE_LABELS[role] : role}
          </Tag>
        </span>
        <NavbarDivider />
        <Button
          variant="minimal"
          icon={theme === 'dark' ? 'moon' : 'flash'}
          aria-pressed={theme === 'dark'}
          onClick={onToggleTheme}
          text={T.darkTheme}
        />
        <LanguageSwitcher language={language} onChange={chooseLanguage} label={T.language} />
        <Button variant="minimal" icon="log-out" onClick={onSignOut} text={T.signOut} />
      </NavbarGroup>
    </Navbar>
  );
}
