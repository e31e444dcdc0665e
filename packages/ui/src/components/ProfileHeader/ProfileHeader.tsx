import { Icon } from '@blueprintjs/core';
import { PROFILE_SCREEN_TEXTS as T } from '@partilha/domain';
import { cls } from '../../classes';
import { RatingStars } from '../RatingStars';
import { UserAvatar } from '../UserAvatar';
import { VerifiedBadge } from '../VerifiedBadge';

export interface RoleRating {
  rating: number;
  reviewCount: number;
}

export interface ProfileHeaderProps {
  displayName: string;
  avatarUrl?: string | null;
  verifiedProvider?: boolean;
  city?: string;
  postalCode?: string;
  /** Already worded, e.g. "January 2026". */
  memberSince?: string;
  /** A profile keeps one rating per role (spec 000 §1). */
  providerRating: RoleRating;
  clientRating: RoleRating;
  className?: string;
}

/**
 * The top of a public profile: photo (or initial), name as the page heading, the verified mark,
 * the rating as a provider and as a client, location and member-since date.
 */
export function ProfileHeader({
  displayName,
  avatarUrl,
  verifiedProvider = false,
  city = '',
  postalCode = '',
  memberSince = '',
  providerRating,
  clientRating,
  className,
}: ProfileHeaderProps) {
  const location = [city.trim(), postalCode.trim()].filter(Boolean).join(', ');
  return (
    <header className={[cls('profile-header'), className].filter(Boolean).join(' ')}>
      <UserAvatar name={displayName} imageUrl={avatarUrl} size="xl" decorative />
      <div className={cls('profile-header-body')}>
        <div className={cls('profile-header-title')}>
          <h1 className={cls('profile-header-name')}>{displayName}</h1>
          {verifiedProvider && <VerifiedBadge />}
        </div>
        <dl className={cls('profile-header-facts')}>
          <div>
            <dt>{T.asProvider}</dt>
            <dd>
              <RatingStars rating={providerRating.rating} reviewCount={providerRating.reviewCount} />
            </dd>
          </div>
          <div>
            <dt>{T.asClient}</dt>
            <dd>
              <RatingStars rating={clientRating.rating} reviewCount={clientRating.reviewCount} />
            </dd>
          </div>
          {location && (
            <div>
              <dt>{T.location}</dt>
              <dd>
                <Icon icon="map-marker" size={14} aria-hidden /> {location}
              </dd>
            </div>
          )}
          {memberSince && (
            <div>
              <dt>{T.memberSince}</dt>
              <dd>
                <Icon icon="calendar" size={14} aria-hidden /> {memberSince}
              </dd>
            </div>
          )}
        </dl>
      </div>
    </header>
  );
}
