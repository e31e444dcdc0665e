import { z } from 'zod';

/**
 * Field shapes of stored records, shared by the entity schemas. The server returns '' for an
 * unset text, relation, date or select, 0 for an unset number, false for an unset bool and null
 * for an unset json field; these shapes accept exactly that and give typed values back.
 */

/** A record id, or a relation to one record ('' when unset). */
export const recordIdField = z.string();
export const optionalRelationField = z.string().default('');

/** Stored timestamps stay strings ("2026-01-05 10:00:00.000Z"); read them with parseTimestamp. */
export const timestampField = z.string().default('');

export const textField = z.string().default('');
export const numberField = z.number().default(0);
export const boolField = z.boolean().default(false);

/** A json list of strings; null or missing reads as []. */
export const stringListField = z
  .array(z.string())
  .nullish()
  .transform((value) => value ?? []);

/** A json object of free values; null or missing reads as {}. */
export const jsonObjectField = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? {});

/** A select field that may be unset (''). */
export function optionalSelectField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.union([z.enum(values), z.literal('')]).default('');
}

/** A select field with a default: unset ('' or missing) reads as the default. */
export function selectWithDefaultField<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z
    .union([z.enum(values), z.literal('')])
    .optional()
    .transform((value): T[number] => (value ? value : fallback));
}
