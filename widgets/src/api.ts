import type { CancellationStats } from '@partilha/domain';
import type { PartilhaErrorKind } from './events';
import { apiUrl } from './market';

/**
 * The widget routes of the API (pocketbase/hooks/widgets-public-api.pb.ts): public JSON, read
 * without credentials. The browser's HTTP cache revalidates each answer by its ETag.
 */

export interface WidgetOwner {
  id: string;
  name: string;
  avatarPath: string | null;
  rating: number;
  reviewCount: number;
}

export interface WidgetListing {
  id: string;
  type: 'service' | 'equipment';
  title: string;
  category: string;
  city: string;
  postalArea: string;
  price: number;
  imagePath: string | null;
  owner: WidgetOwner | null;
  /** The listing's own reviews (schema.org AggregateRating of the SEO data). */
  rating?: { average: number; count: number };
}

export interface WidgetUser {
  id: string;
  name: string;
}

export interface WidgetReview {
  id: string;
  rating: number;
  title: string;
  content: string;
  created: string;
  reviewerName: string;
}

export interface RatingSummary {
  average: number;
  count: number;
}

export interface ReviewsAnswer {
  user: WidgetUser;
  summary: RatingSummary & { distribution: Record<string, number> };
  reviews: WidgetReview[];
}

export interface RatingAnswer {
  user: WidgetUser;
  summary: RatingSummary;
  cancellations: CancellationStats;
}

export class WidgetApiError extends Error {
  constructor(
    readonly kind: PartilhaErrorKind,
    readonly status: number | null,
  ) {
    super(`Partilha widget request failed: ${kind}${status === null ? '' : ` (${status})`}`);
  }

  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'server';
  }
}

function kindOf(status: number): PartilhaErrorKind {
  if (status === 404) return 'not-found';
  if (status === 400) return 'invalid';
  return 'server';
}

/**
 * GETs a widget route (`path` with its query) as JSON, or takes over the same request the loader
 * already started (`started`) while this widget's code was loading.
 */
export async function fetchWidgetJson<T>(path: string, started?: Promise<Response> | null): Promise<T> {
  let response: Response;
  try {
    response = await (started ?? fetch(apiUrl(path), { credentials: 'omit', mode: 'cors' }));
  } catch {
    throw new WidgetApiError('network', null);
  }
  if (!response.ok) throw new WidgetApiError(kindOf(response.status), response.status);
  try {
    return (await response.json()) as T;
  } catch {
    throw new WidgetApiError('server', response.status);
  }
}

export function toWidgetError(error: unknown): WidgetApiError {
  return error instanceof WidgetApiError ? error : new WidgetApiError('server', null);
}
