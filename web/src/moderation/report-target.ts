import { getListingWithOwner, type Collections, type PocketBase } from '@partilha/data';
import {
  displayNameOf,
  NOTICE_TARGET_KINDS,
  noticeTargetPath,
  reviewerDisplayName,
  type NoticeTargetKind,
} from '@partilha/domain';
import { REVIEW_TEXTS } from '../reviews/review-texts';

/** What a report is about, as the standalone report page shows it. */
export interface ReportTarget {
  kind: NoticeTargetKind;
  id: string;
  /** The listing's title, the member's name, or the review's title and author. */
  label: string;
  /** Where the item lives on the website. */
  path: string;
}

/** `?kind=listing|profile|review&id=…` of the report page (the partner widgets link there); null when malformed. */
export function reportTargetParams(params: URLSearchParams): { kind: NoticeTargetKind; id: string } | null {
  const kind = NOTICE_TARGET_KINDS.find((known) => known === params.get('kind'));
  const id = params.get('id')?.trim() ?? '';
  return kind && /^[a-zA-Z0-9]{1,40}$/.test(id) ? { kind, id } : null;
}

/**
 * Reads the reported item as the public sees it (a suspended listing, a hidden review or a
 * suspended member's profile is not public and fails, as the server would refuse its report).
 */
export async function loadReportTarget(
  client: PocketBase,
  collections: Collections,
  { kind, id }: { kind: NoticeTargetKind; id: string },
): Promise<ReportTarget> {
  if (kind === 'listing') {
    const { listing } = await getListingWithOwner(client, id);
    return { kind, id, label: listing.title, path: noticeTargetPath({ kind, id, listingType: listing.type }) };
  }
  if (kind === 'profile') {
    const user = await collections.users.getOne(id);
    return { kind, id, label: displayNameOf(user), path: noticeTargetPath({ kind, id }) };
  }
  const review = await collections.reviews.getOne(id);
  const reviewer = await collections.users.getOne(review.reviewer).catch(() => null);
  const author = reviewerDisplayName(review.reviewer, reviewer ? displayNameOf(reviewer) : null);
  return {
    kind,
    id,
    label: REVIEW_TEXTS.reviewBy(review.title, author),
    path: noticeTargetPath({ kind, id, reviewee: review.reviewee }),
  };
}
