import { useAuth } from '@partilha/data';
import { FullScreenSpinner } from '../../../frame/FullScreenSpinner';
import { useDocumentTitle } from '../../../frame/use-document-title';
import { AccountDeletionForm } from './AccountDeletionForm';
import { AccountSection } from './AccountSection';
import { AvatarSection } from './AvatarSection';
import { EmailChangeForm } from './EmailChangeForm';
import { MyDataSection } from './MyDataSection';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';
import { SettingsCard } from './SettingsCard';

/** /account/settings (spec 000 §2 Settings/profile). */
export function SettingsPage() {
  useDocumentTitle('Settings');
  const auth = useAuth();
  if (auth.status !== 'signedIn') return <FullScreenSpinner />;
  const user = auth.user;
  return (
    <section aria-labelledby="settings-title" className="settings">
      <h1 id="settings-title" className="page__title">
        Settings
      </h1>
      <div className="settings__grid">
        <div className="settings__column">
          <SettingsCard title="Profile photo">
            <AvatarSection user={user} />
          </SettingsCard>
          <SettingsCard title="Profile">
            <ProfileForm user={user} />
          </SettingsCard>
          <SettingsCard title="Password">
            <PasswordChangeForm />
          </SettingsCard>
        </div>
        <div className="settings__column">
          <SettingsCard title="Email">
            <EmailChangeForm user={user} />
          </SettingsCard>
          <SettingsCard title="Notifications">
            <NotificationPreferencesForm user={user} />
          </SettingsCard>
          <SettingsCard title="Account">
            <AccountSection user={user} />
          </SettingsCard>
          <SettingsCard title="Your data">
            <MyDataSection />
          </SettingsCard>
          <SettingsCard title="Delete account">
            <AccountDeletionForm user={user} />
          </SettingsCard>
        </div>
      </div>
    </section>
  );
}
