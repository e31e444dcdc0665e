import { describe, expect, it } from 'vitest';
import { inLanguage } from '../i18n/active-language';
import { spokenListingPrice } from '../money/spoken-price';
import { listingRatingText } from '../rating/listing-rating-text';
import { filterChips } from '../search/filter-chips';
import { PRICE_BANDS } from '../search/price-bands';
import { noListingsText, resultCountText, searchPageTitle } from '../search/search-messages';
import { emptySearchFilter } from '../search/search-filters';
import { formatTimeOfDayLabel, HOURLY_TIME_CHOICES, WEEKDAY_LABELS } from './availability';
import { getCategoryLabel } from './categories';
import { formatListingPrice } from './listing-price';
import { WIZARD_STEPS } from './listing-wizard';

const pt = <T>(work: () => T): T => inLanguage('pt-PT', work);

describe('listing and search texts in European Portuguese (issue 19)', () => {
  it('names categories, weekdays and wizard steps, read when drawn', () => {
    expect(pt(() => getCategoryLabel('gardening-tools'))).toBe('Ferramentas de jardinagem');
    expect(getCategoryLabel('gardening-tools')).toBe('Gardening Tools');
    expect(pt(() => WEEKDAY_LABELS.saturday)).toBe('Sábado');
    expect(pt(() => WIZARD_STEPS.map((step) => step.label))[0]).toBe('Dados básicos');
    expect(WIZARD_STEPS[0].label).toBe('Basic Info');
  });

  it('writes times on the 24-hour clock', () => {
    expect(pt(() => formatTimeOfDayLabel('13:30'))).toBe('13:30');
    expect(pt(() => HOURLY_TIME_CHOICES[9]!.label)).toBe('09:00');
    expect(HOURLY_TIME_CHOICES[9]!.label).toBe('9:00 AM');
  });

  it('writes prices, price bands and the spoken price the Portuguese way', () => {
    expect(pt(() => formatListingPrice(25.5, 'service'))).toBe('25,50\u00a0€/hora');
    expect(pt(() => PRICE_BANDS.map((band) => band.label))).toEqual([
      '0\u00a0€ - 25\u00a0€',
      '25\u00a0€ - 50\u00a0€',
      '50\u00a0€ - 100\u00a0€',
      '100\u00a0€ - 200\u00a0€',
      'Mais de 200\u00a0€',
    ]);
    expect(PRICE_BANDS.map((band) => band.label)).toEqual([
      '€0 - €25',
      '€25 - €50',
      '€50 - €100',
      '€100 - €200',
      '€200+',
    ]);
    expect(pt(() => spokenListingPrice(12.5, 'equipment'))).toBe('12,50 euros por dia');
    expect(pt(() => spokenListingPrice(1, 'service'))).toBe('1 euro por hora');
    expect(spokenListingPrice(12.5, 'equipment')).toBe('12.50 euros per day');
  });

  it('counts results and reviews with plurals, and quotes a search «like this»', () => {
    expect(pt(() => [resultCountText(1), resultCountText(3)])).toEqual(['1 resultado', '3 resultados']);
    expect(pt(() => listingRatingText({ averageRating: 4.75, totalReviews: 1 }).text)).toBe('4,8 · 1 avaliação');
    expect(pt(() => listingRatingText({ averageRating: 0, totalReviews: 0 }).text)).toBe('Ainda sem avaliações');
    expect(pt(() => searchPageTitle('berbequim'))).toBe('«berbequim»');
    expect(pt(() => noListingsText('Jardinagem'))).toBe('Nenhum anúncio encontrado na categoria «Jardinagem»');
    const chips = pt(() =>
      filterChips({ ...emptySearchFilter(), type: 'equipment', search: 'berbequim', minPrice: 10 }).map(
        (chip) => chip.label,
      ),
    );
    expect(chips).toEqual(['Equipamento', '«berbequim»', 'A partir de 10\u00a0€']);
  });
});
