import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';

/**
 * Sends one multipart request and reports real upload progress (0 to 1). The SDK sends with
 * fetch, which has no upload progress, so uploads go through XMLHttpRequest; the session's token
 * is attached the way the SDK does it. Refusals reject with the SDK's ClientResponseError, so
 * `errorMessage` reads the server's message as for any other call.
 */
export function sendForm(
  client: PocketBase,
  method: 'POST' | 'PATCH',
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<RecordModel> {
  const url = client.buildURL(path);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
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
        resolve(body);
      } else {
        reject(new ClientResponseError({ url, status: request.status, response: body ?? {} }));
      }
    };
    request.onerror = () =>
      reject(new ClientResponseError({ url, status: 0, originalError: new TypeError('Network request failed') }));
    request.send(form);
  });
}
