import {
  CATEGORY_FILTER_ALL,
  CATEGORY_FILTER_ALL_EQUIPMENT,
  CATEGORY_FILTER_ALL_SERVICES,
  CATEGORY_NAME_MIN_LENGTH,
  EQUIPMENT_CATEGORIES,
  PRICE_BANDS,
  SEARCH_DATES_MAX_DAYS,
  SEARCH_FOLDS,
  SEARCH_MAX_PAGE_SIZE,
  SEARCH_MESSAGES_EN,
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  SEARCH_TEXT_MAX,
  SERVICE_CATEGORIES,
  namedCategoryTable,
} from '@partilha/domain';
import {
  KEY_EPOCH_MS,
  KEY_SLOT_BITS,
  KEY_SLOT_MAX,
  SEARCH_BLOCKED,
  SEARCH_COUNTS,
  SEARCH_ITEMS,
  SEARCH_OWNERS,
  SEARCH_ROWS,
  SEARCH_TEXT,
} from '../../pocketbase/hooks/lib/listing-search-index';
import { SEARCH_CURSOR_INVALID, SEARCH_TYPES } from '../../pocketbase/hooks/lib/listing-search-query';
import { TRIGRAM_MIN_LENGTH } from '../../pocketbase/hooks/lib/listing-search-sql';

/**
 * The tables of the Go search routes (pocketbase/market/search_*.go): the domain's search rules
 * and texts, the search tables' names and key layout, and the JavaScript string semantics the
 * route's TypeScript relies on (String.prototype.trim's white space, toLowerCase's mappings and
 * its final-sigma rule), taken from the running engine so Go reads text exactly as it does.
 */
export function searchTables() {
  return {
    pageSize: SEARCH_PAGE_SIZE,
    maxPageSize: SEARCH_MAX_PAGE_SIZE,
    textMax: SEARCH_TEXT_MAX,
    trigramMinLength: TRIGRAM_MIN_LENGTH,
    categoryNameMinLength: CATEGORY_NAME_MIN_LENGTH,
    datesMaxDays: SEARCH_DATES_MAX_DAYS,
    types: SEARCH_TYPES,
    sorts: SEARCH_SORTS,
    priceBands: PRICE_BANDS.map(({ value, min, minInclusive, max }) => ({ value, min, minInclusive, max })),
    categoryFilter: {
      all: CATEGORY_FILTER_ALL,
      allServices: CATEGORY_FILTER_ALL_SERVICES,
      allEquipment: CATEGORY_FILTER_ALL_EQUIPMENT,
    },
    serviceCategories: SERVICE_CATEGORIES,
    equipmentCategories: EQUIPMENT_CATEGORIES,
    namedCategories: namedCategoryTable(),
    folds: SEARCH_FOLDS,
    messages: {
      invalidSort: SEARCH_MESSAGES_EN.invalidSort,
      invalidCursor: SEARCH_CURSOR_INVALID,
      datesBoth: SEARCH_MESSAGES_EN.datesBoth,
      datesFormat: SEARCH_MESSAGES_EN.datesFormat,
      datesOrder: SEARCH_MESSAGES_EN.datesOrder,
      datesPast: SEARCH_MESSAGES_EN.datesPast,
      datesTooLong: SEARCH_MESSAGES_EN.datesTooLong,
    },
    keys: { slotBits: KEY_SLOT_BITS, slotMax: KEY_SLOT_MAX, epochMs: KEY_EPOCH_MS },
    tableNames: {
      rows: SEARCH_ROWS,
      items: SEARCH_ITEMS,
      text: SEARCH_TEXT,
      owners: SEARCH_OWNERS,
      blocked: SEARCH_BLOCKED,
      counts: SEARCH_COUNTS,
    },
    javascript: javascriptStrings(),
  };
}

const MAX_CODE_POINT = 0x10ffff;

function isSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdfff;
}

/** [first, last] code point ranges where `test` holds. */
function ranges(test: (char: string) => boolean): [number, number][] {
  const found: [number, number][] = [];
  for (let code = 0; code <= MAX_CODE_POINT; code += 1) {
    if (isSurrogate(code) || !test(String.fromCodePoint(code))) continue;
    const last = found[found.length - 1];
    if (last && last[1] === code - 1) last[1] = code;
    else found.push([code, code]);
  }
  return found;
}

function javascriptStrings() {
  const lowerCase: [number, string][] = [];
  const upperCase: [number, string][] = [];
  for (let code = 0; code <= MAX_CODE_POINT; code += 1) {
    if (isSurrogate(code)) continue;
    const char = String.fromCodePoint(code);
    const lower = char.toLowerCase();
    // Σ is written apart: its lower case depends on the letters around it (finalSigma).
    if (lower !== char && code !== 0x3a3) lowerCase.push([code, lower]);
    const upper = char.toUpperCase();
    if (upper !== char) upperCase.push([code, upper]);
  }
  return {
    /** What String.prototype.trim removes (and Number() skips around a number). */
    whiteSpace: ranges((char) => char.trim() === ''),
    lowerCase,
    upperCase,
    /** Σ lower-cases to ς at a word's end (Unicode's Final_Sigma condition), else σ. */
    finalSigma: {
      cased: ranges((char) => /\p{Cased}/u.test(char)),
      caseIgnorable: ranges((char) => /\p{Case_Ignorable}/u.test(char)),
    },
  };
}
