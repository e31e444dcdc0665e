import { REVIEW_SORT_FIELDS, REVIEW_SORT_OPTIONS, reviewerDisplayName, type ReviewSort } from '@partilha/domain';
import { notFound } from './booking-api-errors';
import { sendWidgetJson, setWidgetHeaders } from './widgets-http';
import { USERS, findOrNull } from './widgets-public-data';
import {
  WIDGET_MAX_REVIEWS,
  WIDGET_ROLES,
  choiceParam,
  limitParam,
  reviewTypeOf,
  type WidgetRole,
} from './widgets-query';

/** The message of a user who does not exist or is not shown (the widget says it in its language). */
export const WIDGET_USER_NOT_FOUND = 'Member not available';

export interface WidgetRatingSummary {
  /** 0–5, one decimal. */
  average: number;
  count: number;
  /** Reviews per star, "1" to "5". */
  distribution: { [stars: string]: number };
}

export interface WidgetReview {
  id: string;
  rating: number;
  title: string;
  content: string;
  created: string;
  reviewerName: string;
}

interface ReviewsApp extends PbApp {
  findRecordsByFilter(
    collection: string,
    filter: string,
    sort: string,
    limit: number,
    offset: number,
    params?: { [key: string]: unknown },
  ): PbRecord[];
}

function shownUser(e: PbRequestEvent): PbRecord {
  const user = findOrNull(e.app, USERS, e.request.pathValue('id'));
  if (!user || user.getBool('suspended')) throw notFound(WIDGET_USER_NOT_FOUND);
  return user;
}

function roleOf(e: PbRequestEvent): WidgetRole {
  const query = e.requestInfo().query;
  return choiceParam((name) => query[name], 'role', WIDGET_ROLES, 'provider');
}

/** The stored summary of a user in a role (review_summaries, kept by the review routes). */
function summaryOf(app: PbApp, role: WidgetRole, userId: string): WidgetRatingSummary {
  return storedSummary(app, `${reviewTypeOf(role)}_${userId}`);
}

/** A stored summary by its key ("{reviewType}_{target}"), zero when there is none. */
export function storedSummary(app: PbApp, key: string): WidgetRatingSummary {
  const empty = { average: 0, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } };
  let record: PbRecord;
  try {
    record = app.findFirstRecordByFilter('review_summaries', 'key = {:key}', { key });
  } catch {
    return empty;
  }
  const stored = parseJsonField(record.get('ratingDistribution'));
  const distribution = { ...empty.distribution };
  for (const stars of Object.keys(distribution) as (keyof typeof distribution)[]) {
    const count = Number((stored as { [key: string]: unknown } | null)?.[stars]);
    distribution[stars] = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  }
  return {
    average: record.getFloat('averageRating'),
    count: Math.max(0, Math.floor(record.getFloat('totalReviews'))),
    distribution,
  };
}

/** A JSON field reads back from goja as its raw bytes' text or as a value. */
function parseJsonField(value: unknown): unknown {
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  if (typeof value === 'object' && value !== null && !text.startsWith('{')) return value;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** GET /api/widgets/users/{id}/reviews?role&sort&limit → { user, summary, reviews } */
export function serveWidgetReviews(e: PbRequestEvent): void {
  setWidgetHeaders(e);
  const user = shownUser(e);
  const role = roleOf(e);
  const query = e.requestInfo().query;
  const read = (name: string) => query[name];
  const sorts = REVIEW_SORT_OPTIONS.map((option) => option.value) as ReviewSort[];
  const sort = choiceParam(read, 'sort', sorts, 'newest');
  const limit = limitParam(read, 'limit', WIDGET_MAX_REVIEWS, 5);

  const records = (e.app as ReviewsApp).findRecordsByFilter(
    'reviews',
    'reviewee = {:user} && reviewType = {:type} && status = "active" && isPublic = true && publishedAt != ""',
    REVIEW_SORT_FIELDS[sort],
    limit,
    0,
    { user: user.id, type: reviewTypeOf(role) },
  );
  const names = new Map<string, string>();
  const reviews: WidgetReview[] = records.map((review) => {
    const reviewerId = review.getString('reviewer');
    if (!names.has(reviewerId)) {
      const reviewer = findOrNull(e.app, USERS, reviewerId);
      names.set(reviewerId, reviewerDisplayName(reviewerId, reviewer?.getString('displayName')));
    }
    return {
      id: review.id,
      rating: review.getFloat('overallRating'),
      title: review.getString('title'),
      content: review.getString('content'),
      created: review.getString('created'),
      reviewerName: names.get(reviewerId) ?? '',
    };
  });
  sendWidgetJson(e, {
    user: { id: user.id, name: reviewerDisplayName(user.id, user.getString('displayName')) },
    summary: summaryOf(e.app, role, user.id),
    reviews,
  });
}

/** GET /api/widgets/users/{id}/rating?role → { user, summary, cancellations } */
export function serveWidgetRating(e: PbRequestEvent): void {
  setWidgetHeaders(e);
  const user = shownUser(e);
  const role = roleOf(e);
  const summary = summaryOf(e.app, role, user.id);
  sendWidgetJson(e, {
    user: { id: user.id, name: reviewerDisplayName(user.id, user.getString('displayName')) },
    summary: { average: summary.average, count: summary.count },
    // The reliability badge's input (spec 001 §4); public on the website's profile page too.
    cancellations: {
      totalCancellations: Math.max(0, Math.floor(user.getFloat('totalCancellations'))),
      lateCancellations: Math.max(0, Math.floor(user.getFloat('lateCancellations'))),
      endedBookings: Math.max(0, Math.floor(user.getFloat('endedBookings'))),
    },
  });
}
