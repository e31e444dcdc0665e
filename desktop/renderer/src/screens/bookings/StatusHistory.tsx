import type { BookingHistoryEntry } from '@partilha/data';
import { CONSOLE_RECORDS_TEXTS as T, BOOKING_STATUS_LABELS, formatDate, type BookingStatus } from '@partilha/domain';

const statusLabel = (status: string) => BOOKING_STATUS_LABELS[status as BookingStatus] ?? status;

/** Who moved the booking from which status to which, and when, oldest first. */
export function StatusHistory({ entries }: { entries: readonly BookingHistoryEntry[] }) {
  if (entries.length === 0) return <p>{T.noStatusChanges}</p>;
  return (
    <ol className="console-timeline" aria-label={T.statusHistory}>
      {entries.map((entry) => (
        <li key={entry.id} className="console-timeline__item">
          <div>
            {entry.fromStatus ? (
              <>
                <strong>{statusLabel(entry.fromStatus)}</strong> → <strong>{statusLabel(entry.toStatus)}</strong>
              </>
            ) : (
              <>
                Requested as <strong>{statusLabel(entry.toStatus)}</strong>
              </>
            )}
          </div>
          <div className="console-timeline__meta">
            {formatDate(entry.created, { withTime: true })} · {entry.actorName || T.system}
            {entry.actorRole ? ` (${entry.actorRole})` : ''}
          </div>
          {entry.note && <div className="console-timeline__note">{entry.note}</div>}
        </li>
      ))}
    </ol>
  );
}
