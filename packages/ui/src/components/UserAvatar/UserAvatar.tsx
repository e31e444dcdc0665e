import { avatarInitial, PROFILE_SCREEN_TEXTS } from '@partilha/domain';
import { useState } from 'react';
import { cls } from '../../classes';

export type UserAvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface UserAvatarProps {
  /** Whose avatar it is: the image's text alternative and the source of the initial. */
  name: string;
  /** The photo (a server thumbnail); without one, or when it fails to load, the initial shows. */
  imageUrl?: string | null;
  /** Defaults to `md`. */
  size?: UserAvatarSize;
  /** When the name is written right beside the avatar, screen readers need not hear it twice. */
  decorative?: boolean;
  className?: string;
}

/** A round profile photo with the first letter of the name as fallback (spec 000 §2 Public profile). */
export function UserAvatar({ name, imageUrl, size = 'md', decorative = false, className }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const rootClass = [cls('user-avatar'), cls(`user-avatar-${size}`), className].filter(Boolean).join(' ');
  // An avatar that stands alone must still be named, even when the person's name is unknown.
  const label = decorative ? undefined : name.trim() || PROFILE_SCREEN_TEXTS.profilePhoto;

  if (imageUrl && failedUrl !== imageUrl) {
    return <img className={rootClass} src={imageUrl} alt={label ?? ''} onError={() => setFailedUrl(imageUrl)} />;
  }
  return (
    <span
      className={`${rootClass} ${cls('user-avatar-initial')}`}
      role={decorative ? undefined : 'img'}
      aria-label={label}
      aria-hidden={decorative ? true : undefined}
    >
      {avatarInitial(name)}
    </span>
  );
}
