import { useAuth } from '@partilha/data';
import { CALENDAR_MESSAGES, SETTINGS_SCREEN_TEXTS as T } from '@partilha/domain';
import { FullScreenSpinner } from '../../../frame/FullScreenSpinner';
import { useDocumentTitle } from '../../../frame/use-document-title';
import { AccountDeletionForm } from './AccountDeletionForm';
import { AccountSection } from './AccountSection';
import { AvatarSection } from './AvatarSection';
import { CalendarSection } from './CalendarSection';
import { EmailChangeForm } from './EmailChangeForm';
import { MyDataSection } from './MyDataSection';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';
import { SettingsCard } from './SettingsCard';

/** /account/settings (spec 000 §2 Settings/profile). */
export function SettingsPage() {
  useDocumentTitle(T.title);
  const auth = useAuth();
  if (auth.status !== 'signedIn') return <FullScreenSpinner />;
  const user = auth.user;
  return (
    <section aria-labelledby="settings-title" className="settings">
      <h1 id="settings-title" className="page__title">
        {T.title}
      </h1>
      <div className="settings__grid">
        <div className="settings__column">
          <SettingsCard title={T.profilePhotoCard}>
            <AvatarSection user={user} />
          </SettingsCard>
          <SettingsCard title={T.profileCard}>
            <ProfileForm user={user} />
          </SettingsCard>
          <SettingsCard title={T.passwordCard}>
            <PasswordChangeForm />
          </SettingsCard>
        </div>
        <div className="settings__column">
          <SettingsCard title={T.emailCard}>
            <EmailChangeForm user={user} />
          </SettingsCard>
          <SettingsCard title={T.notificationsCard}>
            <NotificationPreferencesForm user={user} />
          </SettingsCard>
          <SettingsCard title={CALENDAR_MESSAGES.feedTitle}>
            <CalendarSection />
          </SettingsCard>
          <SettingsCard title={T.accountCard}>
            <AccountSection user={user} />
          </SettingsCard>
          <SettingsCard title={T.yourDataCard}>
            <MyDataSection />
          </SettingsCard>
          <SettingsCard title={T.deleteAccountCard}>
            <AccountDeletionForm user={user} />
          </SettingsCard>
        </div>
      </div>
    </section>
  );
}
