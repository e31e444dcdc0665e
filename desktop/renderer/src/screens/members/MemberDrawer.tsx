import { Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { getConsoleMember, type ConsoleMemberDetail } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, CONSOLE_SHELL_TEXTS, CONSOLE_ROLE_LABELS, formatDate } from '@partilha/domain';
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

const rating = (value: number, count: number) => (count > 0 ? T.ratingWithReviews(T.rating(value), count) : T.notRated);

function MemberDetail({ detail }: { detail: ConsoleMemberDetail }) {
  const { member } = detail;
  return (
    <>
      {member.suspended && (
        <Callout intent="danger" icon="disable" className="console-detail-section">
          <strong>{T.accountSuspended}</strong> {member.suspendedReason}{' '}
          {member.suspendedAt && `(${formatDate(member.suspendedAt, { withTime: true })})`}
        </Callout>
      )}
      <DetailSection title={T.profile}>
        <Facts
          items={[
            ...(member.email !== undefined ? ([[T.email, member.email]] as const) : []),
            ...(member.phoneNumber !== undefined ? ([[T.phone, member.phoneNumber]] as const) : []),
            [T.name, `${member.firstName} ${member.lastName}`.trim()],
            [T.role, CONSOLE_ROLE_LABELS[member.role]],
            [T.city, member.city],
            [T.joined, formatDate(member.created)],
            [T.ratingAsProvider, rating(member.ratingAsProvider, member.reviewsAsProvider)],
            [T.ratingAsClient, rating(member.ratingAsClient, member.reviewsAsClient)],
            [T.about, member.bio],
          ]}
        />
      </DetailSection>
      <DetailSection title={T.reliability}>
        <ReliabilityBadge stats={member} />
      </DetailSection>
      <DetailSection title={T.listings}>
        <MemberListings listings={detail.listings} ownerId={member.id} />
      </DetailSection>
      <DetailSection title={T.bookingsAsRenter}>
        <MemberBookings bookings={detail.bookingsAsRenter} label={T.bookingsAsRenter} other="owner" />
      </DetailSection>
      <DetailSection title={T.bookingsAsOwner}>
        <MemberBookings bookings={detail.bookingsAsOwner} label={T.bookingsAsOwner} other="renter" />
      </DetailSection>
      <DetailSection title={T.reviewsReceived}>
        <MemberReviews reviews={detail.reviews.received} label={T.reviewsReceived} />
      </DetailSection>
      <DetailSection title={T.reviewsWritten}>
        <MemberReviews reviews={detail.reviews.written} label={T.reviewsWritten} />
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
        group: T.memberGroup,
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
        title={member ? member.displayName || member.id : T.member}
        subtitle={
          member && (
            <span className="console-inline-tags">
              <Tag minimal round>
                {CONSOLE_ROLE_LABELS[member.role]}
              </Tag>
              {member.verifiedProvider && <VerifiedBadge />}
              {member.suspended && (
                <Tag intent="danger" round>
                  {T.suspended}
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
          <NonIdealState icon={<Spinner aria-label={CONSOLE_SHELL_TEXTS.loading} />} />
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
