import { LANDING_MESSAGES } from '@partilha/domain';
import { NavLink } from 'react-router-dom';
import type { MarketplaceScope } from './marketplace-filter';

/** Read while drawing: the labels are in the page's language. */
function sections(): { scope: MarketplaceScope; to: string; label: string }[] {
  return [
    { scope: 'all', to: '/marketplace', label: LANDING_MESSAGES.allListings },
    { scope: 'service', to: '/marketplace/services', label: LANDING_MESSAGES.services },
    { scope: 'equipment', to: '/marketplace/equipment', label: LANDING_MESSAGES.equipment },
  ];
}

/** Links between the three marketplace pages; NavLink marks the current one (aria-current="page"). */
export function MarketplaceNav() {
  return (
    <nav className="marketplace-nav" aria-label={LANDING_MESSAGES.marketplaceSections}>
      <ul className="marketplace-nav__list">
        {sections().map((section) => (
          <li key={section.scope}>
            <NavLink to={section.to} end className="marketplace-nav__link">
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
