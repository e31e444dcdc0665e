import { describe, expect, it } from 'vitest';
import { CLASS_PREFIX, cls } from './classes';

// Every stylesheet of the library, as text, so the prefix rule is checked on the real selectors.
const stylesheets = import.meta.glob<string>('./**/*.css', { query: '?raw', import: 'default', eager: true });

function classSelectors(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const withoutImports = withoutComments.replace(/@import[^;]*;/g, '');
  return [...withoutImports.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

describe('cls', () => {
  it('prefixes a class name with the library prefix', () => {
    expect(cls('rating-stars')).toBe('partilha-rating-stars');
  });
});

describe('stylesheets', () => {
  it('are found, so the check below is not vacuous', () => {
    expect(Object.keys(stylesheets).length).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(stylesheets))(
    '%s only styles classes with our prefix (or Blueprint theme classes)',
    (_, css) => {
      const foreign = classSelectors(css).filter(
        (name) => !name.startsWith(`${CLASS_PREFIX}-`) && !name.startsWith('bp6-'),
      );
      expect(foreign).toEqual([]);
    },
  );
});
