import { allowedExternalOrigins, isAllowedExternalUrl } from '../shared/external-links';
import type { ShellLike } from './electron-facade';

// Opens a link in the operator's browser when the shared rule allows it (https, the configured
// server's origin or the marketplace website's); refuses everything else without side effect.
export interface ExternalLinkOptions {
  shell: ShellLike;
  serverUrl: () => string;
  websiteUrl?: string | undefined;
}

export type ExternalOpener = (url: string) => Promise<boolean>;

export function createExternalOpener(options: ExternalLinkOptions): ExternalOpener {
  return async (url) => {
    const allowed = allowedExternalOrigins(options.serverUrl(), options.websiteUrl);
    if (!isAllowedExternalUrl(url, allowed)) return false;
    // Open the parsed form, so what the browser gets is exactly what was checked.
    await options.shell.openExternal(new URL(url).href);
    return true;
  };
}
