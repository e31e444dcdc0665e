import { Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { getConsoleMember, type ConsoleMemberDetail } from '@partilha/data';
import { CONSOLE_ROLE_LABELS, formatDate } from '@partilha/domain';
import { DetailDrawer, ReliabilityBadge, VerifiedBadge } from '@partilha/ui';
import { useMemo, useState } from 'react';
import { useConsole } from '../../app/console-context';
import { useScreenCommands } from '../../shell/commands';
import { DetailSection, Facts } from '../../shared/Facts';
import { ModerateButton } from '../../shared/ModerateButton';
import { useRemote } from '../../shared/use-remote';
import { memberActionsFor, type MemberActionKind } from './member-actions';
import { MemberActionDialog } from './MemberActionDialog';
import { MemberBookings, MemberListings, MemberReviews } from './MemberRecords';

const rating = (value: number, count: number) =>
  count > 0 ? `${value.toFixed(1)} (${count} ${count === 1 ? 'review' : 'reviews'})` : 'Not rated';

function MemberDetail({ detail }: { detail: ConsoleMemberDetail }) {
  const { member } = detail;
  return (
    <>
      {member.suspended && (
        <Callout intent="danger" icon="disable" className="console-detail-section">
          <strong>Account suspended:</strong> {member.suspendedReason}{' '}
          {member.suspendedAt && `(${formatDate(member.suspendedAt, { withTime: true })})`}
        </Callout>
      )}
      <DetailSection title="Profile">
        <Facts
          items={[
            ...(member.email !== undefined ? ([['Email', member.email]] as const) : []),
            ...(member.phoneNumber !== undefined ? ([['Phone', member.phoneNumber]] as const) : []),
            ['Name', `${member.firstName} ${member.lastName}`.trim()],
            ['Role', CONSOLE_ROLE_LABELS[member.role]],
            ['City', member.city],
            ['Joined', formatDate(member.created)],
            ['Rating as provider', rating(member.ratingAsProvider, member.reviewsAsProvider)],
            ['Rating as client', rating(member.ratingAsClient, member.reviewsAsClient)],
            ['About', member.bio],
          ]}
        />
      </DetailSection>
      <DetailSection title="Reliability">
        <ReliabilityBadge stats={member} />
      </DetailSection>
      <DetailSection title="Listings">
        <MemberListings listings={detail.listings} ownerId={member.id} />
      </DetailSection>
      <DetailSection title="Bookings as renter">
        <MemberBookings bookings={detail.bookingsAsRenter} label="Bookings as renter" other="owner" />
      </DetailSection>
      <DetailSection title="Bookings as owner">
        <MemberBookings bookings={detail.bookingsAsOwner} label="Bookings as owner" other="renter" />
      </DetailSection>
      <DetailSection title="Reviews received">
        <MemberReviews reviews={detail.reviews.received} label="Reviews received" />
      </DetailSection>
      <DetailSection title="Reviews written">
        <MemberReviews reviews={detail.reviews.written} label="Reviews written" />
      </DetailSection>
    </>
  );
}

/** One member in full, with the actions the role may take on them. */
export function MemberDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: string | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { client, can } = useConsole();
  const detail = useRemote(() => (id ? getConsoleMember(client, id) : Promise.resolve(null)), [client, id]);
  const data = detail.data && detail.data.member.id === id ? detail.data : null;
  const [action, setAction] = useState<MemberActionKind | null>(null);
  const actions = useMemo(() => (data ? memberActionsFor(data.member, can) : []), [data, can]);

  const commands = useMemo(
    () =>
      actions.map((a) => ({
        id: `member.${a.kind}`,
        label: `${a.label}…`,
        group: 'Member',
        run: () => setAction(a.kind),
      })),
    [actions],
  );
  useScreenCommands('member-drawer', commands);

  const member = data?.member;
  return (
    <>
      <DetailDrawer
        isOpen={id !== null}
        onClose={onClose}
        title={member ? member.displayName || member.id : 'Member'}
        subtitle={
          member && (
            <span className="console-inline-tags">
              <Tag minimal round>
                {CONSOLE_ROLE_LABELS[member.role]}
              </Tag>
              {member.verifiedProvider && <VerifiedBadge />}
              {member.suspended && (
                <Tag intent="danger" round>
                  Suspended
                </Tag>
              )}
            </span>
          )
        }
        actions={
          (actions.length > 0 || member) && (
            <>
              {actions.map((a) => (
                // Keyed by what the button does, not its label: after Verify it becomes Revoke and keeps focus.
                <Button
                  key={a.requires}
                  onClick={() => setAction(a.kind)}
                  intent={a.kind === 'suspend' ? 'danger' : 'none'}
                >
                  {`${a.label}…`}
                </Button>
              ))}
              {member && member.role === 'user' && <ModerateButton kind="profile" targetId={member.id} />}
            </>
          )
        }
      >
        {detail.error && !data ? (
          <Callout intent="danger" role="alert">
            {detail.error}
          </Callout>
        ) : data ? (
          <MemberDetail detail={data} />
        ) : (
          <NonIdealState icon={<Spinner aria-label="Loading" />} />
        )}
      </DetailDrawer>
      <MemberActionDialog
        member={member ?? null}
        kind={action}
        onClose={() => setAction(null)}
        onDone={() => {
          detail.reload();
          onChanged();
        }}
      />
    </>
  );
}
