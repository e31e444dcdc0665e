import { Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tag } from '@blueprintjs/core';
import { CONSOLE_UI_TEXTS } from '@partilha/domain';
import type { Theme } from '../app/theme';

export interface TopBarProps {
  operatorName: string;
  role: string;
  theme: Theme;
  onToggleTheme: () => void;
  onOpenPalette: () => void;
  onSignOut: () => void;
}

const ROLE_LABELS: Record<string, string> = { operator: 'Operator', moderator: 'Moderator' };
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The bar over every screen: who is signed in and as what, the palette, the theme, sign out. */
export function TopBar({ operatorName, role, theme, onToggleTheme, onOpenPalette, onSignOut }: TopBarProps) {
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
          Commands <kbd className="console-kbd">{isMac ? '⌘K' : 'Ctrl+K'}</kbd>
        </Button>
        <NavbarDivider />
        <span className="console-topbar__operator" role="group" aria-label="Signed in as">
          <span className="console-topbar__name">{operatorName}</span>
          <Tag minimal round intent={role === 'operator' ? 'primary' : 'none'}>
            {ROLE_LABELS[role] ?? role}
          </Tag>
        </span>
        <NavbarDivider />
        <Button
          variant="minimal"
          icon={theme === 'dark' ? 'moon' : 'flash'}
          aria-pressed={theme === 'dark'}
          onClick={onToggleTheme}
          text="Dark theme"
        />
        <Button variant="minimal" icon="log-out" onClick={onSignOut} text="Sign out" />
      </NavbarGroup>
    </Navbar>
  );
}
