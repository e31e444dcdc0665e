import { Card, H4 } from '@blueprintjs/core';
import type { BookingParty } from '@partilha/data';
import { ReliabilityBadge, VerifiedBadge } from '@partilha/ui';
import { Tag } from '@blueprintjs/core';
import { screenHref } from '../../routing/hash-route';
import { Facts } from '../../shared/Facts';

const rating = (value: number) => (value > 0 ? value.toFixed(1) : 'Not rated');

/** One party of a booking: who, their reliability and ratings, and a link to their member page. */
export function PartyCard({ role, party }: { role: 'Renter' | 'Owner'; party: BookingParty }) {
  return (
    <Card compact className="console-party" aria-label={`${role}: ${party.displayName}`} role="group">
      <H4 className="console-party__name">
        {role}: <a href={screenHref('members', { id: party.id })}>{party.displayName || party.id}</a>
      </H4>
      <div className="console-tag-row">
        {party.verifiedProvider && <VerifiedBadge />}
        {party.suspended && (
          <Tag intent="danger" round>
            Suspended
          </Tag>
        )}
      </div>
      <ReliabilityBadge stats={party} />
      <Facts
        items={[
          ['City', party.city],
          ['Bookings', party.totalBookings],
          ['Rating as provider', rating(party.ratingAsProvider)],
          ['Rating as client', rating(party.ratingAsClient)],
        ]}
      />
    </Card>
  );
}
