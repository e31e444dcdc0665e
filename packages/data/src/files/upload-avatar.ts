import type PocketBase from 'pocketbase';
import { sendForm } from './send-form';

/**
 * Uploads a new profile photo for the signed-in user and reports real upload progress (0 to 1).
 * The server checks type and size and makes the thumbnails. On success the session's record is
 * replaced by the server's, so the new photo shows without a reload.
 */
export async function uploadAvatar(
  client: PocketBase,
  userId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('avatar', file);
  const body = await sendForm(
    client,
    'PATCH',
    `/api/collections/users/records/${encodeURIComponent(userId)}`,
    form,
    onProgress,
  );
  if (client.authStore.record?.id === userId) client.authStore.save(client.authStore.token, body);
}
