import { formatEuros, PRICE_SUFFIXES, spokenListingPrice, type ListingType } from '@partilha/domain';
import { cls } from '../../classes';

export type PriceTagSize = 'sm' | 'md' | 'lg';

export interface PriceTagProps {
  /** Euros; a missing price shows as €0, as the listing stores it (spec 000 §5). */
  price: number | null | undefined;
  /** Services are priced per hour, equipment per day. */
  type: ListingType;
  /** Defaults to `md`. */
  size?: PriceTagSize;
  className?: string;
}

/**
 * A listing's price with its unit: "€25/hr", "€12.50/day". Screen readers hear the words
 * ("25 euros per hour") instead of the symbols, which they read unreliably.
 */
export function PriceTag({ price, type, size = 'md', className }: PriceTagProps) {
  const rootClass = [cls('price-tag'), cls(`price-tag-${size}`), className].filter(Boolean).join(' ');
  return (
    <span className={rootClass}>
      <span className={cls('price-tag-visual')} aria-hidden="true">
        <span className={cls('price-tag-amount')}>{formatEuros(price)}</span>
        <span className={cls('price-tag-unit')}>{PRICE_SUFFIXES[type]}</span>
      </span>
      <span className={cls('price-tag-spoken')}>{spokenListingPrice(price, type)}</span>
    </span>
  );
}
