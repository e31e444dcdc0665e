import { Tag } from '@blueprintjs/core';
import { PROFILE_MESSAGES } from '@partilha/domain';
import { cls } from '../../classes';

export interface VerifiedBadgeProps {
  className?: string;
}

/** The "Verified Provider" mark of a profile (spec 000 §1: how it is granted is not shown). */
export function VerifiedBadge({ className }: VerifiedBadgeProps) {
  return (
    <Tag
      intent="primary"
      icon="endorsed"
      round
      className={[cls('verified-badge'), className].filter(Boolean).join(' ')}
    >
      {PROFILE_MESSAGES.verifiedProvider}
    </Tag>
  );
}
