import { Button } from '@blueprintjs/core';
import { useAuth } from '@partilha/data';
import { FRAME_MESSAGES } from '@partilha/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignInFromHere } from '../guards/use-sign-in-from-here';
import { FrameLanguageSwitcher } from './FrameLanguageSwitcher';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';

const SignedInActions = lazy(() => import('./SignedInActions').then((m) => ({ default: m.SignedInActions })));

export function SiteHeader() {
  const auth = useAuth();
  const signInFromHere = useSignInFromHere();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = auth.status === 'signedIn' ? auth.user : null;
  const signedIn = user !== null;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/home" className="site-header__logo" aria-label={FRAME_MESSAGES.home}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="site-header__name">Partilha</span>
        </Link>
        <div className="site-header__search">
          <HeaderSearch id="header-search" landmarkLabel={FRAME_MESSAGES.searchListings} />
        </div>
        <FrameLanguageSwitcher className="site-header__language" />
        <nav className="site-header__actions" aria-label={FRAME_MESSAGES.account}>
          {user ? (
            <Suspense fallback={null}>
              <SignedInActions userId={user.id} />
            </Suspense>
          ) : (
            <Button intent="primary" text={FRAME_MESSAGES.signIn} onClick={() => signInFromHere()} />
          )}
        </nav>
        <Button
          className="site-header__menu-toggle"
          icon={menuOpen ? 'cross' : 'menu'}
          variant="minimal"
          aria-label={menuOpen ? FRAME_MESSAGES.closeMenu : FRAME_MESSAGES.openMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        />
      </div>
      {menuOpen && <MobileMenu signedIn={signedIn} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
