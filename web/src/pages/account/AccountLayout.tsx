import { useAuth } from '@partilha/data';
import { VerificationStatusBanner } from '@partilha/ui';
import { NavLink, Outlet } from 'react-router-dom';
import { useResendVerification } from '../../auth/use-resend-verification';

const TABS = [
  { to: '/account', label: 'Dashboard', end: true },
  { to: '/account/listings', label: 'My Listings', end: false },
  { to: '/account/bookings', label: 'My Bookings', end: false },
  { to: '/account/moderation', label: 'Moderation', end: false },
  { to: '/account/settings', label: 'Settings', end: false },
] as const;

/** The account area's shell (spec 000 §2): the section tabs, the verification banner, the page. */
export function AccountLayout() {
  const auth = useAuth();
  const email = auth.status === 'signedIn' ? auth.user.email : '';
  const verified = auth.status === 'signedIn' && auth.user.verified;
  const resend = useResendVerification(email);

  return (
    <div className="page account">
      <nav className="account-tabs" aria-label="Account sections">
        <ul>
          {TABS.map((tab) => (
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
