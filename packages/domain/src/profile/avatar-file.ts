import { PROFILE_VALIDATION_MESSAGES } from './profile-messages';

/** A profile photo must be under 5 MB (spec 000 §9). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export interface FileFacts {
  /** MIME type as the browser or the server reports it, e.g. "image/png". */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** null when the file can be a profile photo, else the message to show. */
export function checkAvatarFile(file: FileFacts): string | null {
  if (!file.type || !file.type.startsWith('image/')) return PROFILE_VALIDATION_MESSAGES.imageRequired;
  if (!(file.size < AVATAR_MAX_BYTES)) return PROFILE_VALIDATION_MESSAGES.imageTooLarge;
  return null;
}
