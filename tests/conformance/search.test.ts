/**
 * The search's rules, run through the TypeScript the route was written in (packages/domain and
 * pocketbase/hooks/lib) and through the Go route's code (pocketbase/market): thousands of
 * generated inputs from a fixed seed, hostile ones included, and any difference fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_FILTER_VALUES,
  CATEGORY_LABELS_EN,
  EQUIPMENT_CATEGORIES,
  PRICE_BAND_VALUES,
  SEARCH_MESSAGES,
  SEARCH_SORTS,
  SERVICE_CATEGORIES,
  categoriesNamedBy,
  foldPlace,
  foldSearchText,
  isSearchSort,
  lisbonIsoDate,
  namedCategoryTable,
  parseTimestamp,
  searchDatesProblem,
  searchTextOf,
} from '@partilha/domain';
import { placeList } from '../../pocketbase/hooks/lib/listing-search-places';
import {
  decodeSearchCursor,
  encodeSearchCursor,
  readSearchQuery,
  type SearchCursor,
} from '../../pocketbase/hooks/lib/listing-search-query';
import {
  caseVariants,
  countSql,
  cursorFitsPlan,
  planSearch,
  segmentReadSql,
  segmentRestOfMillisecondSql,
  valueReadSql,
} from '../../pocketbase/hooks/lib/listing-search-sql';
import { useGoConformance, wellFormed } from './go-conformance';

const SEED = 20_2026;
const RUNS = 3000;

const { sample, expectSameAnswers } = useGoConformance({ seed: SEED, runs: RUNS });

// ── Inputs ─────────────────────────────────────────────────────────────────────────────────────

const trickyCharacters = fc.constantFrom(
  ...[' ', '\u00a0', '\ufeff', '\u2028', '\u0085', '\u180e', '\u200b', '\u3000', '\t', '\n', '\u0000'],
  ...['\r', '\v', '\f', '\u0001', '\u001b', '\u001f', '\u007f', '\u0080', '\u009f', '\u00a0\u0000\u00a0'],
  ...['Σ', 'ς', 'σ', 'İ', 'ı', 'ß', 'ẞ', 'Ǆ', 'ǅ', 'ǆ', 'ŉ', 'ǰ', 'ﬀ', 'K', 'Å', 'Ω', 'ͅ', 'Ⅻ', 'Ⓐ', 'Ꭰ'],
  ...['\u0301', '\u0300', '\u0308', '\u0327', '\u0307', '\u200d', '\u05d0', '\u0627', '😀', '𝐀', '𐐀', '𞤀'],
  ...['É', 'é', 'Ç', 'Ã', 'Õ', 'Æ', 'œ', 'Þ', 'Ł', 'Ø', 'Ŷ', 'ÿ', 'Ÿ'],
  ...['"', "'", '%', '_', '*', '\\', '(', ')', ':', '^', '-', '+', '|', '.', ',', ';', '{', '}', '[', ']'],
  ...['NEAR', 'AND', 'OR', 'NOT', 'title:', 'SELECT', '1=1', '--', '/*'],
);

const namedWords = fc.constantFrom(
  ...SERVICE_CATEGORIES,
  ...EQUIPMENT_CATEGORIES,
  ...Object.values(CATEGORY_LABELS_EN),
  ...namedCategoryTable().flatMap(({ names, words }) => [...names, ...words]),
  ...['jardinagem', 'Jardinagem', 'JARDINAGEM', 'ferramentas', 'Ferramentas Elétricas', 'care', 'Care', 'cuidados'],
  ...['serviços', 'servicos', 'services', 'drill', 'cordless power drill', 'limpeza', 'Setúbal', 'ÉVORA', 'tools'],
);

const text: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 24 }).map(wellFormed),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc
    .array(fc.oneof(trickyCharacters, namedWords, fc.string({ maxLength: 3 })), { maxLength: 8 })
    .map((parts) => parts.join('')),
  fc.array(fc.oneof(trickyCharacters, namedWords), { maxLength: 6 }).map((parts) => parts.join(' ')),
  fc
    .array(fc.constantFrom('Σ', 'Α', 'a', ' ', '\u0301', '.', "'", '1', 'ǅ', 'ͅ', '\u00ad', ':'), { maxLength: 6 })
    .map((parts) => parts.join('')),
  // Around the longest text the server looks for (100 characters), astral ones included.
  fc.string({ unit: 'binary', minLength: 90, maxLength: 130 }).map(wellFormed),
  fc.tuple(fc.string({ minLength: 95, maxLength: 105 }), trickyCharacters).map(([a, b]) => a + b),
  fc
    .array(fc.constantFrom('😀', 'a', ' ', 'é', '\u0301'), { minLength: 95, maxLength: 110 })
    .map((parts) => parts.join('')),
);

const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.double().map(String),
  fc.integer().map(String),
  fc.double({ min: -1, max: 300 }).map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom(
    ...['', ' ', '0', '-0', '+5', '0x1F', '0X1f', '0o17', '0O17', '0b101', '0B1', '-0x1F', '.5', '5.', '.', '1e3'],
    ...['1E+3', '1e400', '-1e400', '1e-400', 'Infinity', '-Infinity', '+Infinity', 'infinity', 'NaN', '1_000'],
    ...['12abc', ' 12 ', '\u00a012\u2028', '\ufeff7\ufeff', '\u180e7', '\u00857', '25', '25.0000000001', '200'],
    ...['200.5', '9007199254740993', `0x${'f'.repeat(40)}`, '00012', '1e', 'e5', '--1', '0x', '0b2', '١٢', '１２'],
    ...['0.1', '49.9', '50', '51', '50.5', '1e1', '1.5e1', '-1', '-0.0000001', '4.9e-324', '1.7976931348623157e308'],
  ),
  fc.tuple(trickyCharacters, fc.double(), trickyCharacters).map(([a, n, b]) => `${a}${n}${b}`),
);

const dateText: fc.Arbitrary<string> = fc.oneof(
  fc
    .date({ min: new Date('1999-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc
    .integer({ min: -3, max: 95 })
    .map((days) => new Date(Date.UTC(2026, 2, 29) + days * 86_400_000).toISOString().slice(0, 10)),
  fc.constantFrom(
    ...['', ' ', '2026-02-29', '2028-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-1', ' 2026-05-01 '],
    ...['2026-05-01T00:00', '0000-01-01', '9999-12-31', 'today', '２０２６-01-01', '2026-05-01\n', '2026/05/01'],
  ),
  text,
);

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((parts) => parts.join(''));

const cursorText: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.integer({ min: -1, max: 5 }), fc.boolean(), digits(0, 17), fc.stringMatching(/^[a-z0-9A-Z_]{0,34}$/))
    .map(([rank, negative, ms, id]) => `${rank}|${negative ? '-' : ''}${ms}|${id}`),
  fc
    .tuple(
      fc.oneof(fc.double().map(String), digits(1, 24), fc.constantFrom('1e999', '-0', 'NaN', '1.5e-7', '1e21')),
      digits(0, 21),
    )
    .map(([value, key]) => `v|${value}|${key}`),
  fc.constantFrom(
    ...['v|1e999|5', 'v|NaN|1', '0|1|ABC', '3|123456789012345|abc', '4|1|a', 'v|-0|0', 'v|12.5|9223372036854775807'],
    ...['v|1.0000000000000000000001|1', 'v|123456789012345678901|1', 'v|1e+21|-5', ' 0|1|a ', '0|1|a\n', '0||a'],
  ),
  text,
);

const knownPlaces = fc.constantFrom(
  'Évora',
  'évora',
  'EVORA',
  'Setúbal',
  'setubal',
  '  Lisboa ',
  'Porto',
  'São Miguel',
);

const paramPair: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(
    fc.constant('type'),
    fc.oneof(fc.constantFrom('all', 'service', 'equipment', '', 'Service', ' service'), text),
  ),
  fc.tuple(fc.constant('search'), text),
  fc.tuple(
    fc.constant('category'),
    fc.oneof(
      fc.constantFrom(...SERVICE_CATEGORIES, ...EQUIPMENT_CATEGORIES, ...CATEGORY_FILTER_VALUES, 'other', ' drills '),
      text,
    ),
  ),
  fc.tuple(
    fc.constant('priceRange'),
    fc.oneof(fc.constantFrom(...PRICE_BAND_VALUES, ' 0-25', '0-25 ', '200', '25-50 '), text),
  ),
  fc.tuple(fc.constantFrom('minPrice', 'maxPrice'), numberText),
  fc.tuple(fc.constantFrom('city', 'place'), fc.oneof(knownPlaces, text)),
  fc.tuple(
    fc.constant('sort'),
    fc.oneof(fc.constantFrom(...SEARCH_SORTS, ' price-asc ', 'PRICE-ASC', '', 'best\u00a0'), text),
  ),
  fc.tuple(fc.constantFrom('from', 'to'), dateText),
  fc.tuple(fc.constant('cursor'), cursorText),
  fc.tuple(fc.constant('perPage'), numberText),
  fc.tuple(fc.constantFrom('other', 'fields', 'expand', 'Search', 'filter'), text),
);

/** A search's query string: names in any order, repeated ones too (the first counts). */
const searchParams = fc.array(paramPair, { maxLength: 10 });

/** The typical search: the filters a person combines, each at most once. */
const plainSearchParams = fc
  .record(
    {
      type: fc.constantFrom('all', 'service', 'equipment'),
      search: fc.oneof(namedWords, fc.constantFrom('dr', 'a', 'Ç', 'é', 'drill', 'lawn mower', 'Setúbal')),
      category: fc.constantFrom(...SERVICE_CATEGORIES, ...EQUIPMENT_CATEGORIES, ...CATEGORY_FILTER_VALUES),
      priceRange: fc.constantFrom(...PRICE_BAND_VALUES),
      minPrice: fc.constantFrom('0', '10', '25', '50.5'),
      maxPrice: fc.constantFrom('25', '100', '200', '1000'),
      city: knownPlaces,
      place: knownPlaces,
      sort: fc.constantFrom(...SEARCH_SORTS),
      from: fc.constantFrom('2026-04-01', '2026-06-30'),
      to: fc.constantFrom('2026-04-03', '2026-07-01'),
      perPage: fc.constantFrom('1', '12', '50'),
      cursor: fc.constantFrom('0|1764000000000|abc123', '1|1764000000000|zz9', '3|5|a', 'v|12.5|7', 'v|4.5|-3'),
    },
    { requiredKeys: [] },
  )
  .map((record) => Object.entries(record) as [string, string][]);

const today = fc.constantFrom('2026-03-29', '2026-10-25', '2027-01-01', '2000-02-29', '2026-06-30');

// ── The TypeScript side, as the JS route ran it ────────────────────────────────────────────────

function firstValues(params: readonly [string, string][]): (name: string) => string | undefined {
  const first = new Map<string, string>();
  for (const [name, value] of params) if (!first.has(name)) first.set(name, value);
  return (name) => first.get(name);
}

/** The JS route's checkedSearchQuery, with today given. */
function checkedQuery({ params, today: day }: { params: [string, string][]; today: string }) {
  const param = firstValues(params);
  const sort = (param('sort') ?? '').trim();
  if (sort !== '' && !isSearchSort(sort)) return { error: SEARCH_MESSAGES.invalidSort };
  const query = readSearchQuery(param);
  if (query.from !== '' || query.to !== '') {
    const problem = searchDatesProblem(query.from, query.to, day);
    if (problem) return { error: problem };
  }
  return { query };
}

/** The statements of a page (one row of a millisecond's rest for each segment) and the count. */
function plannedStatements({ params }: { params: [string, string][] }) {
  const query = readSearchQuery(firstValues(params));
  const cursor = query.cursor === '' ? null : decodeSearchCursor(query.cursor);
  const plan = planSearch(query, cursor);
  const limit = query.perPage + 1;
  const planned =
    plan.kind === 'key'
      ? {
          ...plan,
          statements: plan.segments.flatMap((segment) => [
            segmentReadSql(segment, limit),
            segmentRestOfMillisecondSql(segment, '12345678901234567'),
          ]),
        }
      : { ...plan, statements: [valueReadSql(plan, limit)] };
  return {
    invalidCursor: (query.cursor !== '' && !cursor) || !cursorFitsPlan(plan, cursor),
    plan: planned,
    count: countSql(query),
  };
}

function textAnswers(value: string) {
  const number = Number(value);
  return {
    searchText: searchTextOf(value),
    foldPlace: foldPlace(value),
    fold: foldSearchText(value),
    categories: categoriesNamedBy(value),
    caseVariants: [...value].length <= 2 ? caseVariants(value) : [],
    number: Number.isFinite(number) ? number : null,
    numberText: String(number),
  };
}

function cursorAnswers(value: string) {
  const decoded = decodeSearchCursor(value);
  return decoded ? { decoded, encoded: encodeSearchCursor(decoded as SearchCursor) } : { decoded: null };
}

// ── The comparisons ────────────────────────────────────────────────────────────────────────────

describe('search conformance: TypeScript and Go read and plan searches alike', () => {
  it('reads the query of a search and refuses the same ones with the same message', () => {
    const inputs = [
      ...sample(fc.record({ params: searchParams, today })),
      ...sample(fc.record({ params: plainSearchParams, today }), 1000),
    ];
    expectSameAnswers('search.query', inputs, checkedQuery);
  });

  it('plans the same statements with the same parameters, and the same count', () => {
    const inputs = [
      ...sample(fc.record({ params: searchParams })),
      ...sample(fc.record({ params: plainSearchParams }), 2000),
    ];
    expectSameAnswers('search.plan', inputs, plannedStatements);
  });

  it('folds, trims, lower-cases, cuts and reads numbers in text alike, and names the same categories', () => {
    const inputs = [...sample(text, 4000), ...sample(numberText, 2000), ...sample(namedWords, 500)];
    expectSameAnswers('search.text', inputs, textAnswers);
  });

  it('names categories by "jardinagem" and "ferramentas", and none by the word "care", on both sides', () => {
    const inputs = ['jardinagem', 'ferramentas', 'care', 'Care', ' CARE ', 'hair care', 'care services'];
    expectSameAnswers('search.text', inputs, textAnswers);
    expect(categoriesNamedBy('jardinagem')).toContain('gardening');
    expect(categoriesNamedBy('ferramentas')).toContain('hand-tools');
    // "care" is no distinctive word: a text naming it names no category ("care" alone is inside "pet care").
    expect(categoriesNamedBy('hair care')).toEqual([]);
  });

  it('decodes and encodes cursors alike: a cursor of one is a cursor of the other', () => {
    expectSameAnswers('search.cursor', sample(cursorText, 4000), cursorAnswers);
  });

  it('writes a sort value into a cursor as JavaScript writes a number', () => {
    const values = [
      ...sample(fc.double({ noNaN: true, noDefaultInfinity: true }), 3000),
      ...sample(fc.double({ min: 0, max: 1000, noNaN: true }), 1000),
      ...[0, 1e21, 1e-7, 1e-6, 123456789012345680000, 4.666666666666667, 0.1 + 0.2, 5e-324, 1.7976931348623157e308],
    ];
    expectSameAnswers('search.numberText', values, (value) => String(value));
  });

  it('makes the same place list', () => {
    const spelling = fc.oneof(knownPlaces, fc.string({ unit: 'binary', maxLength: 6 }).map(wellFormed));
    const counts = fc.array(
      fc.record({ spelling, count: fc.integer({ min: 1, max: 5 }) }).map(({ spelling: city, count }) => ({
        folded: foldPlace(city),
        spelling: city,
        count,
      })),
      { maxLength: 12 },
    );
    expectSameAnswers('search.places', sample(counts, 1000), placeList);
  });

  it('reads the test clock and the Lisbon calendar day alike, on daylight-saving days too', () => {
    const summerEdges = fc
      .tuple(
        fc.integer({ min: 1990, max: 2060 }),
        fc.constantFrom(3, 10),
        fc.constantFrom(-3_600_001, -1, 0, 1, 3_599_999, 3_600_000, 82_800_000),
      )
      .map(([year, month, shift]) => {
        const lastDay = new Date(Date.UTC(year, month, 0));
        const lastSunday = Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay());
        return lastSunday + 3_600_000 + shift;
      });
    const instant = fc.oneof(summerEdges, fc.integer({ min: 0, max: 2 ** 42 }));
    const timestamp = fc.oneof(
      instant.map((ms) => new Date(ms).toISOString()),
      fc
        .tuple(
          instant,
          fc.constantFrom('Z', 'z', '+01:00', '-0230', '', ' Z', '\u00a0Z', '+1', 'GMT'),
          fc.constantFrom('T', ' ', 't'),
        )
        .map(([ms, zone, separator]) => new Date(ms).toISOString().slice(0, 19).replace('T', separator) + zone),
      fc.constantFrom(
        '2026-02-30T10:00:00Z',
        '2026-03-28',
        '2026-03-28T24:00:00Z',
        '2026-03-28T08:01Z',
        ' 2026-03-28T08:01:00.123456Z ',
      ),
      text,
    );
    const inputs = sample(fc.record({ ms: instant, timestamp }), 3000);
    expectSameAnswers('search.clock', inputs, ({ ms, timestamp: value }) => ({
      lisbonDate: lisbonIsoDate(new Date(ms)),
      timestamp: parseTimestamp(value.trim())?.getTime() ?? null,
    }));
  });
});
