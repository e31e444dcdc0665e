import { EQUIPMENT_CATEGORIES, getCategoryLabel, LANDING_HERO, SERVICE_CATEGORIES } from '@partilha/domain';
import { Link } from 'react-router-dom';

/** Every searchable category, services then equipment: each chip opens the search on it. */
const RAIL_CATEGORIES = [...SERVICE_CATEGORIES, ...EQUIPMENT_CATEGORIES];

function categorySearchPath(category: string): string {
  return `/search?${new URLSearchParams({ category })}`;
}

/** The landing page's category rail: one row of chips that scrolls sideways. */
export function CategoryRail() {
  return (
    <nav className="category-rail" aria-labelledby="category-rail-title">
      <h2 id="category-rail-title" className="category-rail__title">
        {LANDING_HERO.categoriesTitle}
      </h2>
      <ul className="category-rail__list">
        {RAIL_CATEGORIES.map((category) => (
          <li key={category}>
            <Link className="category-rail__chip" to={categorySearchPath(category)}>
              {getCategoryLabel(category)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
