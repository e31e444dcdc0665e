import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';

/**
 * Uploads a new profile photo for the signed-in user and reports real upload progress (0 to 1).
 * The SDK sends with fetch, which has no upload progress, so this one request goes through
 * XMLHttpRequest; the server checks type and size and makes the thumbnails. On success the
 * session's record is replaced by the server's, so the new photo shows without a reload.
 */
export function uploadAvatar(
  client: PocketBase,
  userId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const url = client.buildURL(`/api/collections/users/records/${encodeURIComponent(userId)}`);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PATCH', url);
    request.setRequestHeader('Accept', 'application/json');
    if (client.authStore.token) request.setRequestHeader('Authorization', client.authStore.token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: RecordModel | null;
      try {
        body = JSON.parse(request.responseText) as RecordModel;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && body) {
        onProgress(1);
        if (client.authStore.record?.id === userId) client.authStore.save(client.authStore.token, body);
        resolve();
      } else {
        reject(new ClientResponseError({ url, status: request.status, response: body ?? {} }));
      }
    };
    request.onerror = () =>
      reject(new ClientResponseError({ url, status: 0, originalError: new TypeError('Network request failed') }));
    const form = new FormData();
    form.append('avatar', file);
    request.send(form);
  });
}
