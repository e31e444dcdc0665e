// Type test of @partilha/widgets/react as partners get it: the declarations vite-plugin-dts emitted
// (dist/types), resolved through the package's exports. `npm run build -w @partilha/widgets` runs
// `tsc` over this file: a prop or event detail that changes shape breaks the build, and each
// `@ts-expect-error` fails it too when the mistake it marks stops being an error.
// The package's published subpath, exactly as a partner imports it.
// eslint-disable-next-line no-restricted-imports
import {
  PARTILHA_EVENTS_VERSION,
  PartilhaBook,
  PartilhaListing,
  PartilhaListings,
  PartilhaRating,
  PartilhaReviews,
  type PartilhaBookingRequestedDetail,
  type PartilhaErrorDetail,
  type PartilhaLoadedDetail,
} from '@partilha/widgets/react';

const version: 1 = PARTILHA_EVENTS_VERSION;

export function PartnerPage() {
  return (
    <div>
      <PartilhaListing
        listingId="abc123"
        theme="dark"
        lang="pt-PT"
        seo
        onLoaded={(detail: PartilhaLoadedDetail) => console.log(detail.widget, detail.itemCount, version)}
        onError={(detail: PartilhaErrorDetail) => detail.retryable && console.log(detail.kind, detail.status)}
        onListingClick={(detail, event) => {
          if (detail.url.startsWith('http')) event.preventDefault();
        }}
        onBookingRequested={(detail: PartilhaBookingRequestedDetail) => console.log(detail.listingId)}
      />
      <PartilhaListings owner="u1" type="equipment" sort="price-asc" limit={3} city="Porto" />
      <PartilhaReviews userId="u1" role="renter" sort="highest_rated" limit={5} />
      <PartilhaRating userId="u1" reliability />
      <PartilhaBook listingId="abc123" listingTitle="Drill" />

      {/* @ts-expect-error a listing widget needs its listing id */}
      <PartilhaListing />
      {/* @ts-expect-error themes are light, dark or auto */}
      <PartilhaRating userId="u1" theme="blue" />
      {/* @ts-expect-error languages are en and pt-PT */}
      <PartilhaBook listingId="x" lang="fr" />
      {/* @ts-expect-error the limit is a number */}
      <PartilhaListings limit="3" />
      {/* @ts-expect-error an unknown sort */}
      <PartilhaListings sort="cheapest" />
      <PartilhaReviews
        userId="u1"
        // @ts-expect-error a loaded detail has no listingId
        onLoaded={(detail) => console.log(detail.listingId)}
      />
    </div>
  );
}
