import { Button } from '@blueprintjs/core';
import { FRAME_MESSAGES } from '@partilha/domain';
import { Link } from 'react-router-dom';
import { useSignInFromHere } from '../guards/use-sign-in-from-here';
import { FrameLanguageSwitcher } from './FrameLanguageSwitcher';
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
      <HeaderSearch id="mobile-search" landmarkLabel={FRAME_MESSAGES.searchListingsFromMenu} onSearched={onClose} />
      <ul className="mobile-menu__links">
        <li>
          <Link to="/marketplace/services" onClick={onClose}>
            {FRAME_MESSAGES.browseServices}
          </Link>
        </li>
        <li>
          <Link to="/marketplace/equipment" onClick={onClose}>
            {FRAME_MESSAGES.findEquipment}
          </Link>
        </li>
        {signedIn && (
          <>
            <li>
              <Link to="/create/service" onClick={onClose}>
                {FRAME_MESSAGES.createService}
              </Link>
            </li>
            <li>
              <Link to="/create/equipment" onClick={onClose}>
                {FRAME_MESSAGES.listEquipment}
              </Link>
            </li>
            <li>
              <Link to="/dashboard" onClick={onClose}>
                {FRAME_MESSAGES.myAccount}
              </Link>
            </li>
          </>
        )}
      </ul>
      <FrameLanguageSwitcher className="mobile-menu__language" showLabel />
      {!signedIn && (
        <div className="mobile-menu__auth">
          <Button intent="primary" text={FRAME_MESSAGES.signIn} fill onClick={() => go('/auth/login')} />
          <Button text={FRAME_MESSAGES.signUp} fill variant="outlined" onClick={() => go('/auth/signup')} />
        </div>
      )}
    </div>
  );
}
