import { useAuth } from '@partilha/data';
import { SETTINGS_SCREEN_TEXTS as T } from '@partilha/domain';
import { VerificationStatusBanner } from '@partilha/ui';
import { NavLink, Outlet } from 'react-router-dom';
import { useResendVerification } from '../../auth/use-resend-verification';

/** The section tabs, read while drawing so they follow the active language. */
function tabs() {
  return [
    { to: '/account', label: T.dashboardTab, end: true },
    { to: '/account/listings', label: T.myListingsTab, end: false },
    { to: '/account/bookings', label: T.myBookingsTab, end: false },
    { to: '/account/moderation', label: T.moderationTab, end: false },
    { to: '/account/settings', label: T.settingsTab, end: false },
  ] as const;
}

/** The account area's shell (spec 000 §2): the section tabs, the verification banner, the page. */
export function AccountLayout() {
  const auth = useAuth();
  const email = auth.status === 'signedIn' ? auth.user.email : '';
  const verified = auth.status === 'signedIn' && auth.user.verified;
  const resend = useResendVerification(email);

  return (
    <div className="page account">
      <nav className="account-tabs" aria-label={T.accountSections}>
        <ul>
          {tabs().map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) => `account-tabs__tab${isActive ? ' is-active' : ''}`}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <VerificationStatusBanner
        className="account__banner"
        verified={verified}
        email={email}
        resendSecondsLeft={resend.secondsLeft}
        sending={resend.sending}
        onResend={() => void resend.resend()}
      />
      <Outlet />
    </div>
  );
}
