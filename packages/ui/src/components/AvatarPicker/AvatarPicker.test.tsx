// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AvatarPicker } from './AvatarPicker';

describe('AvatarPicker', () => {
  it('hands the chosen file to the caller', async () => {
    const onFileSelected = vi.fn();
    render(<AvatarPicker name="Ana" onFileSelected={onFileSelected} />);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile photo file'), file);
    expect(onFileSelected).toHaveBeenCalledWith(file);
  });

  it('shows the upload progress and disables the button meanwhile', () => {
    render(<AvatarPicker name="Ana" progress={0.45} onFileSelected={() => undefined} />);
    expect(screen.getByRole('progressbar', { name: 'Photo upload progress' })).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeDisabled();
  });

  it('shows why a file was refused', () => {
    render(<AvatarPicker name="Ana" error="Please select an image file" onFileSelected={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeEnabled();
  });

  it('shows the current photo, or the initial without one', () => {
    const { rerender } = render(
      <AvatarPicker name="Ana" imageUrl="https://example.test/a.png" onFileSelected={() => undefined} />,
    );
    expect(screen.getByRole('img', { name: 'Ana' })).toHaveAttribute('src', 'https://example.test/a.png');
    rerender(<AvatarPicker name="Ana" imageUrl={null} onFileSelected={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Ana' })).toHaveTextContent('A');
  });
});
