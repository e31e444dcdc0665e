import { fileUrl, isNetworkError, uploadAvatar, usePocketBase, type SessionUser } from '@partilha/data';
import { checkAvatarFile, displayNameOf, IMAGE_UPLOAD_MESSAGES, PROFILE_MESSAGES } from '@partilha/domain';
import { AvatarPicker } from '@partilha/ui';
import { useState } from 'react';
import { toast } from '../../../app/toaster';

/**
 * The photo: checked here first (image, under 5 MB), sent with real upload progress, checked
 * again by the server, and shown as the server's thumbnail once saved.
 */
export function AvatarSection({ user }: { user: SessionUser }) {
  const client = usePocketBase();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    const problem = checkAvatarFile(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    try {
      await uploadAvatar(client, user.id, file, setProgress);
      toast.success(PROFILE_MESSAGES.photoUpdated);
    } catch (failure) {
      const message = isNetworkError(failure) ? IMAGE_UPLOAD_MESSAGES.uploadFailed : PROFILE_MESSAGES.photoUpdateFailed;
      setError(message);
      toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <AvatarPicker
      name={displayNameOf(user)}
      imageUrl={fileUrl(client, user, user.avatar, '300x300')}
      progress={progress}
      error={error}
      onFileSelected={(file) => void upload(file)}
    />
  );
}
