import type { ParamChanges } from '../routing/use-hash-route';

/** What the shell gives every screen: its part of the URL hash. */
export interface ScreenProps {
  params: Readonly<Record<string, string>>;
  setParams: (changes: ParamChanges, options?: { push?: boolean }) => void;
}
