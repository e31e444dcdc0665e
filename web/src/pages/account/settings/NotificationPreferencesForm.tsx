import { Button, Switch } from '@blueprintjs/core';
import { useAccountActions, type SessionUser } from '@partilha/data';
import {
  ACCOUNT_FLOW_MESSAGES,
  NOTIFICATION_PREFERENCE_LABELS,
  PROFILE_MESSAGES,
  SETTINGS_SCREEN_TEXTS as T,
} from '@partilha/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../app/toaster';
import { FormFailure } from '../../auth/FormFailure';

type Preference = keyof typeof NOTIFICATION_PREFERENCE_LABELS;
const PREFERENCES = Object.keys(NOTIFICATION_PREFERENCE_LABELS) as Preference[];

/** What each toggle is about, read while drawing so it follows the active language. */
function description(preference: Preference): string {
  const hints: Record<Preference, string> = {
    notifyEmail: T.notifyEmailHint,
    notifyPush: T.notifyPushHint,
    notifyMarketing: T.notifyMarketingHint,
  };
  return hints[preference];
}

/** The three notification toggles, saved on the profile (the spec shows no save; we keep them). */
export function NotificationPreferencesForm({ user }: { user: SessionUser }) {
  const actions = useAccountActions();
  const saved: Record<Preference, boolean> = {
    notifyEmail: user.notifyEmail,
    notifyPush: user.notifyPush,
    notifyMarketing: user.notifyMarketing,
  };
  const [choices, setChoices] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const changed = PREFERENCES.some((name) => choices[name] !== saved[name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await actions.updateOwnProfile(user.id, choices);
      toast.success(ACCOUNT_FLOW_MESSAGES.preferencesSaved);
    } catch {
      setFailure(PROFILE_MESSAGES.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <FormFailure message={failure} />
      {PREFERENCES.map((name) => (
        <div key={name} className="settings-card__switch">
          <Switch
            checked={choices[name]}
            label={NOTIFICATION_PREFERENCE_LABELS[name]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setChoices((current) => ({ ...current, [name]: checked }));
            }}
          />
          <p className="settings-card__hint">{description(name)}</p>
        </div>
      ))}
      <Button type="submit" text={T.savePreferences} disabled={!changed} loading={busy} />
    </form>
  );
}
