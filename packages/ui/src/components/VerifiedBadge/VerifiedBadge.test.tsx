// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifiedBadge } from './VerifiedBadge';

describe('VerifiedBadge', () => {
  it('says "Verified Provider" in a tag', () => {
    render(<VerifiedBadge />);
    const label = screen.getByText('Verified Provider');
    expect(label).toBeVisible();
    expect(label.closest(`.${Classes.TAG}`)).toHaveClass(Classes.INTENT_PRIMARY);
  });
});
