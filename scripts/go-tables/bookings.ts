import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES_EN,
  BOOKING_NOTICE_MESSAGES,
  BOOKING_REQUEST_EFFECTS,
  BOOKING_REQUIRED_FIELDS,
  DEFAULT_LANGUAGE,
  DISPLAY_NAME_FALLBACKS,
  INITIAL_BOOKING_STATUS,
  LANGUAGES,
  LISTING_TYPES,
  PAYMENT_STATUSES,
  WEEKDAYS,
  WEEKDAY_LABELS_EN,
  bookingHoursPerDay,
  bookingRequestFormSchema,
  inLanguage,
  requiredFieldMessage,
  unavailableDatesMessage,
  unavailableWeekdayMessage,
} from '@partilha/domain';
import '@partilha/domain/portuguese';
import { BOOKING_REQUEST_MAIL_KEY_PREFIX } from '../../pocketbase/hooks/lib/booking-mail-delivery';
import { MAX_BOOKING_SPAN_DAYS } from '../../pocketbase/hooks/lib/booking-request-dates';
import { BOOKING_ROUTE_MESSAGES } from '../../pocketbase/hooks/lib/booking-route-messages';

/**
 * The tables of the Go booking request rules (pocketbase/market/booking_*.go): the limits, texts
 * and effects of `POST /api/market/bookings`, read from packages/domain and the hooks. Templated
 * texts are drawn by their own functions with placeholder arguments and cut there, so Go fills
 * the very words the TypeScript writes; zod's messages are taken from the schema's own answers.
 */
export function bookingTables() {
  return {
    limits: {
      maxSpanDays: MAX_BOOKING_SPAN_DAYS,
      hoursPerDayMin: BOOKING_LIMITS.hoursPerDayMin,
      hoursPerDayMax: BOOKING_LIMITS.hoursPerDayMax,
      notesMax: BOOKING_LIMITS.notesMax,
      defaultHoursPerDay: {
        service: bookingHoursPerDay('service', null),
        equipment: bookingHoursPerDay('equipment', null),
      },
    },
    listingTypes: LISTING_TYPES,
    requiredFields: BOOKING_REQUIRED_FIELDS,
    initialStatus: INITIAL_BOOKING_STATUS,
    // The request stores its payment as the schema's first (default) status.
    initialPaymentStatus: PAYMENT_STATUSES[0],
    requestEffects: {
      notify: BOOKING_REQUEST_EFFECTS.notify,
      notificationType: BOOKING_REQUEST_EFFECTS.notificationType,
      emailTemplate: BOOKING_REQUEST_EFFECTS.emailTemplate,
    },
    // The app store key the route sets for each booking it makes; the JS hooks mail those.
    requestMailKeyPrefix: BOOKING_REQUEST_MAIL_KEY_PREFIX,
    messages: stringsOf(BOOKING_MESSAGES_EN),
    routeMessages: { ...BOOKING_ROUTE_MESSAGES },
    templates: {
      requiredField: template(1, (field) => requiredFieldMessage(field)),
      unavailableWeekday: template(2, (label, day) => unavailableWeekdayMessage(label, day)),
      unavailableDates: listTemplate((days) => unavailableDatesMessage(days)),
    },
    fieldChecks: { hoursPerDay: hoursPerDayChecks(), notes: notesChecks() },
    weekdays: WEEKDAYS,
    weekdayLabels: WEEKDAY_LABELS_EN,
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
    byLanguage: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        inLanguage(language, () => ({
          requestNotice: template(2, (title, renterName) => BOOKING_NOTICE_MESSAGES.request(title, renterName)),
          displayNameFallbacks: { ...DISPLAY_NAME_FALLBACKS },
        })),
      ]),
    ),
  };
}

/** The string-valued texts of a catalogue (its templated ones are drawn with `template`). */
function stringsOf(catalogue: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A placeholder no text contains: a private-use character around the argument's index. */
const MARK = '\ue000';
const token = (index: number) => `${MARK}${index}${MARK}`;

/**
 * A text of `arity` arguments as `texts` around `args`: the text is texts[0] + args[0] + texts[1]
 * + … (an argument's index in `args`, in the order they appear).
 */
function template(arity: number, draw: (...args: string[]) => string): { texts: string[]; args: number[] } {
  const drawn = draw(...Array.from({ length: arity }, (_, index) => token(index)));
  const pieces = drawn.split(MARK);
  const texts: string[] = [];
  const args: number[] = [];
  pieces.forEach((piece, index) => (index % 2 === 0 ? texts.push(piece) : args.push(Number(piece))));
  if (args.length === 0 || texts.length !== args.length + 1) throw new Error(`No arguments in "${drawn}"`);
  return { texts, args };
}

/** A text around a list: prefix + items joined by separator + suffix. */
function listTemplate(draw: (items: string[]) => string): { prefix: string; separator: string; suffix: string } {
  const [prefix = '', separator = '', suffix = ''] = draw([token(0), token(1)]).split(
    new RegExp(`${token(0)}|${token(1)}`),
  );
  if (draw([token(0)]) !== `${prefix}${token(0)}${suffix}` || draw([]) !== `${prefix}${suffix}`)
    throw new Error('The list template is not prefix + joined items + suffix');
  return { prefix, separator, suffix };
}

/** One sample of each JSON type, to read the message zod gives for it. */
const JSON_TYPE_SAMPLES: Record<string, unknown> = {
  number: 1,
  string: 'text',
  boolean: true,
  array: [],
  object: {},
  null: null,
};

/** A zod schema's first message for a value, or null when the value passes. */
function firstMessage(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return (result.error as { issues: { message: string }[] }).issues[0]?.message ?? null;
}

/** The message for a value of each JSON type (null for the type the schema takes). */
function wrongTypeMessages(schema: Parameters<typeof firstMessage>[0]): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(JSON_TYPE_SAMPLES).map(([type, sample]) => [type, firstMessage(schema, sample)]),
  );
}

function hoursPerDayChecks() {
  const schema = bookingRequestFormSchema.shape.hoursPerDay;
  return {
    wrongType: wrongTypeMessages(schema),
    belowMin: firstMessage(schema, BOOKING_LIMITS.hoursPerDayMin - 0.5),
    aboveMax: firstMessage(schema, BOOKING_LIMITS.hoursPerDayMax + 0.5),
  };
}

function notesChecks() {
  const schema = bookingRequestFormSchema.shape.notes;
  return {
    wrongType: wrongTypeMessages(schema),
    tooLong: firstMessage(schema, 'x'.repeat(BOOKING_LIMITS.notesMax + 1)),
  };
}
