import { CONSOLE_RECORDS_TEXTS as T } from '@partilha/domain';
import { Card, H4 } from '@blueprintjs/core';
import type { BookingParty } from '@partilha/data';
import { ReliabilityBadge, VerifiedBadge } from '@partilha/ui';
import { Tag } from '@blueprintjs/core';
import { screenHref } from '../../routing/hash-route';
import { Facts } from '../../shared/Facts';

const rating = (value: number) => (value > 0 ? T.rating(value) : T.notRated);

/** One party of a booking: who, their reliability and ratings, and a link to their member page. */
export function PartyCard({ role, party }: { role: 'Renter' | 'Owner'; party: BookingParty }) {
  const roleText = role === 'Renter' ? T.renter : T.owner;
  return (
    <Card compact className="console-party" aria-label={T.party(roleText, party.displayName)} role="group">
      <H4 className="console-party__name">
        {roleText}: <a href={screenHref('members', { id: party.id })}>{party.displayName || party.id}</a>
      </H4>
      <div className="console-tag-row">
        {party.verifiedProvider && <VerifiedBadge />}
        {party.suspended && (
          <Tag intent="danger" round>
            {T.suspended}
          </Tag>
        )}
      </div>
      <ReliabilityBadge stats={party} />
      <Facts
        items={[
          [T.city, party.city],
          [T.bookings, party.totalBookings],
          [T.ratingAsProvider, rating(party.ratingAsProvider)],
          [T.ratingAsClient, rating(party.ratingAsClient)],
        ]}
      />
    </Card>
  );
}
