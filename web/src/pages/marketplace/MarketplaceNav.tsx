import { NavLink } from 'react-router-dom';
import type { MarketplaceScope } from './marketplace-filter';

const SECTIONS: { scope: MarketplaceScope; to: string; label: string }[] = [
  { scope: 'all', to: '/marketplace', label: 'All listings' },
  { scope: 'service', to: '/marketplace/services', label: 'Services' },
  { scope: 'equipment', to: '/marketplace/equipment', label: 'Equipment' },
];

/** Links between the three marketplace pages; NavLink marks the current one (aria-current="page"). */
export function MarketplaceNav() {
  return (
    <nav className="marketplace-nav" aria-label="Marketplace sections">
      <ul className="marketplace-nav__list">
        {SECTIONS.map((section) => (
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
