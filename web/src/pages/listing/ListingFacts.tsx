import { LISTING_PAGE_MESSAGES } from '@partilha/domain';
import type { Listing } from '@partilha/domain';
import { useId, type ReactNode } from 'react';
import { availabilitySummary } from './availability-summary';
import { listingDetailRows, type DetailRow } from './listing-detail-rows';

function FactsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="listing-detail__section" aria-labelledby={id}>
      <h2 id={id} className="listing-detail__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RowValue({ row }: { row: DetailRow }) {
  if ('value' in row) return <dd>{row.value}</dd>;
  return (
    <dd>
      {row.items.length === 0 ? (
        <span className="listing-facts__none">{row.none}</span>
      ) : (
        <ul className="listing-facts__list">
          {row.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
    </dd>
  );
}

/** Description, the service or equipment details, and the weekly availability of a listing. */
export function ListingFacts({ listing }: { listing: Listing }) {
  const hours = availabilitySummary(listing.availability);
  return (
    <>
      <FactsSection title={LISTING_PAGE_MESSAGES.description}>
        <p className="listing-detail__description">{listing.description}</p>
      </FactsSection>
      <FactsSection
        title={
          listing.type === 'service' ? LISTING_PAGE_MESSAGES.serviceDetails : LISTING_PAGE_MESSAGES.equipmentDetails
        }
      >
        <dl className="listing-facts">
          {listingDetailRows(listing).map((row) => (
            <div key={row.label} className="listing-facts__row">
              <dt>{row.label}</dt>
              <RowValue row={row} />
            </div>
          ))}
        </dl>
      </FactsSection>
      <FactsSection title={LISTING_PAGE_MESSAGES.availability}>
        {hours.length === 0 ? (
          <p className="listing-facts__none">{LISTING_PAGE_MESSAGES.noWeeklyAvailability}</p>
        ) : (
          <dl className="listing-facts listing-facts--hours">
            {hours.map((line) => (
              <div key={line.day} className="listing-facts__row">
                <dt>{line.day}</dt>
                <dd className={line.hours ? undefined : 'listing-facts__none'}>
                  {line.hours ?? LISTING_PAGE_MESSAGES.notAvailable}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </FactsSection>
    </>
  );
}
