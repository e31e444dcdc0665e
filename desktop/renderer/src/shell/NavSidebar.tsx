import { CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { Icon } from '@blueprintjs/core';
import type { ScreenEntry, ScreenId } from '../routing/screens';
import { screenHref } from '../routing/hash-route';

export interface NavSidebarProps {
  screens: readonly ScreenEntry[];
  current: ScreenId;
}

/** The left navigation: only the screens the role may open. Plain links, so the hash is the truth. */
export function NavSidebar({ screens, current }: NavSidebarProps) {
  return (
    <nav className="console-nav" aria-label={CONSOLE_SHELL_TEXTS.navigation}>
      <ul className="console-nav__list">
        {screens.map((screen) => (
          <li key={screen.id}>
            <a
              href={screenHref(screen.id)}
              className={`console-nav__link${screen.id === current ? ' console-nav__link--current' : ''}`}
              aria-current={screen.id === current ? 'page' : undefined}
            >
              <Icon icon={screen.icon} aria-hidden />
              <span>{screen.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
