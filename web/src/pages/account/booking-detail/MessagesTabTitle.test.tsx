// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessagesTabTitle } from './MessagesTabTitle';

function tab(unreadCount: number): HTMLElement {
  render(
    <div role="tab" aria-selected="false">
      <MessagesTabTitle unreadCount={unreadCount} />
    </div>,
  );
  return screen.getByRole('tab');
}

describe('MessagesTabTitle', () => {
  it('reads "Messages" with nothing unread', () => {
    const title = tab(0);
    expect(title).toHaveAccessibleName('Messages');
    expect(title.querySelector('.bp6-tag')).toBeNull();
  });

  it('shows the unread count and says it in words', () => {
    const title = tab(3);
    expect(title).toHaveAccessibleName(/^Messages\W+3 unread$/);
    expect(title.querySelector('.bp6-tag')).toHaveTextContent('3');
  });
});
