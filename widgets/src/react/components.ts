import { createElement, useEffect, useRef, type ReactElement } from 'react';
import type {
  PartilhaBookingRequestedDetail,
  PartilhaErrorDetail,
  PartilhaListingClickDetail,
  PartilhaLoadedDetail,
} from '../events';

/** Reviews of a member as a provider (the default) or as a renter. */
export type PartilhaRole = 'provider' | 'renter';

export interface PartilhaCommonProps {
  theme?: 'light' | 'dark' | 'auto';
  lang?: 'en' | 'pt-PT';
  className?: string;
  onLoaded?: (detail: PartilhaLoadedDetail, event: CustomEvent<PartilhaLoadedDetail>) => void;
  onError?: (detail: PartilhaErrorDetail, event: CustomEvent<PartilhaErrorDetail>) => void;
  /** Call `event.preventDefault()` to keep the widget from opening the listing. */
  onListingClick?: (detail: PartilhaListingClickDetail, event: CustomEvent<PartilhaListingClickDetail>) => void;
  onBookingRequested?: (
    detail: PartilhaBookingRequestedDetail,
    event: CustomEvent<PartilhaBookingRequestedDetail>,
  ) => void;
}

export interface PartilhaListingProps extends PartilhaCommonProps {
  listingId: string;
  /** Adds schema.org Product/Offer data for search engines. */
  seo?: boolean;
}

export interface PartilhaListingsProps extends PartilhaCommonProps {
  owner?: string;
  category?: string;
  city?: string;
  type?: 'service' | 'equipment';
  sort?: 'newest' | 'price-asc' | 'price-desc';
  /** 1 to 12, default 6. */
  limit?: number;
}

export interface PartilhaReviewsProps extends PartilhaCommonProps {
  userId: string;
  role?: PartilhaRole;
  sort?: 'newest' | 'oldest' | 'highest_rated' | 'lowest_rated' | 'most_helpful';
  /** 1 to 20, default 5. */
  limit?: number;
  seo?: boolean;
}

export interface PartilhaRatingProps extends PartilhaCommonProps {
  userId: string;
  role?: PartilhaRole;
  /** Shows the booking reliability badge. */
  reliability?: boolean;
}

export interface PartilhaBookProps extends PartilhaCommonProps {
  listingId: string;
  /** Names the button for screen readers ("Request a booking: {title}"). */
  listingTitle?: string;
}

type Attributes = Record<string, string | undefined>;

const EVENTS = [
  ['partilha:loaded', 'onLoaded'],
  ['partilha:error', 'onError'],
  ['partilha:listing-click', 'onListingClick'],
  ['partilha:booking-requested', 'onBookingRequested'],
] as const;

function flag(on: boolean | undefined): string | undefined {
  return on ? '' : undefined;
}

function text(value: string | number | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}

/** Renders the element with its attributes and listens to its events for the callbacks given. */
function useWidgetElement(tag: string, props: PartilhaCommonProps, attributes: Attributes): ReactElement {
  const ref = useRef<HTMLElement>(null);
  const handlers = useRef(props);
  handlers.current = props;
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const listeners = EVENTS.map(([name, prop]) => {
      const listener = (event: Event) => {
        const custom = event as CustomEvent;
        const handler = handlers.current[prop] as ((detail: unknown, event: CustomEvent) => void) | undefined;
        handler?.(custom.detail, custom);
      };
      element.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => listeners.forEach(([name, listener]) => element.removeEventListener(name, listener));
  }, []);
  const defined = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
  return createElement(tag, { ref, class: props.className, theme: props.theme, lang: props.lang, ...defined });
}

export function PartilhaListing(props: PartilhaListingProps): ReactElement {
  return useWidgetElement('partilha-listing', props, { 'listing-id': props.listingId, seo: flag(props.seo) });
}

export function PartilhaListings(props: PartilhaListingsProps): ReactElement {
  return useWidgetElement('partilha-listings', props, {
    owner: props.owner,
    category: props.category,
    city: props.city,
    type: props.type,
    sort: props.sort,
    limit: text(props.limit),
  });
}

export function PartilhaReviews(props: PartilhaReviewsProps): ReactElement {
  return useWidgetElement('partilha-reviews', props, {
    'user-id': props.userId,
    role: props.role,
    sort: props.sort,
    limit: text(props.limit),
    seo: flag(props.seo),
  });
}

export function PartilhaRating(props: PartilhaRatingProps): ReactElement {
  return useWidgetElement('partilha-rating', props, {
    'user-id': props.userId,
    role: props.role,
    reliability: flag(props.reliability),
  });
}

export function PartilhaBook(props: PartilhaBookProps): ReactElement {
  return useWidgetElement('partilha-book', props, {
    'listing-id': props.listingId,
    'listing-title': props.listingTitle,
  });
}
