// One key per File object, so two files with the same name and size are still told apart.
const keys = new WeakMap<File, string>();
let issued = 0;

/**
 * The key of a chosen file in the uploader's `progress` map. Stable for the life of the File
 * object; the app reports upload progress under the same key.
 */
export function imageFileKey(file: File): string {
  let key = keys.get(file);
  if (!key) {
    issued += 1;
    key = `file-${issued}`;
    keys.set(file, key);
  }
  return key;
}
