import { Alert, Button, Callout, InputGroup, Spinner } from '@blueprintjs/core';
import { getCalendarFeed, setCalendarFeed, usePocketBase, type CalendarFeed } from '@partilha/data';
import { CALENDAR_MESSAGES as T } from '@partilha/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { toast } from '../../../app/toaster';
import { useLoader } from '../../../app/use-loader';

/**
 * The member's private calendar address (issue 21): off until they create it; then the address to
 * copy into a calendar app, each listing's address, a new address (the old one stops at once) and
 * "Turn off". The secret lives on the server; the page only shows the address it answers.
 */
export function CalendarSection() {
  const client = usePocketBase();
  const origin = window.location.origin;
  const loaded = useLoader(useCallback(() => getCalendarFeed(client, origin), [client, origin]));
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const addressId = useId();
  const first = loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => {
    if (first) setFeed(first);
  }, [first]);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = await setCalendarFeed(client, on, origin);
      setFeed(next);
      toast.success(on ? T.renewed : T.turnedOff);
    } catch {
      toast.error(T.failed);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(T.copied);
    } catch {
      // The address stays selectable in its field.
    }
  };

  if (loaded.status === 'failed' && !feed) return <Callout intent="danger">{T.failed}</Callout>;
  if (!feed) return <Spinner size={20} aria-label={T.feedTitle} />;
  return (
    <>
      <p className="settings-card__fact">{T.feedLead}</p>
      {feed.url === null ? (
        <>
          <p className="settings-card__fact">{T.feedOff}</p>
          <Button icon="calendar" text={T.turnOn} loading={busy} onClick={() => void change(true)} />
        </>
      ) : (
        <>
          <label htmlFor={addressId} className="settings-calendar__label">
            {T.feedAddress}
          </label>
          <InputGroup
            id={addressId}
            readOnly
            value={feed.url}
            onFocus={(event) => event.currentTarget.select()}
            rightElement={
              <Button variant="minimal" icon="duplicate" text={T.copy} onClick={() => void copy(feed.url ?? '')} />
            }
          />
          {feed.listings.length > 0 && (
            <>
              <p className="settings-card__fact settings-calendar__listings-lead">{T.listingFeeds}</p>
              <ul className="settings-calendar__listings">
                {feed.listings.map((listing) => (
                  <li key={listing.id}>
                    <span className="settings-calendar__listing-title">{listing.title}</span>
                    <Button
                      variant="minimal"
                      size="small"
                      icon="duplicate"
                      text={T.copy}
                      aria-label={`${T.copy}: ${listing.title}`}
                      onClick={() => void copy(listing.url)}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
          <div className="settings-calendar__actions">
            <Button icon="refresh" text={T.regenerate} disabled={busy} onClick={() => setConfirming(true)} />
            <Button
              variant="minimal"
              intent="danger"
              text={T.turnOff}
              loading={busy}
              onClick={() => void change(false)}
            />
          </div>
          <Alert
            isOpen={confirming}
            intent="warning"
            icon="refresh"
            confirmButtonText={T.regenerate}
            cancelButtonText={T.cancel}
            loading={busy}
            onConfirm={() => void change(true)}
            onCancel={() => setConfirming(false)}
          >
            <p>{T.regenerateConfirm}</p>
          </Alert>
        </>
      )}
    </>
  );
}
