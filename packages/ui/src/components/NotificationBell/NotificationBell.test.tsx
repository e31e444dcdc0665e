// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setActiveLanguage } from '@partilha/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell, type NotificationBellProps } from './NotificationBell';
import { MANY_UNREAD, MIXED_NOTIFICATIONS, STORY_NOW } from './story-notifications';

function renderBell(props: Partial<NotificationBellProps> = {}) {
  const onOpen = vi.fn();
  const onMarkAllRead = vi.fn();
  render(
    <NotificationBell
      notifications={MIXED_NOTIFICATIONS}
      now={STORY_NOW}
      onOpen={onOpen}
      onMarkAllRead={onMarkAllRead}
      {...props}
    />,
  );
  return { onOpen, onMarkAllRead };
}

function badgeText(): string | null {
  return document.querySelector('.partilha-notification-bell-badge')?.textContent ?? null;
}

describe('NotificationBell', () => {
  it('shows the unread count on the bell and says it in the name', () => {
    renderBell();
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(badgeText()).toBe('2');
  });

  it('shows "9+" above nine', () => {
    renderBell({ notifications: MANY_UNREAD });
    expect(badgeText()).toBe('9+');
    expect(screen.getByRole('button', { name: 'Notifications, 12 unread' })).toBeVisible();
  });

  it('counts what the caller says is unread when more are unread than the list holds', () => {
    renderBell({ unreadCount: 34 });
    expect(badgeText()).toBe('9+');
    expect(screen.getByRole('button', { name: 'Notifications, 34 unread' })).toBeVisible();
  });

  it('has no badge when nothing is unread', () => {
    renderBell({ notifications: MIXED_NOTIFICATIONS.map((n) => ({ ...n, read: true })) });
    expect(badgeText()).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a 300 px panel with each item’s kind, content and relative time', async () => {
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(screen.getByRole('button', { name: /Notifications/, expanded: true })).toBeInTheDocument();
    expect(dialog.querySelector('.partilha-notification-panel-scroll')).toHaveStyle({ height: '300px' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0]!).getByRole('button')).toHaveAccessibleName(
      'Unread: New message New message from Inês Carvalho: Perfect, thank you! The door code is 1234… Just now',
    );
    expect(within(items[1]!).getByRole('button')).toHaveAccessibleName(/^Unread: Booking request .* 42m ago$/);
    expect(within(items[2]!).getByRole('button')).toHaveAccessibleName(/^Booking update .* 5h ago$/);
    // An unknown type is generic; older than a week shows the date.
    expect(within(items[3]!).getByRole('button')).toHaveAccessibleName(/^Notification Welcome .* Apr 25, 2026$/);
  });

  it('marks unread items visibly', async () => {
    renderBell({ defaultOpen: true });
    const buttons = within(await screen.findByRole('dialog')).getAllByRole('button', {
      name: /Notification|message|Booking/,
    });
    const items = buttons.filter((button) => button.classList.contains('partilha-notification-item'));
    expect(items.map((item) => item.classList.contains('partilha-notification-item-unread'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('hands the chosen item to onOpen and closes the panel', async () => {
    const { onOpen } = renderBell({ defaultOpen: true });
    await userEvent.click(await screen.findByRole('button', { name: /Booking update/ }));
    expect(onOpen).toHaveBeenCalledWith(MIXED_NOTIFICATIONS[2]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks all as read, and only when something is unread', async () => {
    const { onMarkAllRead } = renderBell({ defaultOpen: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('disables "Mark all as read" with nothing unread', async () => {
    renderBell({ defaultOpen: true, notifications: MIXED_NOTIFICATIONS.map((n) => ({ ...n, read: true })) });
    expect(await screen.findByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('disables "Mark all as read" while it runs', async () => {
    const { onMarkAllRead } = renderBell({ defaultOpen: true, markingAllRead: true });
    await screen.findByRole('dialog');
    const button = document.querySelector('.partilha-notification-panel-header button') as HTMLButtonElement;
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onMarkAllRead).not.toHaveBeenCalled();
  });

  it('says "No notifications" when the list is empty', async () => {
    renderBell({ defaultOpen: true, notifications: [] });
    expect(await screen.findByText('No notifications')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens and focuses the panel, Tab reaches the items', async () => {
    const { onOpen } = renderBell();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Notifications/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /New message from Inês/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(MIXED_NOTIFICATIONS[0]);
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    renderBell();
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Notifications/ })).toHaveFocus();
  });
});

describe('NotificationBell in pt-PT (issue 19)', () => {
  afterEach(() => setActiveLanguage('en'));

  it('names the bell, the panel and the kinds in Portuguese', async () => {
    setActiveLanguage('pt-PT');
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notificações, 2 por ler' });
    await userEvent.click(bell);
    expect(await screen.findByRole('button', { name: 'Marcar todas como lidas' })).toBeVisible();
    expect(screen.getAllByText('Por ler:', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Nova mensagem').length).toBeGreaterThan(0);
  });
});
