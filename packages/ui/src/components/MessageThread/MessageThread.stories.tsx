import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { ThreadMessage } from './MessageBubble';
import { MessageThread } from './MessageThread';
import { CONVERSATION, LONG_THREAD, OWNER_ID, RENTER_ID, STORY_NOW } from './story-messages';

const meta = {
  title: 'Bookings/MessageThread',
  component: MessageThread,
  tags: ['autodocs'],
  // The right column of the booking detail page.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    messages: CONVERSATION,
    currentUserId: RENTER_ID,
    now: STORY_NOW,
    bookingStatus: 'negotiating',
    onSend: fn(),
  },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The renter's view: their messages on the right, the owner's on the left, times relative to now. */
export const Conversation: Story = {};

/** The same thread seen by the owner. */
export const OwnerView: Story = { args: { currentUserId: OWNER_ID } };

/** Nothing said yet. */
export const Empty: Story = { args: { messages: [] } };

export const Loading: Story = { args: { messages: [], loading: true } };

/** A message on its way: Send waits. */
export const Sending: Story = { args: { sending: true } };

/** A long thread opens scrolled to the newest message. */
export const LongThread: Story = { args: { messages: LONG_THREAD } };

/** A cancelled booking: the input is closed and its placeholder says why. */
export const CancelledBooking: Story = { args: { bookingStatus: 'cancelled' } };

/** A rejected booking is closed the same way. */
export const RejectedBooking: Story = { args: { bookingStatus: 'rejected', messages: [] } };

/** A message without spaces still wraps inside its bubble. */
export const LongWord: Story = {
  args: {
    messages: [{ ...CONVERSATION[0]!, content: `https://example.pt/${'very-long-path-'.repeat(12)}` }],
  },
};

/** Type and press Enter (or Send): the message joins the thread, as the realtime update would add it. */
export const Interactive: Story = {
  render: function InteractiveThread(args) {
    const [messages, setMessages] = useState<ThreadMessage[]>(CONVERSATION);
    return (
      <MessageThread
        {...args}
        messages={messages}
        onSend={(content) => {
          args.onSend(content);
          setMessages((current) => [
            ...current,
            {
              id: `new${current.length}`,
              senderId: args.currentUserId,
              senderName: 'Inês Carvalho',
              content,
              createdAt: STORY_NOW.toISOString(),
            },
          ]);
        }}
      />
    );
  },
};
