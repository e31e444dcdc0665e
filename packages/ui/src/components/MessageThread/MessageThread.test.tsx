// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageThread, type MessageThreadProps } from './MessageThread';
import { CONVERSATION, OWNER_ID, RENTER_ID, STORY_NOW } from './story-messages';

function renderThread(props: Partial<MessageThreadProps> = {}) {
  const onSend = vi.fn();
  const view = render(
    <MessageThread
      messages={CONVERSATION}
      currentUserId={RENTER_ID}
      now={STORY_NOW}
      bookingStatus="pending"
      onSend={onSend}
      {...props}
    />,
  );
  return { ...view, onSend };
}

describe('MessageThread', () => {
  it('lists the messages in a 400 px log, each with sender and relative time', () => {
    renderThread();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log).toHaveStyle({ height: '400px' });
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Hello! Could you come at 9:00 instead of 10:00 on Monday?You · 3d ago',
      'Yes, 9:00 works for me. I will bring the eco products.Rui Almeida · 5h ago',
      'Booking details were updated by the owner.Rui Almeida · 42m ago',
      'Perfect, thank you!\nThe door code is 1234.You · Just now',
    ]);
  });

  it('puts the viewer’s messages on the right and the other party’s on the left', () => {
    const { rerender } = renderThread();
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveClass('partilha-message-bubble-own');
    expect(second).toHaveClass('partilha-message-bubble-other');
    rerender(
      <MessageThread
        messages={CONVERSATION}
        currentUserId={OWNER_ID}
        now={STORY_NOW}
        bookingStatus="pending"
        onSend={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('partilha-message-bubble-other');
    expect(screen.getAllByText('You')).toHaveLength(2);
  });

  it('gives the exact time in the time element', () => {
    renderThread();
    const time = screen.getByText('42m ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-05-04T11:18:00.000Z');
    expect(time).toHaveAttribute('title', 'May 4, 2026, 12:18 PM');
  });

  it('says so when there are no messages, and shows a spinner while loading', () => {
    const { rerender } = renderThread({ messages: [] });
    expect(screen.getByText('No messages yet')).toBeVisible();
    rerender(
      <MessageThread
        messages={[]}
        currentUserId="u"
        now={STORY_NOW}
        bookingStatus="pending"
        onSend={vi.fn()}
        loading
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading messages' })).toBeInTheDocument();
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
  });

  it('scrolls to the newest message when it opens and when one arrives', () => {
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
    const { rerender } = renderThread();
    const log = screen.getByRole('log');
    expect(log.scrollTop).toBe(900);
    log.scrollTop = 0;
    scrollHeight.mockReturnValue(1000);
    rerender(
      <MessageThread
        messages={[...CONVERSATION, { ...CONVERSATION[0]!, id: 'm5', content: 'One more' }]}
        currentUserId={RENTER_ID}
        now={STORY_NOW}
        bookingStatus="pending"
        onSend={vi.fn()}
      />,
    );
    expect(log.scrollTop).toBe(1000);
    scrollHeight.mockRestore();
  });

  it('sends the trimmed text with Enter and clears the box', async () => {
    const { onSend } = renderThread();
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('placeholder', 'Type your message...');
    await userEvent.type(box, '  See you at 9  {Enter}');
    expect(onSend).toHaveBeenCalledWith('See you at 9');
    expect(box).toHaveValue('');
  });

  it('starts a new line with Shift+Enter and sends with the Send button', async () => {
    const { onSend } = renderThread();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Line one\nLine two');
  });

  it('refuses an empty message with the spec’s words', async () => {
    const { onSend } = renderThread();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Message cannot be empty');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message cannot be empty');
  });

  it('keeps the text when sending fails, and clears it when the promise resolves', async () => {
    const onSend = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderThread({ onSend });
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello{Enter}');
    expect(box).toHaveValue('Hello');
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('waits while a message is being sent', async () => {
    const { onSend } = renderThread({ sending: true });
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'x{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it.each(['cancelled', 'rejected'] as const)(
    'closes the input for a %s booking with the spec’s placeholder',
    (status) => {
      renderThread({ bookingStatus: status });
      const box = screen.getByRole('textbox', { name: 'Message' });
      expect(box).toBeDisabled();
      expect(box).toHaveAttribute('placeholder', "You can't send messages for cancelled or rejected bookings.");
      expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
      expect(screen.getAllByRole('listitem')).toHaveLength(4);
    },
  );

  it.each(['pending', 'negotiating', 'approved', 'completed'] as const)(
    'lets the parties write on a %s booking',
    (status) => {
      renderThread({ bookingStatus: status });
      expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    },
  );
});
