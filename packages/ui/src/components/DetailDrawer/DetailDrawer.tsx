import { DETAIL_DRAWER_TEXTS } from '@partilha/domain';
import { Button, Classes, Drawer, DrawerSize } from '@blueprintjs/core';
import { useId, type ReactNode } from 'react';
import { cls } from '../../classes';

/** `small` 360 px, `standard` half the window, `large` 90 %; or any CSS width / pixel number. */
export type DetailDrawerSize = 'small' | 'standard' | 'large' | number | string;

export interface DetailDrawerProps {
  isOpen: boolean;
  /** Esc, the close button or a click on the backdrop. */
  onClose: () => void;
  /** Names the drawer for screen readers too: "Booking with Ana Silva". */
  title: ReactNode;
  /** A line under the title: a status, a date, an id. */
  subtitle?: ReactNode;
  /** Buttons for what can be done with the record (each usually opens a ReasonDialog). */
  actions?: ReactNode;
  /** The record itself; it scrolls when taller than the window, the header and actions stay. */
  children: ReactNode;
  /** Defaults to `standard`. */
  size?: DetailDrawerSize;
  className?: string;
}

const NAMED_SIZES: Record<string, string> = {
  small: DrawerSize.SMALL,
  standard: DrawerSize.STANDARD,
  large: DrawerSize.LARGE,
};

/** The drawer's own words: the domain's catalogue, read in the active language while drawing. */
export { DETAIL_DRAWER_TEXTS };

/**
 * The console's detail view of one record (a booking, a member, a listing), sliding in from the
 * right over the table it was opened from. Blueprint's overlay moves focus into it on open, keeps
 * it there, and gives it back to the row that opened it on close.
 */
export function DetailDrawer(props: DetailDrawerProps) {
  const { isOpen, onClose, title, subtitle, actions, children, size = 'standard' } = props;
  const id = useId();
  const resolvedSize = typeof size === 'string' ? (NAMED_SIZES[size] ?? size) : size;

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      position="right"
      size={resolvedSize}
      className={[cls('detail-drawer'), props.className].filter(Boolean).join(' ')}
    >
      {/* Blueprint's drawer has no dialog role or name of its own; this element gives both. */}
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={subtitle ? `${id}-subtitle` : undefined}
        className={cls('detail-drawer-frame')}
      >
        {/* A div: a <header> here would be a second banner landmark beside the app's own (axe). */}
        <div className={`${Classes.DRAWER_HEADER} ${cls('detail-drawer-header')}`}>
          <div className={cls('detail-drawer-heading')}>
            <h2 id={`${id}-title`} className={cls('detail-drawer-title')}>
              {title}
            </h2>
            {subtitle && (
              <div id={`${id}-subtitle`} className={cls('detail-drawer-subtitle')}>
                {subtitle}
              </div>
            )}
          </div>
          <Button aria-label={DETAIL_DRAWER_TEXTS.close} icon="cross" variant="minimal" onClick={onClose} />
        </div>
        {actions && (
          <div role="toolbar" aria-label={DETAIL_DRAWER_TEXTS.actions} className={cls('detail-drawer-actions')}>
            {actions}
          </div>
        )}
        {/* Focusable so a long record scrolls from the keyboard too (arrows, Page Down). */}
        <div
          role="region"
          aria-labelledby={`${id}-title`}
          tabIndex={0}
          className={`${Classes.DRAWER_BODY} ${cls('detail-drawer-body')}`}
        >
          {children}
        </div>
      </div>
    </Drawer>
  );
}
