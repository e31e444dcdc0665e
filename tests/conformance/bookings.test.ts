/**
 * The booking request's rules, run through the TypeScript the JS route was written in
 * (pocketbase/hooks/lib and packages/domain) and through the Go route's rules
 * (pocketbase/market/booking_*.go): thousands of generated inputs from a fixed seed, hostile JSON
 * bodies included, and any difference fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_BOOKING_STATUS,
  WEEKDAYS,
  WEEKDAY_LABELS,
  bookingNotificationContent,
  checkBookingCreationFields,
  displayNameOf,
  estimateBookingTotal,
  inLanguage,
  isListingType,
  lisbonIsoDate,
  requiredFieldMessage,
  roundToCents,
  unavailableDatesMessage,
  unavailableWeekdayIn,
  unavailableWeekdayMessage,
  type DisplayNameContext,
  type ListingType,
  type NamedPerson,
} from '@partilha/domain';
import '@partilha/domain/portuguese';
import { refuseUnavailableDays } from '../../pocketbase/hooks/lib/booking-days';
import { storedDay } from '../../pocketbase/hooks/lib/booking-records';
import { MAX_BOOKING_SPAN_DAYS, requestedDates } from '../../pocketbase/hooks/lib/booking-request-dates';
import { requestedHoursPerDay, requestedNotes } from '../../pocketbase/hooks/lib/booking-request-fields';
import { BOOKING_ROUTE_MESSAGES } from '../../pocketbase/hooks/lib/booking-route-messages';
import { personNameOf } from '../../pocketbase/hooks/lib/console-actions-rows';
import { memberLanguage } from '../../pocketbase/hooks/lib/member-language';
import { useGoConformance, wellFormed } from './go-conformance';

const SEED = 20_2026;
const RUNS = 3000;
const MS_PER_DAY = 86_400_000;

// The hooks' refusals are PocketBase's error classes, globals of the JS engine; these stand in
// with the status and message PocketBase answers with.
class HookApiError extends Error {
  constructor(
    readonly status: number,
    message = '',
  ) {
    super(message);
  }
}
const statusError = (status: number) =>
  class extends HookApiError {
    constructor(message = '') {
      super(status, message);
    }
  };
Object.assign(globalThis, {
  ApiError: HookApiError,
  BadRequestError: statusError(400),
  UnauthorizedError: statusError(401),
  ForbiddenError: statusError(403),
  NotFoundError: statusError(404),
});

const { sample, expectSameAnswers } = useGoConformance({ seed: SEED, runs: RUNS });

/** A value as it reaches the server: through JSON (PocketBase decodes the body). */
function throughJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** What a rule answers, or the refusal it throws ({ status, error }). */
function refusalOf<T>(rule: () => T): T | { status: number; error: string } {
  try {
    return rule();
  } catch (error) {
    if (error instanceof HookApiError) return { status: error.status, error: error.message };
    throw error;
  }
}

// ── Inputs ─────────────────────────────────────────────────────────────────────────────────────

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const BASE_MS = Date.UTC(2026, 0, 1);

/** Real days from late 2025 to 2027, the weeks around the daylight-saving changes included. */
const realDay = fc.oneof(
  fc.integer({ min: -60, max: 800 }).map((offset) => isoOf(BASE_MS + offset * MS_PER_DAY)),
  fc.constantFrom('2026-03-28', '2026-03-29', '2026-03-30', '2026-10-24', '2026-10-25', '2026-10-26', '2028-02-29'),
);

const whiteSpace = fc.constantFrom(' ', '\t', '\n', '\u00a0', '\ufeff', '\u2028', '\u3000', '\u180e', '\u200b', '');

const dayLikeText = fc.oneof(
  realDay,
  fc.constantFrom(
    ...['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-1', '20260501'],
    ...['0000-01-01', '9999-12-31', '2026/05/01', '２０２６-05-01', '2026-05-01x', 'today', '', ' ', 'null', '[]'],
    ...['2026-05-01T10:00:00Z', '2026-05-01 00:00:00.000Z', '2026-05-01T23:59:59+05:00', '2026-05-01Z'],
  ),
  fc.tuple(whiteSpace, realDay, whiteSpace).map(([before, day, after]) => `${before}${day}${after}`),
  fc.tuple(realDay, fc.constantFrom('T00:00:00Z', ' 00:00:00.000Z', 'T25:00', 'abc', '\n')).map(([d, s]) => d + s),
  fc.string({ maxLength: 12 }).map(wellFormed),
);

const hostileScalar = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, 1, -1, 2026, 1.5, 1e21, -1e300, '', ' ', '0', '1', 'true', '{}'),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.string({ maxLength: 8 }).map(wellFormed),
);

/** Any JSON value, nested, shallow enough for every engine. */
const jsonValue = fc.jsonValue({ maxDepth: 3 }).map(throughJson);

/** Sorted, unsorted and repeated days. */
const dayList = fc.array(realDay, { minLength: 1, maxLength: 8 });

/** A span of `days` days from a real day: around the 366-day limit. */
const span = (days: fc.Arbitrary<number>) =>
  fc.tuple(realDay, days).map(([start, count]) => ({
    start,
    end: isoOf(Date.parse(`${start}T00:00:00Z`) + (count - 1) * MS_PER_DAY),
  }));
const spanDays = fc.oneof(
  fc.constantFrom(1, 2, MAX_BOOKING_SPAN_DAYS - 1, MAX_BOOKING_SPAN_DAYS, MAX_BOOKING_SPAN_DAYS + 1, 367, 731),
  fc.integer({ min: -3, max: 800 }),
);

/** An object Array.from reads as a list: { length, 0: …, 1: … }. */
const arrayLike = fc
  .tuple(
    fc.array(fc.oneof(realDay, hostileScalar), { maxLength: 4 }),
    fc.oneof(fc.integer({ min: -2, max: 6 }), fc.constantFrom(0.5, 1.9, 2.5, 1000, '2', null, true)),
  )
  .map(([items, length]) => ({ ...Object.fromEntries(items.map((item, index) => [String(index), item])), length }));

const selectedDates = fc.oneof(
  dayList,
  fc.array(fc.oneof(realDay, dayLikeText), { maxLength: 6 }),
  fc.array(fc.oneof(realDay, hostileScalar, jsonValue), { maxLength: 4 }),
  dayList.map((days) => JSON.stringify(days)),
  fc.oneof(dayList, fc.array(hostileScalar, { maxLength: 3 })).map((days) => ` ${JSON.stringify(days)}\n`),
  fc.constantFrom('[', '["2026-05-01",]', '"2026-05-01"', '{"0":"2026-05-01","length":1}', '[1e400]', 'null', ''),
  fc.constantFrom('["2026-05-01"] x', '[["2026-05-01"]]', '\ufeff["2026-05-01"]', '[] []', '["2026-05-01"]\u00a0'),
  span(spanDays).map(({ start, end }) => [end, start]),
  span(spanDays).map(({ start, end }) => [start, end, start]),
  arrayLike,
  hostileScalar,
  jsonValue,
  fc.constant([]),
);

const hoursPerDay = fc.oneof(
  fc.integer({ min: -2, max: 30 }),
  fc.double({ min: 0, max: 30, noNaN: true }),
  fc.constantFrom(0, -0, 0.5, 0.9999999, 1, 1.5, 23.99, 24, 24.000001, 25, 1e308, -1e-300, 5e-324),
  fc.constantFrom('2', '', ' 3 ', 'abc', true, false, [], [2], {}, { value: 2 }, null),
  hostileScalar,
);

const notesText = fc.oneof(
  fc.string({ maxLength: 20 }).map(wellFormed),
  fc.string({ unit: 'binary', maxLength: 40 }).map(wellFormed),
  fc.tuple(whiteSpace, fc.string({ maxLength: 10 }), whiteSpace).map(([a, text, b]) => `${a}${text}${b}`),
  // Around the 500 UTF-16 units, with astral characters (two units each) and white space.
  fc
    .tuple(fc.integer({ min: 495, max: 505 }), fc.constantFrom('a', '😀', ' ', 'é', '\u00a0'))
    .map(([length, unit]) => unit.repeat(unit.length === 2 ? Math.ceil(length / 2) : length)),
  fc
    .tuple(fc.integer({ min: 496, max: 503 }), whiteSpace, fc.constantFrom('x', '😀'))
    .map(([length, space, end]) => `${'n'.repeat(length - 2)}${space}${end}`.slice(0, 510)),
);

const notes = fc.oneof(notesText, hostileScalar, jsonValue, fc.constantFrom(null, [], {}, ['a'], 0, false));

const listingIdValue = fc.oneof(
  fc.constantFrom('listing1', ' listing1 ', 'abc123def456ghi', '', ' ', '\u00a0', '\ufeff', '\u180e'),
  hostileScalar,
);

const requestBody = fc.record(
  {
    listingId: listingIdValue,
    selectedDates,
    startDate: fc.oneof(dayLikeText, hostileScalar),
    endDate: fc.oneof(dayLikeText, hostileScalar),
    hoursPerDay,
    notes,
    totalPrice: hostileScalar,
  },
  { requiredKeys: [] },
);

/** The calendar's days: a few near one another, in the order clicked, sometimes twice. */
const nearbyDays = fc
  .tuple(realDay, fc.array(fc.integer({ min: -3, max: 20 }), { minLength: 0, maxLength: 7 }))
  .map(([first, offsets]) => [
    first,
    ...offsets.map((offset) => isoOf(Date.parse(`${first}T00:00:00Z`) + offset * MS_PER_DAY)),
  ]);

/** Hours a form sends: mostly whole hours, left out or null now and then. */
/** A note a person writes; the hostile ones now and then. */
const formNotes = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 30 }).map(wellFormed) },
  { weight: 1, arbitrary: notesText },
);

const formHours = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, null, 1.5, 0.5, 25) },
);

/** Bodies a website or app sends: a listing id, the calendar's days or a range, hours, a note. */
const plainRequestBody = fc.oneof(
  fc
    .tuple(fc.oneof(nearbyDays, dayList), formHours, fc.option(formNotes, { nil: undefined, freq: 2 }))
    .map(([days, hours, note]) => ({ listingId: 'listing1', selectedDates: days, hoursPerDay: hours, notes: note })),
  fc
    .tuple(
      span(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 14 }) }, { weight: 1, arbitrary: spanDays })),
      formHours,
      fc.option(formNotes, { nil: undefined, freq: 2 }),
    )
    .map(([{ start, end }, hours, note]) => ({
      listingId: 'listing1',
      startDate: start,
      endDate: end,
      hoursPerDay: hours,
      notes: note,
    })),
);

const price = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
  fc.double({ min: 0, max: 1000, noNaN: true }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -5, 0.001, 0.004, 0.005, 0.0049999, 0.125, 1.005, 2.675, 12.1, 18.5, 33.33, 1e15, 1e19, 5e19),
  fc.constantFrom(1e20, 9.99e20, 1e21, 1.7976931348623157e308, 5e-324),
);

/** Weekly availability: each weekday on or off with HH:MM slots, as the wizard and forms write. */
const slot = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }))
    .map(([a, b]) => ({ start: `${String(a).padStart(2, '0')}:00`, end: `${String(b).padStart(2, '0')}:30` })),
  fc.constantFrom(
    { start: '09:00', end: '17:00' },
    { start: '17:00', end: '09:00' },
    { start: '9:00', end: '17:00' },
    { start: '09:00', end: '24:00' },
    { start: '09:00', end: '09:00' },
    { start: 9, end: 17 },
    { start: '09:00' },
  ),
);
const dayAvailability = fc.oneof(
  fc.record({ available: fc.boolean(), slots: fc.array(slot, { maxLength: 2 }) }),
  fc.constantFrom({ available: true, slots: [] }, { available: false, slots: [] }),
  fc.constantFrom({ available: 'false', slots: [] }, { available: false }, { slots: [] }, null, true, []),
);
const weeklyAvailability = fc
  .tuple(
    fc.record(
      Object.fromEntries(WEEKDAYS.map((day) => [day, dayAvailability])) as Record<string, typeof dayAvailability>,
    ),
    fc.option(fc.constantFrom('09:00', '9:00', '23:59', '24:00', null), { nil: undefined }),
    fc.option(fc.constantFrom('17:00', '', '00:00'), { nil: undefined }),
    fc.subarray([...WEEKDAYS], { maxLength: 1 }),
    fc.boolean(),
  )
  .map(([weekdays, startTime, endTime, dropped, extra]) => {
    const kept = Object.fromEntries(Object.entries(weekdays).filter(([day]) => !dropped.includes(day as never)));
    return {
      weekdays: kept,
      ...(startTime === undefined ? {} : { startTime }),
      ...(endTime === undefined ? {} : { endTime }),
      ...(extra ? { note: 'extra keys are ignored' } : {}),
    };
  });
/** Mostly valid weekly availabilities (every day present and well formed), some closed days. */
const validAvailability = fc
  .record(
    Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        fc
          .oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) })
          .map((on) =>
            on ? { available: true, slots: [{ start: '09:00', end: '17:00' }] } : { available: false, slots: [] },
          ),
      ]),
    ),
  )
  .map((weekdays) => ({ weekdays, startTime: '09:00', endTime: '17:00' }));
const availabilityText = fc.oneof(
  fc.constant(''),
  validAvailability.map((value) => JSON.stringify(value)),
  validAvailability.map((value) => JSON.stringify(value)),
  weeklyAvailability.map((value) => JSON.stringify(value)),
  validAvailability.map((value) => `${JSON.stringify(value)} x`),
  fc.constantFrom('', 'null', '{}', '[]', '{"weekdays":null}', '{', 'true', ' {"weekdays":{}} '),
  jsonValue.map((value) => JSON.stringify(value)),
);

const unavailableDatesText = fc.oneof(
  fc.array(fc.oneof(realDay, dayLikeText, hostileScalar), { maxLength: 5 }).map((days) => JSON.stringify(days)),
  fc.constantFrom('', 'null', '[', '{}', '"2026-05-01"', '[["2026-05-01"]]'),
);

/** Instants around "today" in Lisbon, the hour of each daylight-saving change included. */
const lastSundayMs = (year: number, month: number) => {
  const lastDay = new Date(Date.UTC(year, month, 0));
  return Date.UTC(year, month - 1, lastDay.getUTCDate() - lastDay.getUTCDay());
};
const nowMs = fc.oneof(
  fc.integer({ min: BASE_MS - 30 * MS_PER_DAY, max: BASE_MS + 700 * MS_PER_DAY }),
  fc
    .tuple(
      fc.constantFrom(2026, 2027),
      fc.constantFrom(3, 10),
      fc.constantFrom(-3_600_001, -1, 0, 1, 3_599_999, 3_600_000, 82_799_999, 82_800_000, 86_399_999),
    )
    .map(([year, month, shift]) => lastSundayMs(year, month) + shift),
);

const partyId = fc.constantFrom('renter1', 'owner1', '', ' ');

const usually = <T>(value: T, other: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: other });

const requestInput = fc.record({
  body: fc.oneof({ weight: 1, arbitrary: requestBody }, { weight: 3, arbitrary: plainRequestBody }),
  renterId: usually('renter1', partyId),
  ownerId: usually('owner1', partyId),
  listingType: fc.constantFrom('service', 'equipment', 'service', 'equipment', '', 'other', 'Equipment'),
  price: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 50_000 }).map((cents) => cents / 100) },
    { weight: 1, arbitrary: price },
  ),
  availability: availabilityText,
  unavailableDates: unavailableDatesText,
  booked: fc.array(realDay, { maxLength: 6 }),
  nowMs: fc.oneof(nowMs, fc.integer({ min: BASE_MS - 90 * MS_PER_DAY, max: BASE_MS - 60 * MS_PER_DAY })),
});

// ── The TypeScript side, as the JS route runs it ───────────────────────────────────────────────

interface RequestCase {
  body: Record<string, unknown>;
  renterId: string;
  ownerId: string;
  listingType: string;
  price: number;
  availability: string;
  unavailableDates: string;
  booked: string[];
  nowMs: number;
}

type HookApp = Parameters<typeof refuseUnavailableDays>[0];
type HookRecord = NonNullable<Parameters<typeof refuseUnavailableDays>[1]>;

/** A record of the fields the rules read. */
function recordOf(id: string, fields: Record<string, string>): HookRecord {
  return { id, getString: (field: string) => fields[field] ?? '' } as unknown as HookRecord;
}

/** The booked_days rows of the listing (the rules keep those of the requested days). */
function appWithBookedDays(booked: readonly string[]): HookApp {
  return {
    findRecordsByFilter: () => booked.map((day, index) => recordOf(`booked${index}`, { day })),
  } as unknown as HookApp;
}

/** createBookingRequest's rules, in its order, without the database. */
function requestRules(raw: RequestCase) {
  const input = throughJson(raw);
  const body = input.body;
  const listingId = typeof body.listingId === 'string' ? body.listingId.trim() : '';
  if (!listingId) return { status: 400, error: requiredFieldMessage('listingId') };
  if (input.ownerId === input.renterId) return { status: 403, error: BOOKING_ROUTE_MESSAGES.ownListing };
  return refusalOf(() => {
    const dates = requestedDates(body);
    const listingType: ListingType = isListingType(input.listingType) ? input.listingType : 'service';
    const hours = requestedHoursPerDay(body.hoursPerDay, listingType);
    const note = requestedNotes(body.notes);
    const totalPrice = estimateBookingTotal({
      listingType,
      price: input.price,
      days: dates.selectedDates.length,
      hoursPerDay: hours,
    });
    const missing = checkBookingCreationFields({
      listingId,
      renterId: input.renterId,
      ownerId: input.ownerId,
      startDate: dates.startDate,
      endDate: dates.endDate,
      totalPrice,
    });
    if (missing) return { status: 400, error: missing };
    const listing = recordOf('listing1', {
      availability: input.availability,
      unavailableDates: input.unavailableDates,
    });
    refuseUnavailableDays(appWithBookedDays(input.booked), listing, dates.selectedDates, new Date(input.nowMs));
    return {
      selectedDates: dates.selectedDates,
      startDate: storedDay(dates.startDate),
      endDate: storedDay(dates.endDate),
      listingType,
      hoursPerDay: hours,
      notes: note,
      totalPrice: String(totalPrice),
      status: INITIAL_BOOKING_STATUS,
      paymentStatus: 'pending',
    };
  });
}

function outcome(rule: () => unknown) {
  const answer = refusalOf(() => ({ value: rule() }));
  return 'error' in answer ? { error: answer.error } : answer;
}

function fieldRules(raw: { body: Record<string, unknown>; listingType: ListingType }) {
  const { body, listingType } = throughJson(raw);
  return {
    dates: outcome(() => requestedDates(body)),
    hours: outcome(() => requestedHoursPerDay(body.hoursPerDay, listingType)),
    notes: outcome(() => requestedNotes(body.notes)),
  };
}

interface DaysCase {
  availability: string;
  days: string[];
  unavailableDates: string;
  booked: string[];
  nowMs: number;
}

function dayRules(input: DaysCase) {
  const closed = unavailableWeekdayIn(input.availability, input.days);
  const now = new Date(input.nowMs);
  // Without weekly availability, refuseUnavailableDays looks at the blocked, booked and past days.
  const listing = recordOf('listing1', { availability: '', unavailableDates: input.unavailableDates });
  const refused = refusalOf(() => refuseUnavailableDays(appWithBookedDays(input.booked), listing, input.days, now));
  return {
    weekday: closed ? unavailableWeekdayMessage(WEEKDAY_LABELS[closed.weekday], closed.day) : '',
    unavailable: refused ? refused.error : '',
    message: unavailableDatesMessage(input.days),
    today: lisbonIsoDate(now),
  };
}

interface NamesCase {
  person: { displayName: string; firstName: string; lastName: string } | null;
  context: DisplayNameContext;
  preferredLanguage: string;
  title: string;
}

function nameRules({ person, context, preferredLanguage, title }: NamesCase) {
  const language = memberLanguage(recordOf('', { preferredLanguage }));
  // The route names the renter in the server's language; the owner reads the notice in theirs.
  const renterName = displayNameOf(person as NamedPerson | null, 'renter');
  return {
    language,
    displayName: inLanguage(language, () => displayNameOf(person as NamedPerson | null, context)),
    notice: inLanguage(language, () => bookingNotificationContent({ kind: 'request', renterName }, title)),
    ...(person ? { personName: personNameOf(recordOf('', person)) } : {}),
  };
}

// ── The comparisons ────────────────────────────────────────────────────────────────────────────

describe('booking request conformance: TypeScript and Go read, price and refuse requests alike', () => {
  it('answers whole requests alike: the stored fields, or the same status and message', () => {
    const inputs = sample(requestInput, 6000) as RequestCase[];
    expectSameAnswers('bookings.request', inputs, requestRules);
    // Every way through the route is taken, accepted requests most of all.
    const answers = inputs.map(requestRules);
    const refusals = new Set(answers.map((answer) => ('error' in answer ? answer.status : 200)));
    expect([...refusals].sort()).toEqual([200, 400, 403, 409]);
    expect(answers.filter((answer) => !('error' in answer)).length).toBeGreaterThan(1000);
  });

  it('reads dates, hours per day and notes of hostile bodies alike', () => {
    const inputs = sample(
      fc.record({ body: requestBody, listingType: fc.constantFrom<ListingType>('service', 'equipment') }),
      4000,
    );
    expectSameAnswers('bookings.fields', inputs, fieldRules);
  });

  it('prices requests alike, to the cent, at every rounding edge', () => {
    const inputs = sample(
      fc.record({
        listingType: fc.constantFrom<ListingType>('service', 'equipment'),
        price,
        days: fc.oneof(fc.integer({ min: -2, max: 400 }), fc.constantFrom(0, 1, 3, 366, 367)),
        hoursPerDay: fc.oneof(
          hoursPerDay.filter((value) => typeof value === 'number'),
          fc.constantFrom(0.5, 1.25, 7.3),
        ),
      }),
      5000,
    ).map(throughJson) as { listingType: ListingType; price: number; days: number; hoursPerDay: number }[];
    expectSameAnswers('bookings.total', inputs, (input) => ({
      total: String(estimateBookingTotal(input)),
      rounded: String(roundToCents(input.price)),
    }));
  });

  it('names the same missing field of a request', () => {
    const field = fc.oneof(
      fc.constantFrom('x', ' a ', 'listing1'),
      whiteSpace,
      whiteSpace.map((s) => s + s),
    );
    const inputs = sample(
      fc.record({
        listingId: field,
        renterId: field,
        ownerId: field,
        startDate: fc.oneof(field, realDay),
        endDate: fc.oneof(field, realDay),
        totalPrice: fc.oneof(price, fc.constantFrom(0, -0, Number.NaN, 0.01)).map(String),
      }),
      2000,
    );
    expectSameAnswers('bookings.creation', inputs, (input) => ({
      answer: checkBookingCreationFields({ ...input, totalPrice: Number(input.totalPrice) }) ?? '',
    }));
  });

  it('refuses closed weekdays and blocked, booked and past days alike, on daylight-saving days too', () => {
    const inputs = sample(
      fc.record({
        availability: availabilityText,
        days: fc.oneof(nearbyDays, dayList, fc.array(fc.oneof(realDay, dayLikeText), { maxLength: 6 })),
        unavailableDates: unavailableDatesText,
        booked: fc.array(realDay, { maxLength: 6 }),
        nowMs,
      }),
      3000,
    );
    expectSameAnswers('bookings.days', inputs, dayRules);
  });

  it('names people and writes the request notice alike in both languages', () => {
    const name = fc.oneof(
      fc.constantFrom('', ' ', '\u00a0', '\ufeff\u2028', 'Ana', ' Ana ', 'José Silva', '😀', '"Q"', '\u180e'),
      fc.string({ maxLength: 6 }).map(wellFormed),
    );
    const inputs = sample(
      fc.record({
        person: fc.option(fc.record({ displayName: name, firstName: name, lastName: name }), { nil: null }),
        context: fc.constantFrom<DisplayNameContext>('anonymous', 'owner', 'renter', 'someone'),
        preferredLanguage: fc.oneof(
          fc.constantFrom('', 'en', 'pt-PT', 'pt', 'PT', 'pt_BR', 'pt-br', 'PT-pt', ' pt-PT ', '\u00a0pt\u00a0', 'fr'),
          fc.constantFrom('en-GB', 'de_DE', 'pt-', 'p', 'ptx', 'português', 'pt-PT-x-abcdefghi', '123', 'ptt-PT'),
          fc.string({ maxLength: 8 }).map(wellFormed),
        ),
        title: fc.oneof(name, fc.constantFrom('Drill "Bosch"', 'Corta-relva', '${title}', '\u0000')),
      }),
      3000,
    ) as NamesCase[];
    expectSameAnswers('bookings.names', inputs, nameRules);
  });
});
