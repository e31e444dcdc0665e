import { Icons, IconSize, type IconName } from '@blueprintjs/icons';
import { ICON_PATHS_16, ICON_PATHS_20 } from './icon-paths';

/**
 * Blueprint icons from the paths our code uses (icon-paths.ts, generated) instead of Blueprint's
 * default loader, which fetches the paths of every icon — two chunks of about 100 kB gzip — the
 * first time any icon shows. Registered before the first render, so icons draw at once.
 */
export function registerIcons(): void {
  Icons.setLoaderOptions({
    loader: (name, size) => {
      const paths = (size < IconSize.LARGE ? ICON_PATHS_16 : ICON_PATHS_20)[name];
      if (!paths) {
        return Promise.reject(new Error(`icon "${name}" is not in icon-paths.ts: run node scripts/generate-icon-paths.mjs`));
      }
      return Promise.resolve([...paths]);
    },
  });
  const names = Object.keys(ICON_PATHS_16) as IconName[];
  void Icons.load(names, IconSize.STANDARD);
  void Icons.load(names, IconSize.LARGE);
}
