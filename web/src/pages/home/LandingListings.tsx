import { noListingsText, SEARCH_MESSAGES } from '@partilha/domain';
import { ListingCard, ListingGrid } from '@partilha/ui';
import { Link } from 'react-router-dom';
import { cardImageLoading } from '../../listings/listing-card-props';
import { useListingCardProps } from '../../listings/use-listing-card-props';
import type { ListingSearch } from '../../listings/use-listing-search';

/** How many of the newest listings the landing page shows: two rows of four, four rows of two on a phone. */
export const LANDING_LISTINGS = 8;

/** How wide a landing card is drawn (home.css: two columns on phones, three on tablets, four). */
const LANDING_CARD_SIZES = '(max-width: 640px) 50vw, (max-width: 960px) 33vw, 300px';

/**
 * The newest listings with their photos, under the hero. The skeletons have the cards' size, so the
 * page does not move when the listings arrive; the first photo is fetched first (often the page's
 * largest paint on a phone).
 */
export function LandingListings({ search }: { search: ListingSearch }) {
  const cardProps = useListingCardProps({ showOwner: false, headingLevel: 3 });
  return (
    <section className="landing__recent" aria-labelledby="recent-title">
      <div className="landing__recent-head">
        <h2 id="recent-title">{SEARCH_MESSAGES.recentListings}</h2>
        <Link to="/marketplace">{SEARCH_MESSAGES.seeAllListings}</Link>
      </div>
      <ListingGrid
        className="landing__listings"
        label={SEARCH_MESSAGES.recentListings}
        loading={search.status === 'loading'}
        skeletonCount={LANDING_LISTINGS}
        skeletonWithOwner={false}
        emptyText={noListingsText(null)}
        emptyHeadingLevel={3}
      >
        {search.items.slice(0, LANDING_LISTINGS).map((item, index) => (
          <ListingCard
            key={item.listing.id}
            {...cardProps(item)}
            {...cardImageLoading(index)}
            imageSizes={LANDING_CARD_SIZES}
          />
        ))}
      </ListingGrid>
    </section>
  );
}
