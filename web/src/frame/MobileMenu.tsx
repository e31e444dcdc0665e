import { Button } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useSignInFromHere } from '../guards/use-sign-in-from-here';
import { HeaderSearch } from './HeaderSearch';

/** The small-screen menu: search box, then create/list/account links or Sign in / Sign up. */
export function MobileMenu({ signedIn, onClose }: { signedIn: boolean; onClose: () => void }) {
  const signInFromHere = useSignInFromHere();
  // Signing in or up from the menu comes back to this page.
  const go = (authPage: '/auth/login' | '/auth/signup') => {
    signInFromHere(authPage);
    onClose();
  };
  return (
    <div id="mobile-menu" className="mobile-menu">
      <HeaderSearch id="mobile-search" landmarkLabel="Search listings from the menu" onSearched={onClose} />
      <ul className="mobile-menu__links">
        <li>
          <Link to="/marketplace/services" onClick={onClose}>
            Browse Services
          </Link>
        </li>
        <li>
          <Link to="/marketplace/equipment" onClick={onClose}>
            Find Equipment
          </Link>
        </li>
        {signedIn && (
          <>
            <li>
              <Link to="/create/service" onClick={onClose}>
                Create a service
              </Link>
            </li>
            <li>
              <Link to="/create/equipment" onClick={onClose}>
                List equipment
              </Link>
            </li>
            <li>
              <Link to="/dashboard" onClick={onClose}>
                My Account
              </Link>
            </li>
          </>
        )}
      </ul>
      {!signedIn && (
        <div className="mobile-menu__auth">
          <Button intent="primary" text="Sign in" fill onClick={() => go('/auth/login')} />
          <Button text="Sign up" fill variant="outlined" onClick={() => go('/auth/signup')} />
        </div>
      )}
    </div>
  );
}
