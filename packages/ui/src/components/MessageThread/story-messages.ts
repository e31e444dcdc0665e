import type { ThreadMessage } from './MessageBubble';

/** The fixed "now" of the stories, so relative times read the same on every build. */
export const STORY_NOW = new Date('2026-05-04T12:00:00Z');

const minutesAgo = (minutes: number) => new Date(STORY_NOW.getTime() - minutes * 60_000).toISOString();

export const RENTER_ID = 'renter1';
export const OWNER_ID = 'owner1';

/** A short negotiation between a renter (Inês) and an owner (Rui), oldest first. */
export const CONVERSATION: ThreadMessage[] = [
  {
    id: 'm1',
    senderId: RENTER_ID,
    senderName: 'Inês Carvalho',
    content: 'Hello! Could you come at 9:00 instead of 10:00 on Monday?',
    createdAt: minutesAgo(3 * 24 * 60),
  },
  {
    id: 'm2',
    senderId: OWNER_ID,
    senderName: 'Rui Almeida',
    content: 'Yes, 9:00 works for me. I will bring the eco products.',
    createdAt: minutesAgo(5 * 60),
  },
  {
    id: 'm3',
    senderId: OWNER_ID,
    senderName: 'Rui Almeida',
    content: 'Booking details were updated by the owner.',
    createdAt: minutesAgo(42),
  },
  {
    id: 'm4',
    senderId: RENTER_ID,
    senderName: 'Inês Carvalho',
    content: 'Perfect, thank you!\nThe door code is 1234.',
    createdAt: minutesAgo(0.5),
  },
];

/** Enough messages to scroll: the thread opens at the newest one. */
export const LONG_THREAD: ThreadMessage[] = Array.from({ length: 24 }, (_, index) => ({
  id: `long${index}`,
  senderId: index % 2 === 0 ? RENTER_ID : OWNER_ID,
  senderName: index % 2 === 0 ? 'Inês Carvalho' : 'Rui Almeida',
  content: index === 23 ? 'This is the newest message, shown without scrolling.' : `Message number ${index + 1}`,
  createdAt: minutesAgo((24 - index) * 30),
}));
