import { Callout, H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { fetchConsoleOverview, type ConsoleOverview } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  CONSOLE_SHELL_TEXTS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  CONSOLE_UI_TEXTS,
} from '@partilha/domain';
import { useMemo, type ReactNode } from 'react';
import { useConsole } from '../../app/console-context';
import { screenHref } from '../../routing/hash-route';
import { ScreenHeader } from '../../shell/ScreenHeader';
import { useRemote } from '../../shared/use-remote';
import { FigureCard, type FigureCardProps } from './FigureCard';
import { lateCancellationsHref, requestedBookingsHref } from './overview-links';
import { lisbonMonth, lisbonWeek } from './overview-ranges';

function FigureGroup({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`console-figure-group${wide ? ' console-figure-group--wide' : ''}`} aria-label={title}>
      <H2 className="console-figure-group__title">{title}</H2>
      <div className="console-figure-group__cards">{children}</div>
    </section>
  );
}

type StatusFigure = Omit<FigureCardProps, 'href'> & { status: string };

/** Cards that each open `screen`'s table filtered to one status. */
function StatusFigures({ screen, figures }: { screen: string; figures: StatusFigure[] }) {
  return figures.map(({ status, ...card }) => (
    <FigureCard key={status} {...card} href={screenHref(screen, { status })} />
  ));
}

function Figures({ overview, now }: { overview: ConsoleOverview; now: Date }) {
  const { can } = useConsole();
  const week = lisbonWeek(now);
  const month = lisbonMonth(now);
  return (
    <div className="console-overview">
      <FigureGroup title={T.members}>
        <FigureCard label={T.members} value={overview.members.total} href={screenHref('members')} />
        <FigureCard
          label={T.newThisWeek}
          value={overview.members.newThisWeek}
          href={screenHref('members', { joinedFrom: week.from, joinedTo: week.to })}
          intent="success"
        />
        <FigureCard
          label={T.suspendedMembers}
          value={overview.members.suspended}
          href={screenHref('members', { suspended: 'true' })}
          intent={overview.members.suspended > 0 ? 'warning' : 'none'}
        />
      </FigureGroup>
      <FigureGroup title={T.listings}>
        <StatusFigures
          screen="listings"
          figures={[
            { status: 'active', label: T.activeListings, value: overview.listings.active },
            {
              status: 'suspended',
              label: T.suspendedListings,
              value: overview.listings.suspended,
              intent: overview.listings.suspended > 0 ? 'warning' : 'none',
            },
          ]}
        />
      </FigureGroup>
      <FigureGroup title={T.bookingsThisWeek} wide>
        {BOOKING_STATUSES.map((status) => (
          <FigureCard
            key={status}
            label={BOOKING_STATUS_LABELS[status]}
            value={overview.bookingsThisWeek[status]}
            href={requestedBookingsHref(status, week)}
          />
        ))}
      </FigureGroup>
      <FigureGroup title={T.attention}>
        <FigureCard
          label={T.lateCancellationsThisMonth}
          value={overview.lateCancellationsThisMonth}
          href={lateCancellationsHref(month)}
          intent={overview.lateCancellationsThisMonth > 0 ? 'danger' : 'none'}
        />
        <FigureCard
          label={T.openReports}
          value={overview.openReports}
          intent={overview.openReports > 0 ? 'warning' : 'none'}
        />
      </FigureGroup>
      {overview.subscriptions && can('subscriptions.read') && (
        <FigureGroup title={T.subscriptions}>
          <StatusFigures
            screen="subscriptions"
            figures={[
              { status: 'active', label: T.activeSubscriptions, value: overview.subscriptions.active },
              { status: 'unsubscribed', label: T.unsubscribed, value: overview.subscriptions.unsubscribed },
            ]}
          />
        </FigureGroup>
      )}
    </div>
  );
}

/** Today's figures, live: each card opens the table it counts, filtered. */
export default function OverviewScreen() {
  const { client } = useConsole();
  const overview = useRemote(() => fetchConsoleOverview(client), [client]);
  // The ranges of the links follow the day the figures were loaded on.
  const now = useMemo(() => new Date(), [overview.data]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="console-screen">
      <ScreenHeader title={CONSOLE_SHELL_TEXTS.overview} subtitle={T.overviewSubtitle} />
      {overview.error && (
        <Callout intent="danger" role="alert">
          <strong>{CONSOLE_UI_TEXTS.loadFailed}</strong> {overview.error}
        </Callout>
      )}
      {overview.data ? (
        <Figures overview={overview.data} now={now} />
      ) : (
        !overview.error && <NonIdealState icon={<Spinner aria-label={CONSOLE_SHELL_TEXTS.loading} />} />
      )}
    </div>
  );
}
