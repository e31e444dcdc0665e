/**
 * Hostile values for the HTTP fuzz test (http-fuzz.test.ts), as fast-check arbitraries: wrong
 * types, huge strings, awkward unicode, out-of-range and non-numbers, far dates, invalid ids,
 * script payloads, malformed JSON texts and mislabelled files. Endpoint bodies mix these with
 * plausible values (endpoints.ts) so that requests also get past the first check of a route.
 */
import fc from 'fast-check';

/** 100 kB, the size the issue asks for; built once, picked by reference (cheap to send many times). */
export const HUGE_ASCII = 'A'.repeat(100_000);
export const HUGE_UNICODE = '€😀ا'.repeat(25_000);
export const HUGE_SCRIPT = '<script>alert(1)</script>'.repeat(4_000);

export const SCRIPT_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${alert(1)}',
] as const;

/** Strings a parser, a filter or a database may choke on. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̷̢̛͓a̸̛̗l̵̨g̶o̴',
  '\r\n\t',
  '%00',
  '%zz',
  '../../etc/passwd',
  "' OR 1=1 --",
  '"; DROP TABLE bookings; --',
  'id != "" || 1 = 1',
  '@request.auth.id',
  '@collection.users.email ?= ""',
  '__proto__',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  'null',
  'true',
  '[]',
  '{}',
  ...SCRIPT_PAYLOADS,
] as const;

export const hugeString: fc.Arbitrary<string> = fc.constantFrom(HUGE_ASCII, HUGE_UNICODE, HUGE_SCRIPT);

/** Any text: short random unicode, the nasty list, or 100 kB. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Numbers JSON can carry that no field wants, plus the non-numbers as strings. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, 5e-324, 2 ** 53 + 1, -(2 ** 31), 0.1 + 0.2, 999_999_999_999),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e309', '0x10', '12,5', '1_000', ' 7 '),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Dates in the past, far future, invalid and of the wrong shape. */
export const hostileDate: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '1900-01-01',
    '0001-01-01',
    '9999-12-31',
    '2024-02-30',
    '2025-13-01',
    '2025-00-10',
    '1970-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13',
    '2026-1-1',
    'yesterday',
    '',
  ),
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.integer({ min: -1e12, max: 1e13 }),
);

/** Not a record id: too short, too long, wrong alphabet, path tricks, other types. */
export const invalidId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'x', 'abc', '000000000000000', 'ZZZZZZZZZZZZZZZ', '..', '.', '%2e%2e', 'null', 'undefined'),
  fc.stringMatching(/^[a-z0-9]{15}$/),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc.constant('a'.repeat(5_000)),
  fc.constantFrom(...SCRIPT_PAYLOADS),
);

/** Any JSON value of the wrong kind for whatever field receives it. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: hostileDate },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2_000 }, (_, index) => index)) },
);

/** Keys no body should carry: protected fields, prototype tricks, junk. */
const EXTRA_KEYS = [
  'id',
  'role',
  'owner',
  'renter',
  'reviewer',
  'status',
  'totalPrice',
  'verified',
  'collectionId',
  'created',
  'updated',
  '__proto__',
  'constructor',
  '@jsonPayload',
  '',
  '\u0000',
  'x'.repeat(1_000),
];

export const extraFields: fc.Arbitrary<[string, unknown][]> = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })), hostileValue),
  { maxLength: 3 },
);

/**
 * A body for fields `fields`, three ways: every field present or missing, plausible or hostile,
 * plus extra keys; a plausible body with exactly one field dropped or made hostile (so a request
 * gets deep into a route before the one bad value, or is even accepted); or not an object at all.
 */
export function hostileBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const names = Object.keys(fields);
  const perField = Object.entries(fields).map(([name, plausible]) =>
    fc.option(
      fc.tuple(
        fc.constant(name),
        fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: hostileValue }),
      ),
      { nil: undefined, freq: 4 },
    ),
  );
  const mixed = fc.tuple(fc.tuple(...perField), extraFields).map(([present, extra]) =>
    // fromEntries defines own properties, so a "__proto__" key is sent as a key, not a prototype.
    Object.fromEntries([...present.filter((entry): entry is [string, unknown] => entry !== undefined), ...extra]),
  );
  const variants: fc.WeightedArbitrary<unknown>[] = [
    { weight: 5, arbitrary: mixed },
    { weight: 1, arbitrary: hostileValue },
  ];
  if (names.length > 0) {
    const oneBadField = fc
      .tuple(fc.record(fields), fc.constantFrom(...names), fc.option(hostileValue, { nil: undefined }))
      .map(([valid, name, bad]) =>
        Object.fromEntries(
          Object.entries(valid)
            .filter(([key]) => key !== name || bad !== undefined)
            .map(([key, value]) => [key, key === name ? bad : value]),
        ),
      );
    variants.push({ weight: 4, arbitrary: oneBadField });
  }
  return fc.oneof(...variants);
}

/**
 * Text for a query string. At most 100 kB of ASCII: the percent-encoded 100 kB of emoji would
 * make a request head over net/http's 1 MB limit, answered by Go itself (plain-text 431) before
 * PocketBase sees it.
 */
const queryText: fc.Arbitrary<string> = fc.oneof(
  { weight: 16, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 12, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 8, arbitrary: fc.oneof(hostileNumber, hostileDate).map((value) => String(value)) },
  { weight: 4, arbitrary: fc.constantFrom('[]', '{}', '[null]', '{"$gt":""}', 'null', 'true') },
  // Rare: a 100 kB search text costs the server seconds (see the report of issue 7's fuzz test).
  { weight: 1, arbitrary: fc.constant(HUGE_ASCII) },
);

/** Query parameters for a GET: known names with plausible or hostile values, plus junk names. */
export function hostileQuery(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<[string, string][]> {
  const asText = queryText;
  const perParam = Object.entries(params).map(([name, plausible]) =>
    fc.option(fc.tuple(fc.constant(name), fc.oneof(plausible, asText)), { nil: undefined, freq: 3 }),
  );
  return fc
    .tuple(fc.tuple(...perParam), fc.array(fc.tuple(fc.string({ maxLength: 10 }), asText), { maxLength: 2 }))
    .map(([present, extra]) => [
      ...present.filter((entry): entry is [string, string] => entry !== undefined),
      ...extra,
    ]);
}

/** PocketBase list parameters: filters and sorts that are wrong, injected, or plausible. */
export const listQuery = hostileQuery({
  page: fc.constantFrom('1', '2', '0', '-1', '99999999999', '1e308', 'NaN'),
  perPage: fc.constantFrom('1', '500', '501', '0', '-1', '1e308', 'NaN'),
  filter: fc.constantFrom(
    'id != ""',
    'id = "',
    '(((((',
    'created > "9999-12-31"',
    'created < "1900-01-01"',
    '@request.auth.id != "" || 1=1',
    'title ~ "<script>"',
    'email != ""',
    'role = "operator"',
    'owner.email ~ "@"',
    'nonexistent = 1',
    `${'(id != "") && '.repeat(300)}true`,
  ),
  sort: fc.constantFrom('-created', 'created', '@random', 'nonexistent', '-email', 'password', '-@rowid', ',,,'),
  expand: fc.constantFrom('owner', 'listing', 'booking', 'renter,owner', 'owner.owner.owner', 'nonexistent'),
  fields: fc.constantFrom('*', 'id,email', '*:excerpt(-1)', '*:excerpt(99999999,true)', 'expand.*'),
  skipTotal: fc.constantFrom('1', 'true', 'x'),
});

/** A request body that is not what its label says. */
export interface RawBody {
  contentType: string | null;
  text: string;
}

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  '[1,2',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":1e999}',
  '{"a":"\\ud800"}',
  '{"a":"\\x41"}',
  '\ufeff{"a":1}',
  '{"a":1}{"b":2}',
  '{"a":1,"a":2}',
  'nul',
  '"just a string"',
  '123',
  '\u0000',
  '',
  '[]'.repeat(1),
  '['.repeat(20_000) + ']'.repeat(20_000),
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  `{"title":"${HUGE_SCRIPT}"`,
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'image/png',
  '*/*',
  'application/json, text/html',
  null,
];

export const rawBody: fc.Arbitrary<RawBody> = fc.record({
  contentType: fc.constantFrom(...CONTENT_TYPES),
  text: fc.oneof(
    fc.constantFrom(...MALFORMED_JSON),
    fc.constantFrom('a=1&b=%zz&&=', '<xml><a>1</a></xml>', '--x\r\nContent-Disposition: form-data\r\n\r\n--x--'),
    hostileBody({}).map((value) => JSON.stringify(value) ?? 'undefined'),
  ),
});

/** A file to upload, described small (the bytes are made when sending). */
export interface FileSpec {
  name: string;
  type: string;
  /** What the bytes are. */
  content: 'tiny-png' | 'text' | 'html' | 'svg-script' | 'empty' | 'oversized-png' | 'garbage';
}

export const hostileFile: fc.Arbitrary<FileSpec> = fc.record({
  name: fc.oneof(
    fc.constantFrom('photo.png', 'photo.jpg', 'photo.PNG', 'evil.png.exe', '.png', 'a/../../b.png', 'x.svg', 'x.html'),
    fc.constantFrom(...SCRIPT_PAYLOADS).map((payload) => `${payload}.png`),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
    fc.constant(`${'n'.repeat(2_000)}.png`),
  ),
  type: fc.constantFrom(
    'image/png',
    'image/jpeg',
    'text/plain',
    'text/html',
    'image/svg+xml',
    'application/octet-stream',
    '',
  ),
  content: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('tiny-png' as const, 'text' as const, 'html' as const) },
    { weight: 2, arbitrary: fc.constantFrom('svg-script' as const, 'empty' as const, 'garbage' as const) },
    // Over the 5 MB limit of images and avatars; rarer, it is the slow one.
    { weight: 1, arbitrary: fc.constant('oversized-png' as const) },
  ),
});
