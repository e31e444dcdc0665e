import { Icon, Tag } from '@blueprintjs/core';
import { getCategoryLabel, PROFILE_SCREEN_TEXTS as T, type CancellationStats } from '@partilha/domain';
import { useId } from 'react';
import { cls } from '../../classes';
import { ReliabilityBadge } from '../ReliabilityBadge';

export interface ProfileDetailsProps {
  /** Present only when the owner chose to show it; the server leaves it out otherwise. */
  phoneNumber?: string;
  languages?: readonly string[];
  bio?: string;
  serviceCategories?: readonly string[];
  equipmentCategories?: readonly string[];
  cancellationStats?: CancellationStats | null;
  /** The section's heading (a level-2 heading; the parts inside are level 3). Defaults to "About". */
  title?: string;
  className?: string;
}

function CategoryTags({ title, categories }: { title: string; categories: readonly string[] }) {
  if (categories.length === 0) return null;
  return (
    <div className={cls('profile-details-group')}>
      <h3 className={cls('profile-details-heading')}>{title}</h3>
      <ul className={cls('profile-details-tags')}>
        {categories.map((category) => (
          <li key={category}>
            <Tag minimal round>
              {getCategoryLabel(category)}
            </Tag>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The rest of a public profile: bio, phone, languages, the service and equipment categories and
 * the booking reliability badge. Parts with nothing to show are left out.
 */
export function ProfileDetails({
  title = T.about,
  phoneNumber = '',
  languages = [],
  bio = '',
  serviceCategories = [],
  equipmentCategories = [],
  cancellationStats,
  className,
}: ProfileDetailsProps) {
  const phone = phoneNumber.trim();
  const spoken = languages.map((language) => language.trim()).filter(Boolean);
  const titleId = useId();
  return (
    <section className={[cls('profile-details'), className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={cls('profile-details-title')}>
        {title}
      </h2>
      {bio.trim() && <p className={cls('profile-details-bio')}>{bio.trim()}</p>}
      {(phone || spoken.length > 0) && (
        <dl className={cls('profile-details-contact')}>
          {phone && (
            <div>
              <dt>{T.phone}</dt>
              <dd>
                <Icon icon="phone" size={14} aria-hidden /> <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
              </dd>
            </div>
          )}
          {spoken.length > 0 && (
            <div>
              <dt>{T.languages}</dt>
              <dd>{spoken.join(', ')}</dd>
            </div>
          )}
        </dl>
      )}
      <CategoryTags title={T.services} categories={serviceCategories} />
      <CategoryTags title={T.equipment} categories={equipmentCategories} />
      <ReliabilityBadge stats={cancellationStats} />
    </section>
  );
}
