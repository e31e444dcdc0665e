import { Tab, Tabs } from '@blueprintjs/core';
import { useCollections, type Collections } from '@partilha/data';
import { PROFILE_MESSAGES, PROFILE_SCREEN_TEXTS, type Listing } from '@partilha/domain';
import { useState } from 'react';
import { EmptyState } from '../shared/EmptyState';
import { ProfileListingCard } from './ProfileListingCard';
import { ProfileReviews } from './ProfileReviews';

export interface ProfileTabsProps {
  userId: string;
  listings: Listing[];
  /** Reviews received as owner (provider) and as renter (client), as the profile carries them. */
  ownerReviewCount: number;
  renterReviewCount: number;
}

/**
 * The Listings and Reviews tabs of a public profile (spec 000 §2). Only the open tab is rendered,
 * so the reviews are read when a visitor asks for them.
 */
export function ProfileTabs({ userId, listings, ownerReviewCount, renterReviewCount }: ProfileTabsProps) {
  const collections = useCollections();
  const [selected, setSelected] = useState<'listings' | 'reviews'>('listings');
  return (
    <Tabs
      id="profile-tabs"
      selectedTabId={selected}
      onChange={(id) => setSelected(id as 'listings' | 'reviews')}
      size="large"
      renderActiveTabPanelOnly
    >
      <Tab
        id="listings"
        title={PROFILE_SCREEN_TEXTS.listingsTab(listings.length)}
        panel={<ListingsPanel listings={listings} collections={collections} />}
      />
      <Tab
        id="reviews"
        title={PROFILE_SCREEN_TEXTS.reviewsTab(ownerReviewCount + renterReviewCount)}
        panel={
          <ProfileReviews userId={userId} ownerReviewCount={ownerReviewCount} renterReviewCount={renterReviewCount} />
        }
      />
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
