/** The product's name, used in the page frame, welcome toasts and e-mails. */
export const PRODUCT_NAME = 'Partilha';

export const PRODUCT_TAGLINE = 'A sustainable sharing economy, made in Portugal';

export const FOOTER_LABELS = {
  verifiedPlatform: 'Verified Platform',
  madeInPortugal: 'Made in Portugal',
  browseServices: 'Browse Services',
  findEquipment: 'Find Equipment',
} as const;

/** The footer's copyright line; the year is a parameter because domain code never reads the clock. */
export function copyrightLine(year: number): string {
  return `© ${year} ${PRODUCT_NAME}. All rights reserved.`;
}
