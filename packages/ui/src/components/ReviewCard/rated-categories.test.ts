import { describe, expect, it } from 'vitest';
import { ratedCategories } from './rated-categories';

describe('ratedCategories', () => {
  it("keeps the review type's order and labels, cleanliness as Equipment Condition", () => {
    const rated = ratedCategories('owner', { cleanliness: 4, communication: 5, reliability: 3 });
    expect(rated).toEqual([
      { category: 'communication', label: 'Communication', rating: 5 },
      { category: 'reliability', label: 'Reliability', rating: 3 },
      { category: 'cleanliness', label: 'Equipment Condition', rating: 4 },
    ]);
  });

  it('leaves out categories rated 0 (not rated)', () => {
    expect(ratedCategories('renter', { communication: 0, punctuality: 2 }).map((r) => r.category)).toEqual([
      'punctuality',
    ]);
    expect(ratedCategories('listing', {})).toEqual([]);
  });

  it('shows categories outside the type after the known ones', () => {
    const rated = ratedCategories('listing', { quality: 4, value: 5, mood: 3 });
    expect(rated.map((r) => r.label)).toEqual(['Value', 'Quality', 'Mood']);
  });
});
