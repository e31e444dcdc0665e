import { describe, expect, it } from 'vitest';
import { placeList } from './listing-search-places';

describe('placeList', () => {
  it('makes spellings that fold alike one place, in the spelling most listings use, sorted by name', () => {
    expect(
      placeList([
        { folded: 'porto', spelling: 'Porto', count: 4 },
        { folded: 'evora', spelling: 'évora', count: 1 },
        { folded: 'evora', spelling: 'Évora', count: 2 },
        { folded: 'evora', spelling: 'EVORA', count: 1 },
        { folded: 'braga', spelling: 'Braga', count: 1 },
      ]),
    ).toEqual([
      { city: 'Braga', count: 1 },
      { city: 'Évora', count: 4 },
      { city: 'Porto', count: 4 },
    ]);
  });

  it('breaks a tie between spellings by code-point order', () => {
    expect(
      placeList([
        { folded: 'setubal', spelling: 'Setúbal', count: 2 },
        { folded: 'setubal', spelling: 'Setubal', count: 2 },
      ]),
    ).toEqual([{ city: 'Setubal', count: 4 }]);
  });
});
