import {
  MODERATION_MESSAGES,
  NOTICE_TARGET_COLLECTIONS,
  noticeTargetPath,
  type ListingType,
  type NoticeTargetKind,
} from '@partilha/domain';
import { notFound } from './booking-api-errors';
import { findRecordOrNull } from './booking-records';
import { personNameOf } from './console-actions-rows';

/**
 * A reported item as moderation sees it: where it lives, who a decision would restrict, what it
 * says. Shared by notices (the snapshot), the queue (the item as it stands) and decisions.
 */
export interface ModerationTarget {
  kind: NoticeTargetKind;
  collection: 'listings' | 'users' | 'reviews';
  record: PbRecord;
  /** The member a restriction would affect: the listing's owner, the profile, the review's author. */
  ownerId: string;
  label: string;
  path: string;
  /** Whether the public can see it now (active listing of an active member, active public review, active member). */
  isPublic: boolean;
  snapshot: Record<string, unknown>;
}

function listingTarget(record: PbRecord): ModerationTarget {
  const type = record.getString('type') as ListingType;
  return {
    kind: 'listing',
    collection: 'listings',
    record,
    ownerId: record.getString('owner'),
    label: record.getString('title'),
    path: noticeTargetPath({ kind: 'listing', id: record.id, listingType: type }),
    isPublic: record.getString('status') === 'active' && !record.getBool('ownerSuspended'),
    snapshot: {
      title: record.getString('title'),
      description: record.getString('description'),
      type,
      category: record.getString('category'),
      price: record.getFloat('price'),
      city: record.getString('city'),
      images: record.getStringSlice('images'),
      status: record.getString('status'),
    },
  };
}

function profileTarget(record: PbRecord): ModerationTarget {
  return {
    kind: 'profile',
    collection: 'users',
    record,
    ownerId: record.id,
    label: personNameOf(record),
    path: noticeTargetPath({ kind: 'profile', id: record.id }),
    isPublic: !record.getBool('suspended'),
    snapshot: {
      displayName: personNameOf(record),
      bio: record.getString('bio'),
      city: record.getString('city'),
      suspended: record.getBool('suspended'),
    },
  };
}

function reviewTarget(record: PbRecord): ModerationTarget {
  const reviewee = record.getString('reviewee');
  const title = record.getString('title');
  return {
    kind: 'review',
    collection: 'reviews',
    record,
    ownerId: record.getString('reviewer'),
    label: title || record.getString('content').slice(0, 80),
    path: noticeTargetPath({ kind: 'review', id: record.id, reviewee }),
    isPublic: record.getString('status') === 'active' && record.getBool('isPublic'),
    snapshot: {
      title,
      content: record.getString('content'),
      overallRating: record.getInt('overallRating'),
      reviewType: record.getString('reviewType'),
      reviewee,
      status: record.getString('status'),
    },
  };
}

/** The item of a notice or queue entry, or null when it no longer exists. */
export function findModerationTarget(app: PbApp, kind: NoticeTargetKind, id: string): ModerationTarget | null {
  const record = findRecordOrNull(app, NOTICE_TARGET_COLLECTIONS[kind], id);
  if (!record) return null;
  if (kind === 'listing') return listingTarget(record);
  if (kind === 'profile') return profileTarget(record);
  return reviewTarget(record);
}

/** As findModerationTarget, 404 `targetNotFound` when missing. */
export function requireModerationTarget(app: PbApp, kind: NoticeTargetKind, id: string): ModerationTarget {
  const target = findModerationTarget(app, kind, id);
  if (!target) throw notFound(MODERATION_MESSAGES.targetNotFound);
  return target;
}
