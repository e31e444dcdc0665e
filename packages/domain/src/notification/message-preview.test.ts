import { describe, expect, it } from 'vitest';
import { messagePreview, newMessageCount, newMessageNotificationContent } from './message-preview';

describe('message preview', () => {
  it('keeps a message of up to 50 characters whole, without ellipsis', () => {
    const fifty = 'a'.repeat(50);
    expect(messagePreview(fifty)).toBe(fifty);
    expect(messagePreview('Hello')).toBe('Hello');
  });

  it('cuts a longer message to 50 characters and adds "…"', () => {
    const fiftyOne = `${'a'.repeat(50)}b`;
    expect(messagePreview(fiftyOne)).toBe(`${'a'.repeat(50)}…`);
    expect(Array.from(messagePreview('x'.repeat(200)))).toHaveLength(51);
  });

  it('trims first and never splits an emoji', () => {
    expect(messagePreview(`   ${'a'.repeat(50)}   `)).toBe('a'.repeat(50));
    const emojis = '😀'.repeat(51);
    expect(messagePreview(emojis)).toBe(`${'😀'.repeat(50)}…`);
  });

  it('writes the notification content', () => {
    expect(newMessageNotificationContent('Ana', 'See you at 9')).toBe('New message from Ana: See you at 9');
  });

  it('counts the unread messages of one conversation, showing the newest', () => {
    expect(newMessageNotificationContent('Ana', 'Third', 3)).toBe('3 new messages from Ana: Third');
    expect(newMessageNotificationContent('Ana', 'Only', 1)).toBe('New message from Ana: Only');
    expect(newMessageCount({ count: 3 })).toBe(3);
    expect(newMessageCount({})).toBe(1);
    expect(newMessageCount(null)).toBe(1);
    expect(newMessageCount({ count: '7' })).toBe(1);
    expect(newMessageCount({ count: 2.5 })).toBe(1);
  });
});
