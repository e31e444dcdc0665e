import { Button, ProgressBar } from '@blueprintjs/core';
import { PROFILE_SCREEN_TEXTS as T } from '@partilha/domain';
import { useId, useRef, type ChangeEvent } from 'react';
import { cls } from '../../classes';
import { UserAvatar } from '../UserAvatar';

export interface AvatarPickerProps {
  name: string;
  imageUrl?: string | null;
  /** Upload progress from 0 to 1 while a photo is being sent; null otherwise. */
  progress?: number | null;
  /** Why the last chosen file was refused or failed, shown in red under the button. */
  error?: string | null;
  /** A file was chosen; checking and uploading it is the caller's job. */
  onFileSelected: (file: File) => void;
  className?: string;
}

/** The profile photo in Settings: the current avatar, a "Change photo" button and upload progress. */
export function AvatarPicker({
  name,
  imageUrl,
  progress = null,
  error = null,
  onFileSelected,
  className,
}: AvatarPickerProps) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a failure.
    event.target.value = '';
    if (file) onFileSelected(file);
  };

  return (
    <div className={[cls('avatar-picker'), className].filter(Boolean).join(' ')}>
      <UserAvatar name={name} imageUrl={imageUrl} size="lg" />
      <div className={cls('avatar-picker-controls')}>
        <input
          ref={input}
          id={inputId}
          className={cls('avatar-picker-input')}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-label={T.profilePhotoFile}
          aria-describedby={error ? errorId : undefined}
          onChange={choose}
        />
        <Button icon="camera" text={T.changePhoto} disabled={uploading} onClick={() => input.current?.click()} />
        {uploading && (
          <ProgressBar
            className={cls('avatar-picker-progress')}
            intent="primary"
            value={progress}
            stripes={progress < 1}
            aria-label={T.photoUploadProgress}
          />
        )}
        {error && (
          <p id={errorId} role="alert" className={cls('avatar-picker-error')}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
