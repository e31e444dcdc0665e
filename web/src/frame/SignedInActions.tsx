import { DASHBOARD_MESSAGES } from '@partilha/domain';
import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { HeaderNotifications } from './HeaderNotifications';

/**
 * The header's actions for a member: Create (service or equipment), the notification bell and the
 * account button. Its own chunk: a visitor's first page never loads the popover, the bell or the
 * live notification feed behind them.
 */
export function SignedInActions({ userId }: { userId: string }) {
  const navigate = useNavigate();
  return (
    <>
      <Popover
        placement="bottom-end"
        content={
          <Menu>
            <MenuItem
              icon="briefcase"
              text={DASHBOARD_MESSAGES.createService}
              onClick={() => navigate('/create/service')}
            />
            <MenuItem
              icon="wrench"
              text={DASHBOARD_MESSAGES.listEquipment}
              onClick={() => navigate('/create/equipment')}
            />
          </Menu>
        }
      >
        <Button icon="plus" endIcon="caret-down" text={DASHBOARD_MESSAGES.create} intent="primary" />
      </Popover>
      {/* Keyed by member: a new sign-in never sees the last member's list. It stays in the
          top bar on phones too (app.css), where the other actions move into the menu. */}
      <HeaderNotifications key={userId} userId={userId} className="site-header__bell" />
      <Button
        icon="user"
        variant="minimal"
        aria-label={DASHBOARD_MESSAGES.myAccount}
        onClick={() => navigate('/dashboard')}
      />
    </>
  );
}
