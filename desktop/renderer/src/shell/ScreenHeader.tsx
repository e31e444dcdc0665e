import { H1 } from '@blueprintjs/core';
import { useEffect, useRef, type ReactNode } from 'react';

export interface ScreenHeaderProps {
  title: string;
  /** A short line under the title (e.g. the total). */
  subtitle?: ReactNode;
  /** Buttons at the right (Export CSV…). */
  actions?: ReactNode;
}

/**
 * The title row of a screen. The title takes focus when the screen opens, so keyboard and
 * screen-reader users start on the new screen instead of the link they left.
 */
export function ScreenHeader({ title, subtitle, actions }: ScreenHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <header className="console-screen-header">
      <div>
        <H1 ref={heading} tabIndex={-1} className="console-screen-header__title">
          {title}
        </H1>
        {subtitle && <div className="console-screen-header__subtitle">{subtitle}</div>}
      </div>
      {actions && <div className="console-screen-header__actions">{actions}</div>}
    </header>
  );
}
