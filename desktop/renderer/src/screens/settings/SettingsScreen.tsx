import { Button, Callout, Card, Classes, FormGroup, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { getBookingTimerSettings, saveBookingTimerSettings, type ConsoleBookingTimerSettings } from '@partilha/data';
import {
  CONSOLE_SETTINGS_TEXTS as T,
  CONSOLE_SHELL_TEXTS,
  CONSOLE_UI_TEXTS,
  formatDate,
  translateText,
} from '@partilha/domain';
import { ReasonDialog } from '@partilha/ui';
import { useConsole } from '../../app/console-context';
import { toast } from '../../app/toaster';
import { ScreenHeader } from '../../shell/ScreenHeader';
import { useRemote } from '../../shared/use-remote';
import { BOOKING_TIMER_FIELDS, useBookingTimerForm } from './booking-timer-form';
import './settings.css';

/** Operators' settings of the marketplace: for now the booking job's periods (issue 21). */
export default function SettingsScreen() {
  const { client } = useConsole();
  const stored = useRemote(() => getBookingTimerSettings(client), [client]);

  return (
    <div className="console-screen">
      <ScreenHeader title={CONSOLE_SHELL_TEXTS.settings} subtitle={T.subtitle} />
      {stored.error && (
        <Callout intent="danger" role="alert">
          <strong>{CONSOLE_UI_TEXTS.loadFailed}</strong> {stored.error}
        </Callout>
      )}
      {!stored.error &&
        (stored.data ? (
          <BookingTimersCard stored={stored.data} onSaved={stored.reload} />
        ) : (
          <NonIdealState icon={<Spinner aria-label={CONSOLE_SHELL_TEXTS.loading} />} />
        ))}
    </div>
  );
}

function BookingTimersCard({ stored, onSaved }: { stored: ConsoleBookingTimerSettings; onSaved: () => void }) {
  const { client, can } = useConsole();
  const form = useBookingTimerForm(stored);
  const editable = can('settings.update');

  const save = async (reason: string) => {
    if (!form.valid) return;
    await saveBookingTimerSettings(client, form.valid, reason);
    form.close();
    toast.success(T.saved);
    onSaved();
  };

  return (
    <Card className="console-settings" role="region" aria-labelledby="booking-timers-title">
      <h2 id="booking-timers-title" className="console-settings__title">
        {T.bookingTimers}
      </h2>
      <p className={`console-settings__lead ${Classes.TEXT_MUTED}`}>{T.bookingTimersLead}</p>
      <form
        className="console-settings__fields"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        {BOOKING_TIMER_FIELDS.map(({ name, label, help }) => {
          const problem = form.problems[name];
          return (
            <FormGroup
              key={name}
              label={label()}
              labelFor={`booking-timers-${name}`}
              helperText={problem ? translateText(problem) : help()}
              intent={problem ? 'danger' : 'none'}
            >
              <InputGroup
                id={`booking-timers-${name}`}
                inputMode="numeric"
                value={form.values[name]}
                disabled={!editable}
                intent={problem ? 'danger' : 'none'}
                aria-invalid={problem ? true : undefined}
                rightElement={<span className={`console-settings__unit ${Classes.TEXT_MUTED}`}>{T.hoursUnit}</span>}
                onValueChange={(value) => form.change(name, value)}
              />
            </FormGroup>
          );
        })}
        <p className={`console-settings__meta ${Classes.TEXT_MUTED}`}>
          {stored.changedAt ? T.lastChanged(formatDate(stored.changedAt, { withTime: true })) : T.neverChanged}
        </p>
        {editable ? (
          <div className="console-settings__actions">
            <Button type="submit" intent="primary" disabled={!form.changed}>
              {T.save}
            </Button>
            <Button variant="minimal" disabled={!form.changed} onClick={form.reset}>
              {T.reset}
            </Button>
          </div>
        ) : (
          <Callout intent="none">{T.readOnly}</Callout>
        )}
      </form>
      <ReasonDialog
        isOpen={form.confirming}
        title={T.saveTitle}
        description={<p>{T.saveDescription}</p>}
        confirmLabel={T.save}
        onConfirm={save}
        onClose={form.close}
      />
    </Card>
  );
}
