import type { PaletteCommand } from './filter-commands';

/** An operator's palette in the console: navigation, actions on the current screen, preferences. */
export function operatorCommands(run: (id: string) => void): PaletteCommand[] {
  const command = (id: string, label: string, extra: Partial<PaletteCommand> = {}): PaletteCommand => ({
    id,
    label,
    run: () => run(id),
    ...extra,
  });
  return [
    command('go-overview', 'Overview', { group: 'Go to', shortcut: 'G O', keywords: ['dashboard', 'figures'] }),
    command('go-subscriptions', 'Subscriptions', { group: 'Go to', shortcut: 'G S', keywords: ['newsletter'] }),
    command('go-bookings', 'Bookings', { group: 'Go to', shortcut: 'G B', keywords: ['reservas'] }),
    command('go-members', 'Members', { group: 'Go to', shortcut: 'G M', keywords: ['users', 'accounts'] }),
    command('go-listings', 'Listings', { group: 'Go to', shortcut: 'G L', keywords: ['anúncios'] }),
    command('go-audit', 'Audit log', { group: 'Go to', keywords: ['history', 'trail'] }),
    command('export-subscriptions', 'Export subscriptions as CSV', {
      group: 'Subscriptions',
      shortcut: 'Ctrl+E',
      keywords: ['download', 'spreadsheet'],
    }),
    command('late-cancellations', 'Show late cancellations', { group: 'Bookings', keywords: ['cancelamento'] }),
    command('verify-provider', 'Verify provider…', { group: 'Members', keywords: ['badge', 'verified'] }),
    command('suspend-member', 'Suspend member…', { group: 'Members', keywords: ['ban', 'block'] }),
    command('theme', 'Switch to dark theme', { group: 'Preferences', keywords: ['light', 'appearance'] }),
    command('sign-out', 'Sign out of the Sessão', { group: 'Preferences', keywords: ['logout'] }),
  ];
}
