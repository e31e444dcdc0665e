import { describe, expect, it } from 'vitest';
import { contentRows, fieldText, isGone } from './case-content';

describe('case content', () => {
  it('compares a listing as it stands with the listing when reported', () => {
    const rows = contentRows(
      'listing',
      { title: 'Drill', price: 12, images: ['a.jpg'], status: 'active', exists: true },
      { title: 'Genuine Bosch drill', price: 12, images: ['a.jpg', 'b.jpg'], status: 'active' },
    );
    expect(rows).toEqual([
      { field: 'title', label: 'Title', now: 'Drill', then: 'Genuine Bosch drill', changed: true },
      { field: 'price', label: 'Price', now: fieldText('price', 12), then: fieldText('price', 12), changed: false },
      { field: 'images', label: 'Pictures', now: '1 picture', then: '2 pictures', changed: true },
      { field: 'status', label: 'Status', now: 'Active', then: 'Active', changed: false },
    ]);
  });

  it('reads ratings, yes/no and missing values', () => {
    expect(fieldText('overallRating', 2)).toBe('2 of 5');
    expect(fieldText('suspended', false)).toBe('No');
    expect(fieldText('bio', '')).toBe('');
  });

  it('knows when the item was deleted', () => {
    expect(isGone({ exists: false })).toBe(true);
    expect(isGone({ exists: true })).toBe(false);
  });
});
