// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cls } from '../../classes';
import { UserAvatar } from './UserAvatar';

describe('UserAvatar', () => {
  it('shows the photo with the name as its text alternative', () => {
    render(<UserAvatar name="Ana Sousa" imageUrl="https://example.test/ana.png" />);
    const image = screen.getByRole('img', { name: 'Ana Sousa' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', 'https://example.test/ana.png');
  });

  it('shows the first letter of the name, upper case, when there is no photo', () => {
    render(<UserAvatar name="ana sousa" />);
    expect(screen.getByRole('img', { name: 'ana sousa' })).toHaveTextContent(/^A$/);
  });

  it('falls back to the initial when the photo fails to load', () => {
    render(<UserAvatar name="Bruno" imageUrl="https://example.test/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Bruno' }));
    const fallback = screen.getByRole('img', { name: 'Bruno' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback).toHaveTextContent('B');
  });

  it('shows a question mark when no name is known, still named for screen readers', () => {
    render(<UserAvatar name="" />);
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveTextContent('?');
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<UserAvatar name="Carla" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(['sm', 'md', 'lg', 'xl'] as const)('applies the %s size class', (size) => {
    const { container } = render(<UserAvatar name="Dora" size={size} />);
    expect(container.firstElementChild).toHaveClass(cls('user-avatar'), cls(`user-avatar-${size}`));
  });
});
