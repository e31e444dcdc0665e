import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { NotificationBell } from './NotificationBell';
import { MANY_UNREAD, MIXED_NOTIFICATIONS, STORY_NOW } from './story-notifications';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  // The bell sits at the right of the header; leave room for the panel under it.
  decorators: [
    (Story) => (
      <div
        style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minHeight: 420, maxWidth: 420 }}
      >
        <Story />
      </div>
    ),
  ],
  args: {
    notifications: MIXED_NOTIFICATIONS,
    now: STORY_NOW,
    onOpen: fn(),
    onMarkAllRead: fn(),
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread: the badge shows 2. Click the bell (or press Enter on it) to open the panel. */
export const Unread: Story = {};

/** Nothing unread: no badge. */
export const NothingUnread: Story = { args: { notifications: MIXED_NOTIFICATIONS.map((n) => ({ ...n, read: true })) } };

/** More than nine unread: the badge reads "9+". */
export const MoreThanNine: Story = { args: { notifications: MANY_UNREAD } };

/** More unread than the live list of 20 holds: the caller passes the count. */
export const UnreadBeyondTheList: Story = { args: { unreadCount: 34 } };

/** The panel open: each type with its icon and name, unread ones tinted with a dot, relative times. */
export const Open: Story = { args: { defaultOpen: true } };

/** The panel with more than fits: the 300 px list scrolls. */
export const OpenScrolling: Story = { args: { notifications: MANY_UNREAD, defaultOpen: true } };

/** No notifications at all. */
export const OpenEmpty: Story = { args: { notifications: [], defaultOpen: true } };

/** Everything read: "Mark all as read" has nothing to do. */
export const OpenAllRead: Story = {
  args: { notifications: MIXED_NOTIFICATIONS.map((n) => ({ ...n, read: true })), defaultOpen: true },
};

/** "Mark all as read" is running. */
export const MarkingAllRead: Story = { args: { defaultOpen: true, markingAllRead: true } };

/** Opening an item marks it read; "Mark all as read" clears the badge. */
export const Interactive: Story = {
  render: function InteractiveBell(args) {
    const [notifications, setNotifications] = useState(MIXED_NOTIFICATIONS);
    return (
      <NotificationBell
        {...args}
        notifications={notifications}
        onOpen={(item) => {
          args.onOpen(item);
          setNotifications((all) => all.map((n) => (n.id === item.id ? { ...n, read: true } : n)));
        }}
        onMarkAllRead={() => {
          args.onMarkAllRead();
          setNotifications((all) => all.map((n) => ({ ...n, read: true })));
        }}
      />
    );
  },
};
