import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useAuth } from '@partilha/data';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HeaderNotifications } from './HeaderNotifications';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';

export function SiteHeader() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = auth.status === 'signedIn' ? auth.user : null;
  const signedIn = user !== null;

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/home" className="site-header__logo" aria-label="Partilha home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Partilha</span>
        </Link>
        <div className="site-header__search">
          <HeaderSearch id="header-search" />
        </div>
        <nav className="site-header__actions" aria-label="Account">
          {user ? (
            <>
              <Popover
                placement="bottom-end"
                content={
                  <Menu>
                    <MenuItem icon="briefcase" text="Create a service" onClick={() => navigate('/create/service')} />
                    <MenuItem icon="wrench" text="List equipment" onClick={() => navigate('/create/equipment')} />
                  </Menu>
                }
              >
                <Button icon="plus" endIcon="caret-down" text="Create" intent="primary" />
              </Popover>
              {/* Keyed by member: a new sign-in never sees the last member's list. It stays in the
                  top bar on phones too (app.css), where the other actions move into the menu. */}
              <HeaderNotifications key={user.id} userId={user.id} className="site-header__bell" />
              <Button icon="user" variant="minimal" aria-label="My account" onClick={() => navigate('/dashboard')} />
            </>
          ) : (
            <Button intent="primary" text="Sign in" onClick={() => navigate('/auth/login')} />
          )}
        </nav>
        <Button
          className="site-header__menu-toggle"
          icon={menuOpen ? 'cross' : 'menu'}
          variant="minimal"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        />
      </div>
      {menuOpen && <MobileMenu signedIn={signedIn} onClose={() => setMenuOpen(false)} />}
    </header>
  );
}
