import { Card, Tag } from '@blueprintjs/core';
import {
  formatListingPrice,
  LISTING_TYPE_LABELS,
  listingDetailPath,
  PROFILE_SCREEN_TEXTS,
  shownPostalCode,
  type Listing,
} from '@partilha/domain';
import { Link } from 'react-router-dom';

/** A plain listing card for the profile's Listings tab (the marketplace card comes with search). */
export function ProfileListingCard({ listing, imageUrl }: { listing: Listing; imageUrl: string }) {
  const location = [listing.city, shownPostalCode(listing)].filter(Boolean).join(', ');
  return (
    <Card className="profile-listing">
      {imageUrl ? (
        <img className="profile-listing__image" src={imageUrl} alt="" loading="lazy" />
      ) : (
        <div className="profile-listing__image profile-listing__image--none">{PROFILE_SCREEN_TEXTS.noImage}</div>
      )}
      <div className="profile-listing__body">
        <Tag minimal round>
          {LISTING_TYPE_LABELS[listing.type]}
        </Tag>
        <h3 className="profile-listing__title">
          <Link to={listingDetailPath(listing.type, listing.id)}>{listing.title}</Link>
        </h3>
        {location && <p className="profile-listing__location">{location}</p>}
        <p className="profile-listing__price">{formatListingPrice(listing.price, listing.type)}</p>
      </div>
    </Card>
  );
}
