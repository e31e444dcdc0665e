import type { BellNotification } from './NotificationList';

/** The fixed "now" of the stories, so relative times read the same on every build. */
export const STORY_NOW = new Date('2026-05-04T12:00:00Z');

const minutesAgo = (minutes: number) => new Date(STORY_NOW.getTime() - minutes * 60_000).toISOString();

/** One of each type, newest first, two of them unread. */
export const MIXED_NOTIFICATIONS: BellNotification[] = [
  {
    id: 'n1',
    type: 'new_message',
    content: 'New message from Inês Carvalho: Perfect, thank you! The door code is 1234…',
    read: false,
    createdAt: minutesAgo(0.5),
    bookingId: 'bk1',
  },
  {
    id: 'n2',
    type: 'booking_request',
    content: 'New booking request for "Home cleaning, eco products included"',
    read: false,
    createdAt: minutesAgo(42),
    bookingId: 'bk1',
  },
  {
    id: 'n3',
    type: 'booking_status_change',
    content: 'Your booking for "Bosch cordless drill 18V" was confirmed',
    read: true,
    createdAt: minutesAgo(5 * 60),
    bookingId: 'bk2',
  },
  {
    id: 'n4',
    type: 'welcome',
    content: 'Welcome to Partilha! Complete your profile to start booking.',
    read: true,
    createdAt: minutesAgo(9 * 24 * 60),
    bookingId: null,
  },
];

/** Twelve unread requests: the badge reads "9+". */
export const MANY_UNREAD: BellNotification[] = Array.from({ length: 12 }, (_, index) => ({
  id: `many${index}`,
  type: 'booking_request',
  content: `New booking request #${index + 1} for "Garden gazebo 3x3 m"`,
  read: false,
  createdAt: minutesAgo(index * 95 + 1),
  bookingId: `bk${index}`,
}));
