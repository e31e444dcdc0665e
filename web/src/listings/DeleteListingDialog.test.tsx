// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteListingDialog } from './DeleteListingDialog';

describe('DeleteListingDialog', () => {
  it("asks with the spec's words and confirms or cancels", () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<DeleteListingDialog isOpen deleting={false} onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this listing?' });
    expect(dialog).toHaveAccessibleDescription(
      'This action cannot be undone. The listing will be permanently deleted from our servers.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('reads "Deleting..." and cannot be used or closed while the request runs', () => {
    const onCancel = vi.fn();
    render(<DeleteListingDialog isOpen deleting onCancel={onCancel} onConfirm={() => {}} />);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
