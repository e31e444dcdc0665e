import { Tab, Tabs } from '@blueprintjs/core';
import { useCollections, type Collections } from '@partilha/data';
import { NO_REVIEWS_TEXT, PROFILE_MESSAGES, type Listing } from '@partilha/domain';
import { useState } from 'react';
import { EmptyState } from '../shared/EmptyState';
import { ProfileListingCard } from './ProfileListingCard';

/**
 * The Listings and Reviews tabs of a public profile. The review list arrives with the reviews
 * issue; until then the tab gives the count the profile carries and says when there are none.
 */
export function ProfileTabs({ listings, reviewCount }: { listings: Listing[]; reviewCount: number }) {
  const collections = useCollections();
  const [selected, setSelected] = useState<'listings' | 'reviews'>('listings');
  return (
    <Tabs
      id="profile-tabs"
      selectedTabId={selected}
      onChange={(id) => setSelected(id as 'listings' | 'reviews')}
      size="large"
    >
      <Tab
        id="listings"
        title={`Listings (${listings.length})`}
        panel={<ListingsPanel listings={listings} collections={collections} />}
      />
      <Tab id="reviews" title={`Reviews (${reviewCount})`} panel={<ReviewsPanel reviewCount={reviewCount} />} />
    </Tabs>
  );
}

function ListingsPanel({ listings, collections }: { listings: Listing[]; collections: Collections }) {
  return (
    <section aria-labelledby="active-listings-title">
      <h2 id="active-listings-title" className="profile-page__section-title">
        {PROFILE_MESSAGES.activeListings}
      </h2>
      {listings.length === 0 ? (
        <EmptyState icon="shop" text={PROFILE_MESSAGES.noActiveListings} />
      ) : (
        <ul className="profile-page__listings">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ProfileListingCard
                listing={listing}
                imageUrl={collections.listings.fileUrl(listing, listing.images[0], '300x300')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewsPanel({ reviewCount }: { reviewCount: number }) {
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="profile-page__section-title">
        Reviews
      </h2>
      {reviewCount === 0 ? (
        <EmptyState icon="comment" text={NO_REVIEWS_TEXT} />
      ) : (
        <EmptyState
          icon="comment"
          text={`${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`}
          detail="The list of reviews is coming soon."
        />
      )}
    </section>
  );
}
